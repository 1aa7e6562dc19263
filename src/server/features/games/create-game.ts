/** Creating a game by hand. */
import { randomUUID } from 'node:crypto'
import type { CreateGameInput, Game } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { getGameView } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { resolveRefs } from './game-refs.ts'
import { assertNoDoubleBooking, lockSchedule } from './schedule.ts'

export async function createGame({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateGameInput
}): Promise<Game> {
  const tournamentRow = await findRow(db, tournament, organizationId, data.tournamentId, { active: true })
  if (!tournamentRow) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: [{ name: 'tournamentId', reason: 'validation.not_found' }],
    })
  }
  const kind = data.kind ?? 'league'
  const refs = await resolveRefs(
    db,
    organizationId,
    {
      tournamentId: data.tournamentId,
      homeTeamId: data.homeTeamId,
      awayTeamId: data.awayTeamId,
      kind,
      groupId: data.groupId,
      roundId: data.roundId,
      locationId: data.locationId,
      fieldId: data.fieldId,
    },
    new Set(['homeTeamId', 'awayTeamId', 'groupId', 'roundId', 'locationId', 'fieldId']),
  )
  const now = new Date()
  const id = randomUUID()
  const playAt = data.playAt ? new Date(data.playAt) : null
  const isPlayAtTimeHidden = data.isPlayAtTimeHidden ?? false
  const values = {
    id,
    organizationId,
    tournamentId: data.tournamentId,
    groupId: refs.groupId,
    roundId: refs.roundId,
    homeTeamId: data.homeTeamId,
    awayTeamId: data.awayTeamId,
    kind,
    playAt,
    isPlayAtTimeHidden,
    locationId: refs.locationId,
    fieldId: refs.fieldId,
    createdAt: now,
    updatedAt: now,
  }
  const row = await inTransaction(db, async (tx) => {
    // no double bookings (schedule.ts): checked and written while holding the organization's schedule lock
    await lockSchedule(tx, organizationId)
    if (!data.allowOverlap) {
      await assertNoDoubleBooking(tx, organizationId, [
        {
          id,
          tournamentId: data.tournamentId,
          homeTeamId: data.homeTeamId,
          awayTeamId: data.awayTeamId,
          playAt,
          isPlayAtTimeHidden,
          locationId: refs.locationId,
          fieldId: refs.fieldId,
        },
      ])
    }
    const [inserted] = await tx.insert(game).values(values).returning({ id: game.id })
    if (inserted)
      await recordAudit(tx, {
        organizationId,
        action: 'create',
        entityType: 'game',
        entityId: inserted.id,
        after: values,
      })
    return inserted
  })
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'games', action: 'created', id: row.id, version: 1 })
  return getGameView(db, organizationId, row.id)
}
