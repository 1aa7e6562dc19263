/**
 * The brackets API (issue 13) under `/api/orgs/{orgId}/tournaments/{id}/brackets`, and its query keys (under the
 * league tree, so the live events `brackets` and `games` refresh them: lib/live/live-events.ts).
 */
import { api } from '#client/lib/api-client.ts'
import { orgPath } from '#client/lib/league-data/league-api.ts'
import type {
  Bracket,
  BracketList,
  BracketTie,
  CreateBracketInput,
  UpdateBracketInput,
} from '#domain/brackets/bracket.schema.ts'

export type { Bracket, BracketTie, CreateBracketInput, UpdateBracketInput }

const id = (value: string) => encodeURIComponent(value)
const bracketsPath = (organizationId: string, tournamentId: string) =>
  `${orgPath(organizationId)}/tournaments/${id(tournamentId)}/brackets`

export const bracketKeys = {
  list: (organizationId: string, tournamentId: string) => ['league', organizationId, 'brackets', tournamentId] as const,
}

export const fetchBrackets = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<BracketList>(bracketsPath(organizationId, tournamentId), { signal })

export const createBracket = (
  organizationId: string,
  tournamentId: string,
  body: CreateBracketInput,
  idempotencyKey?: string,
) => api.post<Bracket>(bracketsPath(organizationId, tournamentId), body, { idempotencyKey })

export const updateBracket = (
  organizationId: string,
  tournamentId: string,
  bracketId: string,
  body: UpdateBracketInput,
) => api.patch<Bracket>(`${bracketsPath(organizationId, tournamentId)}/${id(bracketId)}`, body)

export const deleteBracket = (organizationId: string, tournamentId: string, bracketId: string) =>
  api.delete<unknown>(`${bracketsPath(organizationId, tournamentId)}/${id(bracketId)}`)
