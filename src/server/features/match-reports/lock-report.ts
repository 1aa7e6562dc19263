/**
 * Confirming a report (decision 0051): the report is locked (`confirmed`) and the game's result confirmed the way
 * staff confirm it (`confirmedPlayedAt`, published; standings, scorers and suspensions are derived on read, so they
 * follow; a bracket's game moves its tie; the teams' game charges are posted, decision 0048), all in the caller's
 * transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { game, type gameReport } from '#server/db/schema.ts'
import { checkGameOfBracket } from '#server/features/brackets/brackets.api.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { recordAudit } from '#server/lib/audit.ts'

export type LockedGame = { gameId: string; version: number; bracket: Awaited<ReturnType<typeof checkGameOfBracket>> }

/** Confirms the game of a report just set `confirmed` (`tx` is the transaction that set it). */
export async function confirmGameOfReport(
  tx: Db,
  organizationId: string,
  gameId: string,
  now: Date,
): Promise<LockedGame | null> {
  const [written] = await tx
    .update(game)
    .set({
      confirmedPlayedAt: now,
      publishedAt: sql`coalesce(${game.publishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
      version: sql`${game.version} + 1`,
    })
    .where(
      and(
        eq(game.organizationId, organizationId),
        eq(game.id, gameId),
        isNull(game.confirmedPlayedAt),
        isNull(game.suspendedAt),
        isNull(game.deletedAt),
      ),
    )
    .returning({ id: game.id, version: game.version, bracketId: game.bracketId })
  if (!written) return null
  await applyChargesFor(tx, { organizationId, gameIds: [gameId] })
  await recordAudit(tx, {
    organizationId,
    action: 'confirm',
    entityType: 'game',
    entityId: gameId,
    before: { confirmedPlayedAt: null },
    after: { confirmedPlayedAt: now },
  })
  const bracket = written.bracketId ? await checkGameOfBracket(tx, organizationId, gameId) : null
  return { gameId, version: written.version, bracket }
}

/** The report's fields when it is confirmed and locked. */
export function lockedValues(now: Date, by: string | null) {
  return { status: 'confirmed', confirmedAt: now, confirmedBy: by, updatedAt: now } satisfies Partial<
    typeof gameReport.$inferInsert
  >
}
