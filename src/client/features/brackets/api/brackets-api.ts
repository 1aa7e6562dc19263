/**
 * The brackets API (decision 0019) under `/api/orgs/{orgId}/tournaments/{id}/brackets`, and its query keys (under the
 * league tree, so the live events `brackets` and `games` refresh them: lib/live/live-events.ts).
 */
import { dataOf, idempotencyHeaders, typedApi } from '#client/lib/api/typed-api.ts'
import type {
  Bracket,
  BracketList,
  BracketTie,
  CreateBracketInput,
  UpdateBracketInput,
} from '#domain/brackets/bracket.schema.ts'

export type { Bracket, BracketTie, CreateBracketInput, UpdateBracketInput }

const inTournament = (orgId: string, id: string) => ({ params: { path: { orgId, id } } })
const inBracket = (orgId: string, id: string, bracketId: string) => ({ params: { path: { orgId, id, bracketId } } })

export const bracketKeys = {
  list: (organizationId: string, tournamentId: string) => ['league', organizationId, 'brackets', tournamentId] as const,
}

export const fetchBrackets = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<BracketList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/brackets', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const createBracket = (
  organizationId: string,
  tournamentId: string,
  body: CreateBracketInput,
  idempotencyKey?: string,
): Promise<Bracket> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/brackets', {
      ...inTournament(organizationId, tournamentId),
      body,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  )

export const updateBracket = (
  organizationId: string,
  tournamentId: string,
  bracketId: string,
  body: UpdateBracketInput,
): Promise<Bracket> =>
  dataOf(
    typedApi.PATCH('/api/orgs/{orgId}/tournaments/{id}/brackets/{bracketId}', {
      ...inBracket(organizationId, tournamentId, bracketId),
      body,
    }),
  )

export const deleteBracket = (organizationId: string, tournamentId: string, bracketId: string) =>
  dataOf(
    typedApi.DELETE(
      '/api/orgs/{orgId}/tournaments/{id}/brackets/{bracketId}',
      inBracket(organizationId, tournamentId, bracketId),
    ),
  )
