/**
 * A tournament's tables: standings per group (domain computeStandings with the tournament's settings), point
 * adjustments, scorers and the discipline table.
 *
 * Standings read, per request, the tournament, its groups and their teams, its point adjustments and ONE scan of its
 * counting league games (confirmed, not suspended, not deleted) carrying the score and the card counts per side,
 * which the game row keeps (see db/competition-schema.ts): no join, whatever the number of cards; the scan comes back
 * packed in one value (see packedGames).
 * A group's table counts the games of that group between two of its teams. A tournament without groups has one table
 * of every team in its counting league games. The draw of lots is `makeLotOrder` over the tournament's team ids
 * (sorted) with the seed drawn at the tournament's creation (`lotSeed`), so it never changes between requests.
 *
 * Scorers and the discipline table count every kind of game (PRODUCT.md: statistics count confirmed, not suspended,
 * not deleted games); the discipline table lists the cards of every game not deleted (a card is a fact once entered;
 * the yellow-card count toward suspensions uses the same games).
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import { type TournamentSettings, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { yellowCardWarning } from '#domain/discipline/suspensions.ts'
import {
  computeStandings,
  makeLotOrder,
  type StandingsCard,
  type StandingsGame,
} from '#domain/standings/compute-standings.ts'
import type {
  CreatePointAdjustmentInput,
  Discipline,
  PointAdjustmentOut,
  Scorers,
  Standings,
} from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import {
  game,
  gameCard,
  gameGoal,
  groupTeam,
  player,
  pointAdjustment,
  suspension,
  team,
  tournament,
  tournamentGroup,
  tournamentWithdrawal,
} from '#server/db/schema.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { countingGame, getTournamentWithSettings } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { compareNames } from '#server/lib/search.ts'
import { assertUuid, findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

/** A counting game as the engine takes it, with its group (null: the game has none). */
type CountingGame = StandingsGame & { readonly groupId: string | null }

const PACKED_FIELDS = 11

/** What a packed line or a game row says of a game: its group, teams, score and card counts. */
type GameFields = {
  groupId: string | null
  homeTeamId: string
  awayTeamId: string
  homeGoals: number
  awayGoals: number
  homeYellow: number
  homeBlue: number
  homeRed: number
  awayYellow: number
  awayBlue: number
  awayRed: number
}

/** A game as the engine takes it: a side's cards are as many entries as its counts (weighed by fair-play points). */
function countingGameOf(g: GameFields): CountingGame {
  const cards: StandingsCard[] = []
  const add = (teamId: string, type: StandingsCard['type'], count: number) => {
    for (let n = count; n > 0; n--) cards.push({ teamId, type })
  }
  add(g.homeTeamId, 'yellow', g.homeYellow)
  add(g.homeTeamId, 'blue', g.homeBlue)
  add(g.homeTeamId, 'red', g.homeRed)
  add(g.awayTeamId, 'yellow', g.awayYellow)
  add(g.awayTeamId, 'blue', g.awayBlue)
  add(g.awayTeamId, 'red', g.awayRed)
  return {
    groupId: g.groupId,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    homeGoals: g.homeGoals,
    awayGoals: g.awayGoals,
    ...(cards.length > 0 ? { cards } : {}),
  }
}

/**
 * The packed scan (see readStandingsData) as the engine's games, in one pass over one split: a game's line is
 * `group,home,away,homeGoals,awayGoals,homeYellow,homeBlue,homeRed,awayYellow,awayBlue,awayRed`.
 */
function unpackGames(packed: string | null): CountingGame[] {
  if (!packed) return []
  const f = packed.split(/[;,]/)
  const games: CountingGame[] = []
  for (let i = 0; i + PACKED_FIELDS <= f.length; i += PACKED_FIELDS) {
    games.push(
      countingGameOf({
        groupId: f[i] || null,
        homeTeamId: f[i + 1] as string,
        awayTeamId: f[i + 2] as string,
        homeGoals: Number(f[i + 3]),
        awayGoals: Number(f[i + 4]),
        homeYellow: Number(f[i + 5]),
        homeBlue: Number(f[i + 6]),
        homeRed: Number(f[i + 7]),
        awayYellow: Number(f[i + 8]),
        awayBlue: Number(f[i + 9]),
        awayRed: Number(f[i + 10]),
      }),
    )
  }
  return games
}

/** Same teams, group, score and cards: two such games weigh the same in every table. */
function sameGame(a: CountingGame, b: CountingGame): boolean {
  if (
    a.homeTeamId !== b.homeTeamId ||
    a.awayTeamId !== b.awayTeamId ||
    a.groupId !== b.groupId ||
    a.homeGoals !== b.homeGoals ||
    a.awayGoals !== b.awayGoals
  )
    return false
  const ac = a.cards ?? []
  const bc = b.cards ?? []
  return ac.length === bc.length && ac.every((c, i) => c.teamId === bc[i]?.teamId && c.type === bc[i]?.type)
}

/*
 * The queries below are single statements over `tournament` (the outer row, never aliased) with subqueries that alias
 * their own tables: drizzle leaves columns unqualified in a query on one table, so the aliases keep them apart.
 */

/**
 * What the standings of a tournament are computed from, summed up in one string that changes whenever any of it does:
 * the tournament (settings, lot seed: its version), its games (every change of a game bumps its version, so count and
 * sum of versions move), its groups and their teams (a group's version moves with its teams; ids catch a group
 * deleted and another created), its point adjustments (inserted and deleted, never changed) and the organization's
 * teams (names) and the teams withdrawn from it. Read from the database, so it holds across instances; versions, not clocks.
 */
function stampOf(organizationId: string, tournamentId: string) {
  return sql<string>`concat_ws('|', tournament.version,
    (select count(*) || '.' || coalesce(sum(g.version), 0) from ${game} g
      where g.organization_id = ${organizationId} and g.tournament_id = ${tournamentId}),
    (select count(*) || '.' || coalesce(sum(tg.version::bigint + hashtext(tg.id::text)), 0) from ${tournamentGroup} tg
      where tg.organization_id = ${organizationId} and tg.tournament_id = ${tournamentId}),
    (select count(*) || '.' || coalesce(sum(hashtext(pa.id::text)::bigint + pa.points), 0) from ${pointAdjustment} pa
      where pa.organization_id = ${organizationId} and pa.tournament_id = ${tournamentId}),
    (select count(*) || '.' || coalesce(sum(tm.version), 0) from ${team} tm where tm.organization_id = ${organizationId}),
    (select count(*) || '.' || coalesce(sum(hashtext(tw.team_id::text)::bigint), 0) from ${tournamentWithdrawal} tw
      where tw.organization_id = ${organizationId} and tw.tournament_id = ${tournamentId}))`
}

const thisTournament = (organizationId: string, tournamentId: string) =>
  and(eq(tournament.organizationId, organizationId), eq(tournament.id, tournamentId))

async function readStamp(db: Db, organizationId: string, tournamentId: string): Promise<string> {
  const [row] = await db
    .select({ stamp: stampOf(organizationId, tournamentId) })
    .from(tournament)
    .where(thisTournament(organizationId, tournamentId))
  if (!row) throw new AppError('NOT_FOUND')
  return row.stamp
}

/**
 * Everything the standings need, in ONE statement (one snapshot, so the stamp matches the data): the settings and lot
 * seed, the stamp, the groups in order with their teams in order, the point adjustments, the counting games packed in
 * one text value, and (without groups) the teams of those games.
 *
 * The games come packed, a line per game, because PGlite decodes every row of a result on its way out of WebAssembly
 * (≈12 µs a row: 1,560 rows took 20–30 ms, one packed value 2 ms); PostgreSQL sends one value instead of 1,560 rows.
 * Ids and integers hold no ',' or ';'.
 */
async function readStandingsData(db: Db, organizationId: string, tournamentId: string) {
  const counting = sql`g.organization_id = ${organizationId} and g.tournament_id = ${tournamentId}
    and g.deleted_at is null and g.kind = 'league' and g.confirmed_played_at is not null and g.suspended_at is null`
  const [row] = await db
    .select({
      settings: tournament.settings,
      lotSeed: tournament.lotSeed,
      stamp: stampOf(organizationId, tournamentId),
      groups: sql<[string, string, [string, string][]][]>`(
        select coalesce(json_agg(json_build_array(tg.id, tg.name, (
            select coalesce(json_agg(json_build_array(tm.id, tm.name) order by gt.position), '[]')
            from ${groupTeam} gt join ${team} tm on tm.id = gt.team_id where gt.group_id = tg.id
          )) order by tg.position, tg.created_at, tg.id), '[]')
        from ${tournamentGroup} tg where tg.organization_id = ${organizationId} and tg.tournament_id = ${tournamentId})`,
      adjustments: sql<[string, number, string][]>`(
        select coalesce(json_agg(json_build_array(pa.team_id, pa.points, pa.reason)), '[]')
        from ${pointAdjustment} pa where pa.organization_id = ${organizationId} and pa.tournament_id = ${tournamentId})`,
      games: sql<string | null>`(
        select string_agg(concat_ws(',', coalesce(g.group_id::text, ''), g.home_team_id, g.away_team_id, g.home_goals,
          g.away_goals, g.home_yellow, g.home_blue, g.home_red, g.away_yellow, g.away_blue, g.away_red), ';')
        from ${game} g where ${counting})`,
      withdrawn: sql<string[]>`(
        select coalesce(json_agg(tw.team_id), '[]') from ${tournamentWithdrawal} tw
        where tw.organization_id = ${organizationId} and tw.tournament_id = ${tournamentId})`,
      gameTeams: sql<[string, string][] | null>`(
        case when exists (select 1 from ${tournamentGroup} tg
            where tg.organization_id = ${organizationId} and tg.tournament_id = ${tournamentId}) then null
        else (select coalesce(json_agg(json_build_array(tm.id, tm.name)), '[]') from ${team} tm
          where tm.id in (select g.home_team_id from ${game} g where ${counting}
            union select g.away_team_id from ${game} g where ${counting})) end)`,
    })
    .from(tournament)
    .where(thisTournament(organizationId, tournamentId))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** What the engine needs of a tournament besides its settings' parsing: readStandingsData with its games unpacked. */
type StandingsInputs = Omit<Awaited<ReturnType<typeof readStandingsData>>, 'games' | 'stamp'> & {
  readonly games: readonly CountingGame[]
}

const CACHE_SIZE = 200
/**
 * Per tournament, the inputs last read with their stamp and the standings computed from them (null until asked), most
 * recently used last. Entries are replaced, never changed in place: a request holding one sees one consistent state.
 */
const cache = new Map<string, { stamp: string; inputs: StandingsInputs; standings: Standings | null }>()

function remember(key: string, entry: { stamp: string; inputs: StandingsInputs; standings: Standings | null }) {
  cache.delete(key)
  cache.set(key, entry)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
}

/**
 * The standings, computed again only when their stamp changed (see stampOf): reading a table many people look at
 * costs one small query, while any result, card, adjustment, group, team name or setting change shows at once. A
 * recomputed entry carries the stamp read with its data, in the same statement; a game written on this instance (its
 * result, a card, a confirmation) is applied to the entry's inputs without reading them again (noteGameChanged).
 */
export async function getStandings({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<Standings> {
  assertUuid(tournamentId)
  const key = `${organizationId}:${tournamentId}`
  const cached = cache.get(key)
  if (cached && cached.stamp === (await readStamp(db, organizationId, tournamentId))) {
    const standings = cached.standings ?? computeTournamentStandings(tournamentId, cached.inputs)
    // unless a result noted meanwhile replaced the entry with a newer one
    if (cache.get(key) === cached) remember(key, { ...cached, standings })
    return standings
  }
  fullReads++
  const { stamp, games, ...rest } = await readStandingsData(db, organizationId, tournamentId)
  const inputs = { ...rest, games: unpackGames(games) }
  const standings = computeTournamentStandings(tournamentId, inputs)
  remember(key, { stamp, inputs, standings })
  return standings
}

/** Whether this instance holds standings of the tournament to keep up to date (see noteGameChanged). */
export function hasStandingsOf(organizationId: string, tournamentId: string): boolean {
  return cache.has(`${organizationId}:${tournamentId}`)
}

/**
 * The stamp of a tournament's standings (stampOf) as a scalar subquery, for a writer's RETURNING: there it reads the
 * statement's snapshot, i.e. the state just before the statement's own change.
 */
export function standingsStampSql(organizationId: string, tournamentId: string) {
  return sql<string>`(select ${stampOf(organizationId, tournamentId)} from ${tournament}
    where ${thisTournament(organizationId, tournamentId)})`
}

/** A game row's fields that decide whether and how it counts in the standings. */
type StandingsGameRow = GameFields & {
  kind: string
  confirmedPlayedAt: Date | null
  suspendedAt: Date | null
  deletedAt: Date | null
}

/**
 * One game changed by one statement that bumped its version by one and touched nothing else the stamp covers (its
 * score, cards or state: see games/standings-follow.ts). `stampBefore` is the stamp that statement read in its own snapshot (standingsStampSql in RETURNING);
 * `before` and `after` are the game's row then and now. When the cached entry has exactly that stamp, the entry's
 * games are the games of that snapshot, so swapping this one game gives the inputs of the new state, whose stamp is
 * the same with the games' version sum one higher. Anything else committed meanwhile moved the real stamp further,
 * so the next read misses and reads everything again: this never serves a state the database did not have.
 */
export function noteGameChanged({
  organizationId,
  tournamentId,
  stampBefore,
  before,
  after,
}: {
  organizationId: string
  tournamentId: string
  stampBefore: string
  before: StandingsGameRow
  after: StandingsGameRow
}): void {
  const key = `${organizationId}:${tournamentId}`
  const entry = cache.get(key)
  if (!entry || entry.stamp !== stampBefore) return
  const parts = stampBefore.split('|')
  const [count, sum] = (parts[1] ?? '').split('.')
  if (parts.length !== 6 || !/^\d+$/.test(count ?? '') || !/^\d+$/.test(sum ?? '')) {
    cache.delete(key)
    return
  }
  parts[1] = `${count}.${BigInt(sum as string) + 1n}`
  const stamp = parts.join('|')
  const counting = (row: StandingsGameRow) =>
    row.kind === 'league' && row.confirmedPlayedAt !== null && row.suspendedAt === null && row.deletedAt === null
      ? countingGameOf(row)
      : null
  const old = counting(before)
  const current = counting(after)
  if (old === null ? current === null : current !== null && sameGame(old, current)) {
    // nothing the tables count changed (a draft's result, a venue, a publication): the same standings, newer stamp
    remember(key, { ...entry, stamp })
    return
  }
  const games = [...entry.inputs.games]
  if (old) {
    const at = games.findIndex((g) => sameGame(g, old))
    if (at < 0) {
      // the entry does not hold the game it should: read everything again next time
      cache.delete(key)
      return
    }
    games.splice(at, 1)
  }
  if (current) games.push(current)
  if (entry.inputs.gameTeams !== null) {
    // without groups, the table lists the teams of the counting games: the change must keep that list
    const teamIds = new Set(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]))
    if (teamIds.size !== entry.inputs.gameTeams.length || entry.inputs.gameTeams.some(([id]) => !teamIds.has(id))) {
      cache.delete(key)
      return
    }
  }
  remember(key, { stamp, inputs: { ...entry.inputs, games }, standings: null })
}

let fullReads = 0

/** For tests: how many times this instance read a tournament's standings data whole; and forgetting every entry. */
export const standingsCache = {
  fullReads: () => fullReads,
  clear: () => cache.clear(),
}

function computeTournamentStandings(tournamentId: string, data: StandingsInputs): Standings {
  const settings = TournamentSettingsSchema.parse(data.settings)
  const games = data.games
  const adjustments = data.adjustments.map(([teamId, points, reason]) => ({ teamId, points, reason }))
  const toTeams = (pairs: [string, string][]) => pairs.map(([id, name]) => ({ id, name }))
  const tables: { groupId: string | null; name: string | null; teams: { id: string; name: string }[] }[] =
    data.groups.length > 0
      ? data.groups.map(([groupId, name, teams]) => ({ groupId, name, teams: toTeams(teams) }))
      : [{ groupId: null, name: null, teams: toTeams(data.gameTeams ?? []) }]
  const allTeamIds = [...new Set(tables.flatMap((t) => t.teams.map((m) => m.id)))].sort()
  const lotOrder = makeLotOrder(allTeamIds, data.lotSeed)

  return {
    tournamentId,
    tieBreakers: settings.tieBreakers,
    groups: tables.map((table) => {
      const inTable = new Set(table.teams.map((t) => t.id))
      const tableGames = games.filter(
        (g) =>
          (table.groupId === null || g.groupId === table.groupId) &&
          inTable.has(g.homeTeamId) &&
          inTable.has(g.awayTeamId),
      )
      const rows = computeStandings({
        teams: table.teams,
        games: tableGames,
        settings,
        pointAdjustments: adjustments.filter((a) => inTable.has(a.teamId)),
        lotOrder,
        withdrawnTeamIds: data.withdrawn.filter((id) => inTable.has(id)),
      })
      return { groupId: table.groupId, name: table.name, rows }
    }),
  }
}

// --- point adjustments ----------------------------------------------------------------------------------------------

export async function findPointAdjustments({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<{ items: PointAdjustmentOut[] }> {
  await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const rows = await db
    .select({ adjustment: pointAdjustment, teamName: team.name })
    .from(pointAdjustment)
    .innerJoin(team, eq(team.id, pointAdjustment.teamId))
    .where(and(eq(pointAdjustment.organizationId, organizationId), eq(pointAdjustment.tournamentId, tournamentId)))
    .orderBy(asc(pointAdjustment.createdAt), asc(pointAdjustment.id))
  return {
    items: rows.map(({ adjustment: a, teamName }) => ({
      id: a.id,
      tournamentId: a.tournamentId,
      teamId: a.teamId,
      teamName,
      points: a.points,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
    })),
  }
}

export async function createPointAdjustment({
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
  data: CreatePointAdjustmentInput
}): Promise<PointAdjustmentOut> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  const teamRow = await findRow(db, team, organizationId, data.teamId, { active: true })
  if (!teamRow) {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'teamId', reason: 'validation.not_found' }] })
  }
  const [row] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .insert(pointAdjustment)
      .values({ organizationId, tournamentId, teamId: data.teamId, points: data.points, reason: data.reason })
      .returning()
    const after = rows[0] ? { ...rows[0], teamName: teamRow.name } : null
    if (after)
      await recordAudit(tx, {
        organizationId,
        action: 'create',
        entityType: 'point_adjustment',
        entityId: after.id,
        after,
      })
    return rows
  })
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'point-adjustments', action: 'created', id: row.id })
  return {
    id: row.id,
    tournamentId,
    teamId: row.teamId,
    teamName: teamRow.name,
    points: row.points,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function deletePointAdjustment({
  db,
  live,
  organizationId,
  tournamentId,
  adjustmentId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  adjustmentId: string
}): Promise<void> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  assertUuid(adjustmentId)
  const [deleted] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .delete(pointAdjustment)
      .where(
        and(
          eq(pointAdjustment.organizationId, organizationId),
          eq(pointAdjustment.tournamentId, tournamentId),
          eq(pointAdjustment.id, adjustmentId),
        ),
      )
      .returning()
    const before = rows[0]
    if (before)
      await recordAudit(tx, {
        organizationId,
        action: 'delete',
        entityType: 'point_adjustment',
        entityId: adjustmentId,
        before,
      })
    return rows
  })
  if (!deleted) throw new AppError('NOT_FOUND')
  await publishChange(live, organizationId, { entity: 'point-adjustments', action: 'deleted', id: adjustmentId })
}

// --- scorers --------------------------------------------------------------------------------------------------------

/** Competition ranking: equal values share a position (1, 2, 2, 4). */
export function rankBy<T>(items: T[], same: (a: T, b: T) => boolean): (T & { position: number })[] {
  return items.map((item, i) => {
    let position = i + 1
    for (let j = i - 1; j >= 0 && same(items[j] as T, item); j--) position = j + 1
    return { ...item, position }
  })
}

export async function getScorers({
  db,
  organizationId,
  tournamentId,
  limit,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  limit: number
}): Promise<Scorers> {
  await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const rows = await db
    .select({
      playerId: gameGoal.playerId,
      firstname: player.firstname,
      lastname: player.lastname,
      teamId: gameGoal.teamId,
      teamName: team.name,
      goals: sql<number>`sum(${gameGoal.goals})`.mapWith(Number),
      games: count(),
    })
    .from(gameGoal)
    .innerJoin(game, eq(game.id, gameGoal.gameId))
    .innerJoin(player, eq(player.id, gameGoal.playerId))
    .innerJoin(team, eq(team.id, gameGoal.teamId))
    .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.tournamentId, tournamentId), countingGame))
    .groupBy(gameGoal.playerId, player.firstname, player.lastname, gameGoal.teamId, team.name)
  const byPlayer = new Map<
    string,
    {
      playerId: string
      firstname: string
      lastname: string
      goals: number
      games: number
      teams: { id: string; name: string; goals: number }[]
    }
  >()
  for (const r of rows) {
    const entry = byPlayer.get(r.playerId) ?? {
      playerId: r.playerId,
      firstname: r.firstname,
      lastname: r.lastname,
      goals: 0,
      games: 0,
      teams: [],
    }
    entry.goals += r.goals
    entry.games += Number(r.games)
    entry.teams.push({ id: r.teamId, name: r.teamName, goals: r.goals })
    byPlayer.set(r.playerId, entry)
  }
  const sorted = [...byPlayer.values()].sort(
    (a, b) => b.goals - a.goals || compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname),
  )
  return {
    items: rankBy(sorted, (a, b) => a.goals === b.goals)
      .slice(0, limit)
      .map((p) => {
        const teams = [...p.teams].sort((a, b) => b.goals - a.goals || compareNames(a.name, b.name))
        const main = teams[0] as { id: string; name: string }
        return {
          position: p.position,
          playerId: p.playerId,
          firstname: p.firstname,
          lastname: p.lastname,
          goals: p.goals,
          games: p.games,
          teamId: main.id,
          teamName: main.name,
          teams: teams.map(({ id, name }) => ({ id, name })),
        }
      }),
  }
}

// --- discipline -----------------------------------------------------------------------------------------------------

function fairPlayOf(settings: TournamentSettings, c: { yellow: number; blue: number; red: number }) {
  return c.yellow * settings.fairPlay.yellow + c.blue * settings.fairPlay.blue + c.red * settings.fairPlay.red
}

export async function getDiscipline({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<Discipline> {
  const { settings } = await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const [rows, suspensions] = await Promise.all([
    db
      .select({
        playerId: gameCard.playerId,
        firstname: player.firstname,
        lastname: player.lastname,
        teamId: gameCard.teamId,
        teamName: team.name,
        type: gameCard.type,
        n: count(),
      })
      .from(gameCard)
      .innerJoin(game, eq(game.id, gameCard.gameId))
      .innerJoin(player, eq(player.id, gameCard.playerId))
      .innerJoin(team, eq(team.id, gameCard.teamId))
      .where(
        and(
          eq(gameCard.organizationId, organizationId),
          eq(gameCard.tournamentId, tournamentId),
          isNull(game.deletedAt),
        ),
      )
      .groupBy(gameCard.playerId, player.firstname, player.lastname, gameCard.teamId, team.name, gameCard.type),
    findSuspensionViews({
      db,
      organizationId,
      where: eq(suspension.tournamentId, tournamentId),
      includeDeletedTournaments: true,
    }),
  ])
  type Counts = { yellow: number; blue: number; red: number }
  const players = new Map<
    string,
    Counts & { playerId: string; firstname: string; lastname: string; teamId: string; teamName: string }
  >()
  const teams = new Map<string, Counts & { teamId: string; teamName: string }>()
  for (const r of rows) {
    const type = r.type as keyof Counts
    const n = Number(r.n)
    const p = players.get(r.playerId) ?? {
      playerId: r.playerId,
      firstname: r.firstname,
      lastname: r.lastname,
      teamId: r.teamId,
      teamName: r.teamName,
      yellow: 0,
      blue: 0,
      red: 0,
    }
    p[type] += n
    players.set(r.playerId, p)
    const t = teams.get(r.teamId) ?? { teamId: r.teamId, teamName: r.teamName, yellow: 0, blue: 0, red: 0 }
    t[type] += n
    teams.set(r.teamId, t)
  }
  const n = settings.yellowCardsForSuspension
  const pending = (playerId: string) =>
    suspensions.filter((s) => s.playerId === playerId && (s.status === 'draft' || s.status === 'active')).length
  return {
    yellowCardsForSuspension: n,
    players: [...players.values()]
      .map((p) => ({
        ...p,
        fairPlayPoints: fairPlayOf(settings, p),
        warning: yellowCardWarning(p.yellow, n),
        pendingSuspensions: pending(p.playerId),
      }))
      .sort(
        (a, b) =>
          b.fairPlayPoints - a.fairPlayPoints ||
          b.red - a.red ||
          compareNames(a.lastname, b.lastname) ||
          compareNames(a.firstname, b.firstname),
      ),
    teams: [...teams.values()]
      .map((t) => ({ ...t, fairPlayPoints: fairPlayOf(settings, t) }))
      .sort((a, b) => a.fairPlayPoints - b.fairPlayPoints || compareNames(a.teamName, b.teamName)),
  }
}
