// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Me } from '#client/lib/session/session-api.ts'
import { renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { SessionGate } from './session-gate.tsx'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const baseMe: Me = {
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
  organizations: [{ id: 'o1', name: 'Liga', role: 'admin' }],
  activeOrganizationId: 'o1',
}

function server(me: Me | null, extra: Record<string, unknown> = {}) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    if (key in extra) return json(200, extra[key])
    if (url === '/api/me') return me ? json(200, me) : json(401, { code: 'UNAUTHENTICATED', status: 401 })
    if (url === '/api/config')
      return json(200, { contactEmail: 'help@example.com', billingEnabled: false, version: '1' })
    return json(404, { code: 'NOT_FOUND', status: 404 })
  })
}

const page = (name: string) => <p>{name}</p>
const routes = [
  {
    path: '/:lang',
    element: <SessionGate />,
    children: [
      { index: true, element: page('sign in') },
      { path: 'signup', element: page('sign up') },
      { path: 'invitations/:token', element: page('invitation') },
      { path: 'dashboard', element: page('dashboard') },
      { path: 'onboarding/user', element: page('onboarding user') },
      { path: 'onboarding/league', element: page('onboarding league') },
    ],
  },
]

async function visit(at: string, fetchMock: ReturnType<typeof server>) {
  vi.stubGlobal('fetch', fetchMock)
  const view = await renderRoutes(routes, { at })
  await settle(6)
  return view
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SessionGate', () => {
  it('sends a signed-out visitor of a private page to the language root', async () => {
    const view = await visit('/en/dashboard', server(null))
    expect(view.router.state.location.pathname).toBe('/en')
    expect(view.container.textContent).toBe('sign in')
    await view.unmount()
  })

  it('lets a signed-out visitor see public pages', async () => {
    const view = await visit('/es/invitations/abc', server(null))
    expect(view.router.state.location.pathname).toBe('/es/invitations/abc')
    await view.unmount()
  })

  it('sends a signed-in user without display name from the sign-in page to the user step', async () => {
    const me = { ...baseMe, user: { ...baseMe.user, displayName: '' }, organizations: [] }
    const view = await visit('/es', server(me))
    expect(view.router.state.location.pathname).toBe('/es/onboarding/user')
    await view.unmount()
  })

  it('honours `next` after signing up', async () => {
    const view = await visit('/es/signup?next=%2Finvitations%2Fabc', server(baseMe))
    expect(view.router.state.location.pathname).toBe('/es/invitations/abc')
    await view.unmount()
  })

  it('sends a user with an organization away from the league step', async () => {
    const view = await visit('/es/onboarding/league', server(baseMe))
    expect(view.router.state.location.pathname).toBe('/es/dashboard')
    await view.unmount()
  })

  it('lets a super admin pick the organization with ?o= and keeps the choice', async () => {
    const superAdmin: Me = {
      ...baseMe,
      user: { ...baseMe.user, role: 'super_admin' },
      organizations: [
        { id: 'o1', name: 'Liga', role: 'admin' },
        { id: 'o2', name: 'Otra', role: 'admin' },
      ],
    }
    const fetchMock = server(superAdmin, {
      'PUT /api/me/active-organization': { ...superAdmin, activeOrganizationId: 'o2' },
    })
    const view = await visit('/es/dashboard?o=o2&tab=1', fetchMock)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/active-organization',
      expect.objectContaining({ method: 'PUT', body: '{"organizationId":"o2"}' }),
    )
    expect(view.router.state.location.pathname).toBe('/es/dashboard')
    expect(view.router.state.location.search).toBe('?tab=1')
    expect((view.queryClient.getQueryData(['session', 'me']) as Me).activeOrganizationId).toBe('o2')
    await view.unmount()
  })
})
