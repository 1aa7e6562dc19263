/**
 * Sending the card checks kept while there was no signal (decision 0046). Apart from use-card-check.ts so that the
 * shell, which mounts it on every page, does not load the card's local verification (its schemas and zod).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { useIsOffline } from '#client/lib/offline/use-offline.ts'
import { type PendingCheck, pendingChecksQuery, playerCardKeys, verifyCardOnline } from '../api/player-cards-api.ts'

/** No answer from the server (no signal, a 5xx): the check is kept and tried again. */
export function isNetworkFailure(error: unknown) {
  return !isApiError(error) || error.status === 0 || error.status >= 500
}

/**
 * Sends the checks made without signal once it is back, each with its own time (the server verifies each again and
 * records it); a refusal is final (dropped), a network failure waits for the next time. Mounted once, by the shell, so
 * they go whichever page is open when the signal returns.
 */
export function usePendingCardChecks(organizationId: string | null) {
  const queryClient = useQueryClient()
  const isOffline = useIsOffline()
  const pending = useQuery({ ...pendingChecksQuery(queryClient, organizationId ?? ''), enabled: !!organizationId })
  const sending = useRef(false)
  const list = pending.data
  useEffect(() => {
    if (!organizationId || isOffline || sending.current || list.length === 0) return
    sending.current = true
    const key = playerCardKeys.pendingChecks(organizationId)
    void (async () => {
      for (const item of list) {
        try {
          await verifyCardOnline(organizationId, item)
        } catch (error) {
          if (isNetworkFailure(error)) break
        }
        queryClient.setQueryData<PendingCheck[]>(key, (now = []) =>
          now.filter((each) => each.token !== item.token || each.checkedAt !== item.checkedAt),
        )
      }
      sending.current = false
    })()
  }, [isOffline, list, organizationId, queryClient])
}
