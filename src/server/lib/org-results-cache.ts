/**
 * Results computed over a whole organization's league (leaderboards, the dashboard) kept until the league changes,
 * instead of recomputed on every request: on a league of 800 teams and 15,600 games the leaderboards cost 190–320 ms
 * of CPU, and fifty members looking at them at once queued every other request behind them (decision 0043).
 *
 * - **Forgotten on every write**, as the public site's stamps are (features/public/public-organizations.ts): every
 *   league write publishes a live event after it commits, and the live hub hands it to this instance's listeners
 *   before `publish` returns, so the request that wrote answers after its organization's results are gone. Other
 *   instances hear it through PostgreSQL NOTIFY. While the hub cannot hear the others (`state()` is 'reconnecting')
 *   nothing is served from here.
 * - **Bounded for what no event announces** (a change made in the database by hand): an entry is used for at most
 *   `maxAgeMs` (30 s).
 * - **Races**: a computation that started before a write was heard may return what was true before it. Its callers
 *   get it (their requests overlapped the write) but it is not kept, and a caller arriving after the event does not
 *   join it. Callers arriving together otherwise share one computation.
 * - **Bytes counted**: an entry's size is its JSON's length; the least recently used go first past `maxBytes`
 *   (lru-cache, decision 0031).
 */
import { LRUCache } from 'lru-cache'
import type { LiveHub } from '#server/live/live-hub.ts'

export type OrgResultsCache = {
  /** `compute()`'s result for (organization, key), computed again only after the organization's league changed. */
  get<T>(organizationId: string, key: string, compute: () => Promise<T>): Promise<T>
  close(): void
}

/** Organizations followed at most (one live subscription each); the least recently used go first. */
const MAX_ORGANIZATIONS = 2000

type Entry = { value: unknown; bytes: number; storedAt: number }
type Followed = { generation: number; unsubscribe: () => void; keys: Set<string> }

export function createOrgResultsCache({
  live,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 30_000,
  now = () => performance.now(),
}: {
  live: LiveHub
  maxBytes?: number
  maxAgeMs?: number
  now?: () => number
}): OrgResultsCache {
  const followed = new Map<string, Followed>()
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    dispose: (_entry, key) => {
      followed.get(orgOf(key))?.keys.delete(key)
    },
  })
  const computing = new Map<string, { promise: Promise<unknown>; generation: number }>()
  const orgOf = (key: string) => key.slice(0, key.indexOf('|'))

  const follow = (organizationId: string): Followed => {
    const known = followed.get(organizationId)
    if (known) {
      followed.delete(organizationId)
      followed.set(organizationId, known)
      return known
    }
    const f: Followed = { generation: 0, keys: new Set(), unsubscribe: () => {} }
    f.unsubscribe = live.subscribe(organizationId, () => {
      f.generation += 1
      for (const key of [...f.keys]) entries.delete(key)
    })
    followed.set(organizationId, f)
    for (const [oldest, o] of followed) {
      if (followed.size <= MAX_ORGANIZATIONS) break
      o.unsubscribe()
      for (const key of [...o.keys]) entries.delete(key)
      followed.delete(oldest)
    }
    return f
  }

  return {
    async get<T>(organizationId: string, key: string, compute: () => Promise<T>): Promise<T> {
      if (live.state() !== 'ok') return compute()
      const f = follow(organizationId)
      const fullKey = `${organizationId}|${key}`
      const entry = entries.get(fullKey)
      if (entry && now() - entry.storedAt <= maxAgeMs) return entry.value as T
      const running = computing.get(fullKey)
      if (running && running.generation === f.generation) return running.promise as Promise<T>
      const generation = f.generation
      const startedAt = now()
      const promise = compute()
      computing.set(fullKey, { promise, generation })
      try {
        const value = await promise
        // a write heard meanwhile (or an organization no longer followed) makes it a result from before: not kept
        if (followed.get(organizationId) === f && f.generation === generation) {
          entries.set(fullKey, { value, bytes: Buffer.byteLength(JSON.stringify(value)), storedAt: startedAt })
          f.keys.add(fullKey)
        }
        return value
      } finally {
        if (computing.get(fullKey)?.promise === promise) computing.delete(fullKey)
      }
    },
    close() {
      for (const f of followed.values()) f.unsubscribe()
      followed.clear()
      entries.clear()
      computing.clear()
    },
  }
}
