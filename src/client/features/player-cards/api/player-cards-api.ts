/** What the player card reads and writes (decision 0046): my card, the league's public keys, a game's eligibility, a check. */

import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { VerifyCardInput } from '#domain/player-cards/card.schema.ts'

export const playerCardKeys = {
  myCard: (playerId: string) => ['player-cards', 'me', playerId] as const,
  keySet: (orgId: string) => ['player-cards', orgId, 'keys'] as const,
  eligibility: (orgId: string, gameId: string) => ['player-cards', orgId, 'eligibility', gameId] as const,
  roster: (orgId: string, gameId: string) => ['player-cards', orgId, 'game', gameId] as const,
  /** checks made without signal, kept in the offline cache until they are sent */
  pendingChecks: (orgId: string) => ['player-cards', orgId, 'pending-checks'] as const,
}

export const fetchMyCard = (playerId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/me/players/{id}/card', { params: { path: { id: playerId } }, signal }))

export const fetchCardKeySet = (orgId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/card-keys', { params: { path: { orgId } }, signal }))

export const fetchGameEligibility = (orgId: string, gameId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/games/{id}/eligibility', { params: { path: { orgId, id: gameId } }, signal }))

export const verifyCardOnline = (orgId: string, body: VerifyCardInput) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/cards/verify', { params: { path: { orgId } }, body }))
