/** Suspension helpers shared by the suspension tests. */
import { createCompetition, expectCall, type GameSheetBody, type TeamWithPlayers } from './competition.ts'
import type { Json, League } from './league.ts'

export type SuspensionBody = Json & {
  status: string
  remaining: number
  gamesCount: number
  reason: string
  isDraft: boolean
  isDraftSuspensionIgnored: boolean
  skipEarnedGame: boolean
  earnedGameId: string | null
  servedGameIds: string[]
  gamesToServe: string[]
}

/**
 * Four teams, home-only fixtures (three dated rounds, a week apart); `gamesOf(team)` are the team's games in order.
 */
export async function createSeason(league: League, settings: Record<string, unknown> = {}) {
  const { tournament, teams } = await createCompetition(league, { teamCount: 4, playersPerTeam: 2, settings })
  const groupId = (
    await expectCall<{ items: Json[] }>(league, 'GET', `/tournaments/${tournament.id}/groups`, undefined, 200)
  ).items[0]?.id
  const fixtures = await expectCall<{ rounds: { games: { id: string; homeTeamId: string; awayTeamId: string }[] }[] }>(
    league,
    'POST',
    `/tournaments/${tournament.id}/fixtures`,
    { groupId, mode: 'home', startDate: '2025-03-01' },
    201,
  )
  const games = fixtures.rounds.flatMap((r) => r.games)
  const gamesOf = (team: TeamWithPlayers) =>
    games.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id).map((g) => g.id)
  return { tournament, teams: teams as [TeamWithPlayers, TeamWithPlayers, TeamWithPlayers, TeamWithPlayers], gamesOf }
}

/** A game's sheet, read by the league's admin. */
export const sheetOf = (league: League, gameId: string) =>
  expectCall<GameSheetBody>(league, 'GET', `/games/${gameId}`, undefined, 200)

/** The players listed as suspended on a game's sheet, both sides. */
export const suspendedOn = async (league: League, gameId: string) => {
  const s = await sheetOf(league, gameId)
  return [...s.home.suspendedPlayers, ...s.away.suspendedPlayers].map((p) => p.playerId)
}

export const getSuspension = (league: League, id: string) =>
  expectCall<SuspensionBody>(league, 'GET', `/suspensions/${id}`, undefined, 200)
