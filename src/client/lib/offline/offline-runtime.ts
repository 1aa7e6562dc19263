/**
 * The offline module's one instance in the app: the persisted query cache, the sync queue and the network status,
 * wired to the QueryClient. `startOffline` runs once before the first render (main.tsx); hooks reach the instance
 * through `getOfflineRuntime` (unit tests get one in memory).
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  addCard,
  type GameLineups,
  type GameSheet,
  saveGameLineups,
  saveGameStats,
} from '../competition/competition-api.ts'
import { competitionKeys } from '../competition/competition-keys.ts'
import { type AppConfig, type Me, sessionKeys } from '../session/session-api.ts'
import { meQueryOptions } from '../session/use-session.ts'
import { idbStore, type KeyValueStore, memoryStore } from './key-value-store.ts'
import { createNetworkStatus, type NetworkStatus } from './network-status.ts'
import { keepPageSnapshots } from './page-snapshot.ts'
import { cacheOwnerOf, persistQueryCache, restoreQueryCache, saveQueryCache } from './query-persister.ts'
import { checkSavedCache, forgetContact, noteContact, pruneSavedCaches, readContact } from './session-gate.ts'
import { browserQueueChannel, browserQueueLock, SyncQueue } from './sync-queue.ts'

/** While entries wait and the browser says online, another round is tried this often. */
export const SYNC_RETRY_INTERVAL = 20_000

export interface OfflineRuntime {
  cacheStore: KeyValueStore
  queue: SyncQueue
  network: NetworkStatus
}

const sender = { saveStats: saveGameStats, addCard, saveLineups: saveGameLineups }

function createRuntime(cacheStore: KeyValueStore, queueStore: KeyValueStore, shared = false): OfflineRuntime {
  // in the browser the queue is shared by the origin's tabs: a round holds their lock (decision 0033)
  const tabs = shared ? { lock: browserQueueLock(), channel: browserQueueChannel() } : {}
  return { cacheStore, queue: new SyncQueue({ store: queueStore, sender, ...tabs }), network: createNetworkStatus() }
}

let runtime: OfflineRuntime | null = null

export function getOfflineRuntime(): OfflineRuntime {
  runtime ??= createRuntime(memoryStore(), memoryStore())
  return runtime
}

/** The signed-in user's id, from the cache (null when signed out or not known yet). */
export function currentUserId(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<Me | null>(sessionKeys.me())?.user.id ?? null
}

/** Puts what a sync answered into the cache, so every screen shows the game as saved. */
function applySynced(queryClient: QueryClient, organizationId: string, gameId: string, sheet?: GameSheet) {
  if (sheet) queryClient.setQueryData(competitionKeys.sheet(organizationId, gameId), sheet)
  // the lists, standings, scorers and discipline the game feeds
  void queryClient.invalidateQueries({ queryKey: ['league', organizationId] })
}

/** A line-up sent: the cached sheet takes the saved lists at once (as the sheet's own save does), then refetches. */
function applyLineups(queryClient: QueryClient, organizationId: string, gameId: string, lineups: GameLineups) {
  const key = competitionKeys.sheet(organizationId, gameId)
  queryClient.setQueryData<GameSheet>(key, (sheet) =>
    sheet
      ? { ...sheet, home: { ...sheet.home, lineup: lineups.home }, away: { ...sheet.away, lineup: lineups.away } }
      : sheet,
  )
  void queryClient.invalidateQueries({ queryKey: key })
  applySynced(queryClient, organizationId, gameId)
}

/** Every answer of the session renews the contact (session-gate.ts) and drops caches no longer the user's. */
function watchContact(queryClient: QueryClient, cacheStore: KeyValueStore) {
  // the session may have answered before this listened (a first visit): that answer was a contact too
  const known = queryClient.getQueryState<Me | null>(sessionKeys.me())
  if (known?.data) {
    noteContact(known.data.user.id, queryClient.getQueryData<AppConfig>(sessionKeys.config()), known.dataUpdatedAt)
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const [scope, what] = event.query.queryKey as string[]
    if (scope !== sessionKeys.all[0]) return
    if (what === 'me') {
      const me = event.query.state.data as Me | null
      if (!me) return forgetContact()
      noteContact(me.user.id, queryClient.getQueryData<AppConfig>(sessionKeys.config()))
      void pruneSavedCaches(cacheStore, me).catch(() => undefined)
    } else if (what === 'config') {
      const contact = readContact()
      if (contact) noteContact(contact.u, event.query.state.data as AppConfig, contact.at)
    }
  })
}

/**
 * Opens the IndexedDB stores, restores the cache the last session left (before the first render when this browser
 * has one, so with no signal the portal opens on it: offline-boot.ts), then keeps it saved and syncs the queue on
 * reconnect, at start and on a timer.
 */
export async function startOffline(queryClient: QueryClient): Promise<OfflineRuntime> {
  const hasIndexedDb = typeof indexedDB !== 'undefined'
  runtime = hasIndexedDb
    ? createRuntime(idbStore('league-portal-cache', 'queries'), idbStore('league-portal-sync', 'writes'), true)
    : createRuntime(memoryStore(), memoryStore())
  const { queue, network, cacheStore } = runtime
  // signed out elsewhere, removed from the league, or too long without contact: wiped before anything is restored
  const restore = checkSavedCache(queryClient, cacheStore).then(() => restoreQueryCache(queryClient, cacheStore))
  const [isRestored] = await Promise.all([restore, queue.load()])
  watchContact(queryClient, cacheStore)
  persistQueryCache(queryClient, cacheStore)
  // the page as last seen, painted by index.html before the scripts of the next visit run (decision 0028)
  if (typeof window !== 'undefined' && typeof localStorage !== 'undefined')
    keepPageSnapshots(() => cacheOwnerOf(queryClient))
  // `/api/me` (asked for at boot) may have said "signed out" before the persister listened: wipe now
  if (cacheOwnerOf(queryClient) === null) await saveQueryCache(queryClient, cacheStore).catch(() => undefined)
  // a restored session is checked with the server as soon as there is one (it may have ended meanwhile); with no
  // signal the query waits (TanStack's online manager), and a failed check keeps the data last seen
  if (isRestored) void queryClient.fetchQuery({ ...meQueryOptions, gcTime: Number.POSITIVE_INFINITY }).catch(() => null)

  const sync = () => {
    const userId = currentUserId(queryClient)
    if (!userId || typeof navigator === 'undefined' || navigator.onLine === false) return
    if (!queue.entries().some((each) => each.userId === userId && each.status === 'pending')) return
    void queue.flush(userId)
  }
  queue.onEvent((event) => {
    const { organizationId, gameId } = event.entry
    if (event.type === 'result-synced') applySynced(queryClient, organizationId, gameId, event.sheet)
    else if (event.type === 'lineup-synced') applyLineups(queryClient, organizationId, gameId, event.lineups)
    else if (event.type === 'card-synced') {
      void queryClient.invalidateQueries({ queryKey: competitionKeys.sheet(organizationId, gameId) })
      applySynced(queryClient, organizationId, gameId)
    }
  })
  network.onReconnect(sync)
  // the user becomes known (sign-in, or /api/me answered): their entries go
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[1] === 'me') sync()
  })
  setInterval(sync, SYNC_RETRY_INTERVAL)
  sync()
  return runtime
}
