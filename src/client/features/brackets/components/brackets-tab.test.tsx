// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import { BracketsTab } from './brackets-tab.tsx'

const ORG = 'o1'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const me: Me = {
  user: {
    id: 'u1',
    email: 'ana@example.com',
    displayName: 'Ana',
    firstname: 'Ana',
    lastname: 'P',
    phone: '',
    role: 'user',
  },
  organizations: [{ id: ORG, name: 'Liga', role: 'admin' }],
  activeOrganizationId: ORG,
} as Me

const tournament = {
  id: 't1',
  name: 'Copa',
  deletedAt: null,
  settings: { qualifiers: { goldCup: 4, silverCup: 0, ascend: 0, descend: 0 } },
} as unknown as Tournament

const tie = (id: string, home: string | null, away: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  homeSeed: home ? 1 : null,
  awaySeed: away ? 2 : null,
  isBye: false,
  legs: 1,
  gameIds: [],
  winnerTeamId: null,
  aggregate: null,
  penalties: null,
  decidedBy: null,
  ...extra,
})

const bracket = {
  id: 'b1',
  version: 1,
  tournamentId: 't1',
  name: 'Copa de Oro',
  legs: 1,
  finalLegs: 1,
  thirdPlace: false,
  awayGoals: false,
  teams: [
    { id: 'a', name: 'Leones', seed: 1 },
    { id: 'b', name: 'Pumas', seed: 2 },
  ],
  championTeamId: 'b',
  hasPlayedGames: true,
  rounds: [
    {
      index: 0,
      name: 'final',
      date: null,
      ties: [
        tie('r0t0', 'a', 'b', {
          gameIds: ['g1'],
          winnerTeamId: 'b',
          aggregate: { home: 1, away: 1 },
          penalties: { home: 3, away: 4 },
          decidedBy: 'penalties',
        }),
      ],
    },
  ],
  thirdPlaceTie: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

async function renderTab(items: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/brackets')) return json(200, { items })
      if (url.includes('/games'))
        return json(200, {
          items: [
            {
              id: 'g1',
              homeTeamId: 'a',
              awayTeamId: 'b',
              homeGoals: 1,
              awayGoals: 1,
              hasResult: true,
              state: 'confirmed',
            },
          ],
          nextCursor: null,
        })
      return json(200, { items: [], nextCursor: null })
    }),
  )
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), me)
  const view = await renderRoutes(
    [{ path: '/:lang/t', element: <BracketsTab organizationId={ORG} tournament={tournament} canWrite /> }],
    { at: '/en/t', queryClient },
  )
  await settle(6)
  return view
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
})

describe('the bracket tab', () => {
  it('offers the zone and a bracket by hand when there is none', async () => {
    const view = await renderTab([])
    cleanup = view.unmount
    expect(view.container.textContent).toContain(en.brackets.empty_title)
    expect(view.container.textContent).toContain(en.brackets.from_zone.replace('{{zone}}', en.brackets.zones.gold_cup))
  })

  it('shows the ties with their scores, the shoot-out and the champion', async () => {
    const view = await renderTab([bracket])
    cleanup = view.unmount
    const text = view.container.textContent ?? ''
    expect(text).toContain('Copa de Oro')
    expect(text).toContain(en.brackets.champion.replace('{{team}}', 'Pumas'))
    expect(text).toContain('(3–4 pen.)')
  })
})
