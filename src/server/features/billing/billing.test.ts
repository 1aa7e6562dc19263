/**
 * Organization's billing endpoints and the super admin's hand-set subscriptions: the billing page's
 * data, the customer portal against a fake Stripe API on 127.0.0.1, roles (admin only), other organizations (404 and
 * nothing changed), and the super admin's filters.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organization, user } from '#server/db/schema.ts'
import { addMember, createOrgAdmin, createTestServer, ORIGIN, signUp, type TestServer } from '#test/server.ts'
import {
  checkoutSession,
  type FakeStripe,
  STRIPE_TEST_ENV,
  sendStripeEvent,
  startFakeStripe,
  stripeEvent,
  stripeId,
  subscriptionObject,
  unixSeconds,
} from './stripe-test-kit.ts'

let fake: FakeStripe
let server: TestServer
const logLines: string[] = []
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) })
let superCookie: string
beforeAll(async () => {
  fake = await startFakeStripe()
  server = await createTestServer({ ...STRIPE_TEST_ENV, STRIPE_API_BASE: fake.url }, { logger })
  const sa = await signUp(server, { displayName: 'Operator' })
  await server.database.db.update(user).set({ role: 'super_admin' }).where(eq(user.id, sa.userId))
  superCookie = sa.cookie
})
afterAll(async () => {
  await server.close()
  await fake.close()
})

/** An organization that went through checkout and is in its trial. */
async function trialingOrg(name = 'Liga Prueba', country = 'ES') {
  const admin = await createOrgAdmin(server, name, country)
  const customer = stripeId('cus')
  const sub = subscriptionObject({
    id: stripeId('sub'),
    customer,
    status: 'trialing',
    trialEnd: unixSeconds() + 14 * 86_400 - 60,
  })
  const res = await sendStripeEvent(
    server,
    stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: admin.orgId, customer, subscription: sub }),
    ),
  )
  expect(res.status).toBe(200)
  return { admin, customer, sub }
}

async function orgRow(id: string) {
  const [row] = await server.database.db.select().from(organization).where(eq(organization.id, id))
  return row
}

describe('GET /api/orgs/{orgId}/billing', () => {
  it('gives the admin the subscription, the trial days left and whether the portal can open', async () => {
    const { admin, sub } = await trialingOrg()
    const res = await server.request(`/api/orgs/${admin.orgId}/billing`, { cookie: admin.cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      subscription: {
        status: 'trialing',
        plan: 'Liga Pro',
        trialEndsAt: new Date((sub.trial_end as number) * 1000).toISOString(),
        currentPeriodEnd: expect.any(String),
      },
      hasBillingAccount: true,
      trialDaysLeft: 14,
    })
  })

  it('says when there is no billing account yet', async () => {
    const admin = await createOrgAdmin(server)
    const res = await server.request(`/api/orgs/${admin.orgId}/billing`, { cookie: admin.cookie })
    expect(await res.json()).toEqual({ subscription: { status: 'none' }, hasBillingAccount: false })
  })
})

describe('POST /api/orgs/{orgId}/billing/portal', () => {
  it('opens a Stripe customer-portal session that returns to the subscription page in the asked language', async () => {
    const { admin, customer } = await trialingOrg()
    const before = fake.portalRequests.length
    const res = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { lang: 'en' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ url: `https://billing.stripe.test/p/session/${customer}` })
    expect(fake.portalRequests.slice(before)).toEqual([{ customer, return_url: `${ORIGIN}/en/subscription` }])
  })

  it('returns to the language of the lang cookie, else Spanish, when the body names none', async () => {
    const { admin, customer } = await trialingOrg()
    const before = fake.portalRequests.length
    const withCookie = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: `${admin.cookie}; lang=en`,
    })
    expect(withCookie.status).toBe(200)
    const plain = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
    })
    expect(plain.status).toBe(200)
    expect(fake.portalRequests.slice(before).map((r) => r.return_url)).toEqual([
      `${ORIGIN}/en/subscription`,
      `${ORIGIN}/es/subscription`,
    ])
    expect(fake.portalRequests.at(-1)?.customer).toBe(customer)
  })

  it('answers 409 NO_BILLING_ACCOUNT without a Stripe customer, without calling Stripe', async () => {
    const admin = await createOrgAdmin(server)
    const before = fake.portalRequests.length
    const res = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'NO_BILLING_ACCOUNT' })
    expect(fake.portalRequests.length).toBe(before)
  })

  it('answers 409 NO_BILLING_ACCOUNT when Stripe does not know the customer, 503 when Stripe fails', async () => {
    const admin = await createOrgAdmin(server)
    const setCustomer = (id: string) =>
      server.database.db.update(organization).set({ stripeCustomerId: id }).where(eq(organization.id, admin.orgId))
    await setCustomer('cus_missing')
    const missing = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
    })
    expect(missing.status).toBe(409)
    expect(await missing.json()).toMatchObject({ code: 'NO_BILLING_ACCOUNT' })
    await setCustomer('cus_broken')
    logLines.length = 0
    const broken = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
    })
    expect(broken.status).toBe(503)
    const body = (await broken.json()) as { code: string; requestId: string }
    expect(body).toMatchObject({ code: 'UNAVAILABLE' })
    // logged once, with what Stripe said and for which customer
    const logged = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => Number(l.level) >= 40)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ code: 'UNAVAILABLE', requestId: body.requestId })
    expect(JSON.stringify(logged[0])).toContain('cus_broken')
  })

  it('refuses an unknown language', async () => {
    const { admin } = await trialingOrg()
    const res = await server.request(`/api/orgs/${admin.orgId}/billing/portal`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { lang: 'fr' },
    })
    expect(res.status).toBe(400)
  })
})

describe('roles and other organizations', () => {
  let victim: Awaited<ReturnType<typeof trialingOrg>>
  beforeAll(async () => {
    victim = await trialingOrg('Victim League')
  })

  const ENDPOINTS = [
    ['GET', 'billing'],
    ['POST', 'billing/portal'],
  ] as const

  it.each(['manager', 'scorer', 'viewer'] as const)('a %s gets 403 on every billing endpoint', async (role) => {
    const member = await addMember(server, victim.admin, role)
    const before = fake.portalRequests.length
    for (const [method, path] of ENDPOINTS) {
      const res = await server.request(`/api/orgs/${victim.admin.orgId}/${path}`, { method, cookie: member.cookie })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    expect(fake.portalRequests.length).toBe(before)
    // Every member still sees the subscription's status (for the notices and the trial banner).
    const org = await server.request(`/api/orgs/${victim.admin.orgId}`, { cookie: member.cookie })
    expect(((await org.json()) as { subscription: { status: string } }).subscription.status).toBe('trialing')
  })

  it.each(ENDPOINTS)(
    '%s /api/orgs/{other}/%s is 404 for another organization’s admin and changes nothing',
    async (method, path) => {
      const intruder = await createOrgAdmin(server, 'Intruder League')
      const before = await orgRow(victim.admin.orgId)
      const calls = fake.portalRequests.length
      const res = await server.request(`/api/orgs/${victim.admin.orgId}/${path}`, { method, cookie: intruder.cookie })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' })
      expect(await orgRow(victim.admin.orgId)).toEqual(before)
      expect(fake.portalRequests.length).toBe(calls)
    },
  )

  it('a super admin may open the billing of any organization', async () => {
    const res = await server.request(`/api/orgs/${victim.admin.orgId}/billing`, { cookie: superCookie })
    expect(res.status).toBe(200)
  })
})

describe('billing off', () => {
  it('has no billing endpoints (404)', async () => {
    const off = await createTestServer()
    try {
      const admin = await createOrgAdmin(off)
      for (const [method, path] of [
        ['GET', 'billing'],
        ['POST', 'billing/portal'],
      ] as const) {
        const res = await off.request(`/api/orgs/${admin.orgId}/${path}`, { method, cookie: admin.cookie })
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    } finally {
      await off.close()
    }
  })
})

describe('super admin: subscriptions set by hand', () => {
  function put(orgId: string, json: unknown, cookie = superCookie) {
    return server.request(`/api/admin/orgs/${orgId}/subscription`, { method: 'PUT', cookie, json })
  }

  it('sets a manual subscription with plan, last day and note; the note is for super admins only', async () => {
    const admin = await createOrgAdmin(server, 'Liga Rosario', 'AR')
    const res = await put(admin.orgId, {
      status: 'manual',
      plan: 'Convenio',
      until: '2199-12-31',
      note: 'Pagan por transferencia',
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { subscription: unknown }).subscription).toEqual({
      status: 'manual',
      plan: 'Convenio',
      manualUntil: '2199-12-31',
      note: 'Pagan por transferencia',
    })
    const asAdmin = await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })).json()
    expect(asAdmin.subscription).toEqual({ status: 'manual', plan: 'Convenio', manualUntil: '2199-12-31' })
    const asSuper = await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: superCookie })).json()
    expect(asSuper.subscription.note).toBe('Pagan por transferencia')
    const billing = await (await server.request(`/api/orgs/${admin.orgId}/billing`, { cookie: admin.cookie })).json()
    expect(billing).toEqual({
      subscription: { status: 'manual', plan: 'Convenio', manualUntil: '2199-12-31' },
      hasBillingAccount: false,
    })
  })

  it('clears it with DELETE or status none', async () => {
    const admin = await createOrgAdmin(server)
    await put(admin.orgId, { status: 'manual' })
    const cleared = await server.request(`/api/admin/orgs/${admin.orgId}/subscription`, {
      method: 'DELETE',
      cookie: superCookie,
    })
    expect(cleared.status).toBe(200)
    expect(((await cleared.json()) as { subscription: unknown }).subscription).toEqual({ status: 'none' })
    await put(admin.orgId, { status: 'active', plan: 'Anual' })
    expect((await orgRow(admin.orgId))?.subscriptionStatus).toBe('active')
    const none = await put(admin.orgId, { status: 'none' })
    expect(((await none.json()) as { subscription: unknown }).subscription).toEqual({ status: 'none' })
  })

  it('clearing falls back to what Stripe last said', async () => {
    const { admin } = await trialingOrg()
    await put(admin.orgId, { status: 'manual', note: 'cortesía' })
    expect((await orgRow(admin.orgId))?.subscriptionStatus).toBe('manual')
    const cleared = await server.request(`/api/admin/orgs/${admin.orgId}/subscription`, {
      method: 'DELETE',
      cookie: superCookie,
    })
    expect(((await cleared.json()) as { subscription: { status: string } }).subscription.status).toBe('trialing')
  })

  it('treats a manual subscription past its last day as none', async () => {
    const admin = await createOrgAdmin(server, 'Liga Vencida', 'AR')
    await put(admin.orgId, { status: 'manual', until: '2020-01-31' })
    const org = await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })).json()
    expect(org.subscription).toEqual({ status: 'none' })
  })

  it.each([
    [{ status: 'trialing' }],
    [{ status: 'manual', until: '2025-02-30' }],
    [{ status: 'manual', until: '31/12/2025' }],
    [{ status: 'manual', extra: true }],
    [{ status: 'manual', note: 'x'.repeat(501) }],
  ])('refuses %o with 400', async (body) => {
    const admin = await createOrgAdmin(server)
    const res = await put(admin.orgId, body)
    expect(res.status).toBe(400)
    expect((await orgRow(admin.orgId))?.subscriptionStatus).toBe('none')
  })

  it('is invisible to everybody else (404) and changes nothing', async () => {
    const admin = await createOrgAdmin(server)
    const res = await put(admin.orgId, { status: 'manual' }, admin.cookie)
    expect(res.status).toBe(404)
    const del = await server.request(`/api/admin/orgs/${admin.orgId}/subscription`, {
      method: 'DELETE',
      cookie: admin.cookie,
    })
    expect(del.status).toBe(404)
    expect((await orgRow(admin.orgId))?.subscriptionStatus).toBe('none')
    expect((await put('00000000-0000-4000-8000-000000000000', { status: 'manual' })).status).toBe(404)
    expect((await put('not-a-uuid', { status: 'manual' })).status).toBe(404)
  })

  it('filters organizations by status and by Argentina setup pending', async () => {
    const tag = stripeId('t')
    await createOrgAdmin(server, `AR pendiente ${tag}`, 'AR')
    const arManual = await createOrgAdmin(server, `AR manual ${tag}`, 'AR')
    const arExpired = await createOrgAdmin(server, `AR vencida ${tag}`, 'AR')
    await createOrgAdmin(server, `ES sin plan ${tag}`, 'ES')
    await trialingOrg(`ES prueba ${tag}`)
    await put(arManual.orgId, { status: 'manual', until: '2199-01-01' })
    await put(arExpired.orgId, { status: 'manual', until: '2020-01-01' })

    async function names(query: string) {
      const res = await server.request(`/api/admin/orgs?q=${tag}&${query}`, { cookie: superCookie })
      expect(res.status).toBe(200)
      return ((await res.json()) as { items: { name: string }[] }).items.map((o) => o.name).sort()
    }
    expect(await names('argentinaPending=true')).toEqual([`AR pendiente ${tag}`, `AR vencida ${tag}`])
    expect(await names('status=manual')).toEqual([`AR manual ${tag}`])
    expect(await names('status=none')).toEqual([`AR pendiente ${tag}`, `AR vencida ${tag}`, `ES sin plan ${tag}`])
    expect(await names('status=trialing')).toEqual([`ES prueba ${tag}`])
    expect(await names('status=none&argentinaPending=1')).toHaveLength(2)
    expect(await names('argentinaPending=false')).toHaveLength(5)
    expect((await server.request('/api/admin/orgs?argentinaPending=maybe', { cookie: superCookie })).status).toBe(400)
  })
})
