/**
 * Whether the portal can reach the server: the browser says it is offline (`navigator.onLine`), or the last API call
 * never got through (a phone with "signal" but no data). A later answer, or the `online` event, clears the latter.
 */
import { onNetworkResult } from '../api-client.ts'

export interface NetworkStatus {
  isOffline(): boolean
  subscribe(listener: () => void): () => void
  /** called when the connection seems back (the `online` event, or an answer after failures) */
  onReconnect(listener: () => void): () => void
}

export function createNetworkStatus(target: Pick<Window, 'addEventListener'> | null = globalThis.window ?? null) {
  const listeners = new Set<() => void>()
  const reconnectListeners = new Set<() => void>()
  const isBrowserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false
  let hasFailed = false
  let offline = isBrowserOffline()
  const update = () => {
    const next = isBrowserOffline() || hasFailed
    const wasOffline = offline
    offline = next
    if (next !== wasOffline) for (const listener of listeners) listener()
    if (wasOffline && !next) for (const listener of reconnectListeners) listener()
  }
  target?.addEventListener('online', () => {
    hasFailed = false
    const wasOffline = offline
    update()
    // `online` can come while the state already said online (no failed fetch was seen): sync anyway
    if (!wasOffline) for (const listener of reconnectListeners) listener()
  })
  target?.addEventListener('offline', update)
  onNetworkResult((isReachable) => {
    if (hasFailed === !isReachable) return
    hasFailed = !isReachable
    update()
  })
  const status: NetworkStatus = {
    isOffline: () => offline,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onReconnect: (listener) => {
      reconnectListeners.add(listener)
      return () => reconnectListeners.delete(listener)
    },
  }
  return status
}
