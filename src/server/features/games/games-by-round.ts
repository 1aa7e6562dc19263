/**
 * A tournament's games by round (docs/decisions/0054-games-by-round.md): one grouped count of its games per round
 * row, bracket round or neither (summarizeRounds names and orders them), then the games of the rounds shown. The
 * admin's fixtures tab reads it per group; the public tournament page reads the same summary over published games.
 */
import { and, asc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm'
import type { GamesByRound, GamesByRoundQuery, RoundSummary } from '#domain/games/games-by-round.schema.ts'
import { currentRound, type RoundBucket, roundsToShow, summarizeRounds } from '#domain/games/games-by-round.ts'
import type { Db } from '#server/db/client.ts'
import { bracket, game, round, tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findAppointmentsOf } from '#server/lib/competition/game-officials.ts'
import { fixtureOrder, iso, selectGames, toGame } from '#server/lib/competition/game-view.ts'
import { getRow } from '#server/lib/tenant-rows.ts'

/** What the rounds are counted over: one group's games (`none`: of no group) and, for the public, published ones. */
export interface RoundScope {
  organizationId: string
  tournamentId: string
  groupId?: string
  /** only these games count (the public site: published ones) */
  gameFilter?: SQL
}

export interface TournamentRounds {
  rounds: RoundSummary[]
  /** the round rows behind each league round key */
  roundIdsOf: Map<string, string[]>
  /** SQL selecting the games of a round key (within the scope) */
  gamesOf: (key: string) => SQL
  scope: SQL
}

function groupFilter(column: typeof game.groupId | typeof round.groupId, groupId: string | undefined) {
  if (groupId === undefined) return undefined
  return groupId === 'none' ? isNull(column) : eq(column, groupId)
}

/** The tournament's rounds with their counts, and how to select each round's games. */
export async function readTournamentRounds(db: Db, scopeOf: RoundScope): Promise<TournamentRounds> {
  const { organizationId, tournamentId, groupId } = scopeOf
  const scope = and(
    eq(game.organizationId, organizationId),
    eq(game.tournamentId, tournamentId),
    isNull(game.deletedAt),
    groupFilter(game.groupId, groupId),
    scopeOf.gameFilter,
  ) as SQL
  const isPlayed = sql`${game.confirmedPlayedAt} is not null and ${game.suspendedAt} is null`
  const isOpen = sql`${game.confirmedPlayedAt} is null and ${game.suspendedAt} is null`
  const [buckets, roundRows, bracketRows] = await Promise.all([
    db
      .select({
        roundId: game.roundId,
        bracketId: game.bracketId,
        bracketRound: game.bracketRound,
        games: sql<number>`count(*)`.mapWith(Number),
        played: sql<number>`count(*) filter (where ${isPlayed})`.mapWith(Number),
        open: sql<number>`count(*) filter (where ${isOpen})`.mapWith(Number),
        undated: sql<number>`count(*) filter (where ${game.playAt} is null)`.mapWith(Number),
        firstPlayAt: sql<Date | null>`min(${game.playAt})`.mapWith(game.playAt),
        lastPlayAt: sql<Date | null>`max(${game.playAt})`.mapWith(game.playAt),
      })
      .from(game)
      .where(scope)
      .groupBy(game.roundId, game.bracketId, game.bracketRound),
    db
      .select({ id: round.id, number: round.number, name: round.name, date: round.date, groupId: round.groupId })
      .from(round)
      .where(
        and(
          eq(round.organizationId, organizationId),
          eq(round.tournamentId, tournamentId),
          groupFilter(round.groupId, groupId),
        ),
      ),
    groupId !== undefined && groupId !== 'none'
      ? Promise.resolve([])
      : db
          .select({ id: bracket.id, name: bracket.name, teamIds: bracket.teamIds, roundDates: bracket.roundDates })
          .from(bracket)
          .where(and(eq(bracket.organizationId, organizationId), eq(bracket.tournamentId, tournamentId)))
          .orderBy(asc(bracket.createdAt), asc(bracket.id)),
  ])
  const counted: RoundBucket[] = buckets.map((b) => ({
    ...b,
    firstPlayAt: iso(b.firstPlayAt),
    lastPlayAt: iso(b.lastPlayAt),
  }))
  // the public lists only rounds with games it may show; the admin also sees a group's rounds still empty
  const withGames = new Set(buckets.map((b) => b.roundId))
  const rows = scopeOf.gameFilter ? roundRows.filter((r) => withGames.has(r.id)) : roundRows
  const rounds = summarizeRounds({
    buckets: counted,
    rounds: rows,
    brackets: bracketRows.map((b) => ({
      id: b.id,
      name: b.name,
      teamCount: b.teamIds.length,
      roundDates: b.roundDates,
    })),
  })
  const roundIdsOf = new Map<string, string[]>()
  for (const r of rows) roundIdsOf.set(String(r.number), [...(roundIdsOf.get(String(r.number)) ?? []), r.id])
  const allRoundIds = rows.map((r) => r.id)
  const bracketIds = bracketRows.map((b) => b.id)
  const gamesOf = (key: string): SQL => {
    const ids = roundIdsOf.get(key)
    if (ids) return and(scope, inArray(game.roundId, ids)) as SQL
    const [bracketId, index] = key.split('.')
    if (index !== undefined && bracketId)
      return and(scope, eq(game.bracketId, bracketId), eq(game.bracketRound, Number(index))) as SQL
    // other: games of no round shown and of no bracket round shown
    return and(
      scope,
      allRoundIds.length > 0 ? or(isNull(game.roundId), not(inArray(game.roundId, allRoundIds))) : undefined,
      bracketIds.length > 0
        ? or(isNull(game.bracketId), isNull(game.bracketRound), not(inArray(game.bracketId, bracketIds)))
        : undefined,
    ) as SQL
  }
  return { rounds, roundIdsOf, gamesOf, scope }
}

/** The tournament's rounds and the games of the ones asked for (by default the current one and the next). */
export async function findGamesByRound({
  db,
  organizationId,
  tournamentId,
  query,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  query: GamesByRoundQuery
}): Promise<GamesByRound> {
  await getRow(db, tournament, organizationId, tournamentId)
  const read = await readTournamentRounds(db, { organizationId, tournamentId, groupId: query.groupId })
  const picked = roundsToShow(read.rounds, query.round, query.limit)
  if (query.round !== undefined && picked.shown.length === 0) throw new AppError('NOT_FOUND')
  const where = picked.shown.length > 0 ? or(...picked.shown.map(read.gamesOf)) : sql`false`
  const rows = await selectGames(db, where)
    .orderBy(...fixtureOrder)
    .limit(query.limit + 1)
    .offset(query.offset)
  const page = rows.slice(0, query.limit)
  const officials = await findAppointmentsOf(
    db,
    organizationId,
    page.map((r) => r.game.id),
  )
  return {
    rounds: read.rounds,
    current: currentRound(read.rounds),
    shown: picked.shown,
    items: page.map((r) => ({ ...toGame(r), officials: officials.get(r.game.id) ?? [] })),
    previous: picked.previous,
    next: picked.next,
    nextOffset: rows.length > query.limit ? query.offset + query.limit : null,
  }
}
