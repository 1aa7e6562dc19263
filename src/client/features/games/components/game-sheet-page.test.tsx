// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import { buttonByName, click, createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { GameSheetPage } from './game-sheet-page.tsx'

const ORG = 'o1'
const GAME = 'g1'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function me(role: 'admin' | 'scorer' | 'viewer'): Me {
  return {
    user: {
      id: 'u1',
      email: 'ana@example.com',
      displayName: 'Ana',
      firstname: 'Ana',
      lastname: 'P',
      phone: '',
      role: 'user',
    },
    organizations: [{ id: ORG, name: 'Liga', role }],
    activeOrganizationId: ORG,
  }
}

const player = (id: string, firstname: string, lastname: string, jerseyNumber: number) => ({
  id,
  firstname,
  lastname,
  jerseyNumber,
})

function side(teamId: string, teamName: string, players: ReturnType<typeof player>[]): GameSheet['home'] {
  return {
    teamId,
    teamName,
    goals: 0,
    unassignedGoals: 0,
    scorers: [],
    lineup: [],
    cards: [],
    suspendedPlayers: [],
    warnings: [],
    players,
  }
}

function sheet(overrides: Partial<GameSheet> = {}): GameSheet {
  return {
    id: GAME,
    version: 3,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    deletedAt: null,
    tournamentId: 't1',
    tournament: { id: 't1', name: 'Apertura' },
    groupId: 'gr1',
    roundId: 'r1',
    round: { id: 'r1', number: 1, name: null, date: '2026-11-04' },
    homeTeamId: 'h',
    awayTeamId: 'a',
    homeTeam: { id: 'h', name: 'Leones' },
    awayTeam: { id: 'a', name: 'Pumas' },
    kind: 'league',
    state: 'published',
    playAt: '2026-11-04T12:00:00Z',
    isPlayAtTimeHidden: true,
    locationId: null,
    fieldId: null,
    location: null,
    field: null,
    publishedAt: '2026-11-01T10:00:00Z',
    confirmedPlayedAt: null,
    suspendedAt: null,
    suspendedReason: null,
    hasResult: false,
    penalties: null,
    bracketId: null,
    homeGoals: 0,
    awayGoals: 0,
    yellowCardsForSuspension: 3,
    home: side('h', 'Leones', [player('p1', 'Ana', 'Leones', 9), player('p2', 'Bea', 'Leones', 10)]),
    away: side('a', 'Pumas', [player('p3', 'Carla', 'Pumas', 7)]),
    ...overrides,
  }
}

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

async function renderSheet(
  role: 'admin' | 'scorer' | 'viewer',
  handler: (method: string, url: string, body: unknown) => Response,
) {
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
  queryClient.setQueryData(sessionKeys.me(), me(role))
  const view = await renderRoutes(
    [{ path: '/:lang/games/:id', element: <GameSheetPage organizationId={ORG} gameId={GAME} /> }],
    { at: `/en/games/${GAME}`, queryClient },
  )
  await settle(6)
  return { ...view, calls }
}

const score = (container: HTMLElement) => container.querySelector('[data-testid="score"]')?.textContent
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '')

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
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
})
