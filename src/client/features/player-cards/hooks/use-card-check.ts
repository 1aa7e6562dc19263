/**
 * "Check players" at a game (decision 0046). Each scanned token is verified on the phone first (the league's public
 * keys), then:
 * - online, by the server (`cards/verify` with the game): its answer is shown, and it records the check;
 * - offline, from the game's eligibility kept in the offline cache (decision 0018), and the check is kept in that cache
 *   too (`pendingChecks`, persisted and wiped with it) until the signal is back, when each is sent with the time it was
 *   made (`checkedAt`).
 * The keys and the eligibility are fetched as soon as the game's sheet shows the button, so a game opened beforehand
 * can be checked without signal.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { useIsOffline } from '#client/lib/offline/use-offline.ts'
import type { EligibilityReason } from '#domain/eligibility/eligibility.schema.ts'
import { fetchCardKeySet, fetchGameEligibility, playerCardKeys, verifyCardOnline } from '../api/player-cards-api.ts'
import { eligibilityOf, verifyCardLocally } from '../lib/verify-card-locally.ts'

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

type PendingCheck = { token: string; gameId: string; checkedAt: string }

const HOUR = 60 * 60 * 1000

function isNetworkFailure(error: unknown) {
  return !isApiError(error) || error.status === 0 || error.status >= 500
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
  const pendingKey = playerCardKeys.pendingChecks(organizationId)
  const pending = useQuery<PendingCheck[]>({
    queryKey: pendingKey,
    queryFn: async () => queryClient.getQueryData<PendingCheck[]>(pendingKey) ?? [],
    initialData: [],
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null)

  const keep = useCallback(
    (check: PendingCheck) => queryClient.setQueryData<PendingCheck[]>(pendingKey, (list = []) => [...list, check]),
    [queryClient, pendingKey],
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
        photoUrl: null,
        reasons: line.reasons,
        isOffline: true,
      }
    },
    [eligibility.data, gameId, keep],
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

  // back online: the checks made without signal are sent, each with its own time; a refusal is final (dropped)
  const sending = useRef(false)
  useEffect(() => {
    if (isOffline || sending.current || pending.data.length === 0) return
    sending.current = true
    void (async () => {
      for (const item of pending.data) {
        try {
          await verifyCardOnline(organizationId, item)
        } catch (error) {
          if (isNetworkFailure(error)) break
        }
        queryClient.setQueryData<PendingCheck[]>(pendingKey, (list = []) =>
          list.filter((each) => each.token !== item.token || each.checkedAt !== item.checkedAt),
        )
      }
      sending.current = false
    })()
  }, [isOffline, pending.data, organizationId, queryClient, pendingKey])

  return {
    isReady: keys.data !== undefined && eligibility.data !== undefined,
    eligibility: eligibility.data,
    pendingCount: pending.data.length,
    outcome,
    check,
    clear: () => setOutcome(null),
  }
}
