/**
 * Who may play a game (decision 0038): `GET /api/orgs/{orgId}/games/{id}/eligibility`, every player of each side's
 * registered list with the reasons one may not play. Kept in the query cache with the sheet (lib/offline persists it),
 * so the sheet's pickers mark ineligible players with no signal too.
 */
import { api, isApiError } from '#client/lib/api-client.ts'
import type { EligibilityReason, GameEligibility } from '#domain/eligibility/eligibility.schema.ts'

export type { EligibilityReason, GameEligibility }

export const fetchGameEligibility = (organizationId: string, gameId: string, signal?: AbortSignal) =>
  api.get<GameEligibility>(
    `/api/orgs/${encodeURIComponent(organizationId)}/games/${encodeURIComponent(gameId)}/eligibility`,
    { signal },
  )

/** A player a write was refused for (409 PLAYER_NOT_ELIGIBLE), with why. */
export interface IneligiblePlayer {
  playerId: string
  name: string
  reasons: EligibilityReason[]
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The players of a 409 PLAYER_NOT_ELIGIBLE (its `players`), or null for any other error. */
export function ineligiblePlayersOf(error: unknown): IneligiblePlayer[] | null {
  if (!isApiError(error) || error.code !== 'PLAYER_NOT_ELIGIBLE') return null
  const players = error.problem?.players
  if (!Array.isArray(players)) return []
  return players.filter(isObject).map((player) => ({
    playerId: String(player.playerId ?? ''),
    name: typeof player.name === 'string' ? player.name : '',
    reasons: Array.isArray(player.reasons) ? (player.reasons.filter(isObject) as EligibilityReason[]) : [],
  }))
}

/** What a write adds to field an ineligible player anyway (admin or manager, with the reason recorded). */
export interface IneligibleOverride {
  allowIneligible: true
  reason: string
}
