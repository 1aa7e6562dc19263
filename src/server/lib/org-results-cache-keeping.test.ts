/**
 * How the organization-wide results are kept (lib/org-results-cache.ts, decision 0043): as the bytes sent, forgotten
 * on a write, fresh until their age or the clock says, then served while one computation brings their successor.
 * The property that the served results equal a full recomputation after any writes is in org-results-cache.test.ts.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryLiveHub } from '#server/live/live-hub.ts'
import { createOrgResultsCache, type OrgResultsCache } from './org-results-cache.ts'

const ORG = 'org-a'
const OTHER = 'org-b'
let clock = 1_000_000
let cache: OrgResultsCache | undefined
const live = createMemoryLiveHub()

function makeCache(maxAgeMs = 30_000) {
  clock = 1_000_000
  cache = createOrgResultsCache({ live, maxAgeMs, now: () => clock })
  return cache
}
afterEach(() => cache?.close())

/** A computation that counts its runs and answers `{ run }`; `gate` holds it until released. */
function counter() {
  let runs = 0
  let release: (() => void) | undefined
  let held = false
  const compute = async () => {
    runs += 1
    const run = runs
    if (held) await new Promise<void>((resolve) => (release = resolve))
    return { run, text: 'x'.repeat(2000) }
  }
  return {
    compute,
    runs: () => runs,
    hold: () => (held = true),
    release: () => {
      held = false
      release?.()
    },
  }
}

describe('kept organization results', () => {
  it('computes once, keeps the JSON, and forgets it on a write of that organization only', async () => {
    const results = makeCache()
    const c = counter()
    const first = await results.get(ORG, 'k', c.compute)
    expect(JSON.parse(new TextDecoder().decode(first.json))).toEqual(first.value)
    expect((await results.get(ORG, 'k', c.compute)).value.run).toBe(1)
    await live.publish(OTHER, { entity: 'games', action: 'updated' })
    expect((await results.get(ORG, 'k', c.compute)).value.run).toBe(1)
    await live.publish(ORG, { entity: 'games', action: 'updated' })
    expect((await results.get(ORG, 'k', c.compute)).value.run).toBe(2)
  })

  it('past its expiry by the clock it is served while one computation brings the next, then the next', async () => {
    const results = makeCache()
    const c = counter()
    const expiresAt = () => clock + 5_000
    await results.get(ORG, 'k', c.compute, { expiresAt })
    clock += 6_000
    c.hold()
    // stale: answered at once with the old result, and only one computation starts for many readers
    const stale = await Promise.all([1, 2, 3].map(() => results.get(ORG, 'k', c.compute, { expiresAt })))
    expect(stale.map((kept) => kept.value.run)).toEqual([1, 1, 1])
    expect(c.runs()).toBe(2)
    c.release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await results.get(ORG, 'k', c.compute, { expiresAt })).value.run).toBe(2)
  })

  it('too old to serve stale (twice its age), or forgotten by a write, a reader waits for the new result', async () => {
    const results = makeCache(10_000)
    const c = counter()
    await results.get(ORG, 'k', c.compute)
    clock += 20_001
    expect((await results.get(ORG, 'k', c.compute)).value.run).toBe(2)
    // stale by the clock, then a write: the stale result is not served
    clock += 10_001
    await live.publish(ORG, { entity: 'games', action: 'updated' })
    expect((await results.get(ORG, 'k', c.compute)).value.run).toBe(3)
  })

  it('a computation that fails while a stale result is served leaves that result, and the error reaches a waiter', async () => {
    const results = makeCache(10_000)
    let fail = false
    const compute = async () => {
      if (fail) throw new Error('database gone')
      return { ok: true }
    }
    await results.get(ORG, 'k', compute)
    clock += 10_001
    fail = true
    expect((await results.get(ORG, 'k', compute)).value).toEqual({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await results.get(ORG, 'k', compute)).value).toEqual({ ok: true })
    clock += 10_000
    await expect(results.get(ORG, 'k', compute)).rejects.toThrow('database gone')
  })

  it('answers the JSON, or compressed as the client accepts (compressed once), with Vary', async () => {
    const results = makeCache()
    const c = counter()
    const app = new Hono().get('/', async (ctx) => results.respond(ctx, await results.get(ORG, 'k', c.compute)))
    const plain = await app.request('/')
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual({ run: 1, text: 'x'.repeat(2000) })
    for (const [encoding, decode] of [
      ['br', promisify(zlib.brotliDecompress)],
      ['gzip', promisify(zlib.gunzip)],
    ] as const) {
      const bodies = await Promise.all(
        [1, 2].map(async () => {
          const res = await app.request('/', { headers: { 'accept-encoding': encoding } })
          expect(res.headers.get('content-encoding')).toBe(encoding)
          return Buffer.from(await res.arrayBuffer())
        }),
      )
      expect(JSON.parse((await decode(bodies[0] as Buffer)).toString())).toEqual({ run: 1, text: 'x'.repeat(2000) })
      expect(bodies[1]?.equals(bodies[0] as Buffer)).toBe(true)
    }
    const kept = await results.get(ORG, 'k', c.compute)
    expect(Object.keys(kept.encoded).sort()).toEqual(['br', 'gzip'])
    expect(kept.bytes).toBeGreaterThan(kept.json.byteLength)
    expect(c.runs()).toBe(1)
  })
})
