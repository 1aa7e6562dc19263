/**
 * Games: created by hand (fixtures create them in bulk, see fixtures.service.ts), listed in fixture order, changed
 * (with `version`: a stale one is refused), soft-deleted and restored, and moved through their states (seed §4):
 * publish, confirm (played: the result counts), unconfirm, suspend (will not be played, with a reason), unsuspend.
 * Bulk: publish / unpublish, move by N days or set one date (seed §5); re-dated rounds move their games with the
 * same date helpers (fixtures.service.ts).
 *
 * Decisions:
 * - Confirming publishes too (a confirmed result is never hidden from the public pages); a suspended game cannot be
 *   confirmed (GAME_SUSPENDED) and a confirmed game cannot be suspended (GAME_CONFIRMED: unconfirm it first).
 * - Repeating a state change (publishing a published game) changes nothing and bumps no version.
 * - A league game created without `groupId` goes to the group both teams are in, so it counts in that table.
 * - A game of a knockout bracket changes its teams or kind, is suspended, deleted or restored only through its
 *   bracket (409 BRACKET_GAME, brackets.service.ts); its date, venue, publishing and result stay editable here.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { AuditAction } from '#domain/audit/audit.schema.ts'
import type {
  BulkGamesInput,
  BulkGamesResult,
  CreateGameInput,
  Game,
  GameListQuery,
  GamePage,
  GameSheet,
  ScheduleEntry,
  UpdateGameInput,
} from '#domain/games/game.schema.ts'
import { isPlayedYet } from '#domain/games/played-yet.ts'
import { MAX_YEAR, MIN_YEAR } from '#domain/lists/list.schema.ts'
import type { Db } from '#server/db/client.ts'
import {
  game,
  groupTeam,
  location,
  locationField,
  round,
  team,
  tournament,
  tournamentGroup,
} from '#server/db/schema.ts'
import {
  announceGameOfBracket,
  assertGameOutsideBracket,
  checkGameOfBracket,
} from '#server/features/brackets/brackets.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit, recordAudits } from '#server/lib/audit.ts'
import { auditGamesRemoved, gameSummary, gameSummaryReturning } from '#server/lib/competition/game-audit.ts'
import {
  fixtureOrder,
  type GameRow,
  getGameRow,
  getGameView,
  selectGames,
  stateFilter,
  toGame,
} from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getGameSheet } from './game-sheet.ts'
import { assertNoDoubleBooking, assertNoDoubleBookingOf, lockSchedule } from './schedule.ts'
import { gameWriteReturning, noteGameWrite } from './standings-follow.ts'

export async function findGames({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: GameListQuery
}): Promise<GamePage> {
  const deletedOnly = query.deleted === 'true' || query.state === 'deleted'
  const where = and(
    eq(game.organizationId, organizationId),
    deletedOnly ? sql`${game.deletedAt} is not null` : isNull(game.deletedAt),
    query.state && query.state !== 'deleted' ? stateFilter(query.state) : undefined,
    query.tournamentId ? eq(game.tournamentId, query.tournamentId) : undefined,
    query.groupId ? eq(game.groupId, query.groupId) : undefined,
    query.roundId ? eq(game.roundId, query.roundId) : undefined,
    query.teamId ? or(eq(game.homeTeamId, query.teamId), eq(game.awayTeamId, query.teamId)) : undefined,
    query.kind ? eq(game.kind, query.kind) : undefined,
    query.from ? sql`${game.playAt} >= ${new Date(query.from)}` : undefined,
    query.to ? sql`${game.playAt} < ${new Date(query.to)}` : undefined,
  )
  const rows = await selectGames(db, where)
    .orderBy(...fixtureOrder)
    .limit(query.limit)
    .offset(query.offset)
  let total = rows[0]?.total
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(game)
      .where(where)
    total = counted?.n ?? 0
  }
  return { items: rows.map(toGame), total }
}

export function getGame({ db, organizationId, id }: { db: Db; organizationId: string; id: string }) {
  return getGameSheet({ db, organizationId, id })
}

// --- references -----------------------------------------------------------------------------------------------------

type Refs = {
  tournamentId: string
  homeTeamId: string
  awayTeamId: string
  kind: string
  groupId: string | null | undefined
  roundId: string | null | undefined
  locationId: string | null | undefined
  fieldId: string | null | undefined
}

/**
 * Checks that every id a game refers to is this organization's (teams, venue and field not deleted; group and round
 * of the tournament; the field of the venue; both teams in the group) and fills in what follows from the others: the
 * group of the round, the group both teams are in (league games), the venue of the field. Collects every problem.
 */
async function resolveRefs(db: Db, organizationId: string, refs: Refs, changed: Set<keyof Refs>) {
  const problems: InvalidParam[] = []
  const resolved = { ...refs }
  const teams = await db
    .select({ id: team.id })
    .from(team)
    .where(
      and(
        eq(team.organizationId, organizationId),
        inArray(team.id, [refs.homeTeamId, refs.awayTeamId]),
        isNull(team.deletedAt),
      ),
    )
  for (const side of ['homeTeamId', 'awayTeamId'] as const) {
    if (changed.has(side) && !teams.some((t) => t.id === refs[side])) {
      problems.push({ name: side, reason: 'validation.not_found' })
    }
  }
  if (refs.homeTeamId === refs.awayTeamId) problems.push({ name: 'awayTeamId', reason: 'validation.same_team' })

  if (refs.roundId && changed.has('roundId')) {
    const [roundRow] = await db
      .select({ groupId: round.groupId })
      .from(round)
      .where(
        and(
          eq(round.organizationId, organizationId),
          eq(round.id, refs.roundId),
          eq(round.tournamentId, refs.tournamentId),
        ),
      )
    if (!roundRow) problems.push({ name: 'roundId', reason: 'validation.not_found' })
    else if (resolved.groupId === undefined) resolved.groupId = roundRow.groupId
    else if (roundRow.groupId && resolved.groupId !== roundRow.groupId) {
      problems.push({ name: 'roundId', reason: 'validation.round_not_in_group' })
    }
  }

  if (resolved.groupId === undefined && refs.kind === 'league') {
    // the group both teams are in, if any
    const rows = await db
      .select({ groupId: groupTeam.groupId, teamId: groupTeam.teamId })
      .from(groupTeam)
      .where(
        and(
          eq(groupTeam.organizationId, organizationId),
          eq(groupTeam.tournamentId, refs.tournamentId),
          inArray(groupTeam.teamId, [refs.homeTeamId, refs.awayTeamId]),
        ),
      )
    const home = rows.find((r) => r.teamId === refs.homeTeamId)?.groupId
    const away = rows.find((r) => r.teamId === refs.awayTeamId)?.groupId
    resolved.groupId = home && home === away ? home : null
  } else if (resolved.groupId && (changed.has('groupId') || changed.has('homeTeamId') || changed.has('awayTeamId'))) {
    const [groupRow] = await db
      .select({ id: tournamentGroup.id })
      .from(tournamentGroup)
      .where(
        and(
          eq(tournamentGroup.organizationId, organizationId),
          eq(tournamentGroup.id, resolved.groupId),
          eq(tournamentGroup.tournamentId, refs.tournamentId),
        ),
      )
    if (!groupRow) problems.push({ name: 'groupId', reason: 'validation.not_found' })
    else {
      const members = await db
        .select({ teamId: groupTeam.teamId })
        .from(groupTeam)
        .where(
          and(eq(groupTeam.groupId, resolved.groupId), inArray(groupTeam.teamId, [refs.homeTeamId, refs.awayTeamId])),
        )
      for (const side of ['homeTeamId', 'awayTeamId'] as const) {
        if (!members.some((m) => m.teamId === refs[side])) {
          problems.push({ name: side, reason: 'validation.team_not_in_group' })
        }
      }
    }
  }
  resolved.groupId ??= null

  if (refs.fieldId && (changed.has('fieldId') || changed.has('locationId'))) {
    const [fieldRow] = await db
      .select({ locationId: locationField.locationId })
      .from(locationField)
      .where(
        and(
          eq(locationField.organizationId, organizationId),
          eq(locationField.id, refs.fieldId),
          isNull(locationField.deletedAt),
        ),
      )
    if (!fieldRow) problems.push({ name: 'fieldId', reason: 'validation.not_found' })
    else if (refs.locationId === undefined || (refs.locationId === null && !changed.has('locationId'))) {
      resolved.locationId = fieldRow.locationId
    } else if (refs.locationId !== fieldRow.locationId) {
      problems.push({ name: 'fieldId', reason: 'validation.field_not_in_location' })
    }
  }
  if (resolved.locationId && (changed.has('locationId') || changed.has('fieldId'))) {
    const found = await findRow(db, location, organizationId, resolved.locationId, { active: true })
    if (!found) problems.push({ name: refs.locationId ? 'locationId' : 'fieldId', reason: 'validation.not_found' })
  }
  if (resolved.locationId === undefined) resolved.locationId = null
  if (resolved.fieldId === undefined) resolved.fieldId = null
  if (resolved.roundId === undefined) resolved.roundId = null

  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
  return resolved as Refs & {
    groupId: string | null
    roundId: string | null
    locationId: string | null
    fieldId: string | null
  }
}

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

async function stale(db: Db, organizationId: string, id: string): Promise<never> {
  throw new StaleVersionError(await getGameSheet({ db, organizationId, id }))
}

/**
 * One versioned UPDATE of the game (bumps version and updated_at) and its audit entry, in one transaction; the cached
 * standings follow it once it committed. `action` names the change in the audit trail.
 */
async function writeGame(
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
    if (written)
      await recordAudit(tx, {
        organizationId,
        action,
        entityType: 'game',
        entityId: current.id,
        before: current,
        after: written,
        always: action !== 'update',
      })
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

export type GameTransition = 'publish' | 'confirm' | 'unconfirm' | 'suspend' | 'unsuspend'

/** What a state change sets, or null when the game is already there; throws when it is not allowed. */
function transitionValues(
  current: GameRow,
  transition: GameTransition,
  reason: string | null | undefined,
  now: Date,
  /** the league's, for `confirm` */
  timeZone?: string,
): Partial<typeof game.$inferInsert> | null {
  switch (transition) {
    case 'publish':
      return current.publishedAt ? null : { publishedAt: now }
    case 'confirm':
      if (current.suspendedAt) throw new AppError('GAME_SUSPENDED')
      if (!current.confirmedPlayedAt && timeZone && !isPlayedYet(current, now, timeZone)) {
        throw new AppError('GAME_NOT_PLAYED_YET')
      }
      return current.confirmedPlayedAt ? null : { confirmedPlayedAt: now, publishedAt: current.publishedAt ?? now }
    case 'unconfirm':
      return current.confirmedPlayedAt ? { confirmedPlayedAt: null } : null
    case 'suspend':
      if (current.confirmedPlayedAt) throw new AppError('GAME_CONFIRMED')
      if (current.suspendedAt && (reason === undefined || (reason || null) === current.suspendedReason)) return null
      return { suspendedAt: current.suspendedAt ?? now, suspendedReason: reason || null }
    case 'unsuspend':
      return current.suspendedAt ? { suspendedAt: null, suspendedReason: null } : null
  }
}

export async function transitionGame({
  db,
  live,
  organizationId,
  id,
  transition,
  version,
  reason,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  transition: GameTransition
  version?: number
  reason?: string | null
}): Promise<GameSheet> {
  const current = await getGameRow(db, organizationId, id, { active: true })
  if (version !== undefined && version !== current.version) return stale(db, organizationId, id)
  // a bracket's game is not suspended here (409 BRACKET_GAME): the bracket would go on without it
  if (transition === 'suspend') await assertGameOutsideBracket(db, organizationId, current)
  const timeZone = transition === 'confirm' ? await organizationTimeZone(db, organizationId) : undefined
  const values = transitionValues(current, transition, reason, new Date(), timeZone)
  if (values) {
    // a game of a knockout bracket: in one transaction with what its tie's outcome moves (brackets.service.ts)
    const { row, bracket } = current.bracketId
      ? await db.transaction(async (trx) => {
          const tx = trx as unknown as Db
          const written = await writeGame(tx, organizationId, current, values, transition)
          return { row: written, bracket: written ? await checkGameOfBracket(tx, organizationId, id) : null }
        })
      : { row: await writeGame(db, organizationId, current, values, transition), bracket: null }
    if (!row) return stale(db, organizationId, id)
    await publishChange(live, organizationId, { entity: 'games', action: 'updated', id, version: row.version })
    await announceGameOfBracket(live, organizationId, bracket)
  }
  return getGameSheet({ db, organizationId, id })
}

export async function deleteGame({
  db,
  live,
  organizationId,
  id,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
}): Promise<void> {
  const current = await getGameRow(db, organizationId, id)
  if (current.deletedAt) return
  await assertGameOutsideBracket(db, organizationId, current)
  const now = new Date()
  const [row] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(game)
      .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, id), isNull(game.deletedAt)))
      .returning({ version: game.version })
    if (rows[0])
      await recordAudit(tx, {
        organizationId,
        action: 'delete',
        entityType: 'game',
        entityId: id,
        before: gameSummary(current),
      })
    return rows
  })
  if (row) await publishChange(live, organizationId, { entity: 'games', action: 'deleted', id, version: row.version })
}

/** Brings a deleted game back (not while its tournament is deleted: restore the tournament instead). */
export async function restoreGame({
  db,
  live,
  organizationId,
  id,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
}): Promise<GameSheet> {
  const current = await getGameRow(db, organizationId, id)
  if (current.deletedAt) {
    // a game the bracket removed stays removed (409 BRACKET_GAME): restoring it would give its tie a stray game
    await assertGameOutsideBracket(db, organizationId, current)
    if (!(await findRow(db, tournament, organizationId, current.tournamentId, { active: true }))) {
      throw new AppError('NOT_FOUND', { detail: 'The game’s tournament is deleted: restore the tournament.' })
    }
    const [row] = await inTransaction(db, async (tx) => {
      const rows = await tx
        .update(game)
        .set({ deletedAt: null, updatedAt: new Date(), version: sql`${game.version} + 1` })
        .where(and(eq(game.organizationId, organizationId), eq(game.id, id)))
        .returning({ version: game.version })
      if (rows[0])
        await recordAudit(tx, {
          organizationId,
          action: 'restore',
          entityType: 'game',
          entityId: id,
          after: gameSummary(current),
        })
      return rows
    })
    if (row)
      await publishChange(live, organizationId, { entity: 'games', action: 'restored', id, version: row.version })
  }
  return getGameSheet({ db, organizationId, id })
}

// --- bulk -----------------------------------------------------------------------------------------------------------

type MovedGame = { id: string; version: number }
type DateEdit = { organizationId: string; where: SQL | undefined; includePlayed: boolean }

/** The organization's games matching `where` that a date edit may change (seed §5): not deleted; played if asked. */
function datable(organizationId: string, where: SQL | undefined, includePlayed: boolean) {
  return and(
    eq(game.organizationId, organizationId),
    where,
    isNull(game.deletedAt),
    includePlayed ? undefined : isNull(game.confirmedPlayedAt),
  )
}

const datedReturning = {
  id: game.id,
  version: game.version,
  playAt: game.playAt,
  isPlayAtTimeHidden: game.isPlayAtTimeHidden,
}

type DatedGame = { id: string; version: number; playAt: Date | null; isPlayAtTimeHidden: boolean }

/**
 * The games a date edit is about to change, locked, with their dates as they are: each moved game's audit entry says
 * from what. Read with the edit's own condition, so the UPDATE that follows (same condition) meets the same rows.
 */
function datesBefore(db: Db, where: SQL | undefined) {
  return db
    .select({ id: game.id, playAt: game.playAt, isPlayAtTimeHidden: game.isPlayAtTimeHidden })
    .from(game)
    .where(where)
    .for('update')
}

/** One `update` entry per game a date edit changed (only the date fields that did change), in the edit's transaction. */
async function auditDates(
  db: Db,
  organizationId: string,
  before: { id: string; playAt: Date | null; isPlayAtTimeHidden: boolean }[],
  written: DatedGame[],
): Promise<MovedGame[]> {
  const old = new Map(before.map((g) => [g.id, g]))
  await recordAudits(
    db,
    written.map(({ id, playAt, isPlayAtTimeHidden }) => ({
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: id,
      before: old.get(id) ?? null,
      after: { id, playAt, isPlayAtTimeHidden },
    })),
  )
  return written.map(({ id, version }) => ({ id, version }))
}

/**
 * Moves the games matching `where` by `days` (negative: back), each keeping its time of day in `timeZone` (the
 * client's, else the league's: a game at 18:00 in Madrid stays at 18:00 across a daylight-saving change). A hidden
 * time stays at 12:00 UTC. Counted by PostgreSQL's IANA database, whatever the session's time zone. Games without a
 * date stay undated; played ones move only with `includePlayed`; deleted ones never. Bumps each version and records
 * each move in the audit trail (`db` is the caller's transaction).
 * Shared by games/bulk (`moveDays`) and re-dated rounds (fixtures.service.ts); the caller announces the change.
 */
export async function moveGamesByDays(
  db: Db,
  { organizationId, where, days, includePlayed, timeZone = 'UTC' }: DateEdit & { days: number; timeZone?: string },
): Promise<MovedGame[]> {
  const moved = (zone: SQL) =>
    sql`((${game.playAt} at time zone ${zone}) + make_interval(days => ${days}::int)) at time zone ${zone}`
  const which = and(
    datable(organizationId, where, includePlayed),
    isNotNull(game.playAt),
    // a game that would leave the portal's years (1900–2200) stays where it is (skipped), never stored at 5 BC
    sql`${moved(sql`'UTC'`)} >= ${`${MIN_YEAR}-01-01T00:00:00Z`}::timestamptz`,
    sql`${moved(sql`'UTC'`)} < ${`${MAX_YEAR + 1}-01-01T00:00:00Z`}::timestamptz`,
  )
  const before = await datesBefore(db, which)
  if (before.length === 0) return []
  const written = await db
    .update(game)
    .set({
      playAt: sql`case when ${game.isPlayAtTimeHidden} then ${moved(sql`'UTC'`)} else ${moved(sql`${timeZone}::text`)} end`,
      updatedAt: new Date(),
      version: sql`${game.version} + 1`,
    })
    .where(which)
    .returning(datedReturning)
  return auditDates(db, organizationId, before, written)
}

/**
 * Gives the games matching `where` one date (`isPlayAtTimeHidden` too, when given); played ones only with
 * `includePlayed`, deleted ones never. Bumps each version and records each change in the audit trail. Shared by
 * games/bulk (`setDate`) and re-dated rounds.
 */
export async function setGamesDate(
  db: Db,
  {
    organizationId,
    where,
    playAt,
    isPlayAtTimeHidden,
    includePlayed,
  }: DateEdit & { playAt: string; isPlayAtTimeHidden?: boolean | undefined },
): Promise<MovedGame[]> {
  const which = datable(organizationId, where, includePlayed)
  const before = await datesBefore(db, which)
  if (before.length === 0) return []
  const written = await db
    .update(game)
    .set({
      playAt: new Date(playAt),
      ...(isPlayAtTimeHidden !== undefined ? { isPlayAtTimeHidden } : {}),
      updatedAt: new Date(),
      version: sql`${game.version} + 1`,
    })
    .where(which)
    .returning(datedReturning)
  return auditDates(db, organizationId, before, written)
}

export async function bulkGames({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: BulkGamesInput
}): Promise<BulkGamesResult> {
  const ids = data.action === 'schedule' ? data.games.map((g) => g.id) : data.ids
  const listed = inArray(game.id, ids)
  let updated: MovedGame[]
  switch (data.action) {
    case 'publish':
    case 'unpublish': {
      const isPublish = data.action === 'publish'
      const now = new Date()
      const which = and(
        eq(game.organizationId, organizationId),
        listed,
        isNull(game.deletedAt),
        // a confirmed result is never hidden
        isPublish ? isNull(game.publishedAt) : and(isNotNull(game.publishedAt), isNull(game.confirmedPlayedAt)),
      )
      updated = await inTransaction(db, async (tx) => {
        const previous = await tx
          .select({ id: game.id, publishedAt: game.publishedAt })
          .from(game)
          .where(which)
          .for('update')
        const rows = await tx
          .update(game)
          .set({ publishedAt: isPublish ? now : null, updatedAt: now, version: sql`${game.version} + 1` })
          .where(which)
          .returning({ id: game.id, version: game.version })
        // each game's trail says it was published (or taken back to a draft), as a single publish does
        await recordAudits(
          tx,
          previous.map((row) => ({
            organizationId,
            action: isPublish ? 'publish' : 'update',
            entityType: 'game',
            entityId: row.id,
            before: { publishedAt: row.publishedAt },
            after: { publishedAt: isPublish ? now : null },
          })),
        )
        return rows
      })
      break
    }
    case 'moveDays': {
      // "the same time of day" in the league's time zone unless the client names another
      const timeZone = data.timeZone ?? (await organizationTimeZone(db, organizationId))
      updated = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db
        // no double bookings: the moved games are checked as written, and a clash rolls the move back (schedule.ts)
        await lockSchedule(tx, organizationId)
        const moved = await moveGamesByDays(tx, {
          organizationId,
          where: listed,
          days: data.days,
          includePlayed: data.includePlayed,
          timeZone,
        })
        if (!data.allowOverlap)
          await assertNoDoubleBookingOf(
            tx,
            organizationId,
            moved.map((m) => m.id),
          )
        return moved
      })
      break
    }
    case 'setDate':
      updated = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db
        await lockSchedule(tx, organizationId)
        const moved = await setGamesDate(tx, {
          organizationId,
          where: listed,
          playAt: data.playAt,
          isPlayAtTimeHidden: data.isPlayAtTimeHidden,
          includePlayed: data.includePlayed,
        })
        if (!data.allowOverlap)
          await assertNoDoubleBookingOf(
            tx,
            organizationId,
            moved.map((m) => m.id),
          )
        return moved
      })
      break
    case 'schedule':
      updated = await inTransaction(db, async (tx) => {
        await lockSchedule(tx, organizationId)
        const written = await scheduleGames(tx, organizationId, data.games, data.includePlayed)
        if (!data.allowOverlap)
          await assertNoDoubleBookingOf(
            tx,
            organizationId,
            written.map((w) => w.id),
          )
        return written
      })
      break
  }
  const done = new Set(updated.map((u) => u.id))
  if (updated.length > 0) await publishChange(live, organizationId, { entity: 'games', action: 'updated' })
  return { updated, skippedIds: ids.filter((id) => !done.has(id)) }
}

/**
 * A round's schedule saved at once (games/bulk `schedule`, issue 16): each listed game gets its own date, time, venue
 * and field. The venues and fields must be this organization's and not deleted, a field of its venue (a field alone
 * brings its venue): 400 naming `games.<i>.<field>`, every problem at once. A sent `version` that is not the current
 * one is 409 STALE_VERSION naming the game. Unknown, deleted, unchanged and (without `includePlayed`) played games
 * are left alone. Run inside the caller's transaction, under the schedule lock; the caller checks double bookings.
 */
async function scheduleGames(
  tx: Db,
  organizationId: string,
  entries: ScheduleEntry[],
  includePlayed: boolean,
): Promise<MovedGame[]> {
  const rows = await tx
    .select({
      id: game.id,
      version: game.version,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      locationId: game.locationId,
      fieldId: game.fieldId,
      confirmedPlayedAt: game.confirmedPlayedAt,
    })
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        inArray(
          game.id,
          entries.map((e) => e.id),
        ),
        isNull(game.deletedAt),
      ),
    )
    .for('update')
  const fieldIds = [...new Set(entries.flatMap((e) => (e.fieldId ? [e.fieldId] : [])))]
  const fields =
    fieldIds.length > 0
      ? await tx
          .select({ id: locationField.id, locationId: locationField.locationId })
          .from(locationField)
          .where(
            and(
              eq(locationField.organizationId, organizationId),
              inArray(locationField.id, fieldIds),
              isNull(locationField.deletedAt),
            ),
          )
      : []
  const locationIds = [
    ...new Set([...entries.flatMap((e) => (e.locationId ? [e.locationId] : [])), ...fields.map((f) => f.locationId)]),
  ]
  const venues =
    locationIds.length > 0
      ? await tx
          .select({ id: location.id })
          .from(location)
          .where(
            and(
              eq(location.organizationId, organizationId),
              inArray(location.id, locationIds),
              isNull(location.deletedAt),
            ),
          )
      : []
  const problems: InvalidParam[] = []
  const wanted = entries.map((entry, i) => {
    let locationId = entry.locationId
    const fieldId = entry.fieldId ?? null
    if (fieldId) {
      const field = fields.find((f) => f.id === fieldId)
      if (!field) problems.push({ name: `games.${i}.fieldId`, reason: 'validation.not_found' })
      else if (locationId === null) locationId = field.locationId
      else if (field.locationId !== locationId) {
        problems.push({ name: `games.${i}.fieldId`, reason: 'validation.field_not_in_location' })
      }
    }
    if (locationId && !venues.some((v) => v.id === locationId)) {
      problems.push({
        name: `games.${i}.${entry.locationId ? 'locationId' : 'fieldId'}`,
        reason: 'validation.not_found',
      })
    }
    return { ...entry, locationId, fieldId }
  })
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })

  const written: MovedGame[] = []
  for (const entry of wanted) {
    const current = rows.find((r) => r.id === entry.id)
    if (!current) continue
    if (entry.version !== undefined && entry.version !== current.version) {
      throw new AppError('STALE_VERSION', {
        detail: 'Someone else changed one of these games since you loaded it: load the round again.',
        extensions: { gameId: current.id },
      })
    }
    if (current.confirmedPlayedAt && !includePlayed) continue
    const values = {
      playAt: entry.playAt ? new Date(entry.playAt) : null,
      isPlayAtTimeHidden: entry.playAt ? entry.isPlayAtTimeHidden : false,
      locationId: entry.locationId,
      fieldId: entry.fieldId,
    }
    const isSame =
      values.playAt?.getTime() === current.playAt?.getTime() &&
      values.isPlayAtTimeHidden === current.isPlayAtTimeHidden &&
      values.locationId === current.locationId &&
      values.fieldId === current.fieldId
    if (isSame) continue
    const [row] = await tx
      .update(game)
      .set({ ...values, updatedAt: new Date(), version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, current.id)))
      .returning({ id: game.id, version: game.version })
    if (!row) continue
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: current.id,
      before: current,
      after: { ...current, ...values },
    })
    written.push(row)
  }
  return written
}

/** For the tournaments feature's hook: soft-delete a tournament's games with the tournament's `deletedAt`. */
export async function deleteGamesOfTournament(tx: Db, organizationId: string, tournamentId: string, deletedAt: Date) {
  const rows = await tx
    .update(game)
    .set({ deletedAt, updatedAt: deletedAt, version: sql`${game.version} + 1` })
    .where(and(eq(game.organizationId, organizationId), eq(game.tournamentId, tournamentId), isNull(game.deletedAt)))
    .returning(gameSummaryReturning)
  await auditGamesRemoved(tx, organizationId, rows)
}

/** Restores the games deleted with the tournament (same `deleted_at`), not those deleted on their own before. */
export async function restoreGamesOfTournament(tx: Db, organizationId: string, tournamentId: string, deletedAt: Date) {
  const rows = await tx
    .update(game)
    .set({ deletedAt: null, updatedAt: new Date(), version: sql`${game.version} + 1` })
    .where(
      and(eq(game.organizationId, organizationId), eq(game.tournamentId, tournamentId), eq(game.deletedAt, deletedAt)),
    )
    .returning(gameSummaryReturning)
  await auditGamesRemoved(tx, organizationId, rows, 'restore')
}
