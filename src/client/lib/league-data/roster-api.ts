/** A team's roster, written from the team's page and the player's (`/api/orgs/{orgId}/teams/{id}/players`). */
import { api } from '#client/lib/api-client.ts'
import type { RosterPlayer } from '#domain/teams/team.schema.ts'
import { entityPath } from './league-api.ts'

/** `POST teams/{id}/players`: 409 PLAYER_ALREADY_IN_TEAM when the player is on the roster already. */
export const addRosterPlayer = (organizationId: string, teamId: string, playerId: string) =>
  api.post<RosterPlayer>(`${entityPath(organizationId, 'teams', teamId)}/players`, { playerId })

export const removeRosterPlayer = (organizationId: string, teamId: string, playerId: string) =>
  api.delete<unknown>(`${entityPath(organizationId, 'teams', teamId)}/players/${encodeURIComponent(playerId)}`)
