/**
 * How the sync queue is kept and shared between tabs (decision 0033): one store entry per write (`entry:<id>`), a
 * cross-tab lock for a round, a channel that tells the other tabs the queue changed.
 */
import type { KeyValueStore } from './key-value-store.ts'

const ENTRY_PREFIX = 'entry:'
/** Before decision 0033 the whole queue was one array under this key: moved to one entry each when first read. */
const LEGACY_QUEUE_KEY = 'queue'
const LOCK_NAME = 'league-portal-sync-queue'
const CHANNEL_NAME = 'league-portal-sync-queue'

/** Runs `run` while holding the queue's lock (one holder across the tabs of the origin). */
export type QueueLock = <T>(run: () => Promise<T>) => Promise<T>

/** Tells the other tabs the queue changed, and hears them. */
export interface QueueChannel {
  post(): void
  onChange(listener: () => void): void
}

/** The entries of the store (one, with `id`), moving a pre-0033 array into entries first. */
export async function readEntries<T extends { id: string }>(store: KeyValueStore, id?: string): Promise<T[]> {
  const legacy = await store.get<T[]>(LEGACY_QUEUE_KEY)
  if (legacy) {
    for (const entry of legacy) await store.set(ENTRY_PREFIX + entry.id, entry)
    await store.del(LEGACY_QUEUE_KEY)
  }
  if (id !== undefined) {
    const entry = await store.get<T>(ENTRY_PREFIX + id)
    return entry ? [entry] : []
  }
  const keys = (await store.keys()).filter((key) => key.startsWith(ENTRY_PREFIX))
  const entries = await Promise.all(keys.map((key) => store.get<T>(key)))
  return entries.filter((entry): entry is Awaited<T> => entry !== undefined) as T[]
}

/** Stores the entry, or deletes it (`undefined`). */
export function writeEntry(store: KeyValueStore, id: string, entry: unknown): Promise<void> {
  return entry === undefined ? store.del(ENTRY_PREFIX + id) : store.set(ENTRY_PREFIX + id, entry)
}

/** The Web Locks API's exclusive lock, or undefined where the browser has none. */
export function browserQueueLock(): QueueLock | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return undefined
  return (run) => locks.request(LOCK_NAME, run)
}

export function browserQueueChannel(): QueueChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  const channel = new BroadcastChannel(CHANNEL_NAME)
  return {
    post: () => channel.postMessage('changed'),
    onChange: (listener) => channel.addEventListener('message', listener),
  }
}
