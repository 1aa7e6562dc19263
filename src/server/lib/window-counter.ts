/**
 * A counter per key and fixed window, kept in the database (better-auth's rate_limit table, under keys of our own)
 * so every instance shares it. `hit` counts one and returns the count in the current window, in one atomic
 * statement: concurrent hits never both see the same count. Decision 0016.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rateLimit } from '#server/db/schema.ts'

export async function hitWindowCounter(
  db: Pick<Db, 'insert'>,
  { key, windowMs, now }: { key: string; windowMs: number; now: number },
): Promise<number> {
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        // the window starts at the first hit (lastRequest); past it, the count starts again
        count: sql`case when ${rateLimit.lastRequest} <= ${now - windowMs} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${now - windowMs} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count })
  return row?.count ?? 1
}
