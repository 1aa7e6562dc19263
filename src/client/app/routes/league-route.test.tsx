// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Me, type Organization, sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { LeagueRoute } from './league-route.tsx'

const ORG = 'o1'

const me = {
  user: {
    id: 'u1',
    email: 'ana@example.com',
    displayName: 'Ana',
    firstname: 'Ana',
    lastname: 'P',
    phone: '',
    role: 'user',
  },
  organizations: [{ id: ORG, name: 'Liga del Sur', role: 'admin' }],
  activeOrganizationId: ORG,
} as Me

const organization: Organization = {
  id: ORG,
  name: 'Liga del Sur',
  slug: 'liga-del-sur-x7k2',
  publicSlug: 'ligadelsur',
  logoUrl: null,
  leagues: [{ id: 'l1', name: 'Liga del Sur', country: 'AR' }],
  timeZone: 'America/Argentina/Buenos_Aires',
  currency: 'ARS',
  subscription: { status: 'manual' } as Organization['subscription'],
  role: 'admin',
  requireTwoFactor: false,
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
})

describe('the league page', () => {
  it('shows one public address, the one in use, and no second disabled address field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
    )
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(sessionKeys.me(), me)
    queryClient.setQueryData(sessionKeys.organization(ORG), organization)
    const view = await renderRoutes([{ path: '/:lang/league', element: <LeagueRoute /> }], {
      at: '/en/league',
      queryClient,
    })
    cleanup = view.unmount
    await settle(4)
    const inputs = [...view.container.querySelectorAll('input')]
    expect(inputs.filter((input) => input.disabled)).toEqual([])
    expect(inputs.some((input) => input.value === organization.slug)).toBe(false)
    const text = view.container.textContent ?? ''
    expect(text).toContain('/l/ligadelsur')
    expect(text).not.toContain(organization.slug)
  })
})
