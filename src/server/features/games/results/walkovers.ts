/** A walkover written for a withdrawn team's game (decision 0027). */
import { and, eq, sql } from 'drizzle-orm'
import type { TournamentSettings } from '#domain/competition/settings.ts'
import type { WalkoverSide } from '#domain/games/game.schema.ts'
import { walkoverGoals } from '#domain/games/walkover.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameGoal } from '#server/db/schema.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { enqueueGameChange } from '#server/features/notifications/notifications.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import type { GameRow } from '#server/lib/competition/game-view.ts'
import { type GameWrite, gameWriteReturning } from '../standings-follow.ts'
import { scorersOf } from './game-transaction.ts'

/**
 * Awards a game as a walkover inside `tx` (a team's withdrawal, decision 0027): no scorers, the tournament's
 * `walkoverScore` for `winner`, confirmed and published at `now`, no longer suspended, no shoot-out; recorded in the
 * audit trail. `row` is the game as read (locked) in `tx`; answers the written row.
 */
export async function writeWalkover(
  tx: Db,
  {
    organizationId,
    row,
    winner,
    settings,
    now,
  }: { organizationId: string; row: GameRow; winner: WalkoverSide; settings: TournamentSettings; now: Date },
): Promise<GameWrite> {
  const { homeGoals: home, awayGoals: away } = walkoverGoals(settings.walkoverScore, winner)
  const scorersBefore = await scorersOf(tx, organizationId, row.id)
  await tx.delete(gameGoal).where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.gameId, row.id)))
  const [written] = await tx
    .update(game)
    .set({
      homeGoals: home,
      awayGoals: away,
      homeUnassignedGoals: home,
      awayUnassignedGoals: away,
      homePenalties: null,
      awayPenalties: null,
      walkover: winner,
      statsUpdatedAt: now,
      confirmedPlayedAt: row.confirmedPlayedAt ?? now,
      publishedAt: row.publishedAt ?? now,
      suspendedAt: null,
      suspendedReason: null,
      updatedAt: now,
      version: sql`${game.version} + 1`,
    })
    .where(and(eq(game.organizationId, organizationId), eq(game.id, row.id)))
    .returning(gameWriteReturning(organizationId, row.tournamentId))
  if (!written) throw new AppError('NOT_FOUND')
  await applyChargesFor(tx, { organizationId, gameIds: [row.id] })
  await enqueueGameChange(tx, row, written)
  await recordAudit(tx, {
    organizationId,
    action: 'walkover',
    entityType: 'game',
    entityId: row.id,
    before: { ...row, scorers: scorersBefore },
    after: { ...written, scorers: [] },
  })
  return written
}
