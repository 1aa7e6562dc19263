/**
 * When the offline module (persisted cache, sync queue, network status: `offline-runtime.ts`) loads. It is its own
 * chunk, so the sign-in page of a first visit never downloads it (decision 0017):
 * - a browser that has saved a cache (the `offline-cache` mark, set by the persister) loads it before the first
 *   render, so the data last seen is restored first (with no signal, the portal opens on it);
 * - otherwise it loads as soon as `/api/me` names a signed-in user (a sign-in, or a session without a saved cache),
 *   and the signed-in pages' shell awaits it (`offlineReady`), so their hooks always find the real runtime.
 */
import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query'
import { type Me, sessionKeys } from '../session/session-api.ts'

const SAVED_MARK = 'offline-cache'

/** Whether this browser holds a saved query cache (set and cleared by query-persister.ts). */
export function hasSavedCache(): boolean {
  try {
    return localStorage.getItem(SAVED_MARK) === '1'
  } catch {
    return false
  }
}

/** Every localStorage key of the page snapshots (page-snapshot.ts) starts so. */
export const SNAPSHOT_KEYS_PREFIX = 'page-snapshot'

/** Removes every page snapshot: they go with the saved cache whose data they show. */
export function wipePageSnapshots(storage: Storage): void {
  try {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i)
      if (key?.startsWith(SNAPSHOT_KEYS_PREFIX)) storage.removeItem(key)
    }
  } catch {
    // no storage: nothing was kept
  }
}

/** Sets the mark of a saved cache, or clears it and the page snapshots with it (the cache is wiped). */
export function markSavedCache(isSaved: boolean): void {
  try {
    if (isSaved) localStorage.setItem(SAVED_MARK, '1')
    else {
      localStorage.removeItem(SAVED_MARK)
      wipePageSnapshots(localStorage)
    }
  } catch {
    // no storage: the runtime then loads when /api/me answers
  }
}

let client: QueryClient | null = null
let started: Promise<void> | null = null
let onStarted: () => void = () => undefined
const hasStarted = new Promise<void>((resolve) => {
  onStarted = resolve
})

/** Resolves once the offline module has started (someone is signed in, or a saved cache was restored). */
export function whenOfflineStarted(): Promise<void> {
  return hasStarted
}

/** Loads and starts the offline module once (later calls return the same promise); never rejects. */
export function offlineReady(): Promise<void> {
  if (!client) return Promise.resolve()
  const queryClient = client
  started ??= import('./offline-runtime.ts')
    .then(({ startOffline }) => startOffline(queryClient))
    .then(
      () => onStarted(),
      // the chunk could not load (offline before the worker cached it): the app works without the offline module
      () => undefined,
    )
  return started
}

/**
 * Called once by main.tsx before the first render. Resolves when what must precede that render is done: the restore
 * of a saved cache, or nothing.
 */
export function bootOffline(queryClient: QueryClient): Promise<void> {
  client = queryClient
  // TanStack Query assumes online until an `offline` event: an app opened with no signal would fetch, fail and show
  // errors over the data just restored. Told the truth, its queries wait (paused) and run on `online`.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
  if (hasSavedCache()) return offlineReady()
  const meHash = hashKey(sessionKeys.me())
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== meHash) return
    if (!(event.query.state.data as Me | null | undefined)) return
    unsubscribe()
    void offlineReady()
  })
  // already known (set before this ran)
  if (queryClient.getQueryData<Me | null>(sessionKeys.me())) {
    unsubscribe()
    void offlineReady()
  }
  return Promise.resolve()
}
