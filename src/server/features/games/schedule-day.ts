/**
 * A match day saved in one request (PUT games/schedule, decision 0042): the games of several tournaments and rounds,
 * each with its date, time, venue and field. All or nothing: a game that is not this organization's (or deleted) is
 * 404, a version that is not the current one 409 STALE_VERSION, a double booking 409 TEAM_BUSY / VENUE_BUSY (the rule
 * of domain/games/schedule-clash.ts, as every other schedule write: decision 0020); any of them rolls everything back.
 * Each changed game gets its audit entry (the round schedule's writer, bulk-games.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { DayScheduleInput, DayScheduleResult } from '#domain/games/day-schedule.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { scheduleGames } from './bulk-games.ts'
import { assertNoDoubleBookingOf, lockSchedule } from './schedule.ts'

export async function scheduleDay({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: DayScheduleInput
}): Promise<DayScheduleResult> {
  const ids = data.games.map((entry) => entry.id)
  const updated = await inTransaction(db, async (tx) => {
    await lockSchedule(tx, organizationId)
    const found = await tx
      .select({ id: game.id })
      .from(game)
      .where(and(eq(game.organizationId, organizationId), inArray(game.id, ids), isNull(game.deletedAt)))
    if (found.length !== ids.length) {
      const known = new Set(found.map((row) => row.id))
      throw new AppError('NOT_FOUND', {
        detail: 'A listed game does not exist or was deleted: load the day again.',
        extensions: { gameId: ids.find((id) => !known.has(id)) },
      })
    }
    // played games keep their date (a result belongs to when it was played); the screen shows them read-only
    const written = await scheduleGames(tx, organizationId, data.games, false)
    await assertNoDoubleBookingOf(
      tx,
      organizationId,
      written.map((row) => row.id),
    )
    return written
  })
  if (updated.length > 0) await publishChange(live, organizationId, { entity: 'games', action: 'updated' })
  return { updated }
}
