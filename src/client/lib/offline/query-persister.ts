/**
 * The TanStack Query cache, persisted so that with no signal the portal still shows the data last seen. One entry per
 * user and organization (`<userId>:<organizationId>`), and a pointer to the last one used, which start-up restores
 * before the first render. Everything is wiped when the session ends (sign-out, expiry): phones are shared.
 */
import { type DehydratedState, dehydrate, hashKey, hydrate, type QueryClient } from '@tanstack/react-query'
import { type Me, sessionKeys } from '../session/session-api.ts'
import { activeOrganizationIdOf } from '../session/use-session.ts'
import type { KeyValueStore } from './key-value-store.ts'
import { markSavedCache } from './offline-boot.ts'

/** Bumped when what the cache holds changes shape: older entries are then ignored. */
export const CACHE_BUSTER = 1
/** Data older than this is not restored (a week: a league plays weekly). */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000
/** Writes are gathered this long before one goes to IndexedDB. */
export const PERSIST_DELAY = 800
const LAST_KEY = 'last'

interface PersistedCache {
  buster: number
  savedAt: number
  state: DehydratedState
}

interface Owner {
  userId: string
  organizationId: string
}

const ownerKey = ({ userId, organizationId }: Owner) => `cache:${userId}:${organizationId}`

/**
 * Where the cache of a user who is only a player is kept (decision 0045): they belong to no organization, and their
 * card must still open at a field with no signal (decision 0046). Organization ids are UUIDs, so it is no league's.
 */
export const PLAYER_CACHE_SCOPE = 'me'

/**
 * Whose cache this is: the signed-in user and their active organization (a user who is only a player: theirs,
 * `PLAYER_CACHE_SCOPE`); null when signed out or neither (or undefined, not yet known).
 */
export function cacheOwnerOf(queryClient: QueryClient): Owner | null | undefined {
  const state = queryClient.getQueryState<Me | null>(sessionKeys.me())
  if (!state || state.data === undefined) return undefined
  const me = state.data
  if (!me) return null
  const organizationId = activeOrganizationIdOf(me) ?? (me.hasPlayerRecords ? PLAYER_CACHE_SCOPE : null)
  return organizationId ? { userId: me.user.id, organizationId } : null
}

/**
 * Restores the cache last saved (its user's and organization's), if it is recent and of this build's shape. Returns
 * whether something was restored. Restored queries keep their original `dataUpdatedAt` (what the offline banner
 * tells) but are all marked stale: a reload right after a change must not show the saved copy as fresh for the
 * queries' stale time, so each refetches as soon as a page uses it (when online), showing the saved copy meanwhile.
 */
export async function restoreQueryCache(queryClient: QueryClient, store: KeyValueStore, now = Date.now()) {
  try {
    const owner = await store.get<Owner>(LAST_KEY)
    if (!owner) return false
    // the session is already known (the module loaded after /api/me answered): only its own cache, never another's
    const known = cacheOwnerOf(queryClient)
    if (known !== undefined && (known?.userId !== owner.userId || known.organizationId !== owner.organizationId)) {
      return false
    }
    const saved = await store.get<PersistedCache>(ownerKey(owner))
    if (!saved || saved.buster !== CACHE_BUSTER || now - saved.savedAt > CACHE_MAX_AGE) {
      await store.del(ownerKey(owner))
      return false
    }
    hydrate(queryClient, saved.state)
    await queryClient.invalidateQueries({ refetchType: 'none' })
    return cacheOwnerOf(queryClient) !== undefined
  } catch {
    // No IndexedDB (private mode on some browsers) or a broken entry: start empty, as without this module.
    return false
  }
}

/** Saves the cache now (successful queries only), under its owner; a signed-out cache wipes every saved one. */
export async function saveQueryCache(queryClient: QueryClient, store: KeyValueStore, now = Date.now()) {
  const owner = cacheOwnerOf(queryClient)
  if (owner === undefined) return
  if (owner === null) {
    await wipeQueryCache(store)
    return
  }
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.state.data !== undefined,
    shouldDehydrateMutation: () => false,
  })
  const entry: PersistedCache = { buster: CACHE_BUSTER, savedAt: now, state }
  await store.set(ownerKey(owner), entry)
  await store.set(LAST_KEY, owner)
  markSavedCache(true)
}

/** Removes every saved cache (sign-out). */
export async function wipeQueryCache(store: KeyValueStore) {
  markSavedCache(false)
  await store.clear()
}

/**
 * Keeps the saved cache in step with the live one: each successful fetch or `setQueryData` schedules a save; a
 * sign-out (me → null) wipes at once. Returns the function that stops it.
 */
export function persistQueryCache(queryClient: QueryClient, store: KeyValueStore, delay = PERSIST_DELAY) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()
  const flush = () => {
    timer = null
    writing = writing.then(() => saveQueryCache(queryClient, store)).catch(() => undefined)
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash === hashKey(sessionKeys.me()) && cacheOwnerOf(queryClient) === null) {
      if (timer) clearTimeout(timer)
      flush()
      return
    }
    timer ??= setTimeout(flush, delay)
  })
  // what arrived before this listened (the session and its organization come early: index.html) is saved too
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'success')
  ) {
    timer = setTimeout(flush, delay)
  }
  // the app closed or switched away before the delay ran out: save now, what arrived last is kept too
  const flushPending = () => {
    if (!timer) return
    clearTimeout(timer)
    flush()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushPending()
  }
  const hasWindow = typeof window !== 'undefined'
  if (hasWindow) {
    window.addEventListener('pagehide', flushPending)
    document.addEventListener('visibilitychange', onVisibility)
  }
  return {
    stop: () => {
      unsubscribe()
      if (timer) clearTimeout(timer)
      if (hasWindow) {
        window.removeEventListener('pagehide', flushPending)
        document.removeEventListener('visibilitychange', onVisibility)
      }
    },
    /** resolves when the writes scheduled so far are done (tests, and before a reload) */
    settle: async () => {
      if (timer) {
        clearTimeout(timer)
        flush()
      }
      await writing
    },
  }
}
