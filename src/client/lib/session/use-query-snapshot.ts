import { hashKey, onlineManager, type QueryKey, type QueryState, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

export interface SnapshotQueryOptions<T> {
  queryKey: QueryKey
  queryFn: (context: { signal: AbortSignal }) => Promise<T>
  retry?: number
  staleTime?: number
}

/**
 * Reads a query straight from TanStack Query's cache (fetching it once when it is missing), without a QueryObserver.
 * The session gate and language layout use it for /api/me, /api/config and the active organization because they sit
 * in the entry chunk that the sign-in page loads, which has a size budget; pages use `useQuery` as usual, on the same
 * cache. Such queries are kept (gcTime Infinity) and refreshed explicitly (setQueryData / refetchQueries).
 */
export function useQuerySnapshot<T>(
  options: SnapshotQueryOptions<T>,
  isEnabled = true,
): QueryState<T, Error> | undefined {
  const queryClient = useQueryClient()
  const queryHash = hashKey(options.queryKey)
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === queryHash) onChange()
      }),
    [queryClient, queryHash],
  )
  const getState = useCallback(
    () => queryClient.getQueryCache().get<T, Error>(queryHash)?.state,
    [queryClient, queryHash],
  )
  const state = useSyncExternalStore(subscribe, getState, getState)
  const isMissing = state === undefined || (state.status !== 'success' && state.fetchStatus === 'idle')
  // restored from the offline cache (marked stale, decision 0018) and not yet fetched again: fetch it, when online
  const isUnchecked = isRestoredUnchecked(state) && state?.fetchStatus === 'idle'

  // `options` is rebuilt on each render: the query hash identifies it.
  const optionsRef = useRef(options)
  optionsRef.current = options
  useEffect(() => {
    if (!isEnabled || !(isMissing || isUnchecked) || !queryHash) return
    void queryClient.fetchQuery({ ...optionsRef.current, gcTime: Number.POSITIVE_INFINITY }).catch(() => undefined)
  }, [queryClient, queryHash, isEnabled, isMissing, isUnchecked])

  return isEnabled ? state : undefined
}

/** When this page was opened: data older than that came from the offline cache, not from this page's requests. */
const PAGE_OPENED_AT = typeof performance === 'undefined' ? 0 : performance.timeOrigin

/**
 * Data restored from the offline cache that the server has not confirmed yet (it is marked stale on restore and is
 * older than this page; a fetch replaces it, a failed one sets the error status): while online, decisions such as
 * redirects wait for it. A live refetch of data this page fetched is not this (the page goes on showing it).
 */
export function isRestoredUnchecked(state: QueryState<unknown, Error> | undefined): boolean {
  return Boolean(
    state?.isInvalidated &&
      state.status === 'success' &&
      state.dataUpdatedAt < PAGE_OPENED_AT &&
      onlineManager.isOnline(),
  )
}
