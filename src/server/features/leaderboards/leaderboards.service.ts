/**
 * Leaderboards across tournaments (docs/product.md, "League data"): teams by points and players by goals,
 * over the organization's tournaments (not deleted) matching season, genre, team size and tournament.
 *
 * Teams: counting league games (confirmed, not suspended, not deleted), each tournament's own points for a win, draw
 * and loss, plus its point adjustments; ordered by points, goal difference, goals for, then name (teams equal on the
 * first three share a position). Players: goals in counting games of every kind, then name.
 */
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { Leaderboards, LeaderboardsQuery } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameGoal, player, pointAdjustment, team, tournament } from '#server/db/schema.ts'
import { rankBy } from '#server/features/standings/standings.api.ts'
import { countingGame } from '#server/lib/competition/game-view.ts'
import { compareNames } from '#server/lib/search.ts'

type LeaderboardRows = Awaited<ReturnType<typeof queryLeaderboardRows>>

export async function getLeaderboards({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: LeaderboardsQuery
}): Promise<Leaderboards> {
  const tournaments = await db
    .select({ id: tournament.id, name: tournament.name, settings: tournament.settings })
    .from(tournament)
    .where(
      and(
        eq(tournament.organizationId, organizationId),
        isNull(tournament.deletedAt),
        query.seasonId ? eq(tournament.seasonId, query.seasonId) : undefined,
        query.tournamentId ? eq(tournament.id, query.tournamentId) : undefined,
        query.genre ? sql`${tournament.settings}->>'genre' = ${query.genre}` : undefined,
        query.teamSize ? sql`(${tournament.settings}->>'teamSize')::int = ${query.teamSize}` : undefined,
      ),
    )
  if (tournaments.length === 0) return { tournaments: [], teams: [], players: [] }
  const ids = tournaments.map((t) => t.id)
  const pointsOf = new Map(tournaments.map((t) => [t.id, TournamentSettingsSchema.parse(t.settings).points]))
  const rows = await queryLeaderboardRows({ db, organizationId, ids })
  const teams = await teamLines({ db, organizationId, rows, pointsOf })
  const players = scorerLines(rows.scorers)

  return {
    tournaments: tournaments.map((t) => ({ id: t.id, name: t.name })).sort((a, b) => compareNames(a.name, b.name)),
    teams: rankBy(
      teams,
      (a, b) => a.points === b.points && a.goalDifference === b.goalDifference && a.goalsFor === b.goalsFor,
    )
      .slice(0, query.limit)
      .map(
        ({ position, teamId, teamName, played, won, drawn, lost, goalsFor, goalsAgainst, goalDifference, points }) => ({
          position,
          teamId,
          teamName,
          played,
          won,
          drawn,
          lost,
          goalsFor,
          goalsAgainst,
          goalDifference,
          points,
        }),
      ),
    players: rankBy(players, (a, b) => a.goals === b.goals).slice(0, query.limit),
  }
}

/** The tournaments' home and away records per team, point adjustments per team, and goals per player and team. */
async function queryLeaderboardRows({ db, organizationId, ids }: { db: Db; organizationId: string; ids: string[] }) {
  const leagueGames = and(
    eq(game.organizationId, organizationId),
    inArray(game.tournamentId, ids),
    eq(game.kind, 'league'),
    countingGame,
  )
  type TeamColumn = typeof game.homeTeamId | typeof game.awayTeamId
  type GoalsColumn = typeof game.homeGoals | typeof game.awayGoals
  const side = (teamId: TeamColumn, goalsFor: GoalsColumn, goalsAgainst: GoalsColumn) =>
    db
      .select({
        tournamentId: game.tournamentId,
        teamId,
        played: count(),
        won: sql<number>`count(*) filter (where ${goalsFor} > ${goalsAgainst})`.mapWith(Number),
        drawn: sql<number>`count(*) filter (where ${goalsFor} = ${goalsAgainst})`.mapWith(Number),
        goalsFor: sql<number>`coalesce(sum(${goalsFor}), 0)`.mapWith(Number),
        goalsAgainst: sql<number>`coalesce(sum(${goalsAgainst}), 0)`.mapWith(Number),
      })
      .from(game)
      .where(leagueGames as SQL)
      .groupBy(game.tournamentId, teamId)
  const [home, away, adjustments, scorers] = await Promise.all([
    side(game.homeTeamId, game.homeGoals, game.awayGoals),
    side(game.awayTeamId, game.awayGoals, game.homeGoals),
    db
      .select({
        teamId: pointAdjustment.teamId,
        points: sql<number>`sum(${pointAdjustment.points})`.mapWith(Number),
      })
      .from(pointAdjustment)
      .where(and(eq(pointAdjustment.organizationId, organizationId), inArray(pointAdjustment.tournamentId, ids)))
      .groupBy(pointAdjustment.teamId),
    db
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
      .where(and(eq(gameGoal.organizationId, organizationId), inArray(gameGoal.tournamentId, ids), countingGame))
      .groupBy(gameGoal.playerId, player.firstname, player.lastname, gameGoal.teamId, team.name),
  ])
  return { home, away, adjustments, scorers }
}

/** Each team's line summed over the tournaments (each one's own points), with its name, in table order. */
async function teamLines({
  db,
  organizationId,
  rows: { home, away, adjustments },
  pointsOf,
}: {
  db: Db
  organizationId: string
  rows: LeaderboardRows
  pointsOf: Map<string, { win: number; draw: number; loss: number }>
}) {
  type TeamLine = {
    teamId: string
    played: number
    won: number
    drawn: number
    lost: number
    goalsFor: number
    goalsAgainst: number
    points: number
  }
  const lines = new Map<string, TeamLine>()
  const lineOf = (teamId: string) => {
    const found = lines.get(teamId)
    if (found) return found
    const line = { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }
    lines.set(teamId, line)
    return line
  }
  for (const r of [...home, ...away]) {
    const points = pointsOf.get(r.tournamentId) ?? { win: 3, draw: 1, loss: 0 }
    const played = Number(r.played)
    const lost = played - r.won - r.drawn
    const line = lineOf(r.teamId)
    line.played += played
    line.won += r.won
    line.drawn += r.drawn
    line.lost += lost
    line.goalsFor += r.goalsFor
    line.goalsAgainst += r.goalsAgainst
    line.points += r.won * points.win + r.drawn * points.draw + lost * points.loss
  }
  for (const a of adjustments) lineOf(a.teamId).points += a.points
  const teamIds = [...lines.keys()]
  const names =
    teamIds.length === 0
      ? []
      : await db
          .select({ id: team.id, name: team.name })
          .from(team)
          .where(and(eq(team.organizationId, organizationId), inArray(team.id, teamIds)))
  const nameOf = new Map(names.map((t) => [t.id, t.name]))
  return [...lines.values()]
    .map((l) => ({ ...l, teamName: nameOf.get(l.teamId) ?? '', goalDifference: l.goalsFor - l.goalsAgainst }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        compareNames(a.teamName, b.teamName),
    )
}

/** Each player's goals and games over the tournaments, with the teams they scored for, by goals then name. */
function scorerLines(scorers: LeaderboardRows['scorers']) {
  const byPlayer = new Map<
    string,
    {
      playerId: string
      firstname: string
      lastname: string
      goals: number
      games: number
      teams: { id: string; name: string }[]
    }
  >()
  for (const s of scorers) {
    const entry = byPlayer.get(s.playerId) ?? {
      playerId: s.playerId,
      firstname: s.firstname,
      lastname: s.lastname,
      goals: 0,
      games: 0,
      teams: [],
    }
    entry.goals += s.goals
    entry.games += Number(s.games)
    if (!entry.teams.some((t) => t.id === s.teamId)) entry.teams.push({ id: s.teamId, name: s.teamName })
    byPlayer.set(s.playerId, entry)
  }
  return [...byPlayer.values()].sort(
    (a, b) => b.goals - a.goals || compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname),
  )
}
