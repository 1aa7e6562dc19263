/** Changing a game (with `version`: a stale one is refused). */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AuditAction } from '#domain/audit/audit.schema.ts'
import type { GameSheet, UpdateGameInput } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { assertGameOutsideBracket } from '#server/features/brackets/brackets.api.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { enqueueGameChange } from '#server/features/notifications/notifications.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { type GameRow, getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { type Refs, resolveRefs } from './game-refs.ts'
import { getGameSheet } from './game-sheet.ts'
import { assertNoDoubleBooking, lockSchedule } from './schedule.ts'
import { gameWriteReturning, noteGameWrite } from './standings-follow.ts'

export async function stale(db: Db, organizationId: string, id: string): Promise<never> {
  throw new StaleVersionError(await getGameSheet({ db, organizationId, id }))
}

/**
 * One versioned UPDATE of the game (bumps version and updated_at) and its audit entry, in one transaction; the cached
 * standings follow it once it committed. `action` names the change in the audit trail.
 */
export async function writeGame(
  db: Db,
  organizationId: string,
  current: GameRow,
  values: Partial<typeof game.$inferInsert>,
  action: AuditAction = 'update',
) {
  const row = await inTransaction(db, async (tx) => {
    const [written] = await tx
      .update(game)
      .set({ ...values, updatedAt: new Date(), version: sql`${game.version} + 1` })
      .where(
        and(
          eq(game.organizationId, organizationId),
          eq(game.id, current.id),
          eq(game.version, current.version),
          isNull(game.deletedAt),
        ),
      )
      .returning(gameWriteReturning(organizationId, current.tournamentId))
    // the charges that follow the game (decision 0048): confirmed, unconfirmed, moved between teams
    if (written) await applyChargesFor(tx, { organizationId, gameIds: [current.id] })
    if (written) {
      // whoever follows the game hears of it once the write commits (decision 0047)
      await enqueueGameChange(tx, current, written)
      await recordAudit(tx, {
        organizationId,
        action,
        entityType: 'game',
        entityId: current.id,
        before: current,
        after: written,
        always: action !== 'update',
      })
    }
    return written
  })
  if (row) noteGameWrite(organizationId, current, row)
  return row
}

export async function updateGame({
  db,
  live,
  organizationId,
  id,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: UpdateGameInput
}): Promise<GameSheet> {
  const current = await getGameRow(db, organizationId, id, { active: true })
  if (current.version !== data.version) return stale(db, organizationId, id)
  const homeTeamId = data.homeTeamId ?? current.homeTeamId
  const awayTeamId = data.awayTeamId ?? current.awayTeamId
  const teamsChange = homeTeamId !== current.homeTeamId || awayTeamId !== current.awayTeamId
  if (teamsChange && current.statsUpdatedAt !== null && (current.homeGoals > 0 || current.awayGoals > 0)) {
    throw new AppError('GAME_HAS_RESULT')
  }
  if (teamsChange) {
    const cards =
      current.homeYellow + current.homeBlue + current.homeRed + current.awayYellow + current.awayBlue + current.awayRed
    if (cards > 0) throw new AppError('GAME_HAS_RESULT')
  }
  const kind = data.kind ?? current.kind
  // a bracket's game keeps the teams and kind its tie gives it (409 BRACKET_GAME); dates and venue stay editable here
  if (teamsChange || kind !== current.kind) await assertGameOutsideBracket(db, organizationId, current)
  const changed = new Set<keyof Refs>()
  if (data.homeTeamId !== undefined) changed.add('homeTeamId')
  if (data.awayTeamId !== undefined) changed.add('awayTeamId')
  for (const key of ['groupId', 'roundId', 'locationId', 'fieldId'] as const)
    if (data[key] !== undefined) changed.add(key)
  // a new pair of teams, kind or round may belong to another group: look it up again unless one is given
  const groupId =
    data.groupId !== undefined
      ? data.groupId
      : teamsChange || data.kind !== undefined || data.roundId !== undefined
        ? undefined
        : current.groupId
  if (groupId === undefined) changed.add('groupId')
  const locationChanges = data.locationId !== undefined && data.locationId !== current.locationId
  const refs = await resolveRefs(
    db,
    organizationId,
    {
      tournamentId: current.tournamentId,
      homeTeamId,
      awayTeamId,
      kind,
      groupId,
      roundId: data.roundId !== undefined ? data.roundId : current.roundId,
      // a field given alone brings its venue; a new venue without a field clears the field
      locationId: data.locationId !== undefined ? data.locationId : data.fieldId ? undefined : current.locationId,
      fieldId: data.fieldId !== undefined ? data.fieldId : locationChanges ? null : current.fieldId,
    },
    changed,
  )
  const values = {
    homeTeamId,
    awayTeamId,
    kind,
    groupId: refs.groupId,
    roundId: refs.roundId,
    locationId: refs.locationId,
    fieldId: refs.fieldId,
    ...(data.playAt !== undefined ? { playAt: data.playAt ? new Date(data.playAt) : null } : {}),
    ...(data.isPlayAtTimeHidden !== undefined ? { isPlayAtTimeHidden: data.isPlayAtTimeHidden } : {}),
  }
  const after = { ...current, ...values }
  const scheduleChanges =
    !current.suspendedAt &&
    (teamsChange ||
      after.playAt?.getTime() !== current.playAt?.getTime() ||
      after.isPlayAtTimeHidden !== current.isPlayAtTimeHidden ||
      after.locationId !== current.locationId ||
      after.fieldId !== current.fieldId)
  const row =
    scheduleChanges && !data.allowOverlap
      ? await db.transaction(async (trx) => {
          const tx = trx as unknown as Db
          // no double bookings (schedule.ts): checked and written while holding the organization's schedule lock
          await lockSchedule(tx, organizationId)
          await assertNoDoubleBooking(tx, organizationId, [after])
          return writeGame(tx, organizationId, current, values)
        })
      : await writeGame(db, organizationId, current, values)
  if (!row) return stale(db, organizationId, id)
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id, version: row.version })
  return getGameSheet({ db, organizationId, id })
}
