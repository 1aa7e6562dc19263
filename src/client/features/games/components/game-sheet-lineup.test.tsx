// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOfflineRuntime } from '#client/lib/offline/offline-runtime.ts'
import { buttonByName, click, settle } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { GAME, json, renderSheet, sheet } from './game-sheet-test-kit.tsx'

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  await getOfflineRuntime().cacheStore.clear()
})

const tick = (container: HTMLElement, side: 'home' | 'away', playerId: string) => {
  const box = container.querySelector<HTMLInputElement>(`[data-testid="lineup-${side}-${playerId}"]`)
  if (!box) throw new Error(`no tick for ${playerId}`)
  return click(box)
}

const lineupOf = (ids: string[]) =>
  ids.map((playerId) => ({ playerId, firstname: playerId, lastname: 'X', jerseyNumber: null, minutes: null }))

describe('the game sheet’s "Who played" ticks', () => {
  it('"Save and confirm" saves the ticks first, then confirms', async () => {
    const view = await renderSheet('scorer', (method, url, body) => {
      if (method === 'GET') return json(200, sheet())
      if (url.endsWith('/lineups')) {
        const lists = body as { home: string[]; away: string[] }
        return json(200, { home: lineupOf(lists.home), away: lineupOf(lists.away) })
      }
      return json(200, sheet({ state: 'confirmed', version: 4 }))
    })
    cleanup = view.unmount
    await tick(view.container, 'home', 'p1')
    await tick(view.container, 'away', 'p3')
    // the ticks alone make it "Save and confirm", with no result entered
    await click(buttonByName(view.container, en.games.actions.save_and_confirm))
    await settle(6)
    const writes = view.calls.filter((call) => call.method !== 'GET')
    expect(writes.map((call) => `${call.method} ${call.url.replace(/\?.*$/, '')}`)).toEqual([
      `PUT /api/orgs/o1/games/${GAME}/lineups`,
      `POST /api/orgs/o1/games/${GAME}/confirm`,
    ])
    expect(writes[0]?.body).toEqual({ home: ['p1'], away: ['p3'] })
  })

  it('a refused line-up stops there: nothing is confirmed and the error shows', async () => {
    const view = await renderSheet('scorer', (method) =>
      method === 'GET' ? json(200, sheet()) : json(422, { code: 'VALIDATION', status: 422 }),
    )
    cleanup = view.unmount
    await tick(view.container, 'home', 'p2')
    await click(buttonByName(view.container, en.games.actions.save_and_confirm))
    await settle(6)
    expect(view.calls.filter((call) => call.url.endsWith('/confirm'))).toEqual([])
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull()
  })

  it('saved with no signal, the ticks wait on the phone, marked pending, until sent or discarded', async () => {
    const view = await renderSheet('scorer', (method) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch')
      return json(200, sheet())
    })
    cleanup = view.unmount
    await tick(view.container, 'home', 'p1')
    await click(buttonByName(view.container, en.games.lineup.save))
    await settle(6)
    const pending = () => view.container.querySelector('[data-testid="lineup-pending"]')
    expect(pending()).not.toBeNull()
    expect(view.container.querySelector<HTMLInputElement>('[data-testid="lineup-home-p1"]')?.checked).toBe(true)
    const panel = view.container.querySelector('[data-testid="pending-sync"]')
    expect(panel?.textContent).toContain(en.offline.sync.lineup.split(':')[0])
    // given up: the ticks are the saved ones again
    await click(buttonByName(panel as HTMLElement, en.offline.game.discard))
    await settle(2)
    expect(pending()).toBeNull()
    expect(view.container.querySelector<HTMLInputElement>('[data-testid="lineup-home-p1"]')?.checked).toBe(false)
  })

  it('leaving with unsaved ticks asks first', async () => {
    const view = await renderSheet('scorer', () => json(200, sheet()))
    cleanup = view.unmount
    await tick(view.container, 'home', 'p1')
    await act(async () => {
      await view.router.navigate('/en/games/g2')
    })
    await settle(2)
    expect(document.body.textContent).toContain(en.unsaved.title)
    expect(view.router.state.location.pathname).toBe(`/en/games/${GAME}`)
    // unticked again: nothing unsaved, nothing asked
    await click(buttonByName(document.body, en.unsaved.stay))
    await tick(view.container, 'home', 'p1')
    await act(async () => {
      await view.router.navigate('/en/games/g2')
    })
    expect(view.router.state.location.pathname).toBe('/en/games/g2')
  })
})
