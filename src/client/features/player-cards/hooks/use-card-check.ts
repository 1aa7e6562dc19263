/**
 * "Check players" at a game (decision 0046). Each scanned token is verified on the phone first (the league's public
 * keys), then:
 * - online, by the server (`cards/verify` with the game): its answer is shown, and it records the check;
 * - offline, from the game's eligibility kept in the offline cache (decision 0018), with the player's photo kept there
 *   too (read once with signal), and the check is kept in that cache (`pendingChecks`, persisted and wiped with it)
 *   until the signal is back, when `usePendingCardChecks` (mounted by the shell, whatever page is open) sends each
 *   with the time it was made (`checkedAt`).
 * The keys, the eligibility and the photos are fetched as soon as the game's sheet shows the button, so a game opened
 * beforehand can be checked without signal.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { useIsOffline } from '#client/lib/offline/use-offline.ts'
import type { EligibilityReason, GameEligibility } from '#domain/eligibility/eligibility.schema.ts'
import {
  fetchCardKeySet,
  fetchGameEligibility,
  fetchPhotosAsDataUrls,
  type PendingCheck,
  pendingChecksQuery,
  playerCardKeys,
  verifyCardOnline,
} from '../api/player-cards-api.ts'
import { eligibilityOf, verifyCardLocally } from '../lib/verify-card-locally.ts'
import { isNetworkFailure } from './use-pending-card-checks.ts'

export type CheckOutcome =
  | {
      kind: 'player'
      eligible: boolean
      name: string
      number: number | null
      photoUrl: string | null
      reasons: EligibilityReason[]
      /** decided on the phone from the offline cache */
      isOffline: boolean
    }
  | { kind: 'refused'; code: string }

const HOUR = 60 * 60 * 1000

/** Each listed player's photo URL, by player id (players without one left out). */
function photoUrlsOf(eligibility: GameEligibility | undefined): Record<string, string> {
  const urls: Record<string, string> = {}
  for (const side of eligibility ? [eligibility.home, eligibility.away] : []) {
    for (const p of side.players) if (p.photoUrl) urls[p.playerId] = p.photoUrl
  }
  return urls
}

/** A short, stable name for a set of photo URLs: the photos query is read again when one changes. */
function fingerprintOf(urls: Record<string, string>): string {
  let hash = 5381
  for (const text of Object.entries(urls).flat().sort()) {
    for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0
  }
  return (hash >>> 0).toString(36)
}

export function useCardCheck(organizationId: string, gameId: string) {
  const queryClient = useQueryClient()
  const isOffline = useIsOffline()
  const keys = useQuery({
    queryKey: playerCardKeys.keySet(organizationId),
    queryFn: ({ signal }) => fetchCardKeySet(organizationId, signal),
    staleTime: HOUR,
  })
  const eligibility = useQuery({
    queryKey: playerCardKeys.eligibility(organizationId, gameId),
    queryFn: ({ signal }) => fetchGameEligibility(organizationId, gameId, signal),
  })
  const urls = photoUrlsOf(eligibility.data)
  // the photos as data URLs, saved with the offline cache: with no signal the check still shows the face
  const photos = useQuery({
    queryKey: playerCardKeys.photos(organizationId, gameId, fingerprintOf(urls)),
    queryFn: ({ signal }) => fetchPhotosAsDataUrls(urls, signal),
    enabled: Object.keys(urls).length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const pending = useQuery(pendingChecksQuery(queryClient, organizationId))
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null)

  const keep = useCallback(
    (check: PendingCheck) =>
      queryClient.setQueryData<PendingCheck[]>(playerCardKeys.pendingChecks(organizationId), (list = []) => [
        ...list,
        check,
      ]),
    [queryClient, organizationId],
  )

  const checkOffline = useCallback(
    (playerId: string, token: string): CheckOutcome => {
      const game = eligibility.data
      if (!game) return { kind: 'refused', code: 'CARD_NOT_CACHED' }
      const line = eligibilityOf(game, playerId)
      keep({ token, gameId, checkedAt: new Date().toISOString() })
      return {
        kind: 'player',
        eligible: line.eligible,
        name: line.name ?? '',
        number: line.number,
        photoUrl: photos.data?.[playerId] ?? null,
        reasons: line.reasons,
        isOffline: true,
      }
    },
    [eligibility.data, photos.data, gameId, keep],
  )

  const check = useCallback(
    async (token: string) => {
      setOutcome(null)
      const keySet = keys.data
      if (!keySet) {
        setOutcome({ kind: 'refused', code: 'CARD_NOT_CACHED' })
        return
      }
      const local = await verifyCardLocally(token, organizationId, keySet)
      if (!local.ok) {
        setOutcome({ kind: 'refused', code: local.code })
        return
      }
      if (isOffline) {
        setOutcome(checkOffline(local.playerId, token))
        return
      }
      try {
        const answer = await verifyCardOnline(organizationId, { token, gameId })
        setOutcome({
          kind: 'player',
          eligible: answer.game?.eligible ?? false,
          name: `${answer.player.firstname} ${answer.player.lastname}`,
          number: answer.player.number,
          photoUrl: answer.player.photoUrl,
          reasons: answer.game?.reasons ?? [],
          isOffline: false,
        })
      } catch (error) {
        if (isNetworkFailure(error)) setOutcome(checkOffline(local.playerId, token))
        else setOutcome({ kind: 'refused', code: isApiError(error) ? error.code : 'CARD_INVALID' })
      }
    },
    [keys.data, organizationId, isOffline, gameId, checkOffline],
  )

  return {
    isReady: keys.data !== undefined && eligibility.data !== undefined,
    eligibility: eligibility.data,
    pendingCount: pending.data.length,
    outcome,
    check,
    clear: () => setOutcome(null),
  }
}
