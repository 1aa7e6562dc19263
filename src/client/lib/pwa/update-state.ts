/**
 * "A new version is available": one small store the service worker registration (register-sw.ts) and the API client
 * (app-build.ts) write, and the prompt (update-prompt.tsx) reads. Two ways to learn of a new version:
 * - `service-worker`: a new service worker (a new build's shell) is installed and waiting;
 * - `server`: the server answers with another build than the one this page runs (`X-App-Build`), so this shell,
 *   cached or long open, would be talking to a newer API.
 * Applying the update is the registration's job (`setUpdateHandler`); without one, a plain reload.
 */
import { useSyncExternalStore } from 'react'

export type UpdateSource = 'service-worker' | 'server'

let available: UpdateSource | null = null
let handler: (() => Promise<void>) | null = null
const listeners = new Set<() => void>()

export function markUpdateAvailable(source: UpdateSource) {
  if (available === source || available === 'server') return
  available = source
  for (const listener of listeners) listener()
}

export function getUpdateAvailable(): UpdateSource | null {
  return available
}

export function setUpdateHandler(apply: () => Promise<void>) {
  handler = apply
}

/** Takes the new version: the waiting service worker takes over and the page reloads. */
export async function applyUpdate() {
  if (handler) await handler()
  else window.location.reload()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUpdateAvailable(): UpdateSource | null {
  return useSyncExternalStore(subscribe, getUpdateAvailable, getUpdateAvailable)
}

/** For tests: forget what was marked. */
export function resetUpdateState() {
  available = null
  handler = null
}
