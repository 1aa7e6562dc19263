/**
 * Knockout brackets (issue 13). A bracket row stores its teams in seed order and its settings; who stands in each tie,
 * each tie's winner and the champion are derived from the seeds and the bracket's games on every read
 * (domain/brackets/compute-bracket.ts), so no stored slot can hold a team that did not win its way there.
 *
 * A tie's games are ordinary games of kind `playoff` carrying `bracket_id`, `bracket_round`, `bracket_position` and
 * `bracket_leg`. After every write that can change a tie (creating the bracket, changing its settings, a result,
 * a confirmation), `syncBracketGames` makes the stored games what the derived bracket asks for, in the write's
 * transaction: it creates the games of ties whose two teams are known, moves a new winner into the next tie's games
 * while they have no result, removes games whose tie lost a team, and refuses (BRACKET_LOCKED, naming the game)
 * when a game with a result stands in the way.
 *
 * `checkGameOfBracket` is the one call the games feature makes after writing a game's stats or confirmation, inside
 * its transaction: penalties only on the game that decides a level tie, PENALTIES_REQUIRED when a tie's last leg is
 * confirmed level, and the sync above. `assertGameOutsideBracket` is its guard before changing a game's teams, kind,
 * suspension or deletion: those go through the bracket (409 BRACKET_GAME).
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Bracket, BracketList, CreateBracketInput, UpdateBracketInput } from '#domain/brackets/bracket.schema.ts'
import {
  allTies,
  type BracketGame,
  type ComputedBracket,
  computeBracket,
  isTieLevel,
  planBracketGames,
  THIRD_PLACE_POSITION,
  type Tie,
} from '#domain/brackets/compute-bracket.ts'
import { bracketSize, roundCount, roundName, seedFromGroups, type ZoneTeam } from '#domain/brackets/seeding.ts'
import type { Db } from '#server/db/client.ts'
import { bracket, game, team, tournament } from '#server/db/schema.ts'
import { getStandings } from '#server/features/standings/standings.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { type AuditRecord, recordAudits } from '#server/lib/audit.ts'
import { auditGamesCreated, auditGamesRemoved, gameSummaryReturning } from '#server/lib/competition/game-audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { assertUuid, findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

type BracketRow = typeof bracket.$inferSelect
type GameRow = typeof game.$inferSelect

/** A change the sync made to a game, announced after the commit. */
export type BracketGameEvent = { action: 'created' | 'updated' | 'deleted'; id: string; version: number }

// --- reading ---------------------------------------------------------------------------------------------------------

function toBracketGame(row: GameRow): BracketGame {
  return {
    id: row.id,
    round: row.bracketRound ?? 0,
    position: row.bracketPosition ?? 0,
    leg: row.bracketLeg ?? 1,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    homeGoals: row.homeGoals,
    awayGoals: row.awayGoals,
    homePenalties: row.homePenalties,
    awayPenalties: row.awayPenalties,
    isConfirmed: row.confirmedPlayedAt !== null && row.suspendedAt === null,
    hasResult:
      row.confirmedPlayedAt !== null ||
      row.homeGoals + row.awayGoals > 0 ||
      row.homeYellow + row.homeBlue + row.homeRed + row.awayYellow + row.awayBlue + row.awayRed > 0,
  }
}

async function gamesOfBrackets(db: Db, organizationId: string, bracketIds: string[]): Promise<GameRow[]> {
  if (bracketIds.length === 0) return []
  return db
    .select()
    .from(game)
    .where(and(eq(game.organizationId, organizationId), inArray(game.bracketId, bracketIds), isNull(game.deletedAt)))
    .orderBy(asc(game.bracketRound), asc(game.bracketPosition), asc(game.bracketLeg), asc(game.createdAt))
}

function settingsOf(row: BracketRow) {
  return {
    teamIds: row.teamIds,
    legs: row.legs,
    finalLegs: row.finalLegs,
    thirdPlace: row.thirdPlace,
    awayGoals: row.awayGoals,
  }
}

function toTieView(tie: Tie) {
  return {
    id: tie.id,
    homeTeamId: tie.homeTeamId,
    awayTeamId: tie.awayTeamId,
    homeSeed: tie.homeSeed,
    awaySeed: tie.awaySeed,
    isBye: tie.isBye,
    legs: tie.legs,
    gameIds: tie.gameIds,
    winnerTeamId: tie.winnerTeamId,
    aggregate: tie.aggregate,
    penalties: tie.penalties,
    decidedBy: tie.decidedBy,
  }
}

function toBracket(row: BracketRow, games: GameRow[], names: Map<string, string>): Bracket {
  const computed = computeBracket(settingsOf(row), games.filter((g) => g.bracketId === row.id).map(toBracketGame))
  return {
    id: row.id,
    version: row.version,
    tournamentId: row.tournamentId,
    name: row.name,
    legs: row.legs,
    finalLegs: row.finalLegs,
    thirdPlace: row.thirdPlace,
    awayGoals: row.awayGoals,
    teams: row.teamIds.map((id, i) => ({ id, name: names.get(id) ?? '', seed: i + 1 })),
    championTeamId: computed.championTeamId,
    hasPlayedGames: games.some((g) => g.bracketId === row.id && g.confirmedPlayedAt !== null),
    rounds: computed.rounds.map((r) => ({
      index: r.index,
      name: r.name,
      date: row.roundDates[r.index] ?? null,
      ties: r.ties.map(toTieView),
    })),
    thirdPlaceTie: computed.thirdPlaceTie ? toTieView(computed.thirdPlaceTie) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function teamNames(db: Db, organizationId: string, rows: BracketRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.teamIds))]
  if (ids.length === 0) return new Map()
  const found = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, ids)))
  return new Map(found.map((t) => [t.id, t.name]))
}

async function assertTournament(db: Db, organizationId: string, tournamentId: string) {
  const row = await findRow(db, tournament, organizationId, tournamentId, { active: true })
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/**
 * The tournament's brackets, oldest first, each as the bracket JSON (rounds, ties, winners, champion). Exported for
 * the public site too: it reads only what the bracket shows (team ids; names in `teams`).
 */
export async function findBrackets({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<BracketList> {
  await assertTournament(db, organizationId, tournamentId)
  const rows = await db
    .select()
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.tournamentId, tournamentId)))
    .orderBy(asc(bracket.createdAt), asc(bracket.id))
  const [games, names] = await Promise.all([
    gamesOfBrackets(
      db,
      organizationId,
      rows.map((r) => r.id),
    ),
    teamNames(db, organizationId, rows),
  ])
  return { items: rows.map((row) => toBracket(row, games, names)) }
}

async function getBracketRow(
  db: Db,
  organizationId: string,
  tournamentId: string,
  bracketId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BracketRow> {
  assertUuid(tournamentId)
  assertUuid(bracketId)
  const query = db
    .select()
    .from(bracket)
    .where(
      and(
        eq(bracket.organizationId, organizationId),
        eq(bracket.tournamentId, tournamentId),
        eq(bracket.id, bracketId),
      ),
    )
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function getBracket({
  db,
  organizationId,
  tournamentId,
  bracketId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  bracketId: string
}): Promise<Bracket> {
  await assertTournament(db, organizationId, tournamentId)
  const row = await getBracketRow(db, organizationId, tournamentId, bracketId)
  const [games, names] = await Promise.all([
    gamesOfBrackets(db, organizationId, [row.id]),
    teamNames(db, organizationId, [row]),
  ])
  return toBracket(row, games, names)
}

// --- keeping the games in step -----------------------------------------------------------------------------------

/** 12:00 UTC of the round's date (+7 days for a second leg), the time hidden: as generated fixtures are dated. */
function playAtOf(row: BracketRow, round: number, leg: number): Date | null {
  const date = row.roundDates[round]
  if (!date) return null
  const at = new Date(`${date}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + (leg - 1) * 7)
  return at
}

function describeGame(g: BracketGame, row: BracketRow, names: Map<string, string>): string {
  const rounds = roundCount(bracketSize(row.teamIds.length))
  const stage = g.position === THIRD_PLACE_POSITION ? 'third place' : roundName(g.round, rounds)
  const leg = g.round === rounds - 1 ? row.finalLegs : row.legs
  return `${names.get(g.homeTeamId) ?? g.homeTeamId} – ${names.get(g.awayTeamId) ?? g.awayTeamId} (${stage}${
    leg === 2 && g.position !== THIRD_PLACE_POSITION ? `, leg ${g.leg}` : ''
  })`
}

/**
 * Makes the bracket's stored games what its derived state asks for (see the module comment); throws BRACKET_LOCKED
 * naming the first game with a result that stands in the way. Runs inside the caller's transaction, with the bracket
 * row locked (`for update`) so two writes to one bracket take turns.
 */
export async function syncBracketGames(
  tx: Db,
  organizationId: string,
  row: BracketRow,
): Promise<{ computed: ComputedBracket; games: GameRow[]; events: BracketGameEvent[] }> {
  const games = await gamesOfBrackets(tx, organizationId, [row.id])
  const bracketGames = games.map(toBracketGame)
  const computed = computeBracket(settingsOf(row), bracketGames)
  const plan = planBracketGames(computed, bracketGames)
  const [locked] = plan.locked
  if (locked) {
    const names = await teamNames(tx, organizationId, [row])
    throw new AppError('BRACKET_LOCKED', {
      detail: `Unconfirm or clear the result of ${describeGame(locked, row, names)} first.`,
      invalidParams: [{ name: 'gameId', reason: locked.id }],
    })
  }
  const events: BracketGameEvent[] = []
  const now = new Date()
  // each game the sync creates, moves or removes has its own entry in the audit trail (game-audit.ts)
  if (plan.remove.length > 0) {
    const removed = await tx
      .update(game)
      .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), inArray(game.id, plan.remove)))
      .returning(gameSummaryReturning)
    await auditGamesRemoved(tx, organizationId, removed)
    for (const r of removed) events.push({ action: 'deleted', id: r.id, version: r.version })
  }
  const moved: AuditRecord[] = []
  for (const u of plan.update) {
    const [updated] = await tx
      .update(game)
      .set({ homeTeamId: u.homeTeamId, awayTeamId: u.awayTeamId, updatedAt: now, version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, u.id)))
      .returning({ id: game.id, version: game.version })
    if (!updated) continue
    events.push({ action: 'updated', ...updated })
    const was = games.find((g) => g.id === u.id)
    moved.push({
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: u.id,
      before: was ? { homeTeamId: was.homeTeamId, awayTeamId: was.awayTeamId } : null,
      after: { homeTeamId: u.homeTeamId, awayTeamId: u.awayTeamId },
    })
  }
  await recordAudits(tx, moved)
  if (plan.create.length > 0) {
    const values = plan.create.map((c) => {
      const playAt = playAtOf(row, c.round, c.leg)
      return {
        id: randomUUID(),
        organizationId,
        tournamentId: row.tournamentId,
        homeTeamId: c.homeTeamId,
        awayTeamId: c.awayTeamId,
        kind: 'playoff',
        playAt,
        isPlayAtTimeHidden: playAt !== null,
        bracketId: row.id,
        bracketRound: c.round,
        bracketPosition: c.position,
        bracketLeg: c.leg,
        createdAt: now,
        updatedAt: now,
      }
    })
    const created = await tx.insert(game).values(values).returning({ id: game.id, version: game.version })
    await auditGamesCreated(tx, organizationId, values)
    for (const r of created) events.push({ action: 'created', ...r })
  }
  if (events.length === 0) return { computed, games, events }
  const after = await gamesOfBrackets(tx, organizationId, [row.id])
  return { computed: computeBracket(settingsOf(row), after.map(toBracketGame)), games: after, events }
}

async function announce(live: LiveHub, organizationId: string, bracketRow: BracketRow, events: BracketGameEvent[]) {
  for (const e of events) await publishChange(live, organizationId, { entity: 'games', ...e })
  await publishChange(live, organizationId, {
    entity: 'brackets',
    action: 'updated',
    id: bracketRow.id,
    version: bracketRow.version,
  })
}

/**
 * Called by the games feature inside the transaction that wrote a game's stats or confirmation (after the write).
 * Answers the events to announce after the commit; throws (rolling the write back) PENALTIES_NOT_ALLOWED for
 * penalties on a game that does not decide a level tie, PENALTIES_REQUIRED when the tie's last leg is confirmed
 * level without them, BRACKET_LOCKED when the winner changes and the next tie has a result.
 */
export async function checkGameOfBracket(
  tx: Db,
  organizationId: string,
  gameId: string,
): Promise<{ bracket: BracketRow; events: BracketGameEvent[] } | null> {
  const [written] = await tx
    .select()
    .from(game)
    .where(and(eq(game.organizationId, organizationId), eq(game.id, gameId)))
  if (!written) throw new AppError('NOT_FOUND')
  const hasPenalties = written.homePenalties !== null && written.awayPenalties !== null
  if (hasPenalties && written.homePenalties === written.awayPenalties) {
    throw new AppError('PENALTIES_LEVEL', {
      invalidParams: [{ name: 'penalties', reason: 'validation.penalties_level' }],
    })
  }
  if (!written.bracketId) {
    if (hasPenalties) throw penaltiesNotAllowed()
    return null
  }
  const [row] = await tx
    .select()
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.id, written.bracketId)))
    .for('update')
  if (!row) {
    if (hasPenalties) throw penaltiesNotAllowed()
    return null
  }
  const games = await gamesOfBrackets(tx, organizationId, [row.id])
  const computed = computeBracket(settingsOf(row), games.map(toBracketGame))
  const tie = allTies(computed).find((t) => t.round === written.bracketRound && t.position === written.bracketPosition)
  const own = tie ? games.filter((g) => tie.gameIds.includes(g.id)) : []
  const isOwn = own.some((g) => g.id === written.id)
  if (hasPenalties) {
    const decides = tie !== undefined && isOwn && written.bracketLeg === tie.legs
    if (!decides || !isTieLevel(own, row.awayGoals)) throw penaltiesNotAllowed()
  }
  if (tie?.needsPenalties && isOwn) {
    throw new AppError('PENALTIES_REQUIRED', {
      invalidParams: [{ name: 'penalties', reason: 'validation.penalties_required' }],
    })
  }
  const { events } = await syncBracketGames(tx, organizationId, row)
  return { bracket: row, events }
}

/**
 * The games feature's guard (issue 13): a game of a bracket changes its teams, kind or tournament, is suspended,
 * deleted or restored only through its bracket, which would otherwise ignore it. Throws 409 BRACKET_GAME naming the
 * bracket for a game that carries `bracket_id` (a deleted bracket sets it to null, so its games are ordinary again).
 * Dates, venue, publishing, results and confirmation stay the games endpoints' own.
 */
export async function assertGameOutsideBracket(
  db: Db,
  organizationId: string,
  current: { bracketId: string | null },
): Promise<void> {
  if (!current.bracketId) return
  const [row] = await db
    .select({ name: bracket.name })
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.id, current.bracketId)))
  if (!row) return
  throw new AppError('BRACKET_GAME', {
    detail: `This game belongs to the bracket «${row.name}»: change it from the bracket.`,
  })
}

/** After the commit of a write checkGameOfBracket accepted. */
export async function announceGameOfBracket(
  live: LiveHub,
  organizationId: string,
  change: { bracket: BracketRow; events: BracketGameEvent[] } | null,
) {
  if (change) await announce(live, organizationId, change.bracket, change.events)
}

function penaltiesNotAllowed() {
  return new AppError('PENALTIES_NOT_ALLOWED', {
    invalidParams: [{ name: 'penalties', reason: 'validation.penalties_not_allowed' }],
  })
}

// --- writing -----------------------------------------------------------------------------------------------------

/** The zone's teams across the tournament's groups, in seed order (seeding.ts seedFromGroups). */
async function teamsOfZone(db: Db, organizationId: string, tournamentId: string, zone: string): Promise<string[]> {
  const standings = await getStandings({ db, organizationId, tournamentId })
  const teams: ZoneTeam[] = standings.groups.flatMap((g, groupIndex) => {
    const inZone = g.rows.filter((r) => r.zone === zone)
    return inZone.map((r, i) => ({
      teamId: r.teamId,
      name: r.teamName,
      groupId: g.groupId ?? `group-${groupIndex}`,
      // the level: first of the zone in its group, second …
      position: i + 1,
      played: r.played,
      points: r.points,
      goalDifference: r.goalDifference,
      goalsFor: r.goalsFor,
    }))
  })
  return seedFromGroups(teams).map((t) => t.teamId)
}

async function checkTeams(db: Db, organizationId: string, teamIds: string[], thirdPlace: boolean) {
  const problems: InvalidParam[] = []
  const found = await db
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, teamIds), isNull(team.deletedAt)))
  const known = new Set(found.map((t) => t.id))
  teamIds.forEach((id, i) => {
    if (!known.has(id)) problems.push({ name: `teamIds.${i}`, reason: 'validation.not_found' })
  })
  if (thirdPlace && teamIds.length < 4) problems.push({ name: 'thirdPlace', reason: 'validation.bracket_third_place' })
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
}

export async function createBracket({
  db,
  live,
  organizationId,
  tournamentId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  data: CreateBracketInput
}): Promise<Bracket> {
  await assertTournament(db, organizationId, tournamentId)
  const teamIds = data.teamIds ?? (await teamsOfZone(db, organizationId, tournamentId, data.from?.zone ?? ''))
  if (teamIds.length < 2 || teamIds.length > 64) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: [{ name: data.teamIds ? 'teamIds' : 'from.zone', reason: 'validation.bracket_teams' }],
    })
  }
  const thirdPlace = data.thirdPlace ?? false
  await checkTeams(db, organizationId, teamIds, thirdPlace)
  const { row, events } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const [inserted] = await tx
      .insert(bracket)
      .values({
        organizationId,
        tournamentId,
        name: data.name,
        teamIds,
        legs: data.legs ?? 1,
        finalLegs: data.finalLegs ?? 1,
        thirdPlace,
        awayGoals: data.awayGoals ?? false,
      })
      .returning()
    if (!inserted) throw new AppError('INTERNAL')
    const synced = await syncBracketGames(tx, organizationId, inserted)
    return { row: inserted, events: synced.events }
  })
  await publishChange(live, organizationId, { entity: 'brackets', action: 'created', id: row.id, version: row.version })
  for (const e of events) await publishChange(live, organizationId, { entity: 'games', ...e })
  return getBracket({ db, organizationId, tournamentId, bracketId: row.id })
}

export async function updateBracket({
  db,
  live,
  organizationId,
  tournamentId,
  bracketId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  bracketId: string
  data: UpdateBracketInput
}): Promise<Bracket> {
  await assertTournament(db, organizationId, tournamentId)
  const outcome = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const current = await getBracketRow(tx, organizationId, tournamentId, bracketId, { forUpdate: true })
    if (data.version !== undefined && data.version !== current.version) return 'stale' as const
    const settingsChange =
      (data.legs !== undefined && data.legs !== current.legs) ||
      (data.finalLegs !== undefined && data.finalLegs !== current.finalLegs) ||
      (data.thirdPlace !== undefined && data.thirdPlace !== current.thirdPlace) ||
      (data.awayGoals !== undefined && data.awayGoals !== current.awayGoals)
    const games = await gamesOfBrackets(tx, organizationId, [current.id])
    if (settingsChange && games.some((g) => g.confirmedPlayedAt !== null))
      throw new AppError('BRACKET_HAS_PLAYED_GAMES')
    const thirdPlace = data.thirdPlace ?? current.thirdPlace
    if (thirdPlace && current.teamIds.length < 4) {
      throw new AppError('VALIDATION_FAILED', {
        invalidParams: [{ name: 'thirdPlace', reason: 'validation.bracket_third_place' }],
      })
    }
    const rounds = roundCount(bracketSize(current.teamIds.length))
    if (data.roundDates && data.roundDates.length > rounds) {
      throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'roundDates', reason: 'validation.too_big' }] })
    }
    const [row] = await tx
      .update(bracket)
      .set({
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.legs !== undefined ? { legs: data.legs } : {}),
        ...(data.finalLegs !== undefined ? { finalLegs: data.finalLegs } : {}),
        ...(data.thirdPlace !== undefined ? { thirdPlace: data.thirdPlace } : {}),
        ...(data.awayGoals !== undefined ? { awayGoals: data.awayGoals } : {}),
        ...(data.roundDates !== undefined ? { roundDates: data.roundDates } : {}),
        updatedAt: new Date(),
        version: sql`${bracket.version} + 1`,
      })
      .where(eq(bracket.id, current.id))
      .returning()
    if (!row) throw new AppError('NOT_FOUND')
    const events: BracketGameEvent[] = []
    const redated: AuditRecord[] = []
    // a round's new date goes to its games not played yet
    if (data.roundDates !== undefined) {
      for (const g of games) {
        const round = g.bracketRound ?? 0
        if (g.confirmedPlayedAt !== null || (data.roundDates[round] ?? null) === (current.roundDates[round] ?? null))
          continue
        const playAt = playAtOf(row, round, g.bracketLeg ?? 1)
        const [moved] = await tx
          .update(game)
          .set({
            playAt,
            isPlayAtTimeHidden: playAt !== null,
            updatedAt: new Date(),
            version: sql`${game.version} + 1`,
          })
          .where(eq(game.id, g.id))
          .returning({ id: game.id, version: game.version })
        if (!moved) continue
        events.push({ action: 'updated', ...moved })
        redated.push({
          organizationId,
          action: 'update',
          entityType: 'game',
          entityId: g.id,
          before: { playAt: g.playAt, isPlayAtTimeHidden: g.isPlayAtTimeHidden },
          after: { playAt, isPlayAtTimeHidden: playAt !== null },
        })
      }
      await recordAudits(tx, redated)
    }
    const synced = await syncBracketGames(tx, organizationId, row)
    return { row, events: [...events, ...synced.events] }
  })
  if (outcome === 'stale') {
    throw new StaleVersionError(await getBracket({ db, organizationId, tournamentId, bracketId }))
  }
  await announce(live, organizationId, outcome.row, outcome.events)
  return getBracket({ db, organizationId, tournamentId, bracketId })
}

/** Deletes a bracket while none of its games is confirmed; its games are soft-deleted. */
export async function deleteBracket({
  db,
  live,
  organizationId,
  tournamentId,
  bracketId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  bracketId: string
}): Promise<void> {
  await assertTournament(db, organizationId, tournamentId)
  const { row, removed } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const current = await getBracketRow(tx, organizationId, tournamentId, bracketId, { forUpdate: true })
    const games = await gamesOfBrackets(tx, organizationId, [current.id])
    if (games.some((g) => g.confirmedPlayedAt !== null)) throw new AppError('BRACKET_HAS_PLAYED_GAMES')
    const now = new Date()
    const gone =
      games.length === 0
        ? []
        : await tx
            .update(game)
            .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
            .where(
              and(
                eq(game.organizationId, organizationId),
                inArray(
                  game.id,
                  games.map((g) => g.id),
                ),
              ),
            )
            .returning(gameSummaryReturning)
    await auditGamesRemoved(tx, organizationId, gone)
    await tx.delete(bracket).where(eq(bracket.id, current.id))
    return { row: current, removed: gone.map((g) => ({ id: g.id, version: g.version })) }
  })
  for (const g of removed) await publishChange(live, organizationId, { entity: 'games', action: 'deleted', ...g })
  await publishChange(live, organizationId, { entity: 'brackets', action: 'deleted', id: row.id, version: row.version })
}
