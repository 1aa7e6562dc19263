/**
 * Check-then-insert paths take turns: a transaction-scoped advisory lock on a key (released at commit or rollback)
 * makes concurrent requests for the same thing run one after the other on PostgreSQL, where they otherwise interleave
 * (PGlite runs one statement at a time, so races hide there). Decision 0016.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'

export async function lockForTransaction(tx: Pick<Db, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}
