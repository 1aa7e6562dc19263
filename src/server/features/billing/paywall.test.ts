/**
 * With billing on, every write of an organization without a subscription answers 402
 * SUBSCRIPTION_REQUIRED and changes nothing; reads stay open; super admins, paid and hand-set organizations write.
 * The write routes come from the OpenAPI document, so a new route is covered without touching this file.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organization, season, user } from '#server/db/schema.ts'
import { createOrgAdmin, createTestServer, signUp, type TestServer } from '#test/server.ts'
import { isAllowedWithoutSubscription } from './paywall.ts'
import { STRIPE_TEST_ENV } from './stripe-test-kit.ts'

let server: TestServer
let superCookie: string
let writes: { method: string; path: string }[]
beforeAll(async () => {
  server = await createTestServer({ ...STRIPE_TEST_ENV, STRIPE_API_BASE: 'http://127.0.0.1:9' })
  const sa = await signUp(server, { displayName: 'Operator' })
  await server.database.db.update(user).set({ role: 'super_admin' }).where(eq(user.id, sa.userId))
  superCookie = sa.cookie
  const doc = (await (await server.request('/api/openapi.json')).json()) as { paths: Record<string, object> }
  writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && path.startsWith('/api/orgs/{orgId}'))
      .map((method) => ({ method, path })),
  )
})
afterAll(() => server.close())

const ANY_ID = '00000000-0000-4000-8000-000000000001'
const urlOf = (path: string, orgId: string) => `${path.replace('{orgId}', orgId).replace(/\{[^}]+\}/g, ANY_ID)}`
const restOf = (path: string) => path.replace(/^\/api\/orgs\/\{orgId\}/, '').replace(/\{[^}]+\}/g, ANY_ID)

describe('the subscription paywall on the server', () => {
  it('finds the write routes in the OpenAPI document', () => {
    expect(writes.length).toBeGreaterThan(40)
    expect(writes).toContainEqual({ method: 'POST', path: '/api/orgs/{orgId}/seasons' })
    expect(writes).toContainEqual({ method: 'POST', path: '/api/orgs/{orgId}/invitations' })
  })

  it('refuses every write of an organization without a subscription with 402, and changes nothing', async () => {
    const admin = await createOrgAdmin(server, 'Liga Sin Pago', 'ES')
    const refused: string[] = []
    for (const { method, path } of writes) {
      if (isAllowedWithoutSubscription(method, restOf(path))) continue
      const res = await server.request(urlOf(path, admin.orgId), { method, cookie: admin.cookie, json: {} })
      if (res.status !== 402) refused.push(`${method} ${path} → ${res.status}`)
      else expect(await res.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', status: 402 })
    }
    expect(refused).toEqual([])
    const real = await server.request(`/api/orgs/${admin.orgId}/seasons`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: '2026' },
    })
    expect(real.status).toBe(402)
    expect(await server.database.db.select().from(season).where(eq(season.organizationId, admin.orgId))).toEqual([])
  })

  it('leaves reads open, and the way out (billing portal, leaving, revoking) allowed', async () => {
    const admin = await createOrgAdmin(server, 'Liga Lectura', 'ES')
    for (const path of ['', '/seasons', '/teams', '/players', '/games', '/dashboard', '/billing', '/members']) {
      const res = await server.request(`/api/orgs/${admin.orgId}${path}`, { cookie: admin.cookie })
      expect(res.status, path).toBe(200)
    }
    expect(isAllowedWithoutSubscription('POST', '/billing/portal')).toBe(true)
    expect(isAllowedWithoutSubscription('DELETE', `/members/${ANY_ID}`)).toBe(true)
    expect(isAllowedWithoutSubscription('DELETE', `/invitations/${ANY_ID}`)).toBe(true)
    expect(isAllowedWithoutSubscription('POST', '/invitations')).toBe(false)
    const portal = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { lang: 'es' },
    })
    expect(portal.status).not.toBe(402)
  })

  it.each(['trialing', 'active', 'error', 'manual'])(
    'lets an organization whose subscription is %s write',
    async (status) => {
      const admin = await createOrgAdmin(server, `Liga ${status}`, 'ES')
      await server.database.db
        .update(organization)
        .set({ subscriptionStatus: status })
        .where(eq(organization.id, admin.orgId))
      const res = await server.request(`/api/orgs/${admin.orgId}/seasons`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { name: '2026' },
      })
      expect(res.status).toBe(201)
    },
  )

  it('treats a hand-set subscription past its last day and a canceled one as none', async () => {
    for (const [status, subscription] of [
      ['manual', { manual: { status: 'manual', until: '2020-01-31', setAt: '2020-01-01T00:00:00Z' } }],
      ['canceled', {}],
    ] as const) {
      const admin = await createOrgAdmin(server, `Liga ${status} vencida`, 'AR')
      await server.database.db
        .update(organization)
        .set({ subscriptionStatus: status, subscription })
        .where(eq(organization.id, admin.orgId))
      const res = await server.request(`/api/orgs/${admin.orgId}/teams`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { name: 'Equipo' },
      })
      expect(res.status, status).toBe(402)
    }
  })

  it('exempts the super admin, and tells another organization’s user nothing (404)', async () => {
    const admin = await createOrgAdmin(server, 'Liga Operada', 'ES')
    const asSuper = await server.request(`/api/orgs/${admin.orgId}/seasons`, {
      method: 'POST',
      cookie: superCookie,
      json: { name: '2026' },
    })
    expect(asSuper.status).toBe(201)
    const stranger = await createOrgAdmin(server, 'Liga Ajena', 'ES')
    const res = await server.request(`/api/orgs/${admin.orgId}/seasons`, {
      method: 'POST',
      cookie: stranger.cookie,
      json: { name: 'x' },
    })
    expect(res.status).toBe(404)
  })
})

describe('without billing', () => {
  it('nothing asks for a subscription', async () => {
    const free = await createTestServer()
    try {
      const admin = await createOrgAdmin(free, 'Liga Libre', 'ES')
      const res = await free.request(`/api/orgs/${admin.orgId}/seasons`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { name: '2026' },
      })
      expect(res.status).toBe(201)
    } finally {
      await free.close()
    }
  })
})
