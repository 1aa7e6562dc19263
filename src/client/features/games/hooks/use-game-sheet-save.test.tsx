// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import en from '#client/locales/en.json' with { type: 'json' }
import { json, me, ORG, player, sheet, side } from '../components/game-sheet-test-kit.tsx'
import type { RosterRow } from '../lib/result-draft.ts'
import { type GameSheetSave, penaltiesOf, penaltiesText, useGameSheetSave } from './use-game-sheet-save.ts'

const ana = player('p1', 'Ana', 'Leones', 9)

/** Each test its own game: the offline queue (in memory) is shared by the tests of this file. */
const sheetOf = (id: string, overrides: Partial<GameSheet> = {}): GameSheet =>
  sheet({ id, home: side('h', 'Leones', [ana]), away: side('a', 'Pumas', []), ...overrides })

type Handler = (method: string, url: string, body: unknown) => Response | Promise<Response>

/** Renders the hook for `game`; `current()` is its latest answer. */
async function renderSave(game: GameSheet, handler: Handler) {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method, url, body })
      return handler(method, url, body)
    }),
  )
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), me('scorer'))
  let latest: GameSheetSave | null = null
  function Probe() {
    latest = useGameSheetSave(ORG, game)
    return null
  }
  const view = await renderRoutes([{ path: '/:lang', element: <Probe /> }], { queryClient })
  cleanup = view.unmount
  const current = () => {
    if (!latest) throw new Error('not rendered')
    return latest
  }
  const run = async (action: (save: GameSheetSave) => unknown) => {
    await act(async () => {
      await action(current())
    })
    await settle(2)
  }
  return { calls, current, run, writes: () => calls.filter((call) => call.method !== 'GET') }
}

const rosterAna: RosterRow = { ...ana, goals: 0 } as unknown as RosterRow

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

describe('penalties', () => {
  it('are both boxes or none, whole numbers clamped to 0–99', () => {
    expect(penaltiesOf({ home: '4', away: '' })).toBeNull()
    expect(penaltiesOf({ home: ' ', away: '3' })).toBeNull()
    expect(penaltiesOf({ home: '4.7', away: '120' })).toEqual({ home: 4, away: 99 })
    expect(penaltiesOf({ home: '-2', away: 'x' })).toEqual({ home: 0, away: 0 })
    expect(penaltiesText(null)).toEqual({ home: '', away: '' })
    expect(penaltiesText({ home: 5, away: 4 })).toEqual({ home: '5', away: '4' })
  })
})

describe('useGameSheetSave', () => {
  it('saves online with the version and the shoot-out, then shows the saved result and says so', async () => {
    const toast = vi.spyOn(useToast(), 'success')
    const game = sheetOf('g-online', { bracketId: 'b1' })
    const saved = sheetOf('g-online', { version: 4, hasResult: true, homeGoals: 1, penalties: { home: 5, away: 4 } })
    const hook = await renderSave(game, (method) => (method === 'PUT' ? json(200, saved) : json(200, game)))
    await act(async () => hook.current().editor.stepPlayer('home', 'p1', 1))
    await act(async () => hook.current().setPenalties({ home: '5', away: '4' }))
    expect(hook.current().isDirty).toBe(true)
    await hook.run((save) => save.save(save.editor.draft, save.editor.version, false))

    expect(hook.writes()).toHaveLength(1)
    expect(hook.writes()[0]?.body).toMatchObject({
      version: 3,
      home: { goals: [{ playerId: 'p1', goals: 1 }] },
      penalties: { home: 5, away: 4 },
    })
    expect(toast).toHaveBeenCalledWith(en.games.toasts.saved)
    expect(hook.current().editor.version).toBe(4)
    expect(hook.current().editor.isDirty).toBe(false)
    expect(hook.current().penalties).toEqual({ home: '5', away: '4' })
    expect(hook.current().formError).toBeNull()
  })

  it('a league game sends no shoot-out', async () => {
    const game = sheetOf('g-league')
    const hook = await renderSave(game, () => json(200, game))
    await hook.run((save) => save.save(save.editor.draft, 3, true))
    expect(hook.writes()[0]?.body).not.toHaveProperty('penalties')
    expect(hook.writes()[0]?.body).toMatchObject({ version: 3, confirm: true })
  })

  it('with no signal the result is kept on the phone, on the version it is based on, and not sent', async () => {
    const toast = vi.spyOn(useToast(), 'info')
    onlineManager.setOnline(false)
    const game = sheetOf('g-offline')
    const hook = await renderSave(game, () => json(200, game))
    await act(async () => hook.current().editor.stepPlayer('home', 'p1', 2))
    await hook.run((save) => save.save(save.editor.draft, save.editor.version, false))

    expect(hook.writes()).toEqual([])
    expect(hook.current().pendingResult).toMatchObject({ kind: 'result', gameId: 'g-offline', baseVersion: 3 })
    expect(hook.current().pendingResult?.body).toMatchObject({ home: { goals: [{ playerId: 'p1', goals: 2 }] } })
    // the sheet shows the result as it will be, and nothing is left unsaved
    expect(hook.current().shown.homeGoals).toBe(2)
    expect(hook.current().editor.isDirty).toBe(false)
    expect(toast).toHaveBeenCalledWith(en.offline.sync.saved_offline)
    await hook.run((save) => save.discardPending(save.pendingResult?.id ?? ''))
    expect(hook.current().pendingResult).toBeNull()
  })

  it('a save that never reaches the server goes to the queue too', async () => {
    const game = sheetOf('g-network')
    const hook = await renderSave(game, (method) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch')
      return json(200, game)
    })
    await act(async () => hook.current().editor.stepPlayer('home', 'p1', 1))
    await hook.run((save) => save.confirmResult())
    expect(hook.writes()).toHaveLength(1)
    expect(hook.current().pendingResult).toMatchObject({ baseVersion: 3, body: { confirm: true } })
    expect(hook.current().formError).toBeNull()
  })

  it('the line-up ticked with no signal is kept on the phone and shown as saved; saved online later, it is sent', async () => {
    const toast = vi.spyOn(useToast(), 'info')
    onlineManager.setOnline(false)
    const game = sheetOf('g-lineup')
    const hook = await renderSave(game, (method) =>
      method === 'PUT' ? json(200, { home: [], away: [] }) : json(200, game),
    )
    await act(async () => hook.current().lineup.toggle('home', 'p1'))
    await hook.run(async (save) => expect(await save.saveLineups()).toBe('queued'))
    expect(hook.writes()).toEqual([])
    expect(hook.current().pending.lineup).toMatchObject({ kind: 'lineup', body: { home: ['p1'], away: [] } })
    expect(hook.current().lineup).toMatchObject({ checked: { home: ['p1'] }, isDirty: false, isPending: true })
    expect(toast).toHaveBeenCalledWith(en.offline.sync.saved_offline)

    // with signal, the ticks (started from the queued ones) are sent and the queued line-up goes
    onlineManager.setOnline(true)
    await act(async () => hook.current().lineup.toggle('home', 'p1'))
    await hook.run(async (save) => expect(await save.saveLineups()).toBe('saved'))
    expect(hook.writes()).toMatchObject([{ method: 'PUT', body: { home: [], away: [] } }])
    expect(hook.current().pending.lineup).toBeNull()
  })

  it('"Save and confirm" that never reaches the server queues the line-up, then the confirmed result', async () => {
    const game = sheetOf('g-lineup-confirm')
    const hook = await renderSave(game, (method) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch')
      return json(200, game)
    })
    await act(async () => hook.current().lineup.toggle('home', 'p1'))
    await act(async () => hook.current().editor.stepPlayer('home', 'p1', 1))
    await hook.run((save) => save.confirmResult())
    expect(hook.current().pending.lineup).toMatchObject({ body: { home: ['p1'] } })
    expect(hook.current().pendingResult).toMatchObject({ body: { confirm: true } })
    expect(hook.current().formError).toBeNull()
    await hook.run((save) => save.discardPending(save.pending.lineup?.id ?? ''))
    await hook.run((save) => save.discardPending(save.pendingResult?.id ?? ''))
  })

  it('a save refused as stale becomes a conflict with the entries kept; another error is shown', async () => {
    const game = sheetOf('g-stale')
    const theirs = sheetOf('g-stale', { version: 5, hasResult: true, awayGoals: 1 })
    let puts = 0
    const hook = await renderSave(game, (method) => {
      if (method !== 'PUT') return json(200, game)
      puts += 1
      return puts === 1
        ? json(409, { code: 'STALE_VERSION', status: 409, current: theirs })
        : json(422, { code: 'VALIDATION', status: 422, title: 'Invalid' })
    })
    await act(async () => hook.current().editor.stepPlayer('home', 'p1', 1))
    await hook.run((save) => save.save(save.editor.draft, save.editor.version, false))
    expect(hook.current().editor.conflict).toMatchObject({ version: 5, source: 'save' })
    expect(hook.current().editor.isDirty).toBe(true)
    expect(hook.current().formError).toBeNull()

    await hook.run((save) => save.save(save.editor.draft, 5, false))
    expect(hook.current().formError).toEqual(expect.any(String))
    expect(hook.current().formError).not.toBe('')
    await act(async () => hook.current().clearFormError())
    expect(hook.current().formError).toBeNull()
  })

  it('a card online tells of the suspension it drafted; with no signal it is queued', async () => {
    const show = vi.spyOn(useToast(), 'show')
    const game = sheetOf('g-card')
    const hook = await renderSave(game, (method) =>
      method === 'POST' ? json(201, { id: 'c1', suspensionId: 's1', warning: null, yellowCount: 3 }) : json(200, game),
    )
    await hook.run((save) => save.giveCard({ side: 'home', player: rosterAna }, 'red', null, 30))
    expect(hook.writes()[0]).toMatchObject({
      method: 'POST',
      body: { playerId: 'p1', teamId: 'h', type: 'red', reason: null, minute: 30 },
    })
    expect(show).toHaveBeenCalledWith({ message: expect.stringContaining('Ana Leones'), severity: 'warning' })

    onlineManager.setOnline(false)
    await hook.run((save) => save.giveCard({ side: 'home', player: rosterAna }, 'yellow', 'hand', null))
    expect(hook.writes()).toHaveLength(1)
    expect(hook.current().pending.cards).toEqual([
      expect.objectContaining({ kind: 'card', body: { playerId: 'p1', teamId: 'h', type: 'yellow', reason: 'hand' } }),
    ])
    await hook.run((save) => save.discardPending(save.pending.cards[0]?.id ?? ''))
  })

  it('a refused card throws the translated message for its dialog', async () => {
    const game = sheetOf('g-card-refused')
    const hook = await renderSave(game, (method) =>
      method === 'POST' ? json(422, { code: 'VALIDATION', status: 422, title: 'Invalid' }) : json(200, game),
    )
    let thrown: unknown = null
    await hook.run((save) =>
      save.giveCard({ side: 'home', player: rosterAna }, 'yellow', null, null).catch((error) => {
        thrown = error
      }),
    )
    expect(thrown).toBeInstanceOf(Error)
    expect(hook.current().pending.cards).toEqual([])
  })
})
