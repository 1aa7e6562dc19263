/** Yellow-card accumulation: the player's yellow-card suspensions kept in step with their yellows. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { accumulatingYellows, draftSuspensionsForCard } from '#domain/discipline/suspensions.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, suspension } from '#server/db/schema.ts'
import { recordAudits } from '#server/lib/audit.ts'
import { tournamentSettingsOf } from './game-transaction.ts'

type SuspensionRow = typeof suspension.$inferSelect

/**
 * The discipline engine's own suspensions in the audit trail: a draft it creates (`create`), moves to another card
 * (`update`) or removes because its card went (`delete`), one entry each, under the user whose card caused it.
 */
export function auditSuspensions(
  tx: Db,
  organizationId: string,
  action: 'create' | 'delete',
  rows: SuspensionRow[],
): Promise<void> {
  return recordAudits(
    tx,
    rows.map((row) => ({
      organizationId,
      action,
      entityType: 'suspension',
      entityId: row.id,
      ...(action === 'create' ? { after: row } : { before: row }),
    })),
  )
}

type YellowSuspensionChange = { createdByCard: Map<string, string>; changed: boolean }

/**
 * Keeps a player's yellow-card suspensions in a tournament in step with their yellow cards (in games not deleted,
 * ordered by game date, then entry): the cards for which draftSuspensionsForCard asks a suspension (the N-th, 2N-th…)
 * should each have one. Drafts on cards that no longer qualify are removed; confirmed ones are kept and count toward
 * the number wanted; missing drafts are created on the earliest qualifying cards.
 */
export async function reconcileYellowSuspensions(
  tx: Db,
  {
    organizationId,
    tournamentId,
    playerId,
    yellowCardsForSuspension,
  }: { organizationId: string; tournamentId: string; playerId: string; yellowCardsForSuspension: number | null },
): Promise<YellowSuspensionChange> {
  const yellows = await tx
    .select({ id: gameCard.id, teamId: gameCard.teamId, gameId: gameCard.gameId })
    .from(gameCard)
    .innerJoin(game, eq(game.id, gameCard.gameId))
    .where(
      and(
        eq(gameCard.organizationId, organizationId),
        eq(gameCard.tournamentId, tournamentId),
        eq(gameCard.playerId, playerId),
        eq(gameCard.type, 'yellow'),
        isNull(game.deletedAt),
      ),
    )
    .orderBy(
      sql`${game.playAt} asc nulls last`,
      sql`${game.createdAt} asc`,
      sql`${gameCard.createdAt} asc`,
      sql`${gameCard.id} asc`,
    )
  const { secondYellowCountsTowardAccumulation } = await tournamentSettingsOf(tx, tournamentId)
  const qualifying = accumulatingYellows(yellows, secondYellowCountsTowardAccumulation).filter(
    (_, index) =>
      draftSuspensionsForCard({
        card: { type: 'yellow' },
        playerYellowCountInTournament: index + 1,
        yellowCardsForSuspension,
      }) !== null,
  )
  const qualifyingIds = new Set(qualifying.map((c) => c.id))
  const existing = await tx
    .select()
    .from(suspension)
    .where(
      and(
        eq(suspension.organizationId, organizationId),
        eq(suspension.tournamentId, tournamentId),
        eq(suspension.playerId, playerId),
        eq(suspension.reason, 'yellows'),
      ),
    )
  const stale = existing.filter((s) => s.isDraft && !(s.cardId && qualifyingIds.has(s.cardId)))
  const kept = existing.filter((s) => !stale.includes(s))
  if (stale.length > 0) {
    await tx.delete(suspension).where(
      inArray(
        suspension.id,
        stale.map((s) => s.id),
      ),
    )
    await auditSuspensions(tx, organizationId, 'delete', stale)
  }
  const covered = new Set(kept.flatMap((s) => (s.cardId ? [s.cardId] : [])))
  let have = kept.length
  const createdByCard = new Map<string, string>()
  for (const card of qualifying) {
    if (have >= qualifying.length) break
    if (covered.has(card.id)) continue
    const now = new Date()
    const [row] = await tx
      .insert(suspension)
      .values({
        organizationId,
        tournamentId,
        playerId,
        teamId: card.teamId,
        cardId: card.id,
        earnedGameId: card.gameId,
        reason: 'yellows',
        gamesCount: 1,
        skipEarnedGame: true,
        isDraft: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (row) {
      createdByCard.set(card.id, row.id)
      await auditSuspensions(tx, organizationId, 'create', [row])
    }
    have += 1
  }
  return { createdByCard, changed: stale.length > 0 || createdByCard.size > 0 }
}
