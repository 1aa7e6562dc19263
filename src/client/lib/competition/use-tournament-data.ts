import { useQueries, useQuery } from '@tanstack/react-query'
import { fetchGames, type GameFilters } from './competition-api.ts'
import { competitionKeys } from './competition-keys.ts'
import { fetchGroups, fetchRounds } from './fixtures-api.ts'
import { fetchGamesByRound } from './games-by-round-api.ts'

/** The tournament's groups in order, each with its teams in fixture order. */
export function useGroups(organizationId: string, tournamentId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: competitionKeys.groups(organizationId, tournamentId),
    queryFn: ({ signal }) => fetchGroups(organizationId, tournamentId, signal),
    select: (data) => data.items,
    enabled,
  })
}

/** The tournament's rounds by group and number, with their byes. */
export function useRounds(organizationId: string, tournamentId: string) {
  return useQuery({
    queryKey: competitionKeys.rounds(organizationId, tournamentId),
    queryFn: ({ signal }) => fetchRounds(organizationId, tournamentId, signal),
    select: (data) => data.items,
  })
}

/**
 * One group's rounds (`none`: the games of no group) with the games of the current round and the next (decision
 * 0054): what the fixtures tab shows first.
 */
export function useRoundWindow(organizationId: string, tournamentId: string, groupId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: competitionKeys.gamesByRound(organizationId, tournamentId, groupId),
    queryFn: ({ signal }) => fetchGamesByRound(organizationId, tournamentId, { groupId }, signal),
    enabled,
  })
}

/** The games of each round asked for by key (a round opened in the fixtures tab), each cached apart. */
export function useRoundsGames(organizationId: string, tournamentId: string, groupId: string, keys: readonly string[]) {
  return useQueries({
    queries: keys.map((round) => ({
      queryKey: competitionKeys.gamesByRound(organizationId, tournamentId, groupId, round),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchGamesByRound(organizationId, tournamentId, { groupId, round }, signal),
    })),
  })
}

/** Games of the tournament by a filter the games list has (one round's, a kind's, a team's), in fixture order. */
export function useTournamentGamesWhere(
  organizationId: string,
  tournamentId: string,
  filters: Omit<GameFilters, 'tournamentId'>,
  { enabled = true } = {},
) {
  const all = { ...filters, tournamentId }
  return useQuery({
    queryKey: competitionKeys.games(organizationId, all),
    queryFn: ({ signal }) => fetchGames(organizationId, all, signal),
    select: (data) => data.items,
    enabled,
  })
}

/** Every game of the tournament (not deleted), in fixture order. */
export function useTournamentGames(organizationId: string, tournamentId: string, { enabled = true } = {}) {
  const filters = { tournamentId }
  return useQuery({
    queryKey: competitionKeys.games(organizationId, filters),
    queryFn: ({ signal }) => fetchGames(organizationId, filters, signal),
    select: (data) => data.items,
    enabled,
  })
}
