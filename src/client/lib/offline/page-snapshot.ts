/**
 * The last signed-in pages seen on this device, as a picture to paint before the scripts run (decision 0028).
 *
 * When the app is hidden or closed on a signed-in page, the page's markup (`#root`) and the style rules emotion wrote
 * for it are kept in localStorage under the page's address. The next time that address opens, the inline script in
 * `index.html` paints them at once, inert and hidden from assistive technology, and the app takes over when it has
 * rendered the page (`lib/prerendered.ts`, as for the prerendered sign-in page). On a repeat visit the text is on
 * screen ~1 s before the app has parsed its JavaScript on a slow phone; with no signal it is the same page the
 * restored cache then renders.
 *
 * localStorage rather than IndexedDB: the inline script must read it synchronously, before the first paint.
 * Kept only beside a saved query cache (the `offline-cache` mark) and wiped with it at sign-out
 * (`offline-boot.ts`): the snapshot shows the same data the cache holds, no more, and never after the session ends.
 */

import { splitLocalePath } from '#domain/navigation/locale-path.ts'
import { isSignedInPath } from '#domain/navigation/resolve-redirect.ts'
import { hasSavedCache, SNAPSHOT_KEYS_PREFIX, wipePageSnapshots } from './offline-boot.ts'
import { stripPrivateData } from './snapshot-privacy.ts'

/** Read by the inline script of index.html: change both together. */
/** 2: no private data (decision 0033); a snapshot of version 1 may hold some, and is never painted */
export const SNAPSHOT_VERSION = 2
export const SNAPSHOT_PREFIX = `${SNAPSHOT_KEYS_PREFIX}:`
/** Who the snapshots are of (`<userId>:<organizationId>`): one of anybody else is not painted. */
export const SNAPSHOT_OWNER_KEY = `${SNAPSHOT_KEYS_PREFIX}-owner`
/** The addresses kept, most recent last. */
const SNAPSHOT_INDEX_KEY = `${SNAPSHOT_KEYS_PREFIX}s`
/** How many pages are kept (each some 80–110 thousand characters of markup and style rules, measured). */
export const MAX_SNAPSHOTS = 4
/** A page this large (characters of markup and rules) is not kept: localStorage holds about 5 million. */
export const MAX_SNAPSHOT_CHARS = 1_500_000
/** Elements that are about this moment, not the page (the offline banner, the update bar): left out. */
export const SKIP_ATTRIBUTE = 'data-snapshot-skip'

export interface PageSnapshot {
  v: number
  owner: string
  savedAt: number
  html: string
  css: string
}

/** The key of the page at this address (path and query: a tab in the query is another picture). */
export function snapshotKeyOf(location: { pathname: string; search: string }): string {
  return `${SNAPSHOT_PREFIX}${location.pathname}${location.search}`
}

/** Whether an address is a signed-in page (not the sign-in pages, not the public league site). */
export function isSnapshotPath(pathname: string): boolean {
  const { lang, path } = splitLocalePath(pathname)
  return lang !== null && isSignedInPath(path)
}

/** The style rules of the page's `<style>` elements (emotion's), as text. */
function styleRulesOf(doc: Document): string {
  const parts: string[] = []
  for (const style of Array.from(doc.querySelectorAll('style'))) {
    if (style.id === 'prerendered-style' || !style.sheet) continue
    try {
      for (const rule of Array.from(style.sheet.cssRules)) parts.push(rule.cssText)
    } catch {
      // a sheet whose rules cannot be read is left out
    }
  }
  return parts.join('\n')
}

/**
 * The picture of what `root` shows now, or null when it shows nothing worth keeping (empty, hidden, or a page still
 * loading). Typed passwords never go into it.
 */
export function takePageSnapshot(root: HTMLElement, owner: string, now = Date.now()): PageSnapshot | null {
  if (root.hidden || root.childElementCount === 0 || root.querySelector('[role="progressbar"]')) return null
  const copy = root.cloneNode(true) as HTMLElement
  for (const element of Array.from(copy.querySelectorAll(`[${SKIP_ATTRIBUTE}]`))) element.remove()
  // no DNI, e-mail, phone or birth date is ever kept (decision 0033)
  stripPrivateData(copy)
  for (const field of Array.from(copy.querySelectorAll('input'))) {
    if (field.type === 'password' || field.type === 'hidden') field.removeAttribute('value')
  }
  const css = styleRulesOf(root.ownerDocument)
  return { v: SNAPSHOT_VERSION, owner, savedAt: now, html: copy.innerHTML, css }
}

function readIndex(storage: Storage): string[] {
  try {
    const index = JSON.parse(storage.getItem(SNAPSHOT_INDEX_KEY) ?? '[]') as unknown
    return Array.isArray(index) ? index.filter((key): key is string => typeof key === 'string') : []
  } catch {
    return []
  }
}

/**
 * Keeps `snapshot` under `key`, the most recent of at most MAX_SNAPSHOTS; an older one goes first when storage is
 * full. Snapshots of another owner are dropped. Never throws.
 */
export function storePageSnapshot(storage: Storage, key: string, snapshot: PageSnapshot): boolean {
  if (snapshot.html.length + snapshot.css.length > MAX_SNAPSHOT_CHARS) return false
  try {
    if (storage.getItem(SNAPSHOT_OWNER_KEY) !== snapshot.owner) {
      wipePageSnapshots(storage)
      storage.setItem(SNAPSHOT_OWNER_KEY, snapshot.owner)
    }
    const index = readIndex(storage).filter((each) => each !== key)
    index.push(key)
    while (index.length > MAX_SNAPSHOTS) storage.removeItem(index.shift() as string)
    const value = JSON.stringify(snapshot)
    for (;;) {
      try {
        storage.setItem(key, value)
        break
      } catch {
        // full: the oldest other page makes room, or this one is not kept
        const oldest = index.find((each) => each !== key)
        if (!oldest) {
          index.pop()
          storage.setItem(SNAPSHOT_INDEX_KEY, JSON.stringify(index))
          return false
        }
        storage.removeItem(oldest)
        index.splice(index.indexOf(oldest), 1)
      }
    }
    storage.setItem(SNAPSHOT_INDEX_KEY, JSON.stringify(index))
    return true
  } catch {
    return false
  }
}

/**
 * Takes a snapshot of the page each time the app is hidden or closed on a signed-in page, while a query cache is
 * saved for `ownerOf()`, the cache's owner (none: nobody signed in with an organization; nothing is kept). Returns
 * the function that stops it.
 */
export function keepPageSnapshots(
  ownerOf: () => { userId: string; organizationId: string } | null | undefined,
  storage: Storage = localStorage,
): () => void {
  const save = () => {
    const root = document.getElementById('root')
    const owner = ownerOf()
    if (!root || !owner || !hasSavedCache() || !isSnapshotPath(location.pathname)) return
    const snapshot = takePageSnapshot(root, `${owner.userId}:${owner.organizationId}`)
    if (snapshot) storePageSnapshot(storage, snapshotKeyOf(location), snapshot)
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') save()
  }
  window.addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    window.removeEventListener('pagehide', save)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}
