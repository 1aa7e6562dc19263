/**
 * Suspensions as the API shows them: the stored row (number of games, skipEarnedGame, draft/ignored flags) plus what
 * is derived from the team's games in the tournament by domain/discipline/suspensions.ts: the games served, the games
 * still to serve, the remaining count and the status. Deriving on read means that confirming, correcting, moving,
 * suspending or deleting a game never leaves a stale counter behind.
 *
 * Decisions: a suspension is served in the team's games of the tournament of kind league, cup or playoff (never a
 * friendly), not suspended and not deleted, ordered by date (undated games last, by round); the first `gamesCount`
 * of them confirmed played after the earned game, in which the player did not appear (decision 0038), serve it. One without an earned game (by hand) is served from the
 * games confirmed after its creation.
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import {
  type ServedGames,
  type SuspensionTeamGame,
  servedGames,
  suspensionStatus,
} from '#domain/discipline/suspensions.ts'
import type { Suspension } from '#domain/suspensions/suspension.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, gameLineup, player, round, suspension, team, tournament } from '#server/db/schema.ts'

export type SuspensionRow = typeof suspension.$inferSelect

type TeamGame = SuspensionTeamGame & { confirmedAt: number | null }
type TeamGames = Map<string, TeamGame[]>

const keyOf = (tournamentId: string, teamId: string) => `${tournamentId}:${teamId}`

/** The games of each (tournament, team) pair, in serving order, including deleted and suspended ones (not counting). */
export async function loadTeamGames(
  db: Db,
  organizationId: string,
  pairs: { tournamentId: string; teamId: string }[],
): Promise<TeamGames> {
  const byKey: TeamGames = new Map()
  if (pairs.length === 0) return byKey
  const tournamentIds = [...new Set(pairs.map((p) => p.tournamentId))]
  const teamIds = [...new Set(pairs.map((p) => p.teamId))]
  const wanted = new Set(pairs.map((p) => keyOf(p.tournamentId, p.teamId)))
  const rows = await db
    .select({
      id: game.id,
      tournamentId: game.tournamentId,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      playAt: game.playAt,
      confirmedPlayedAt: game.confirmedPlayedAt,
      suspendedAt: game.suspendedAt,
      deletedAt: game.deletedAt,
      kind: game.kind,
    })
    .from(game)
    .leftJoin(round, eq(round.id, game.roundId))
    .where(
      and(
        eq(game.organizationId, organizationId),
        inArray(game.tournamentId, tournamentIds),
        or(inArray(game.homeTeamId, teamIds), inArray(game.awayTeamId, teamIds)),
      ),
    )
    .orderBy(
      sql`${game.playAt} asc nulls last`,
      sql`${round.number} asc nulls last`,
      sql`${game.createdAt} asc`,
      sql`${game.id} asc`,
    )
  for (const row of rows) {
    const teamGame: TeamGame = {
      id: row.id,
      playAt: row.playAt && !Number.isNaN(row.playAt.getTime()) ? row.playAt.toISOString() : null,
      isConfirmedPlayed: row.confirmedPlayedAt !== null,
      confirmedAt: row.confirmedPlayedAt ? row.confirmedPlayedAt.getTime() : null,
      isCounting: row.deletedAt === null && row.suspendedAt === null && row.kind !== 'friendly',
    }
    for (const teamId of [row.homeTeamId, row.awayTeamId]) {
      const key = keyOf(row.tournamentId, teamId)
      if (!wanted.has(key)) continue
      const list = byKey.get(key)
      if (list) list.push(teamGame)
      else byKey.set(key, [teamGame])
    }
  }
  return byKey
}

/** `${gameId}:${playerId}` of every game a player appeared in: a line-up row, a goal or a card. */
export type Appearances = Set<string>

/**
 * Where the suspended players appeared in their tournaments (line-up, goal or card): such a game never serves the
 * suspension (decision 0038). Read with the suspensions, like the games, so nothing stored can go stale.
 */
export async function loadAppearances(
  db: Db,
  organizationId: string,
  pairs: { tournamentId: string; playerId: string }[],
): Promise<Appearances> {
  const found: Appearances = new Set()
  if (pairs.length === 0) return found
  const tournamentIds = [...new Set(pairs.map((p) => p.tournamentId))]
  const playerIds = [...new Set(pairs.map((p) => p.playerId))]
  const scoped = (t: typeof gameLineup | typeof gameGoal | typeof gameCard) =>
    db
      .select({ gameId: t.gameId, playerId: t.playerId })
      .from(t)
      .where(
        and(
          eq(t.organizationId, organizationId),
          inArray(t.tournamentId, tournamentIds),
          inArray(t.playerId, playerIds),
        ),
      )
  const rows = await unionAll(scoped(gameLineup), scoped(gameGoal), scoped(gameCard))
  for (const row of rows) found.add(`${row.gameId}:${row.playerId}`)
  return found
}

/**
 * A suspension tied to no game (created by hand without one) is served from the games confirmed after it was
 * created: the games the team had already played before do not serve it. Nor does a game the player appeared in.
 */
export function servedOf(row: SuspensionRow, teamGames: TeamGames, appearances: Appearances): ServedGames {
  const games = (teamGames.get(keyOf(row.tournamentId, row.teamId)) ?? []).map((g) => ({
    ...g,
    playerAppeared: appearances.has(`${g.id}:${row.playerId}`),
  }))
  const createdAt = row.createdAt.getTime()
  return servedGames({
    suspension: { gamesCount: row.gamesCount, skipEarnedGame: row.skipEarnedGame, earnedGameId: row.earnedGameId },
    teamGames: row.earnedGameId ? games : games.filter((g) => g.confirmedAt === null || g.confirmedAt >= createdAt),
  })
}

export function statusOf(row: SuspensionRow, served: ServedGames) {
  return suspensionStatus({
    isDraft: row.isDraft,
    isDraftSuspensionIgnored: row.isDraftSuspensionIgnored,
    remaining: served.remaining,
  })
}

/**
 * The organization's suspensions matching `where` (besides the organization), with their derived fields, newest
 * first. Suspensions of deleted tournaments are left out unless `includeDeletedTournaments`.
 */
export async function findSuspensionViews({
  db,
  organizationId,
  where,
  limit,
  includeDeletedTournaments = false,
}: {
  db: Db
  organizationId: string
  where?: SQL
  limit?: number
  includeDeletedTournaments?: boolean
}): Promise<Suspension[]> {
  // names through scalar subqueries, not joins: planned far faster (see games/game-view.ts for the naming)
  const query = db
    .select({
      suspension,
      tournamentName: sql<string>`(select t.name from ${tournament} t where t.id = suspension.tournament_id)`,
      person: sql<
        [string, string]
      >`(select json_build_array(p.firstname, p.lastname) from ${player} p where p.id = suspension.player_id)`,
      teamName: sql<string>`(select t.name from ${team} t where t.id = suspension.team_id)`,
      card: sql<
        [string, string] | null
      >`(select json_build_array(c.type, c.game_id) from ${gameCard} c where c.id = suspension.card_id)`,
    })
    .from(suspension)
    .where(
      and(
        eq(suspension.organizationId, organizationId),
        includeDeletedTournaments
          ? undefined
          : sql`exists (select 1 from ${tournament} t where t.id = suspension.tournament_id and t.deleted_at is null)`,
        where,
      ),
    )
    .orderBy(sql`${suspension.createdAt} desc`, sql`${suspension.id} desc`)
    .$dynamic()
  const rows = limit === undefined ? await query : await query.limit(limit)
  const [teamGames, appearances] = await Promise.all([
    loadTeamGames(
      db,
      organizationId,
      rows.map((r) => ({ tournamentId: r.suspension.tournamentId, teamId: r.suspension.teamId })),
    ),
    loadAppearances(
      db,
      organizationId,
      rows.map((r) => r.suspension),
    ),
  ])
  return rows.map((r) => {
    const s = r.suspension
    const served = servedOf(s, teamGames, appearances)
    return {
      id: s.id,
      version: s.version,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      tournamentId: s.tournamentId,
      tournament: { id: s.tournamentId, name: r.tournamentName },
      playerId: s.playerId,
      player: { id: s.playerId, firstname: r.person[0], lastname: r.person[1] },
      teamId: s.teamId,
      team: { id: s.teamId, name: r.teamName },
      cardId: s.cardId,
      card: s.cardId && r.card ? { id: s.cardId, type: r.card[0], gameId: r.card[1] } : null,
      earnedGameId: s.earnedGameId,
      reason: s.reason as Suspension['reason'],
      note: s.note,
      gamesCount: s.gamesCount,
      remaining: served.remaining,
      skipEarnedGame: s.skipEarnedGame,
      isDraft: s.isDraft,
      isDraftSuspensionIgnored: s.isDraftSuspensionIgnored,
      status: statusOf(s, served),
      confirmedAt: s.confirmedAt ? s.confirmedAt.toISOString() : null,
      servedGameIds: served.servedGameIds,
      gamesToServe: served.gamesToServe,
      breachedGameIds: served.breachedGameIds,
    }
  })
}
