/**
 * Results computed over a whole organization's league (leaderboards, the dashboard) kept until the league changes,
 * instead of recomputed on every request: on a league of 800 teams and 15,600 games the leaderboards cost 190–320 ms
 * of CPU, and fifty members looking at them at once queued every other request behind them (decision 0043).
 *
 * - **Kept as the bytes sent**: the JSON once serialized, and its brotli and gzip forms once a client asked for them,
 *   so a kept answer costs a request neither a stringify nor a compression (`respond`).
 * - **Forgotten on every write**, as the public site's stamps are (features/public/public-organizations.ts): every
 *   league write publishes a live event after it commits, and the live hub hands it to this instance's listeners
 *   before `publish` returns, so the request that wrote answers after its organization's results are gone. Other
 *   instances hear it through PostgreSQL NOTIFY. While the hub cannot hear the others (`state()` is 'reconnecting')
 *   nothing is served from here.
 * - **Bounded for what no event announces** (a change made in the database by hand, or the clock: a game that kicks
 *   off moves to the dashboard's "played but not confirmed"): an entry is fresh for at most `maxAgeMs` (30 s), or up
 *   to the `expiresAt` its computation gave. Past that, and for as long again, it is served while one request
 *   computes its successor (stale while revalidating): readers never all wait on one recomputation because an
 *   entry aged. An entry a write forgot is never served.
 * - **Races**: a computation that started before a write was heard may return what was true before it. Its callers
 *   get it (their requests overlapped the write) but it is not kept, and a caller arriving after the event does not
 *   join it. Callers arriving together otherwise share one computation.
 * - **Bytes counted**: an entry's size is its JSON's length plus its compressed forms; the least recently used go
 *   first past `maxBytes` (lru-cache, decision 0031).
 */
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import { LRUCache } from 'lru-cache'
import type { LiveHub } from '#server/live/live-hub.ts'
import { COMPRESS_THRESHOLD, compressBody, type Encoding, negotiateEncoding } from './compression.ts'

type Bytes = Uint8Array<ArrayBuffer>

/** A computed result as it is kept: the value, its JSON, and its compressed forms once asked for. */
export type Kept<T> = {
  value: T
  json: Bytes
  encoded: Partial<Record<Encoding, Promise<Bytes>>>
  bytes: number
}

export type KeepOptions<T> = {
  /** When the result stops being true by the clock alone (epoch ms), if sooner than `maxAgeMs` from now. */
  expiresAt?: (value: T) => number | undefined
}

/** What `respond` answers: typed as `c.json(value, 200)` would be, for the route's OpenAPI types. */
export type KeptResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>

export type OrgResultsCache = {
  /** `compute()`'s result for (organization, key), computed again only after the organization's league changed. */
  get<T>(organizationId: string, key: string, compute: () => Promise<T>, options?: KeepOptions<T>): Promise<Kept<T>>
  /**
   * `kept` as the response: its JSON, or the JSON compressed as the client accepts, compressed once per kept result
   * rather than per request (the app-wide compression leaves alone a response that says `Vary: Accept-Encoding`).
   */
  respond<T>(c: Context, kept: Kept<T>): Promise<KeptResponse<T>>
  close(): void
}

/** Organizations followed at most (one live subscription each); the least recently used go first. */
const MAX_ORGANIZATIONS = 2000

type Entry = { kept: Kept<unknown>; freshUntil: number; generation: number }
type Followed = { generation: number; unsubscribe: () => void; keys: Set<string> }

function keep<T>(value: T): Kept<T> {
  const json = new TextEncoder().encode(JSON.stringify(value))
  return { value, json, encoded: {}, bytes: json.byteLength }
}

export function createOrgResultsCache({
  live,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 30_000,
  now = () => Date.now(),
}: {
  live: LiveHub
  maxBytes?: number
  maxAgeMs?: number
  now?: () => number
}): OrgResultsCache {
  const followed = new Map<string, Followed>()
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.kept.bytes),
    dispose: (_entry, key) => {
      followed.get(orgOf(key))?.keys.delete(key)
    },
  })
  const computing = new Map<string, { promise: Promise<Kept<unknown>>; generation: number }>()
  const orgOf = (key: string) => key.slice(0, key.indexOf('|'))
  /** Each kept result's key, so that its compressed forms are counted once they exist. */
  const keyOf = new WeakMap<Kept<unknown>, string>()

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

  /** One computation of `fullKey` for the current generation, shared by the callers that arrive while it runs. */
  const computeOnce = <T>(
    organizationId: string,
    fullKey: string,
    f: Followed,
    compute: () => Promise<T>,
    options: KeepOptions<T>,
  ): Promise<Kept<T>> => {
    const running = computing.get(fullKey)
    if (running && running.generation === f.generation) return running.promise as Promise<Kept<T>>
    const generation = f.generation
    const startedAt = now()
    const promise = compute().then((value) => {
      const kept = keep(value)
      // a write heard meanwhile (or an organization no longer followed) makes it a result from before: not kept
      if (followed.get(organizationId) === f && f.generation === generation) {
        const expiresAt = options.expiresAt?.(value)
        const freshUntil = Math.min(startedAt + maxAgeMs, expiresAt ?? Number.POSITIVE_INFINITY)
        entries.set(fullKey, { kept, freshUntil, generation })
        keyOf.set(kept, fullKey)
        f.keys.add(fullKey)
      }
      return kept
    })
    computing.set(fullKey, { promise, generation })
    const forget = () => {
      if (computing.get(fullKey)?.promise === promise) computing.delete(fullKey)
    }
    promise.then(forget, forget)
    return promise
  }

  return {
    async get<T>(
      organizationId: string,
      key: string,
      compute: () => Promise<T>,
      options: KeepOptions<T> = {},
    ): Promise<Kept<T>> {
      if (live.state() !== 'ok') return keep(await compute())
      const f = follow(organizationId)
      const fullKey = `${organizationId}|${key}`
      const entry = entries.get(fullKey)
      if (entry && entry.generation === f.generation) {
        const at = now()
        if (at <= entry.freshUntil) return entry.kept as Kept<T>
        if (at <= entry.freshUntil + maxAgeMs) {
          // stale by the clock only: served while one computation brings its successor (a failure leaves it be)
          computeOnce(organizationId, fullKey, f, compute, options).catch(() => {})
          return entry.kept as Kept<T>
        }
      }
      return computeOnce(organizationId, fullKey, f, compute, options)
    },
    async respond<T>(c: Context, kept: Kept<T>): Promise<KeptResponse<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      const answer = (body: Bytes) => new Response(body, { status: 200, headers }) as KeptResponse<T>
      if (kept.json.byteLength < COMPRESS_THRESHOLD) return answer(kept.json)
      headers.vary = 'Accept-Encoding'
      const encoding = negotiateEncoding(c.req.header('accept-encoding'))
      if (!encoding) return answer(kept.json)
      let encoded = kept.encoded[encoding]
      if (!encoded) {
        encoded = compressBody(kept.json, encoding, 'kept').then((buffer) => new Uint8Array(buffer))
        kept.encoded[encoding] = encoded
        encoded.then(
          (bytes) => {
            kept.bytes += bytes.byteLength
            // set again, so the cache counts the compressed bytes too (when the result is still kept)
            const fullKey = keyOf.get(kept)
            const entry = fullKey === undefined ? undefined : entries.peek(fullKey)
            if (fullKey !== undefined && entry?.kept === kept) entries.set(fullKey, entry)
          },
          () => {
            delete kept.encoded[encoding]
          },
        )
      }
      const body = await encoded
      headers['content-encoding'] = encoding
      headers['content-length'] = String(body.byteLength)
      return answer(body)
    },
    close() {
      for (const f of followed.values()) f.unsubscribe()
      followed.clear()
      entries.clear()
      computing.clear()
    },
  }
}
