/**
 * Suspensions under `/api/orgs/{orgId}` and a player's discipline record. Types come from the shared contracts in
 * src/domain (type imports only: the schemas stay out of the bundle).
 */

import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { inEntity, inOrg } from '#client/lib/competition/competition-paths.ts'
import type {
  CreateSuspensionInput,
  PlayerDiscipline,
  Suspension,
  SuspensionList,
} from '#domain/suspensions/suspension.schema.ts'

export type { PlayerDiscipline, Suspension }

// --- suspensions ----------------------------------------------------------------------------------------------------

export interface SuspensionFilters {
  tournamentId?: string
  status?: Suspension['status']
  playerId?: string
  teamId?: string
}

export const fetchSuspensions = (
  organizationId: string,
  filters: SuspensionFilters,
  signal?: AbortSignal,
): Promise<SuspensionList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/suspensions', {
      params: { path: { orgId: organizationId }, query: filters },
      signal,
    }),
  )

/** The body of a suspension by hand: `skipEarnedGame` may be left out (the server's default, true). */
export type CreateSuspensionBody = Omit<CreateSuspensionInput, 'skipEarnedGame'> & { skipEarnedGame?: boolean }

/** A suspension by hand, confirmed at once; `skipEarnedGame` is fixed here. */
export const createSuspension = (organizationId: string, body: CreateSuspensionBody): Promise<Suspension> =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/suspensions', { ...inOrg(organizationId), body }))

/** A player's record per tournament: goals, cards, the yellow-card warning, suspensions, and their teams in it. */
export const fetchPlayerDiscipline = (
  organizationId: string,
  playerId: string,
  signal?: AbortSignal,
): Promise<PlayerDiscipline> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/players/{id}/discipline', { ...inEntity(organizationId, playerId), signal }))

export const updateSuspension = (
  organizationId: string,
  suspensionId: string,
  body: { gamesCount?: number; note?: string | null; version?: number },
): Promise<Suspension> =>
  dataOf(typedApi.PATCH('/api/orgs/{orgId}/suspensions/{id}', { ...inEntity(organizationId, suspensionId), body }))

export const confirmSuspension = (organizationId: string, suspensionId: string): Promise<Suspension> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/suspensions/{id}/confirm', {
      ...inEntity(organizationId, suspensionId),
      body: {},
    }),
  )

export const ignoreSuspension = (organizationId: string, suspensionId: string): Promise<Suspension> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/suspensions/{id}/ignore', { ...inEntity(organizationId, suspensionId), body: {} }),
  )

export const deleteSuspension = (organizationId: string, suspensionId: string) =>
  dataOf(typedApi.DELETE('/api/orgs/{orgId}/suspensions/{id}', inEntity(organizationId, suspensionId)))
