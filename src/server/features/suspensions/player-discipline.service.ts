/** A player's discipline: their suspensions and yellow cards per tournament and team (decision 0009). */
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { yellowCardWarning } from '#domain/discipline/suspensions.ts'
import type { PlayerDiscipline } from '#domain/suspensions/suspension.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, gameLineup, groupTeam, player, suspension, tournament } from '#server/db/schema.ts'
import { teamsOf } from '#server/features/players/players.api.ts'
import { countingGame } from '#server/lib/competition/game-view.ts'
import { getRow } from '#server/lib/tenant-rows.ts'
import { findSuspensionViews } from './suspension-view.ts'

/**
 * The player's teams (on the roster, not deleted) and the tournaments each takes part in: in one of its groups, or in
 * one of its games (not deleted), by team name.
 */
async function findPlayerTournamentTeams(db: Db, organizationId: string, playerId: string) {
  const teams = (await teamsOf(db, organizationId, [playerId])).get(playerId) ?? []
  if (teams.length === 0) return []
  const teamIds = teams.map((t) => t.id)
  const [grouped, played] = await Promise.all([
    db
      .select({ tournamentId: groupTeam.tournamentId, teamId: groupTeam.teamId })
      .from(groupTeam)
      .where(and(eq(groupTeam.organizationId, organizationId), inArray(groupTeam.teamId, teamIds))),
    db
      .selectDistinct({ tournamentId: game.tournamentId, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId })
      .from(game)
      .where(
        and(
          eq(game.organizationId, organizationId),
          isNull(game.deletedAt),
          or(inArray(game.homeTeamId, teamIds), inArray(game.awayTeamId, teamIds)),
        ),
      ),
  ])
  const tournamentsOf = new Map(teams.map((t) => [t.id, new Set<string>()]))
  for (const row of grouped) tournamentsOf.get(row.teamId)?.add(row.tournamentId)
  for (const row of played) {
    tournamentsOf.get(row.homeTeamId)?.add(row.tournamentId)
    tournamentsOf.get(row.awayTeamId)?.add(row.tournamentId)
  }
  return teams.flatMap((t) =>
    [...(tournamentsOf.get(t.id) ?? [])].map((tournamentId) => ({ tournamentId, teamId: t.id, teamName: t.name })),
  )
}

/**
 * A player's record in each tournament (not deleted) where they scored, were booked or suspended, or where one of
 * their teams takes part.
 */
export async function getPlayerDiscipline({
  db,
  organizationId,
  playerId,
}: {
  db: Db
  organizationId: string
  playerId: string
}): Promise<PlayerDiscipline> {
  await getRow(db, player, organizationId, playerId)
  const [cards, yellowsByGame, goals, suspensions, playing, appearances] = await Promise.all([
    db
      .select({ tournamentId: gameCard.tournamentId, type: gameCard.type, n: count() })
      .from(gameCard)
      .innerJoin(game, eq(game.id, gameCard.gameId))
      .where(and(eq(gameCard.organizationId, organizationId), eq(gameCard.playerId, playerId), isNull(game.deletedAt)))
      .groupBy(gameCard.tournamentId, gameCard.type),
    // a player's yellows per game: a game with two is a sending-off, whose yellows may not accumulate
    db
      .select({ tournamentId: gameCard.tournamentId, gameId: gameCard.gameId, n: count() })
      .from(gameCard)
      .innerJoin(game, eq(game.id, gameCard.gameId))
      .where(
        and(
          eq(gameCard.organizationId, organizationId),
          eq(gameCard.playerId, playerId),
          eq(gameCard.type, 'yellow'),
          isNull(game.deletedAt),
        ),
      )
      .groupBy(gameCard.tournamentId, gameCard.gameId),
    db
      .select({ tournamentId: gameGoal.tournamentId, n: sql<number>`sum(${gameGoal.goals})`.mapWith(Number) })
      .from(gameGoal)
      .innerJoin(game, eq(game.id, gameGoal.gameId))
      .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.playerId, playerId), countingGame))
      .groupBy(gameGoal.tournamentId),
    findSuspensionViews({ db, organizationId, where: eq(suspension.playerId, playerId) }),
    findPlayerTournamentTeams(db, organizationId, playerId),
    db
      .select({
        tournamentId: gameLineup.tournamentId,
        n: sql<number>`count(distinct ${gameLineup.gameId})`.mapWith(Number),
      })
      .from(gameLineup)
      .innerJoin(game, eq(game.id, gameLineup.gameId))
      .where(and(eq(gameLineup.organizationId, organizationId), eq(gameLineup.playerId, playerId), countingGame))
      .groupBy(gameLineup.tournamentId),
  ])
  const tournamentIds = [
    ...new Set([...cards, ...goals, ...suspensions, ...playing, ...appearances].map((r) => r.tournamentId)),
  ]
  if (tournamentIds.length === 0) return { playerId, tournaments: [] }
  const tournaments = await db
    .select({ id: tournament.id, name: tournament.name, settings: tournament.settings })
    .from(tournament)
    .where(
      and(
        eq(tournament.organizationId, organizationId),
        inArray(tournament.id, tournamentIds),
        isNull(tournament.deletedAt),
      ),
    )
    .orderBy(sql`${tournament.createdAt} desc`)
  return {
    playerId,
    tournaments: tournaments.map((t) => {
      const settings = TournamentSettingsSchema.parse(t.settings)
      const n = settings.yellowCardsForSuspension
      const cardsOf = (type: string) => Number(cards.find((c) => c.tournamentId === t.id && c.type === type)?.n ?? 0)
      const yellow = cardsOf('yellow')
      // the warning counts only the yellows that accumulate (domain accumulatingYellows)
      const accumulating = yellowsByGame
        .filter((y) => y.tournamentId === t.id && (Number(y.n) < 2 || settings.secondYellowCountsTowardAccumulation))
        .reduce((sum, y) => sum + Number(y.n), 0)
      return {
        tournamentId: t.id,
        tournamentName: t.name,
        teams: playing.filter((p) => p.tournamentId === t.id).map((p) => ({ id: p.teamId, name: p.teamName })),
        yellowCardsForSuspension: n,
        goals: goals.find((g) => g.tournamentId === t.id)?.n ?? 0,
        gamesPlayed: appearances.find((a) => a.tournamentId === t.id)?.n ?? 0,
        yellow,
        blue: cardsOf('blue'),
        red: cardsOf('red'),
        warning: yellowCardWarning(accumulating, n),
        suspensions: suspensions.filter((s) => s.tournamentId === t.id),
      }
    }),
  }
}
