/**
 * What a delegate's "My team" page reads and writes (decision 0039): their membership (its teams), a team's list,
 * games and suspensions, and their side's line-up of a game.
 */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'

const inOrg = (orgId: string) => ({ path: { orgId } })

export const myTeamKeys = {
  all: (orgId: string) => ['my-team', orgId] as const,
  member: (orgId: string, userId: string) => ['my-team', orgId, 'member', userId] as const,
  team: (orgId: string, teamId: string) => ['my-team', orgId, 'team', teamId] as const,
  lineups: (orgId: string, gameId: string) => ['my-team', orgId, 'lineups', gameId] as const,
}

export const fetchMyMembership = (orgId: string, userId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/members/{userId}', { params: { path: { orgId, userId } }, signal }))

export const fetchRoster = (orgId: string, teamId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/teams/{id}/players', { params: { path: { orgId, id: teamId } }, signal }))

export const fetchTeamGames = (orgId: string, teamId: string, signal?: AbortSignal) =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/games', { params: { ...inOrg(orgId), query: { teamId, limit: 500 } }, signal }),
  )

export const fetchTeamSuspensions = (orgId: string, teamId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/suspensions', { params: { ...inOrg(orgId), query: { teamId } }, signal }))

export const fetchLineups = (orgId: string, gameId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/games/{id}/lineups', { params: { path: { orgId, id: gameId } }, signal }))

/** Only the delegate's side is sent: the other side stays as saved. */
export const saveMyLineup = (orgId: string, gameId: string, side: 'home' | 'away', playerIds: string[]) =>
  dataOf(
    typedApi.PUT('/api/orgs/{orgId}/games/{id}/lineups', {
      params: { path: { orgId, id: gameId } },
      body: side === 'home' ? { home: playerIds } : { away: playerIds },
    }),
  )
