import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Me } from '../session/session-api.ts'
import { memoryStore } from './key-value-store.ts'
import { hasSavedCache, markSavedCache } from './offline-boot.ts'
import {
  CACHE_MAX_AGE,
  PLAYER_CACHE_SCOPE,
  persistQueryCache,
  restoreQueryCache,
  saveQueryCache,
} from './query-persister.ts'

const meOf = (userId: string, organizationId: string): Me => ({
  user: {
    id: userId,
    email: `${userId}@example.com`,
    emailVerified: true,
    displayName: null,
    firstname: null,
    lastname: null,
    phone: null,
    role: 'user',
  },
  organizations: [
    { id: 'o1', name: 'Liga Norte', role: 'scorer' },
    { id: 'o2', name: 'Liga Sur', role: 'admin' },
  ],
  activeOrganizationId: organizationId,
})

const standings = ['league', 'o1', 'standings', 't1']

function signedIn(userId = 'u1', organizationId = 'o1') {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['session', 'me'], meOf(userId, organizationId))
  queryClient.setQueryData(standings, [{ team: 'Norte', points: 9 }])
  return queryClient
}

describe('the persisted query cache', () => {
  it('restores the data last seen into a new app (no network needed), with its original age', async () => {
    const store = memoryStore()
    const before = signedIn()
    await saveQueryCache(before, store, 1000)

    const after = new QueryClient()
    expect(await restoreQueryCache(after, store, 2000)).toBe(true)
    expect(after.getQueryData(standings)).toEqual([{ team: 'Norte', points: 9 }])
    expect(after.getQueryData<Me>(['session', 'me'])?.user.id).toBe('u1')
    expect(after.getQueryState(standings)?.dataUpdatedAt).toBe(before.getQueryState(standings)?.dataUpdatedAt)
  })

  it('marks what it restores stale, even when it was fetched a moment ago: a page that uses it fetches it again', async () => {
    const store = memoryStore()
    await saveQueryCache(signedIn(), store)
    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    await restoreQueryCache(after, store)
    const query = after.getQueryCache().find({ queryKey: standings })
    expect(query?.isStale()).toBe(true)
    const fetched = vi.fn(async () => [{ team: 'Norte', points: 12 }])
    const observer = new QueryObserver(after, { queryKey: standings, queryFn: fetched })
    const unsubscribe = observer.subscribe(() => {})
    await vi.waitFor(() => expect(after.getQueryData(standings)).toEqual([{ team: 'Norte', points: 12 }]))
    expect(fetched).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('keeps one cache per user and organization, and opens the last one used', async () => {
    const store = memoryStore()
    await saveQueryCache(signedIn('u1', 'o1'), store)
    const other = signedIn('u2', 'o2')
    other.setQueryData(standings, [{ team: 'Sur', points: 3 }])
    await saveQueryCache(other, store)

    expect((await store.keys()).sort()).toEqual(['cache:u1:o1', 'cache:u2:o2', 'last'])
    const after = new QueryClient()
    await restoreQueryCache(after, store)
    expect(after.getQueryData<Me>(['session', 'me'])?.user.id).toBe('u2')
    expect(after.getQueryData(standings)).toEqual([{ team: 'Sur', points: 3 }])
  })

  it('does not restore a cache older than a week, nor failed queries', async () => {
    const store = memoryStore()
    const before = signedIn()
    await before
      .fetchQuery({
        queryKey: ['league', 'o1', 'teams'],
        queryFn: () => Promise.reject(new Error('down')),
        retry: false,
      })
      .catch(() => undefined)
    await saveQueryCache(before, store, 0)

    const fresh = new QueryClient()
    await restoreQueryCache(fresh, store, 10)
    expect(fresh.getQueryState(['league', 'o1', 'teams'])).toBeUndefined()

    const stale = new QueryClient()
    expect(await restoreQueryCache(stale, store, CACHE_MAX_AGE + 1)).toBe(false)
    expect(stale.getQueryData(standings)).toBeUndefined()
  })

  it('saves after fetches, and wipes every saved cache when the session ends (phones are shared)', async () => {
    const store = memoryStore()
    const queryClient = signedIn()
    const persisting = persistQueryCache(queryClient, store, 10)
    queryClient.setQueryData(['league', 'o1', 'teams', 'all'], [{ id: 't1' }])
    await persisting.settle()
    expect(await store.keys()).toContain('cache:u1:o1')

    queryClient.setQueryData(['session', 'me'], null)
    await persisting.settle()
    expect(await store.keys()).toEqual([])
    expect(await restoreQueryCache(new QueryClient(), store)).toBe(false)
    persisting.stop()
  })

  it('saves what was fetched before it started listening, with no later fetch', async () => {
    const store = memoryStore()
    // the session, its organization and the page's data all arrived before the offline module started
    const persisting = persistQueryCache(signedIn(), store, 10)
    await new Promise((resolve) => setTimeout(resolve, 30))
    await persisting.settle()
    expect(await store.keys()).toContain('cache:u1:o1')
    persisting.stop()
  })

  it("restores only the signed-in user's cache when the session is known first (the module loaded late)", async () => {
    const store = memoryStore()
    await saveQueryCache(signedIn('u1', 'o1'), store)

    const otherUser = new QueryClient()
    otherUser.setQueryData(['session', 'me'], meOf('u2', 'o1'))
    expect(await restoreQueryCache(otherUser, store)).toBe(false)
    expect(otherUser.getQueryData(standings)).toBeUndefined()

    const signedOut = new QueryClient()
    signedOut.setQueryData(['session', 'me'], null)
    expect(await restoreQueryCache(signedOut, store)).toBe(false)
    expect(signedOut.getQueryData(standings)).toBeUndefined()

    const sameUser = new QueryClient()
    sameUser.setQueryData(['session', 'me'], meOf('u1', 'o1'))
    expect(await restoreQueryCache(sameUser, store)).toBe(true)
    expect(sameUser.getQueryData(standings)).toEqual([{ team: 'Norte', points: 9 }])
  })

  it('keeps the cache of a user who is only a player, under their own scope, so their card opens with no signal', async () => {
    const store = memoryStore()
    const card = ['player-cards', 'me', 'p1']
    const player = new QueryClient()
    player.setQueryData(['session', 'me'], { ...meOf('u3', ''), organizations: [], hasPlayerRecords: true })
    player.setQueryData(card, { token: 'jws' })
    await saveQueryCache(player, store)
    expect(await store.keys()).toContain(`cache:u3:${PLAYER_CACHE_SCOPE}`)
    const after = new QueryClient()
    expect(await restoreQueryCache(after, store)).toBe(true)
    expect(after.getQueryData(card)).toEqual({ token: 'jws' })
    // a user with neither a league nor a player record keeps nothing
    const nobody = new QueryClient()
    nobody.setQueryData(['session', 'me'], { ...meOf('u4', ''), organizations: [] })
    await saveQueryCache(nobody, store)
    expect(await store.keys()).toEqual([])
  })

  it('marks the browser as holding a saved cache, and clears the mark when the cache is wiped', async () => {
    // the unit tests run in Node: a Storage of its own
    const values = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    })
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const store = memoryStore()
    markSavedCache(false)
    expect(hasSavedCache()).toBe(false)
    await saveQueryCache(signedIn(), store)
    expect(hasSavedCache()).toBe(true)
    const signedOut = new QueryClient()
    signedOut.setQueryData(['session', 'me'], null)
    await saveQueryCache(signedOut, store)
    expect(await store.keys()).toEqual([])
    expect(hasSavedCache()).toBe(false)
  })
})
