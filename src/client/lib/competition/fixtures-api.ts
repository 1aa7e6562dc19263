/**
 * A tournament's shape under `/api/orgs/{orgId}/tournaments/{id}`: groups, fixtures and rounds, and a team's
 * withdrawal. Types come from the shared contracts in src/domain (type imports only: the schemas stay out of the bundle).
 */

import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { inTournament } from '#client/lib/competition/competition-paths.ts'
import type {
  Fixtures,
  FixturesInput,
  RoundList,
  UpdateRoundsInput,
  UpdateRoundsResult,
} from '#domain/competition/fixtures.schema.ts'
import type { CreateGroupInput, Group, GroupList, UpdateGroupInput } from '#domain/competition/group.schema.ts'
import type { Withdrawal } from '#domain/tournaments/tournament.schema.ts'

export type { Round } from '#domain/competition/fixtures.schema.ts'
export type { Fixtures, FixturesInput, Group, RoundList, UpdateRoundsInput, UpdateRoundsResult }

// --- groups ---------------------------------------------------------------------------------------------------------

export const fetchGroups = (organizationId: string, tournamentId: string, signal?: AbortSignal): Promise<GroupList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/groups', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const createGroup = (organizationId: string, tournamentId: string, body: CreateGroupInput): Promise<Group> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/groups', { ...inTournament(organizationId, tournamentId), body }),
  )

export const updateGroup = (
  organizationId: string,
  tournamentId: string,
  groupId: string,
  body: UpdateGroupInput,
): Promise<Group> =>
  dataOf(
    typedApi.PATCH('/api/orgs/{orgId}/tournaments/{id}/groups/{groupId}', {
      params: { path: { orgId: organizationId, id: tournamentId, groupId } },
      body,
    }),
  )

export const deleteGroup = (organizationId: string, tournamentId: string, groupId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/tournaments/{id}/groups/{groupId}', {
      params: { path: { orgId: organizationId, id: tournamentId, groupId } },
    }),
  )

// --- fixtures and rounds --------------------------------------------------------------------------------------------

export const previewFixtures = (organizationId: string, tournamentId: string, body: FixturesInput): Promise<Fixtures> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/fixtures/preview', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

export const generateFixtures = (
  organizationId: string,
  tournamentId: string,
  body: FixturesInput,
): Promise<Fixtures> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/fixtures', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

export const fetchRounds = (organizationId: string, tournamentId: string, signal?: AbortSignal): Promise<RoundList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/rounds', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const updateRounds = (
  organizationId: string,
  tournamentId: string,
  body: UpdateRoundsInput,
): Promise<UpdateRoundsResult> =>
  dataOf(
    typedApi.PATCH('/api/orgs/{orgId}/tournaments/{id}/rounds', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )
// --- withdrawals ----------------------------------------------------------------------------------------------------

/** The team leaves the tournament: its unplayed games removed or awarded as walkovers (decision 0027). */
export const withdrawTeam = (
  organizationId: string,
  tournamentId: string,
  teamId: string,
  body: { unplayed: 'remove' | 'walkover' },
): Promise<Withdrawal> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/teams/{teamId}/withdraw', {
      params: { path: { orgId: organizationId, id: tournamentId, teamId } },
      body,
    }),
  )
