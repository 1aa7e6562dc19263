/** A team's roster, written from the team's page and the player's (`/api/orgs/{orgId}/teams/{id}/players`). */

import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { api } from '#client/lib/api-client.ts'
import type { RosterRequest } from '#domain/eligibility/eligibility.schema.ts'
import type { RosterPlayer } from '#domain/teams/team.schema.ts'

/** `POST teams/{id}/players`: 409 PLAYER_ALREADY_IN_TEAM when the player is on the roster already. */
export const addRosterPlayer = (organizationId: string, teamId: string, playerId: string): Promise<RosterPlayer> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/teams/{id}/players', {
      params: { path: { orgId: organizationId, id: teamId } },
      body: { playerId },
    }),
  )

export const removeRosterPlayer = (organizationId: string, teamId: string, playerId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/teams/{id}/players/{playerId}', {
      params: { path: { orgId: organizationId, id: teamId, playerId } },
    }),
  )

const entryPath = (organizationId: string, teamId: string, playerId: string) =>
  `/api/orgs/${encodeURIComponent(organizationId)}/teams/${encodeURIComponent(teamId)}/players/${encodeURIComponent(playerId)}`

/** `POST teams/{id}/players/{playerId}/approve`: a pending entry goes on the registered list (decision 0038). */
export const approveRosterPlayer = (organizationId: string, teamId: string, playerId: string) =>
  api.post<RosterPlayer>(`${entryPath(organizationId, teamId, playerId)}/approve`)

/** `POST teams/{id}/players/{playerId}/reject`: refused, with the reason shown on the list. */
export const rejectRosterPlayer = (organizationId: string, teamId: string, playerId: string, reason: string) =>
  api.post<RosterPlayer>(`${entryPath(organizationId, teamId, playerId)}/reject`, { reason })

/** `GET roster-requests`: what waits for approval across the league, oldest first, with the rules each would break. */
export const fetchRosterRequests = (organizationId: string, signal?: AbortSignal) =>
  api
    .get<RosterRequest[] | { items: RosterRequest[] }>(
      `/api/orgs/${encodeURIComponent(organizationId)}/roster-requests`,
      { signal },
    )
    .then((answer) => (Array.isArray(answer) ? answer : answer.items))
