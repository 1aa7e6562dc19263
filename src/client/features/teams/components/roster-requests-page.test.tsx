// @vitest-environment happy-dom
/** The requests page (decision 0038): what waits, oldest first as the server answers, with the rules it would break. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import { buttonByName, click, createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { RosterRequestsPage } from './roster-requests-page.tsx'

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
  organizations: [{ id: ORG, name: 'Liga', role: 'manager' }],
  activeOrganizationId: ORG,
}

const request = (playerId: string, firstname: string, breaches: unknown[], rejectReason: string | null = null) => ({
  teamId: 't1',
  teamName: 'Leones',
  playerId,
  firstname,
  lastname: 'Leones',
  jerseyNumber: null,
  requestedAt: '2026-11-01T10:00:00Z',
  requestedBy: null,
  rejectReason,
  breaches,
})

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
  const view = await renderRoutes([{ path: '/:lang/requests', element: <RosterRequestsPage organizationId={ORG} /> }], {
    at: '/en/requests',
    queryClient,
  })
  await settle(4)
  return { ...view, calls }
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
})

describe('the requests page', () => {
  it('lists what waits in the order answered, with why and the rules approving would break', async () => {
    const full = { code: 'ROSTER_FULL', tournamentId: 'x', tournamentName: 'Apertura', count: 30, max: 30 }
    const answer = [request('p1', 'Ana', [full], 'REGISTRATION_CLOSED'), request('p2', 'Bea', [])]
    const view = await render((method) => (method === 'GET' ? json(200, answer) : json(200, {})))
    cleanup = view.unmount
    const rows = [...view.container.querySelectorAll('[data-testid="roster-request"]')]
    expect(rows.map((row) => row.textContent?.slice(0, 9))).toEqual(['Ana Leone', 'Bea Leone'])
    expect(rows[0]?.textContent).toContain('Apertura: the list is full (30 of 30)')
    expect(rows[1]?.textContent).toContain(en.roster_requests.no_breach)
    await click(buttonByName(view.container, 'Approve Bea Leones'))
    await settle(4)
    expect(view.calls.find((call) => call.method === 'POST')?.url).toContain('/teams/t1/players/p2/approve')
  })

  it('says when nothing waits', async () => {
    const view = await render(() => json(200, []))
    cleanup = view.unmount
    expect(view.container.textContent).toContain(en.roster_requests.empty)
  })
})
