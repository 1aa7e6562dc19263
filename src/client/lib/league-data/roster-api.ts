/** A team's roster, written from the team's page and the player's (`/api/orgs/{orgId}/teams/{id}/players`). */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
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
