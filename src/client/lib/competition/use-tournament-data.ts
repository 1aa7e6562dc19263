import { useQuery } from '@tanstack/react-query'
import { fetchGames } from './competition-api.ts'
import { competitionKeys } from './competition-keys.ts'
import { fetchGroups, fetchRounds } from './fixtures-api.ts'

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
