// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { markSavedCache } from './offline-boot.ts'
import {
  isSnapshotPath,
  keepPageSnapshots,
  MAX_SNAPSHOT_CHARS,
  MAX_SNAPSHOTS,
  type PageSnapshot,
  SNAPSHOT_OWNER_KEY,
  snapshotKeyOf,
  storePageSnapshot,
  takePageSnapshot,
} from './page-snapshot.ts'

/** A Storage that holds at most `capacity` characters of values, as a full localStorage throws. */
function limitedStorage(capacity = Number.POSITIVE_INFINITY): Storage {
  const map = new Map<string, string>()
  const used = () => [...map.values()].reduce((sum, value) => sum + value.length, 0)
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (used() - (map.get(key)?.length ?? 0) + value.length > capacity)
        throw new DOMException('full', 'QuotaExceededError')
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
    clear: () => map.clear(),
  }
}

const snapshot = (owner: string, html = '<p>Liga</p>'): PageSnapshot => ({ v: 2, owner, savedAt: 1, html, css: '' })

afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  localStorage.clear()
})

describe('isSnapshotPath', () => {
  it('keeps signed-in pages only', () => {
    expect(isSnapshotPath('/es/dashboard')).toBe(true)
    expect(isSnapshotPath('/en/tournaments/t1/standings')).toBe(true)
    for (const path of ['/es', '/es/signup', '/en/forgot-password', '/es/l/liga-norte', '/dashboard']) {
      expect(isSnapshotPath(path), path).toBe(false)
    }
  })
})

describe('takePageSnapshot', () => {
  it('keeps the markup and the style rules, without what is about this moment and without passwords', () => {
    const style = document.createElement('style')
    style.textContent = '.card { color: red; }'
    document.head.append(style)
    document.body.innerHTML = `<div id="root"><main><h1>Hola, Ana</h1>
      <div data-snapshot-skip role="status">Sin conexión</div>
      <input type="password" value="secreto-1"><input type="text" value="Apertura"></main></div>`
    const root = document.getElementById('root') as HTMLElement
    const taken = takePageSnapshot(root, 'u1:o1', 42)
    expect(taken).toMatchObject({ v: 2, owner: 'u1:o1', savedAt: 42 })
    expect(taken?.html).toContain('Hola, Ana')
    expect(taken?.html).toContain('Apertura')
    expect(taken?.html).not.toContain('Sin conexión')
    expect(taken?.html).not.toContain('secreto-1')
    expect(taken?.css).toMatch(/\.card\s*\{\s*color: red;?\s*\}/)
    // the page itself is untouched
    expect(root.textContent).toContain('Sin conexión')
  })

  it('keeps nothing of an empty, hidden or loading page', () => {
    document.body.innerHTML = '<div id="root"></div>'
    const root = document.getElementById('root') as HTMLElement
    expect(takePageSnapshot(root, 'u1:o1')).toBeNull()
    root.innerHTML = '<div role="progressbar"></div>'
    expect(takePageSnapshot(root, 'u1:o1')).toBeNull()
    root.innerHTML = '<main>Hola</main>'
    root.hidden = true
    expect(takePageSnapshot(root, 'u1:o1')).toBeNull()
  })
})

describe('storePageSnapshot', () => {
  it(`keeps the ${MAX_SNAPSHOTS} most recent pages`, () => {
    const storage = limitedStorage()
    for (let i = 0; i <= MAX_SNAPSHOTS; i++) {
      expect(storePageSnapshot(storage, `page-snapshot:/es/p${i}`, snapshot('u1:o1'))).toBe(true)
    }
    expect(storage.getItem('page-snapshot:/es/p0')).toBeNull()
    expect(storage.getItem(`page-snapshot:/es/p${MAX_SNAPSHOTS}`)).not.toBeNull()
    // storing a page again makes it the most recent
    storePageSnapshot(storage, 'page-snapshot:/es/p1', snapshot('u1:o1'))
    storePageSnapshot(storage, 'page-snapshot:/es/new', snapshot('u1:o1'))
    expect(storage.getItem('page-snapshot:/es/p1')).not.toBeNull()
    expect(storage.getItem('page-snapshot:/es/p2')).toBeNull()
  })

  it("drops another owner's pages before keeping one", () => {
    const storage = limitedStorage()
    storePageSnapshot(storage, 'page-snapshot:/es/dashboard', snapshot('u1:o1', '<p>Liga Norte</p>'))
    storePageSnapshot(storage, 'page-snapshot:/es/teams', snapshot('u1:o2', '<p>Liga Sur</p>'))
    expect(storage.getItem(SNAPSHOT_OWNER_KEY)).toBe('u1:o2')
    expect(storage.getItem('page-snapshot:/es/dashboard')).toBeNull()
    expect(storage.getItem('page-snapshot:/es/teams')).toContain('Liga Sur')
  })

  it('makes room by dropping older pages when storage is full, and never throws', () => {
    const page = '<p>x</p>'.repeat(1000)
    const storage = limitedStorage(JSON.stringify(snapshot('u1:o1', page)).length * 2 + 200)
    storePageSnapshot(storage, 'page-snapshot:/es/a', snapshot('u1:o1', page))
    storePageSnapshot(storage, 'page-snapshot:/es/b', snapshot('u1:o1', page))
    expect(storePageSnapshot(storage, 'page-snapshot:/es/c', snapshot('u1:o1', page))).toBe(true)
    expect(storage.getItem('page-snapshot:/es/a')).toBeNull()
    expect(storage.getItem('page-snapshot:/es/c')).not.toBeNull()
    // a page larger than the whole storage is not kept
    expect(storePageSnapshot(limitedStorage(100), 'page-snapshot:/es/a', snapshot('u1:o1', page))).toBe(false)
    expect(storePageSnapshot(storage, 'k', snapshot('u1:o1', 'x'.repeat(MAX_SNAPSHOT_CHARS + 1)))).toBe(false)
  })
})

describe('keepPageSnapshots', () => {
  it('saves the page when the app is hidden, only beside a saved cache, and the wipe of the cache takes it', () => {
    history.replaceState(null, '', '/es/dashboard?tab=2')
    document.body.innerHTML = '<div id="root"><main><h1>Hola, Ana</h1></main></div>'
    let owner: { userId: string; organizationId: string } | null = { userId: 'u1', organizationId: 'o1' }
    const stop = keepPageSnapshots(() => owner)
    try {
      const key = snapshotKeyOf(location)
      expect(key).toBe('page-snapshot:/es/dashboard?tab=2')
      window.dispatchEvent(new Event('pagehide'))
      expect(localStorage.getItem(key)).toBeNull()

      markSavedCache(true)
      window.dispatchEvent(new Event('pagehide'))
      expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({ owner: 'u1:o1', v: 2 })

      // signed out: nothing new is kept, and wiping the cache removes every snapshot
      owner = null
      markSavedCache(false)
      window.dispatchEvent(new Event('pagehide'))
      expect(Object.keys(localStorage).filter((each) => each.startsWith('page-snapshot'))).toEqual([])
    } finally {
      stop()
    }
  })
})
