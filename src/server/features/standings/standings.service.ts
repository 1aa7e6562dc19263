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
 * Scorers and the discipline table count every kind of game (docs/product.md: statistics count confirmed, not suspended,
 * not deleted games); the discipline table lists the cards of every game not deleted (a card is a fact once entered;
 * the yellow-card count toward suspensions uses the same games).
 */
import { and, eq, type Placeholder, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { computeStandings, makeLotOrder } from '#domain/standings/compute-standings.ts'
import type { Standings } from '#domain/standings-api/standings.schema.ts'
import { builtOnce } from '#server/db/built-once.ts'
import type { Db } from '#server/db/client.ts'
import {
  game,
  groupTeam,
  pointAdjustment,
  team,
  tournament,
  tournamentGroup,
  tournamentWithdrawal,
} from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { type CountingGame, countingGameOf, type GameFields, sameGame, unpackGames } from './standings-games.ts'

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
function stampOf(organizationId: string | Placeholder, tournamentId: string | Placeholder) {
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

const thisTournament = (organizationId: string | Placeholder, tournamentId: string | Placeholder) =>
  and(eq(tournament.organizationId, organizationId), eq(tournament.id, tournamentId))

/** The stamp alone, read at every standings read: built once (db/built-once.ts). */
const stampQuery = builtOnce((db) => {
  const organizationId = sql.placeholder('organizationId')
  const tournamentId = sql.placeholder('tournamentId')
  return db
    .select({ stamp: stampOf(organizationId, tournamentId) })
    .from(tournament)
    .where(thisTournament(organizationId, tournamentId))
})

async function readStamp(db: Db, organizationId: string, tournamentId: string): Promise<string> {
  const [row] = await stampQuery(db).execute({ organizationId, tournamentId })
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
const cache = new Map<string, CacheEntry>()

type CacheEntry = {
  stamp: string
  inputs: StandingsInputs
  standings: Standings | null
  /**
   * The games noted into this entry since it was read whole (noteGameChanged), newest last, each with the games'
   * version sum it brought the stamp to: a write whose snapshot missed some of them can still be noted when it wrote
   * another game. At most NOTED_KEPT.
   */
  noted?: readonly { sum: bigint; gameId: string }[]
}

function remember(key: string, entry: CacheEntry) {
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
 * score, cards or state: see games/standings-follow.ts). `stampBefore` is the stamp that statement read in its own
 * snapshot (standingsStampSql in RETURNING); `before` and `after` are the game's row then and now.
 *
 * When the cached entry has exactly that stamp, the entry's games are the games of that snapshot, so swapping this one
 * game gives the inputs of the new state, whose stamp is the same with the games' version sum one higher.
 *
 * Writers at once in one tournament (a round's results entered together): a write's snapshot may miss games that
 * other writes, noted here first, changed. Its stamp then differs from the entry's by the version sum alone, lower by
 * the number of those writes. When the entry noted each of them (`noted`: one sum step each) and none wrote this game,
 * the changes commute: the entry holds this game as the write found it, and both writes together moved the sum by
 * two. The game is swapped as above and the sum goes one higher than the entry's.
 *
 * Anything else committed meanwhile (a write this instance did not note, a change of something else the stamp
 * covers) moved the real stamp further, so the next read misses and reads everything again: this never serves a
 * state the database did not have. Decision 0012.
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
  before: StandingsGameRow & { id: string }
  after: StandingsGameRow
}): void {
  const key = `${organizationId}:${tournamentId}`
  const entry = cache.get(key)
  if (!entry) return
  const was = splitStamp(stampBefore)
  const held = splitStamp(entry.stamp)
  if (!was || !held) {
    cache.delete(key)
    return
  }
  if (was.rest !== held.rest || was.sum > held.sum) return
  const noted = entry.noted ?? []
  if (was.sum < held.sum) {
    // the writes this one's snapshot missed: each noted here, one sum step each, none of them on this game
    const missed = noted.filter((n) => n.sum > was.sum)
    if (missed.length !== Number(held.sum - was.sum) || missed.some((n) => n.gameId === before.id)) return
  }
  const sum = held.sum + 1n
  const stamp = held.stampWith(sum)
  const nowNoted = [...noted, { sum, gameId: before.id }].slice(-NOTED_KEPT)
  const counting = (row: StandingsGameRow) =>
    row.kind === 'league' && row.confirmedPlayedAt !== null && row.suspendedAt === null && row.deletedAt === null
      ? countingGameOf(row)
      : null
  const old = counting(before)
  const current = counting(after)
  if (old === null ? current === null : current !== null && sameGame(old, current)) {
    // nothing the tables count changed (a draft's result, a venue, a publication): the same standings, newer stamp
    remember(key, { ...entry, stamp, noted: nowNoted })
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
  remember(key, { stamp, inputs: { ...entry.inputs, games }, standings: null, noted: nowNoted })
}

/** Writes an entry remembers having noted: more than the writers an instance runs at once on one tournament. */
const NOTED_KEPT = 32

/** A stamp (stampOf) as its games' version sum and the rest; null when it is not one. */
function splitStamp(stamp: string) {
  const parts = stamp.split('|')
  const [count, sum] = (parts[1] ?? '').split('.')
  if (parts.length !== 6 || !/^\d+$/.test(count ?? '') || !/^\d+$/.test(sum ?? '')) return null
  const rest = [parts[0], count, ...parts.slice(2)].join('|')
  return {
    sum: BigInt(sum as string),
    rest,
    stampWith: (next: bigint) => [parts[0], `${count}.${next}`, ...parts.slice(2)].join('|'),
  }
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
