// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOfflineRuntime } from '#client/lib/offline/offline-runtime.ts'
import { buttonByName, click, settle } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { fill, GAME, json, ORG, player, renderSheet, score, sheet, side } from './game-sheet-test-kit.tsx'

/** The sheet someone else saved meanwhile: 0–1, version 5. */
const theirs = sheet({
  version: 5,
  hasResult: true,
  awayGoals: 1,
  away: {
    ...side('a', 'Pumas', [player('p3', 'Carla', 'Pumas', 7)]),
    goals: 1,
    scorers: [{ playerId: 'p3', firstname: 'Carla', lastname: 'Pumas', jerseyNumber: 7, goals: 1, minutes: [] }],
  },
})

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  // the unsaved result kept on the "phone" (the runtime's store in memory) must not carry into the next test
  await getOfflineRuntime().cacheStore.clear()
})

describe('the game sheet', () => {
  it('a scorer enters goals a tap each; the score is their sum, shown before saving', async () => {
    const view = await renderSheet('scorer', (method) =>
      method === 'GET' ? json(200, sheet()) : json(500, { code: 'INTERNAL' }),
    )
    cleanup = view.unmount
    const tapAna = buttonByName(view.container, fill(en.games.result.tap_goal, { name: 'Ana Leones' }))
    await click(tapAna)
    await click(tapAna)
    await click(buttonByName(view.container, fill(en.games.result.add_goal, { name: 'Bea Leones' })))
    await click(
      buttonByName(
        view.container,
        fill(en.games.result.add_goal, { name: en.games.result.unassigned_of.replace('{{team}}', 'Leones') }),
      ),
    )
    expect(score(view.container)).toBe('4 – 0')
    await click(buttonByName(view.container, fill(en.games.result.remove_goal, { name: 'Ana Leones' })))
    expect(score(view.container)).toBe('3 – 0')
    expect(view.container.querySelector('[data-testid="save-bar"]')).not.toBeNull()
    // a scorer does not get the manager's menu (publish, reschedule, suspend, delete)
    expect(() => buttonByName(view.container, en.games.actions.more)).toThrow()
  })

  it('a save refused as stale keeps the entries, shows both results, and saves mine on top when asked', async () => {
    const saved = sheet({ version: 6, hasResult: true, homeGoals: 2, awayGoals: 1 })
    let puts = 0
    const view = await renderSheet('scorer', (method) => {
      if (method === 'GET') return json(200, sheet())
      puts += 1
      return puts === 1 ? json(409, { code: 'STALE_VERSION', status: 409, current: theirs }) : json(200, saved)
    })
    cleanup = view.unmount
    const tapAna = buttonByName(view.container, fill(en.games.result.tap_goal, { name: 'Ana Leones' }))
    await click(tapAna)
    await click(tapAna)
    await click(buttonByName(view.container, en.games.actions.save_result))
    await settle(4)

    const conflict = view.container.querySelector('[data-testid="result-conflict"]')
    expect(conflict?.textContent).toContain(en.games.conflict.title)
    expect(conflict?.textContent).toContain('Leones 0 – 1 Pumas')
    // mine: my two goals on top of their away goal
    expect(conflict?.textContent).toContain('Leones 2 – 1 Pumas')
    expect(score(view.container)).toBe('2 – 1')

    await click(buttonByName(view.container, en.games.conflict.save_mine))
    await settle(4)
    const [first, second] = view.calls.filter((call) => call.method === 'PUT')
    expect(first?.body).toMatchObject({ version: 3, home: { goals: [{ playerId: 'p1', goals: 2 }] } })
    // saved on top of their version: their away goal stays, mine are added
    expect(second?.body).toMatchObject({
      version: 5,
      home: { goals: [{ playerId: 'p1', goals: 2 }], unassignedGoals: 0 },
      away: { goals: [{ playerId: 'p3', goals: 1 }], unassignedGoals: 0 },
    })
    expect(view.container.querySelector('[data-testid="result-conflict"]')).toBeNull()
  })

  it('a viewer reads the sheet without any control', async () => {
    const view = await renderSheet('viewer', () => json(200, theirs))
    cleanup = view.unmount
    expect(score(view.container)).toBe('0 – 1')
    expect(view.container.textContent).toContain(en.games.result.no_goals)
    expect(() => buttonByName(view.container, en.games.actions.confirm)).toThrow()
    expect(() => buttonByName(view.container, fill(en.games.result.add_goal, { name: 'Ana Leones' }))).toThrow()
  })

  it('the unsaved result survives closing the sheet: back with a notice, still unsaved, gone once discarded', async () => {
    const first = await renderSheet('scorer', () => json(200, sheet()))
    const tapAna = buttonByName(first.container, fill(en.games.result.tap_goal, { name: 'Ana Leones' }))
    for (let tap = 0; tap < 3; tap += 1) await click(tapAna)
    await settle(4)
    await first.unmount()
    const { cacheStore } = getOfflineRuntime()
    expect(await cacheStore.keys()).toEqual([`result-draft:u1:${ORG}:${GAME}`])

    const again = await renderSheet('scorer', () => json(200, sheet()))
    cleanup = again.unmount
    expect(score(again.container)).toBe('3 – 0')
    expect(again.container.querySelector('[data-testid="draft-restored"]')?.textContent).toContain(
      en.games.draft_restored,
    )
    expect(again.container.querySelector('[data-testid="save-bar"]')).not.toBeNull()
    await click(buttonByName(again.container, en.games.actions.discard))
    await settle(4)
    // back to the saved sheet: no result yet
    expect(score(again.container)).toBe(en.games.vs)
    expect(again.container.querySelector('[data-testid="draft-restored"]')).toBeNull()
    expect(await cacheStore.keys()).toEqual([])
  })

  it('a kept result whose game was changed meanwhile comes back as a conflict, and saving removes it', async () => {
    const first = await renderSheet('scorer', () => json(200, sheet()))
    await click(buttonByName(first.container, fill(en.games.result.tap_goal, { name: 'Ana Leones' })))
    await settle(4)
    await first.unmount()

    const saved = sheet({ version: 6, hasResult: true, homeGoals: 1, awayGoals: 1 })
    const again = await renderSheet('scorer', (method) => (method === 'GET' ? json(200, theirs) : json(200, saved)))
    cleanup = again.unmount
    const conflict = again.container.querySelector('[data-testid="result-conflict"]')
    expect(conflict?.textContent).toContain(en.games.conflict.live_title)
    expect(conflict?.textContent).toContain('Leones 0 – 1 Pumas')
    expect(conflict?.textContent).toContain('Leones 1 – 1 Pumas')
    await click(buttonByName(again.container, en.games.conflict.keep_mine))
    await click(buttonByName(again.container, en.games.actions.save_result))
    await settle(4)
    const put = again.calls.find((call) => call.method === 'PUT')
    expect(put?.body).toMatchObject({ version: 5, home: { goals: [{ playerId: 'p1', goals: 1 }] } })
    expect(await getOfflineRuntime().cacheStore.keys()).toEqual([])
  })

  it('a viewer’s sheet keeps nothing and restores nothing', async () => {
    const { cacheStore } = getOfflineRuntime()
    await cacheStore.set(`result-draft:u1:${ORG}:${GAME}`, {
      format: 1,
      base: { home: { goals: {}, unassigned: 0 }, away: { goals: {}, unassigned: 0 } },
      baseVersion: 3,
      draft: { home: { goals: { p1: 2 }, unassigned: 0 }, away: { goals: {}, unassigned: 0 } },
      savedAt: Date.now(),
    })
    const view = await renderSheet('viewer', () => json(200, sheet()))
    cleanup = view.unmount
    expect(score(view.container)).toBe(en.games.vs)
    expect(view.container.querySelector('[data-testid="draft-restored"]')).toBeNull()
    expect(view.container.querySelector('[data-testid="save-bar"]')).toBeNull()
  })
})
