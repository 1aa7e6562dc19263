// @vitest-environment happy-dom
/** The registered list on a team's page (decision 0038): entries' states, approving, and a rule's refusal in words. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import { buttonByName, click, createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import en from '#client/locales/en.json' with { type: 'json' }
import type { TeamDetail } from '../api/teams-api.ts'
import { RosterCard } from './roster-card.tsx'

const ORG = 'o1'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const me: Me = {
  user: {
    id: 'u1',
    email: 'a@example.com',
    emailVerified: true,
    displayName: 'Ana',
    firstname: 'Ana',
    lastname: 'P',
    phone: '',
    role: 'user',
  },
  organizations: [{ id: ORG, name: 'Liga', role: 'admin' }],
  activeOrganizationId: ORG,
}

const entry = (id: string, firstname: string, status: string, rejectReason: string | null = null) => ({
  id,
  firstname,
  lastname: 'Leones',
  dni: null,
  jerseyNumber: null,
  position: null,
  photoThumbUrl: null,
  addedAt: '2026-11-01T10:00:00Z',
  status,
  rejectReason,
  requestedAt: '2026-11-01T10:00:00Z',
  decidedAt: null,
  decidedBy: null,
})

const team = {
  id: 't1',
  version: 1,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  deletedAt: null,
  name: 'Leones',
  alias: null,
  pictureUrl: null,
  pictureThumbUrl: null,
  players: [entry('p1', 'Ana', 'approved'), entry('p2', 'Bea', 'pending'), entry('p3', 'Carla', 'rejected', 'Too old')],
} as unknown as TeamDetail

async function render(handler: (method: string, url: string) => Response) {
  const calls: { method: string; url: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push({ method, url })
      return handler(method, url)
    }),
  )
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), me)
  const view = await renderRoutes(
    [
      {
        path: '/:lang/teams/t1',
        element: <RosterCard organizationId={ORG} team={team} canWrite renderAddPlayer={() => null} />,
      },
    ],
    { at: '/en/teams/t1', queryClient },
  )
  await settle(4)
  return { ...view, calls }
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const rowOf = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('li')].find((li) => li.textContent?.includes(name)) as HTMLElement

describe('the registered list on a team’s page', () => {
  it('marks pending and rejected entries (with the reason); only a pending one can be approved or rejected', async () => {
    const view = await render(() => json(200, { items: [], nextCursor: null }))
    cleanup = view.unmount
    expect(rowOf(view.container, 'Ana').textContent).not.toContain(en.teams.roster.status_pending)
    expect(rowOf(view.container, 'Bea').textContent).toContain(en.teams.roster.status_pending)
    expect(rowOf(view.container, 'Carla').textContent).toContain(en.teams.roster.status_rejected)
    expect(rowOf(view.container, 'Carla').textContent).toContain('Reason: Too old')
    expect(() => buttonByName(view.container, 'Approve Ana Leones')).toThrow()
    expect(() => buttonByName(view.container, 'Approve Carla Leones')).toThrow()
    buttonByName(view.container, 'Reject Bea Leones')
  })

  it('approving a full list tells the rule with its numbers', async () => {
    const toast = vi.spyOn(useToast(), 'error')
    const full = {
      code: 'ROSTER_FULL',
      status: 409,
      rule: { code: 'ROSTER_FULL', tournamentId: 'x', tournamentName: 'Apertura', count: 30, max: 30 },
    }
    const view = await render((method) => (method === 'POST' ? json(409, full) : json(200, { items: [] })))
    cleanup = view.unmount
    await click(buttonByName(view.container, 'Approve Bea Leones'))
    await settle(4)
    expect(view.calls.find((call) => call.method === 'POST')?.url).toContain('/teams/t1/players/p2/approve')
    expect(toast).toHaveBeenCalledWith('Apertura: the list is full (30 of 30)')
  })
})
