// @vitest-environment happy-dom
import { act, useSyncExternalStore } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '#client/lib/testing/render.tsx'
import { useLiveUpdates } from './use-live-updates.ts'

class FakeEventSource {
  static all: FakeEventSource[] = []
  readonly url: string
  onerror: (() => void) | null = null
  isClosed = false
  constructor(url: string) {
    this.url = url
    FakeEventSource.all.push(this)
  }
  addEventListener() {}
  close() {
    this.isClosed = true
  }
}

/** The active organization, as the session would change it (switch, sign-out). */
let activeOrganization: string | null = 'org-a'
const listeners = new Set<() => void>()
const session = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => activeOrganization,
  set: async (next: string | null) => {
    await act(async () => {
      activeOrganization = next
      for (const listener of listeners) listener()
    })
  },
}

function Shell() {
  useLiveUpdates(useSyncExternalStore(session.subscribe, session.get))
  return null
}

const open = () => FakeEventSource.all.filter((source) => !source.isClosed).map((source) => source.url)

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  FakeEventSource.all = []
  activeOrganization = 'org-a'
})

describe('useLiveUpdates', () => {
  it('keeps one stream for the active organization: reopened on a switch, closed on sign-out and unmount', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const view = await renderRoutes([{ path: '/:lang', element: <Shell /> }])
    cleanup = view.unmount
    expect(open()).toEqual(['/api/orgs/org-a/events'])

    await session.set('org-b')
    expect(open()).toEqual(['/api/orgs/org-b/events'])

    await session.set(null)
    expect(open()).toEqual([])

    await session.set('org-a')
    expect(open()).toEqual(['/api/orgs/org-a/events'])
    await view.unmount()
    cleanup = null
    expect(open()).toEqual([])
  })
})
