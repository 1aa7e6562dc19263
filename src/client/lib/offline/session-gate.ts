/**
 * Signed-out means wiped (decision 0033). Before a saved cache is restored (and so before anything of it is painted):
 * - online, the session is asked for first: signed out (a sign-out on another device, an expired session) wipes every
 *   saved cache and page snapshot; a saved cache of another user, or of an organization the user no longer belongs to
 *   (the member was removed), is wiped;
 * - offline (or the server cannot be reached), the saved data is shown only within `offlineMaxHours` (≤ 24, from
 *   /api/config) of the last time the server confirmed this user's session (`session-contact` in localStorage, which
 *   index.html's snapshot script reads too); past it, it is wiped.
 * Every answer of `/api/me` with a user renews the contact and drops the caches of organizations no longer theirs.
 */
import type { QueryClient } from '@tanstack/react-query'
import { type AppConfig, type Me, sessionKeys } from '../session/session-api.ts'
import { meQueryOptions } from '../session/use-session.ts'
import type { KeyValueStore } from './key-value-store.ts'
import { markSavedCache, wipePageSnapshots } from './offline-boot.ts'
import { PLAYER_CACHE_SCOPE } from './query-persister.ts'

/** localStorage: `{ u: userId, at: last contact (ms), max: the allowed time without contact (ms) }` */
export const CONTACT_KEY = 'session-contact'
/** The longest a device shows saved data with no contact with the server; /api/config may lower it, never raise it. */
export const OFFLINE_MAX_MS = 24 * 60 * 60 * 1000
/** How long the start waits for the session before treating the server as unreachable. */
export const SESSION_CHECK_TIMEOUT = 8_000
const SNAPSHOT_OWNER_KEY = 'page-snapshot-owner'

export interface Contact {
  u: string
  at: number
  max: number
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readContact(): Contact | null {
  try {
    const contact = JSON.parse(storage()?.getItem(CONTACT_KEY) ?? 'null') as Contact | null
    return contact && typeof contact.u === 'string' && typeof contact.at === 'number' ? contact : null
  } catch {
    return null
  }
}

/** The server confirmed this user's session now. */
export function noteContact(userId: string, config: AppConfig | undefined, now = Date.now()): void {
  const hours = config?.offlineMaxHours
  const max = typeof hours === 'number' && hours > 0 ? Math.min(hours * 3_600_000, OFFLINE_MAX_MS) : OFFLINE_MAX_MS
  try {
    storage()?.setItem(CONTACT_KEY, JSON.stringify({ u: userId, at: now, max } satisfies Contact))
  } catch {}
}

export function forgetContact(): void {
  try {
    storage()?.removeItem(CONTACT_KEY)
  } catch {}
}

/** Whether saved data of `userId` may be shown with no contact with the server. */
export function isContactFresh(contact: Contact | null, userId: string, now = Date.now()): boolean {
  if (!contact || contact.u !== userId) return false
  const max = Math.min(contact.max, OFFLINE_MAX_MS)
  return now >= contact.at && now < contact.at + max
}

/** Wipes everything saved of signed-in data (not the queue of unsent writes). */
export async function wipeSavedData(store: KeyValueStore): Promise<void> {
  forgetContact()
  markSavedCache(false)
  await store.clear().catch(() => undefined)
}

/** Drops the saved caches (and snapshots) of another user or of organizations `me` no longer belongs to. */
export async function pruneSavedCaches(store: KeyValueStore, me: Me): Promise<void> {
  const organizations = new Set(me.organizations.map((organization) => organization.id))
  // a player's own cache (their card and My page: query-persister.ts) is theirs while they have a player record
  if (me.hasPlayerRecords) organizations.add(PLAYER_CACHE_SCOPE)
  const isTheirs = (userId: string, organizationId: string) =>
    userId === me.user.id && organizations.has(organizationId)
  let isPruned = false
  for (const key of await store.keys()) {
    const [kind, userId = '', organizationId = ''] = key.split(':')
    if (kind === 'cache' && !isTheirs(userId, organizationId)) {
      await store.del(key)
      isPruned = true
    }
  }
  const last = await store.get<{ userId: string; organizationId: string }>('last')
  if (last && !isTheirs(last.userId, last.organizationId)) await store.del('last')
  const snapshotOwner = storage()?.getItem(SNAPSHOT_OWNER_KEY)
  if (snapshotOwner) {
    const [userId = '', organizationId = ''] = snapshotOwner.split(':')
    if (!isTheirs(userId, organizationId)) {
      const local = storage()
      if (local) wipePageSnapshots(local)
    }
  }
  if (isPruned && !(await store.keys()).some((key) => key.startsWith('cache:'))) markSavedCache(false)
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      () => {
        clearTimeout(timer)
        resolve(undefined)
      },
    )
  })
}

/**
 * Runs before a saved cache is restored. Online, asks for the session (the request main.tsx started, or index.html's
 * early one) and wipes or prunes by its answer; offline or unanswered, wipes unless the last contact is fresh.
 */
export async function checkSavedCache(
  queryClient: QueryClient,
  store: KeyValueStore,
  {
    online = typeof navigator === 'undefined' || navigator.onLine !== false,
    now = Date.now,
    fetchMe = () => queryClient.fetchQuery({ ...meQueryOptions, gcTime: Number.POSITIVE_INFINITY }),
  }: { online?: boolean; now?: () => number; fetchMe?: () => Promise<Me | null> } = {},
): Promise<void> {
  const owner = await store.get<{ userId: string; organizationId: string }>('last').catch(() => undefined)
  // nothing saved to restore: nothing to check (the session's own answers prune what else is there)
  if (!owner) return
  if (online) {
    const me = await withTimeout(fetchMe(), SESSION_CHECK_TIMEOUT)
    if (me === null) return wipeSavedData(store)
    if (me) {
      noteContact(me.user.id, queryClient.getQueryData<AppConfig>(sessionKeys.config()), now())
      return pruneSavedCaches(store, me)
    }
  }
  if (!isContactFresh(readContact(), owner.userId, now())) await wipeSavedData(store)
}
