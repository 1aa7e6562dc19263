// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOfflineRuntime } from '#client/lib/offline/offline-runtime.ts'
import { buttonByName, byLabel, click, settle, typeInto } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { GAME, json, renderSheet, sheet } from './game-sheet-test-kit.tsx'

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  await getOfflineRuntime().cacheStore.clear()
})

const suspendedAna = { code: 'SUSPENDED', suspensionId: 's1', gamesLeft: 1 }

const eligibility = {
  gameId: GAME,
  home: {
    teamId: 'h',
    players: [
      { playerId: 'p1', name: 'Ana Leones', number: 9, eligible: false, reasons: [suspendedAna] },
      { playerId: 'p2', name: 'Bea Leones', number: 10, eligible: true, reasons: [] },
    ],
  },
  away: { teamId: 'a', players: [{ playerId: 'p3', name: 'Carla Pumas', number: 7, eligible: true, reasons: [] }] },
}

const refused = {
  code: 'PLAYER_NOT_ELIGIBLE',
  status: 409,
  players: [{ playerId: 'p1', teamId: 'h', reasons: [suspendedAna] }],
}

const SUSPENDED_ONE = en.eligibility.reasons.suspended_one_game

/** A server that marks Ana as suspended and refuses her in a line-up unless told to field her anyway. */
function server(method: string, url: string, body: unknown) {
  if (url.includes('/eligibility')) return json(200, eligibility)
  if (method === 'GET') return json(200, sheet())
  if (url.endsWith('/lineups')) {
    const sent = body as { home: string[]; away: string[]; allowIneligible?: boolean }
    if (sent.home.includes('p1') && !sent.allowIneligible) return json(409, refused)
    const row = (playerId: string) => ({
      playerId,
      firstname: 'Ana',
      lastname: 'Leones',
      jerseyNumber: 9,
      minutes: null,
    })
    return json(200, { home: sent.home.map(row), away: [] })
  }
  return json(500, { code: 'INTERNAL' })
}

const tickAna = (container: HTMLElement) => {
  const box = container.querySelector(`[data-testid="lineup-home-p1"]`)
  if (!box) throw new Error('no tick for Ana')
  return click(box)
}

describe('who may play, on the game sheet', () => {
  it('marks a suspended player in the line-up and the scorer list, with the reason', async () => {
    const view = await renderSheet('scorer', server)
    cleanup = view.unmount
    const lineup = view.container.querySelector('[data-testid="lineup-card"]')
    expect(lineup?.textContent).toContain(`9 · Ana Leones${SUSPENDED_ONE}`)
    expect(lineup?.textContent).not.toContain(`Bea Leones${SUSPENDED_ONE}`)
    expect(view.container.querySelector('[data-testid="ineligible-p1"]')?.textContent).toBe(SUSPENDED_ONE)
    expect(view.container.querySelector('[data-testid="ineligible-p2"]')).toBeNull()
  })

  it('an admin saves a refused line-up anyway, with a reason', async () => {
    const view = await renderSheet('admin', server)
    cleanup = view.unmount
    await tickAna(view.container)
    await click(buttonByName(view.container, en.games.lineup.save))
    await settle(4)
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain(en.eligibility.dialog.title)
    expect(dialog.querySelector('[data-testid="ineligible-players"]')?.textContent).toBe(`Ana Leones: ${SUSPENDED_ONE}`)
    // no reason, no save
    await click(buttonByName(dialog, en.eligibility.dialog.save_anyway))
    expect(view.calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
    await typeInto(byLabel(dialog, en.eligibility.dialog.reason), 'The suspension was appealed')
    await click(buttonByName(dialog, en.eligibility.dialog.save_anyway))
    await settle(4)
    const puts = view.calls.filter((call) => call.method === 'PUT')
    expect(puts[1]?.body).toEqual({
      home: ['p1'],
      away: [],
      allowIneligible: true,
      reason: 'The suspension was appealed',
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('a scorer is told who may not play and to ask an admin: no "save anyway"', async () => {
    const view = await renderSheet('scorer', server)
    cleanup = view.unmount
    await tickAna(view.container)
    await click(buttonByName(view.container, en.games.actions.save_and_confirm))
    await settle(4)
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain(en.eligibility.dialog.ask_admin)
    expect(() => buttonByName(dialog, en.eligibility.dialog.save_anyway)).toThrow()
    // nothing confirmed
    expect(view.calls.filter((call) => call.url.endsWith('/confirm'))).toEqual([])
  })

  it('shows the "ineligible player fielded" flag the sheet answers', async () => {
    const fielded = [
      { playerId: 'p1', teamId: 'h', reasons: [suspendedAna], reason: 'Appealed', by: 'u1', at: '2026-11-04T13:00Z' },
    ]
    const view = await renderSheet('viewer', () => json(200, { ...sheet(), ineligibleFielded: fielded }))
    cleanup = view.unmount
    const flag = view.container.querySelector('[data-testid="ineligible-fielded"]')
    expect(flag?.textContent).toContain(en.eligibility.fielded.title)
    expect(flag?.textContent).toContain(`Ana Leones (Leones): ${SUSPENDED_ONE}`)
    expect(flag?.textContent).toContain('Appealed')
  })
})
