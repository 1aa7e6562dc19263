/**
 * The tables under `/api/orgs/{orgId}`: standings, point adjustments, scorers, discipline, leaderboards and the
 * dashboard. Types come from the shared contracts in src/domain (type imports only: the schemas stay out of the bundle).
 */

import { type ApiQuery, dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { inTournament } from '#client/lib/competition/competition-paths.ts'
import type {
  CreatePointAdjustmentInput,
  Dashboard,
  Discipline,
  Leaderboards,
  PointAdjustmentOut,
  Scorers,
  Standings,
} from '#domain/standings-api/standings.schema.ts'

export type { StandingsRowOut as StandingsRow } from '#domain/standings-api/standings.schema.ts'
export type { Dashboard, Discipline, Leaderboards, PointAdjustmentOut, Scorers, Standings }

// --- tables ---------------------------------------------------------------------------------------------------------

export const fetchStandings = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<Standings> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/standings', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const fetchPointAdjustments = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<{ items: PointAdjustmentOut[] }> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/point-adjustments', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const createPointAdjustment = (
  organizationId: string,
  tournamentId: string,
  body: CreatePointAdjustmentInput,
): Promise<PointAdjustmentOut> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/point-adjustments', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

export const deletePointAdjustment = (organizationId: string, tournamentId: string, adjustmentId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/tournaments/{id}/point-adjustments/{adjustmentId}', {
      params: { path: { orgId: organizationId, id: tournamentId, adjustmentId } },
    }),
  )

export const fetchScorers = (organizationId: string, tournamentId: string, signal?: AbortSignal): Promise<Scorers> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/scorers', {
      params: { path: { orgId: organizationId, id: tournamentId }, query: { limit: 200 } },
      signal,
    }),
  )

export const fetchDiscipline = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<Discipline> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/discipline', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export interface LeaderboardFilters {
  seasonId?: string
  genre?: string
  teamSize?: string
  tournamentId?: string
}

export const fetchLeaderboards = (
  organizationId: string,
  filters: LeaderboardFilters,
  signal?: AbortSignal,
): Promise<Leaderboards> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/leaderboards', {
      params: {
        path: { orgId: organizationId },
        query: {
          ...filters,
          // as they live in the address (leaderboard-filters.ts keeps only the valid ones)
          genre: filters.genre as ApiQuery<'/api/orgs/{orgId}/leaderboards', 'get'>['genre'],
          teamSize: filters.teamSize ? Number(filters.teamSize) : undefined,
          limit: 100,
        },
      },
      signal,
    }),
  )

export const fetchDashboard = (organizationId: string, weekStart: string, signal?: AbortSignal): Promise<Dashboard> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/dashboard', {
      params: { path: { orgId: organizationId }, query: { weekStart } },
      signal,
    }),
  )

/** The dashboard's query, shared by its page and the boot prefetch (app/prefetch-page-data.ts). */
export const dashboardQueryOptions = (organizationId: string, weekStart: string) => ({
  queryKey: competitionKeys.dashboard(organizationId, weekStart),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboard(organizationId, weekStart, signal),
})
