// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOfflineRuntime } from '#client/lib/offline/offline-runtime.ts'
import { buttonByName, byLabel, click, settle, typeInto } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { fill, json, renderSheet, sheet } from './game-sheet-test-kit.tsx'

/** A game whose match report is confirmed: locked (decision 0051). */
const locked = sheet({
  state: 'confirmed',
  hasResult: true,
  confirmedPlayedAt: '2026-11-04T14:00:00Z',
  report: {
    status: 'confirmed',
    submittedAt: '2026-11-04T14:10:00Z',
    submittedBy: 'Rita',
    remarks: '',
    deadline: '2026-11-06T14:10:00Z',
    confirmations: { home: null, away: null },
    dispute: null,
    confirmedAt: '2026-11-06T14:10:00Z',
    confirmedBy: null,
  },
})

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  await getOfflineRuntime().cacheStore.clear()
})

const tapAna = fill(en.games.result.tap_goal, { name: 'Ana Leones' })

/** The same game while its report is open, then waiting for the teams. */
const reported = (status: 'open' | 'submitted') =>
  sheet({
    state: 'published',
    report: { ...locked.report, status, confirmedAt: null, ...(status === 'open' ? { submittedAt: null } : {}) },
  } as Parameters<typeof sheet>[0])

describe('a game whose match report is locked', () => {
  it('a scorer reads it locked: the message, no result controls, nothing to correct', async () => {
    const view = await renderSheet('scorer', () => json(200, locked))
    cleanup = view.unmount
    expect(view.container.querySelector('[data-testid="report-locked"]')?.textContent).toContain(
      en.match_report.locked.message,
    )
    expect(() => buttonByName(view.container, tapAna)).toThrow()
    expect(() => buttonByName(view.container, en.match_report.locked.correct)).toThrow()
  })

  it('an admin gives the reason first; the correction is sent with it', async () => {
    const view = await renderSheet('admin', (method) =>
      method === 'GET' ? json(200, locked) : json(200, { ...locked, version: 4, homeGoals: 1 }),
    )
    cleanup = view.unmount
    expect(() => buttonByName(view.container, tapAna)).toThrow()
    await click(buttonByName(view.container, en.match_report.locked.correct))
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    await typeInto(byLabel(dialog, en.match_report.locked.reason), 'Goal missing from the report')
    await click(buttonByName(dialog, en.match_report.locked.reason_submit))
    await settle(4)
    await click(buttonByName(view.container, tapAna))
    await click(buttonByName(view.container, en.games.actions.save_result))
    await settle(6)
    const put = view.calls.find((c) => c.method === 'PUT')
    const url = new URL(String(put?.url), 'http://localhost')
    expect(url.pathname).toBe('/api/orgs/o1/games/g1/stats')
    expect(url.searchParams.get('reason')).toBe('Goal missing from the report')
  })

  it('the report confirms its game: the referee enters the result but has no "Confirm result"', async () => {
    const view = await renderSheet('referee', () => json(200, reported('open')))
    cleanup = view.unmount
    expect(buttonByName(view.container, tapAna)).toBeTruthy()
    expect(() => buttonByName(view.container, en.games.actions.confirm)).toThrow()
  })

  it('a manager corrects a report waiting for the teams but leaves its confirmation to them', async () => {
    const view = await renderSheet('manager', () => json(200, reported('submitted')))
    cleanup = view.unmount
    expect(buttonByName(view.container, tapAna)).toBeTruthy()
    expect(() => buttonByName(view.container, en.games.actions.confirm)).toThrow()
    await cleanup()
    const open = await renderSheet('manager', () => json(200, reported('open')))
    cleanup = open.unmount
    expect(buttonByName(open.container, en.games.actions.confirm)).toBeTruthy()
  })
})
