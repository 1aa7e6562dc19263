/**
 * What screens use of the offline module: whether the server is reachable, the signed-in user's pending writes, and
 * the actions on them. Screens never touch IndexedDB; they go through these hooks.
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { isApiError, NETWORK_ERROR_CODE } from '../api-client.ts'
import { competitionKeys } from '../competition/competition-keys.ts'
import { useMembership } from '../session/use-session.ts'
import { getOfflineRuntime } from './offline-runtime.ts'
import type { PendingCard, PendingLineup, PendingResult, PendingWrite, SyncEvent } from './sync-queue.ts'

/** No signal, or the server did not answer the last call. */
export function useIsOffline(): boolean {
  const { network } = getOfflineRuntime()
  return useSyncExternalStore(network.subscribe, network.isOffline, () => false)
}

/** Whether a write should go to the queue at once rather than be tried (TanStack Query would hold it paused). */
export function isSurelyOffline(): boolean {
  return !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false)
}

/** The request never reached the server (no signal): the write goes to the offline queue instead. */
export const isNetworkError = (error: unknown) => isApiError(error) && error.code === NETWORK_ERROR_CODE

const EMPTY: readonly PendingWrite[] = []

/** The signed-in user's pending writes in the active organization, oldest first. */
export function usePendingWrites(): readonly PendingWrite[] {
  const { queue } = getOfflineRuntime()
  const all = useSyncExternalStore(
    useCallback((listener: () => void) => queue.subscribe(listener), [queue]),
    () => queue.entries(),
    () => EMPTY,
  )
  const { me, organizationId } = useMembership()
  const userId = me?.user.id ?? null
  return useMemo(
    () => all.filter((each) => each.userId === userId && each.organizationId === organizationId),
    [all, userId, organizationId],
  )
}

/** One game's pending result and line-up (at most one of each) and cards. */
export function usePendingGame(gameId: string): {
  result: PendingResult | null
  lineup: PendingLineup | null
  cards: PendingCard[]
} {
  const writes = usePendingWrites()
  return useMemo(() => {
    const mine = writes.filter((each) => each.gameId === gameId)
    return {
      result: (mine.find((each) => each.kind === 'result') as PendingResult | undefined) ?? null,
      lineup: (mine.find((each) => each.kind === 'lineup') as PendingLineup | undefined) ?? null,
      cards: mine.filter((each): each is PendingCard => each.kind === 'card'),
    }
  }, [writes, gameId])
}

type EnqueueResultInput = Omit<Parameters<ReturnType<typeof getOfflineRuntime>['queue']['enqueueResult']>[0], 'userId'>
type EnqueueCardInput = Omit<Parameters<ReturnType<typeof getOfflineRuntime>['queue']['enqueueCard']>[0], 'userId'>
type EnqueueLineupInput = Omit<Parameters<ReturnType<typeof getOfflineRuntime>['queue']['enqueueLineup']>[0], 'userId'>

/** The actions on the queue, as the signed-in user. */
export function useSyncActions() {
  const queryClient = useQueryClient()
  const { me } = useMembership()
  const userId = me?.user.id ?? ''
  return useMemo(() => {
    const { queue } = getOfflineRuntime()
    const flush = () => (userId && !isSurelyOffline() ? queue.flush(userId) : Promise.resolve('stopped' as const))
    return {
      enqueueResult: (input: EnqueueResultInput) => queue.enqueueResult({ ...input, userId }),
      enqueueCard: (input: EnqueueCardInput) => queue.enqueueCard({ ...input, userId }),
      enqueueLineup: (input: EnqueueLineupInput) => queue.enqueueLineup({ ...input, userId }),
      discard: (id: string) => queue.discard(id),
      retry: async (id: string) => {
        await queue.retry(id)
        return flush()
      },
      /** a conflict: send mine again, on the version saved now */
      keepMine: async (id: string) => {
        await queue.keepMine(id)
        return flush()
      },
      /** a conflict: the saved result stays and mine goes */
      takeTheirs: async (entry: PendingResult) => {
        const current = await queue.takeTheirs(entry.id)
        if (current) queryClient.setQueryData(competitionKeys.sheet(entry.organizationId, entry.gameId), current)
      },
      flush,
    }
  }, [queryClient, userId])
}

/** Listens to what sync rounds do (sent, conflict, refused), e.g. to tell the user. */
export function useSyncEvents(listener: (event: SyncEvent) => void) {
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => getOfflineRuntime().queue.onEvent((event) => latest.current(event)), [])
}
