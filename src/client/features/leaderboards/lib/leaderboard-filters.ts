/** The leaderboard filters as they live in the address (`?seasonId=&genre=&teamSize=&tournamentId=`). */
import type { LeaderboardFilters } from '#client/lib/competition/standings-api.ts'

export const FILTER_KEYS = ['seasonId', 'genre', 'teamSize', 'tournamentId'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

export const GENRE_OPTIONS = ['male', 'female', 'any'] as const
export const TEAM_SIZE_OPTIONS = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const

export function filtersFrom(params: URLSearchParams): LeaderboardFilters {
  const filters: LeaderboardFilters = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  if (filters.genre && !(GENRE_OPTIONS as readonly string[]).includes(filters.genre)) delete filters.genre
  if (filters.teamSize && !TEAM_SIZE_OPTIONS.some((size) => String(size) === filters.teamSize)) delete filters.teamSize
  return filters
}

/** The params with one filter changed ('' removes it); a new season drops a tournament of another season. */
export function withFilter(
  params: URLSearchParams,
  key: FilterKey,
  value: string,
  tournamentSeason?: (tournamentId: string) => string | null,
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value) next.set(key, value)
  else next.delete(key)
  const tournamentId = next.get('tournamentId')
  if (key === 'seasonId' && value && tournamentId && tournamentSeason && tournamentSeason(tournamentId) !== value) {
    next.delete('tournamentId')
  }
  return next
}
