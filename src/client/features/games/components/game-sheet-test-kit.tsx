// Test fixtures of the game sheet's component tests (not a test file: no tests here).
import { vi } from 'vitest'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { GameSheetPage } from './game-sheet-page.tsx'

export const ORG = 'o1'
export const GAME = 'g1'

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function me(role: 'admin' | 'manager' | 'scorer' | 'viewer' | 'referee'): Me {
  return {
    user: {
      id: 'u1',
      email: 'ana@example.com',
      emailVerified: true,
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

export const player = (id: string, firstname: string, lastname: string, jerseyNumber: number) => ({
  id,
  firstname,
  lastname,
  jerseyNumber,
})

export function side(teamId: string, teamName: string, players: ReturnType<typeof player>[]): GameSheet['home'] {
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

export function sheet(overrides: Partial<GameSheet> = {}): GameSheet {
  return {
    id: GAME,
    version: 3,
    report: null,
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
    walkover: null,
    yellowCardsForSuspension: 3,
    ineligibleFielded: [],
    home: side('h', 'Leones', [player('p1', 'Ana', 'Leones', 9), player('p2', 'Bea', 'Leones', 10)]),
    away: side('a', 'Pumas', [player('p3', 'Carla', 'Pumas', 7)]),
    ...overrides,
  }
}

export async function renderSheet(
  role: 'admin' | 'manager' | 'scorer' | 'viewer' | 'referee',
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

export const score = (container: HTMLElement) => container.querySelector('[data-testid="score"]')?.textContent
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '')
