/** What the player card reads and writes (decision 0046): my card, the league's public keys, a game's eligibility, a check. */

import type { QueryClient } from '@tanstack/react-query'
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { VerifyCardInput } from '#domain/player-cards/card.schema.ts'

export const playerCardKeys = {
  myCard: (playerId: string) => ['player-cards', 'me', playerId] as const,
  keySet: (orgId: string) => ['player-cards', orgId, 'keys'] as const,
  eligibility: (orgId: string, gameId: string) => ['player-cards', orgId, 'eligibility', gameId] as const,
  /** the photos of a game's lists as data URLs, kept offline (`fingerprint`: which photo URLs they are) */
  photos: (orgId: string, gameId: string, fingerprint: string) =>
    ['player-cards', orgId, 'photos', gameId, fingerprint] as const,
  /** checks made without signal, kept in the offline cache until they are sent */
  pendingChecks: (orgId: string) => ['player-cards', orgId, 'pending-checks'] as const,
}

/** A check made without signal, to be sent with the time it was made. */
export type PendingCheck = { token: string; gameId: string; checkedAt: string }

/** The checks waiting for the signal: only ever written with `setQueryData` (the persisted cache keeps them). */
export const pendingChecksQuery = (queryClient: QueryClient, orgId: string) => ({
  queryKey: playerCardKeys.pendingChecks(orgId),
  queryFn: async () => queryClient.getQueryData<PendingCheck[]>(playerCardKeys.pendingChecks(orgId)) ?? [],
  initialData: [] as PendingCheck[],
  staleTime: Number.POSITIVE_INFINITY,
})

export const fetchMyCard = (playerId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/me/players/{id}/card', { params: { path: { id: playerId } }, signal }))

export const fetchCardKeySet = (orgId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/card-keys', { params: { path: { orgId } }, signal }))

export const fetchGameEligibility = (orgId: string, gameId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/games/{id}/eligibility', { params: { path: { orgId, id: gameId } }, signal }))

export const verifyCardOnline = (orgId: string, body: VerifyCardInput) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/cards/verify', { params: { path: { orgId } }, body }))

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}

/**
 * The pictures at `urls` (by player id) as data URLs; one the server no longer has is left out. A network failure
 * rejects, so the query keeps the photos it saved before (a phone that thinks it is online at a field with no signal).
 */
export async function fetchPhotosAsDataUrls(
  urls: Record<string, string>,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(urls).map(async ([playerId, url]) => {
      const response = await fetch(url, { signal, credentials: 'same-origin' })
      if (!response.ok) return null
      return [playerId, await asDataUrl(await response.blob())] as const
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}

/** `POST card-keys/rotate` (admin): a new key signs the cards from now on. */
export const rotateCardKey = (orgId: string) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/card-keys/rotate', { params: { path: { orgId } } }))
