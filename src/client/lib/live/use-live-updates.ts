import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  type Invalidation,
  invalidationsFor,
  mergeInvalidations,
  parseLiveEvent,
  reconnectDelay,
  resyncInvalidations,
} from './live-events.ts'

/** Events arriving within this window are applied together (a roster change announces a team and a player). */
export const LIVE_BATCH_MS = 50

export const liveEventsUrl = (organizationId: string) => `/api/orgs/${encodeURIComponent(organizationId)}/events`

/** The part of EventSource used here (tests pass a fake). */
export interface LiveSource {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void
  onerror: ((event: Event) => void) | null
  close(): void
}

export interface LiveConnectionOptions {
  organizationId: string
  queryClient: Pick<QueryClient, 'invalidateQueries'>
  createSource?: (url: string) => LiveSource
  random?: () => number
  batchMs?: number
}

/**
 * Follows the organization's live events: each `change` invalidates the queries it makes stale (live-events.ts),
 * so the open pages refetch within a fraction of a second. A broken stream is reopened after 1, 2, 4… up to 30 s
 * (at once when the browser comes back online); once it is back, everything is refreshed, as events may have been
 * missed meanwhile. Returns the function that closes it for good.
 */
export function connectLiveUpdates({
  organizationId,
  queryClient,
  createSource = (url) => new EventSource(url),
  random = Math.random,
  batchMs = LIVE_BATCH_MS,
}: LiveConnectionOptions): () => void {
  let source: LiveSource | null = null
  let attempt = 0
  let hasBeenReady = false
  let isStopped = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let batchTimer: ReturnType<typeof setTimeout> | undefined
  let pending: Invalidation[] = []

  const flush = () => {
    batchTimer = undefined
    const batch = mergeInvalidations(pending)
    pending = []
    for (const { queryKey, refetchType } of batch) void queryClient.invalidateQueries({ queryKey, refetchType })
  }
  const enqueue = (invalidations: Invalidation[]) => {
    pending.push(...invalidations)
    if (batchTimer === undefined) batchTimer = setTimeout(flush, batchMs)
  }

  const open = () => {
    if (isStopped) return
    const current = createSource(liveEventsUrl(organizationId))
    source = current
    current.addEventListener('ready', () => {
      if (hasBeenReady) enqueue(resyncInvalidations(organizationId))
      hasBeenReady = true
      attempt = 0
    })
    current.addEventListener('change', (message) => {
      const event = parseLiveEvent(message.data)
      if (event) enqueue(invalidationsFor(organizationId, event))
    })
    // Reconnecting is ours (EventSource's own retry gives up on an HTTP error and never backs off).
    current.onerror = () => {
      if (isStopped || source !== current) return
      current.close()
      source = null
      scheduleReconnect()
    }
  }

  const scheduleReconnect = () => {
    if (reconnectTimer !== undefined) return
    const delay = reconnectDelay(attempt, random)
    attempt += 1
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      open()
    }, delay)
  }

  const onOnline = () => {
    if (source || reconnectTimer === undefined) return
    clearTimeout(reconnectTimer)
    reconnectTimer = undefined
    open()
  }

  globalThis.addEventListener?.('online', onOnline)
  open()
  return () => {
    isStopped = true
    clearTimeout(reconnectTimer)
    clearTimeout(batchTimer)
    source?.close()
    source = null
    globalThis.removeEventListener?.('online', onOnline)
  }
}

/**
 * Mounted once, in the app shell: one EventSource for the active organization, closed when the organization
 * changes or the user signs out (`organizationId` null) and reopened for the new one.
 */
export function useLiveUpdates(organizationId: string | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!organizationId || typeof EventSource === 'undefined') return
    return connectLiveUpdates({ organizationId, queryClient })
  }, [organizationId, queryClient])
}
