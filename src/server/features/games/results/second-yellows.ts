/** A second yellow in one game: the red-card suspension it implies. */
import { and, eq, inArray } from 'drizzle-orm'
import { secondYellowOf } from '#domain/discipline/suspensions.ts'
import type { Db } from '#server/db/client.ts'
import { gameCard, suspension } from '#server/db/schema.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { byMinuteThenEntry } from '../game-sheet.ts'
import { auditSuspensions } from './accumulation.ts'

/**
 * Keeps the sending-off by a second yellow in step with the player's yellows in one game (decision 0020): with two or more,
 * one draft suspension of 1 game (reason `second_yellow`) on the second card, as for a red; with fewer, the draft is
 * removed (a confirmed one stays: an admin decided it). Answers the id of a suspension it created.
 */
export async function reconcileSecondYellow(
  tx: Db,
  {
    organizationId,
    tournamentId,
    gameId,
    playerId,
    teamId,
  }: { organizationId: string; tournamentId: string; gameId: string; playerId: string; teamId: string },
): Promise<string | null> {
  const yellows = await tx
    .select({ id: gameCard.id, minute: gameCard.minute, createdAt: gameCard.createdAt })
    .from(gameCard)
    .where(
      and(
        eq(gameCard.organizationId, organizationId),
        eq(gameCard.gameId, gameId),
        eq(gameCard.playerId, playerId),
        eq(gameCard.type, 'yellow'),
      ),
    )
  const second = secondYellowOf([...yellows].sort(byMinuteThenEntry))
  const existing = await tx
    .select()
    .from(suspension)
    .where(
      and(
        eq(suspension.organizationId, organizationId),
        eq(suspension.earnedGameId, gameId),
        eq(suspension.playerId, playerId),
        eq(suspension.reason, 'second_yellow'),
      ),
    )
  if (!second) {
    const drafts = existing.filter((s) => s.isDraft)
    if (drafts.length > 0) {
      await tx.delete(suspension).where(
        inArray(
          suspension.id,
          drafts.map((s) => s.id),
        ),
      )
      await auditSuspensions(tx, organizationId, 'delete', drafts)
    }
    return null
  }
  const [kept] = existing
  if (kept) {
    if (kept.cardId !== second.id) {
      await tx.update(suspension).set({ cardId: second.id }).where(eq(suspension.id, kept.id))
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'suspension',
        entityId: kept.id,
        before: { cardId: kept.cardId },
        after: { cardId: second.id },
      })
    }
    return null
  }
  const now = new Date()
  const [row] = await tx
    .insert(suspension)
    .values({
      organizationId,
      tournamentId,
      playerId,
      teamId,
      cardId: second.id,
      earnedGameId: gameId,
      reason: 'second_yellow',
      gamesCount: 1,
      skipEarnedGame: true,
      isDraft: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) return null
  await auditSuspensions(tx, organizationId, 'create', [row])
  return row.id
}
