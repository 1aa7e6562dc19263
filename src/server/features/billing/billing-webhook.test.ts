/**
 * Issue 5, webhook: real signed events (the Stripe SDK's generateTestHeaderString) sent to POST /api/billing/webhook.
 * Signature, staleness, each event type, replays, events out of order, and the status mapping.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingEvent, organization, user } from '#server/db/schema.ts'
import { createOrgAdmin, createTestServer, signUp, type TestServer } from '#test/server.ts'
import {
  checkoutSession,
  invoiceObject,
  STRIPE_TEST_ENV,
  sendStripeEvent,
  signStripePayload,
  stripeEvent,
  stripeId,
  subscriptionObject,
  unixSeconds,
} from './stripe-test-kit.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer(STRIPE_TEST_ENV)
})
afterAll(() => server.close())

async function orgRow(id: string) {
  const [row] = await server.database.db.select().from(organization).where(eq(organization.id, id))
  if (!row) throw new Error('organization not found')
  return row
}

async function eventRows(id: string) {
  return server.database.db.select().from(billingEvent).where(eq(billingEvent.id, id))
}

async function subscriptionOf(admin: { cookie: string; orgId: string }) {
  const res = await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })
  expect(res.status).toBe(200)
  return ((await res.json()) as { subscription: Record<string, unknown> }).subscription
}

async function send(event: unknown) {
  const res = await sendStripeEvent(server, event)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as { received: true; duplicate: boolean }
}

/** An organization whose checkout linked a customer and a subscription (state still none). */
async function linkedOrg(country = 'ES') {
  const admin = await createOrgAdmin(server, 'Liga Stripe', country)
  const customer = stripeId('cus')
  const subscription = stripeId('sub')
  await send(
    stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: admin.orgId, customer, subscription }),
      { created: unixSeconds() - 3600 },
    ),
  )
  return { admin, customer, subscription }
}

describe('the webhook refuses what Stripe did not sign', () => {
  async function expectRefused(res: Response, admin: { orgId: string }, eventId: string) {
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
    expect(await res.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    expect(await eventRows(eventId)).toHaveLength(0)
    expect((await orgRow(admin.orgId)).subscriptionStatus).toBe('none')
  }

  function activeEvent(orgId: string) {
    return stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: orgId, customer: 'cus_x', subscription: 'sub_x', paymentStatus: 'paid' }),
    )
  }

  it('without a Stripe-Signature header', async () => {
    const admin = await createOrgAdmin(server)
    const event = activeEvent(admin.orgId)
    await expectRefused(await sendStripeEvent(server, event, { signature: null }), admin, event.id)
  })

  it('signed with another secret', async () => {
    const admin = await createOrgAdmin(server)
    const event = activeEvent(admin.orgId)
    await expectRefused(await sendStripeEvent(server, event, { secret: 'whsec_someone_else' }), admin, event.id)
  })

  it('with a garbage signature', async () => {
    const admin = await createOrgAdmin(server)
    const event = activeEvent(admin.orgId)
    await expectRefused(await sendStripeEvent(server, event, { signature: 't=1,v1=abc' }), admin, event.id)
  })

  it('whose body was changed after signing', async () => {
    const admin = await createOrgAdmin(server)
    const event = activeEvent(admin.orgId)
    const payload = JSON.stringify(event)
    const signature = signStripePayload(payload)
    const tampered = payload.replace('"paid"', '"paid" ')
    await expectRefused(await sendStripeEvent(server, event, { payload: tampered, signature }), admin, event.id)
  })

  it('with a timestamp 301 s old (stale: 300 s tolerance)', async () => {
    const admin = await createOrgAdmin(server)
    const event = activeEvent(admin.orgId)
    await expectRefused(await sendStripeEvent(server, event, { timestamp: unixSeconds() - 301 }), admin, event.id)
  })

  it('accepts a timestamp within the tolerance', async () => {
    const admin = await createOrgAdmin(server)
    const event = activeEvent(admin.orgId)
    const res = await sendStripeEvent(server, event, { timestamp: unixSeconds() - 240 })
    expect(res.status).toBe(200)
    expect((await orgRow(admin.orgId)).subscriptionStatus).toBe('active')
  })

  it('refuses a body far larger than any Stripe event (413)', async () => {
    const res = await sendStripeEvent(server, null, { payload: JSON.stringify({ padding: 'x'.repeat(600 * 1024) }) })
    expect(res.status).toBe(413)
  })

  it('refuses a body that is not JSON even when signed', async () => {
    const res = await sendStripeEvent(server, null, { payload: 'not json' })
    expect(res.status).toBe(400)
  })

  it.each([
    ['an array', []],
    ['an event without an object', { id: 'evt_1', type: 'checkout.session.completed', created: 1_700_000_000 }],
    [
      'a creation time that is not a time',
      { id: 'evt_2', type: 'invoice.paid', created: 'soon', data: { object: {} } },
    ],
    [
      'a creation time in year 0',
      { id: 'evt_3', type: 'invoice.paid', created: -62_167_219_200, data: { object: {} } },
    ],
    ['an id that is a number', { id: 42, type: 'invoice.paid', created: 1_700_000_000, data: { object: {} } }],
  ])('answers 400 to a signed but malformed event: %s', async (_label, event) => {
    const res = await sendStripeEvent(server, null, { payload: JSON.stringify(event) })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
  })
})

describe('checkout.session.completed', () => {
  it('links the customer and the subscription, and waits for the subscription events when the session says no status', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const row = await orgRow(admin.orgId)
    expect(row).toMatchObject({ stripeCustomerId: customer, stripeSubscriptionId: subscription })
    expect(row.subscriptionStatus).toBe('none')
    expect(await subscriptionOf(admin)).toEqual({ status: 'none' })
  })

  it('sets trialing from an expanded subscription in the session', async () => {
    const admin = await createOrgAdmin(server)
    const trialEnd = unixSeconds() + 14 * 86_400
    const sub = subscriptionObject({ id: stripeId('sub'), customer: stripeId('cus'), status: 'trialing', trialEnd })
    await send(
      stripeEvent(
        'checkout.session.completed',
        checkoutSession({ organizationId: admin.orgId, customer: sub.customer, subscription: sub }),
      ),
    )
    expect(await subscriptionOf(admin)).toMatchObject({
      status: 'trialing',
      plan: 'Liga Pro',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
    })
    expect(await orgRow(admin.orgId)).toMatchObject({ stripeSubscriptionId: sub.id, stripeCustomerId: sub.customer })
  })

  it('sets active when the session is paid', async () => {
    const admin = await createOrgAdmin(server)
    await send(
      stripeEvent(
        'checkout.session.completed',
        checkoutSession({
          organizationId: admin.orgId,
          customer: 'cus_paid',
          subscription: 'sub_paid',
          paymentStatus: 'paid',
        }),
      ),
    )
    expect(await subscriptionOf(admin)).toEqual({ status: 'active' })
  })

  it('applies the subscription events that arrived before the checkout linked them', async () => {
    const admin = await createOrgAdmin(server)
    const customer = stripeId('cus')
    const sub = subscriptionObject({
      id: stripeId('sub'),
      customer,
      status: 'trialing',
      trialEnd: unixSeconds() + 14 * 86_400,
    })
    const created = stripeEvent('customer.subscription.created', sub, { created: unixSeconds() - 5 })
    expect(await send(created)).toEqual({ received: true, duplicate: false })
    expect((await eventRows(created.id))[0]?.organizationId).toBeNull()
    expect(await subscriptionOf(admin)).toEqual({ status: 'none' })
    await send(
      stripeEvent(
        'checkout.session.completed',
        checkoutSession({ organizationId: admin.orgId, customer, subscription: sub.id }),
      ),
    )
    expect(await subscriptionOf(admin)).toMatchObject({ status: 'trialing', plan: 'Liga Pro' })
    expect((await eventRows(created.id))[0]?.organizationId).toBe(admin.orgId)
  })

  it('does not relink a live subscription to another customer by a second checkout with the same reference', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
      ),
    )
    const intruder = { customer: stripeId('cus'), subscription: stripeId('sub') }
    await send(stripeEvent('checkout.session.completed', checkoutSession({ organizationId: admin.orgId, ...intruder })))
    expect(await orgRow(admin.orgId)).toMatchObject({
      subscriptionStatus: 'active',
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription,
    })
    // the other customer's cancellation does not reach the organization
    await send(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: intruder.subscription, customer: intruder.customer, status: 'canceled' }),
      ),
    )
    expect((await orgRow(admin.orgId)).subscriptionStatus).toBe('active')
  })

  it('ignores a session for an unknown organization, and one that is not a subscription', async () => {
    const admin = await createOrgAdmin(server)
    const unknown = stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: '00000000-0000-4000-8000-000000000000', customer: 'c', subscription: 's' }),
    )
    expect(await send(unknown)).toEqual({ received: true, duplicate: false })
    const payment = stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: admin.orgId, customer: 'cus_once', subscription: 'x', mode: 'payment' }),
    )
    await send(payment)
    expect(await orgRow(admin.orgId)).toMatchObject({ subscriptionStatus: 'none', stripeCustomerId: null })
  })
})

describe('customer.subscription.*', () => {
  it('created → trialing with trial end, period end and plan', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const trialEnd = unixSeconds() + 14 * 86_400
    await send(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: subscription, customer, status: 'trialing', trialEnd, currentPeriodEnd: trialEnd }),
      ),
    )
    expect(await subscriptionOf(admin)).toEqual({
      status: 'trialing',
      plan: 'Liga Pro',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
      currentPeriodEnd: new Date(trialEnd * 1000).toISOString(),
    })
  })

  it('updated → active, cancel at period end, plan from the product when the price has no nickname', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const periodEnd = unixSeconds() + 30 * 86_400
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: subscription,
          customer,
          status: 'active',
          currentPeriodEnd: periodEnd,
          nickname: null,
          product: 'prod_basic',
          cancelAtPeriodEnd: true,
        }),
      ),
    )
    expect(await subscriptionOf(admin)).toEqual({
      status: 'active',
      plan: 'prod_basic',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: true,
    })
  })

  it('deleted → canceled (no subscription), keeping the customer for the portal', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
        {
          created: unixSeconds() - 60,
        },
      ),
    )
    await send(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: subscription, customer, status: 'canceled' }),
      ),
    )
    expect(await subscriptionOf(admin)).toEqual({ status: 'canceled', plan: 'Liga Pro' })
    expect((await orgRow(admin.orgId)).stripeCustomerId).toBe(customer)
  })

  it('finds the organization by customer id, then by metadata.organizationId', async () => {
    const byCustomer = await createOrgAdmin(server)
    const customer = stripeId('cus')
    await server.database.db
      .update(organization)
      .set({ stripeCustomerId: customer })
      .where(eq(organization.id, byCustomer.orgId))
    const sub1 = stripeId('sub')
    await send(
      stripeEvent('customer.subscription.created', subscriptionObject({ id: sub1, customer, status: 'active' })),
    )
    expect(await orgRow(byCustomer.orgId)).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: sub1 })

    const byMetadata = await createOrgAdmin(server)
    const sub2 = stripeId('sub')
    await send(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({
          id: sub2,
          customer: stripeId('cus'),
          status: 'trialing',
          trialEnd: unixSeconds() + 86_400,
          metadata: { organizationId: byMetadata.orgId },
        }),
      ),
    )
    expect(await orgRow(byMetadata.orgId)).toMatchObject({ subscriptionStatus: 'trialing', stripeSubscriptionId: sub2 })
  })

  it('ignores an old subscription’s events once a newer one is linked, and switches to a new paid one', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
        {
          created: unixSeconds() - 60,
        },
      ),
    )
    const old = stripeId('sub')
    await send(
      stripeEvent('customer.subscription.deleted', subscriptionObject({ id: old, customer, status: 'canceled' })),
    )
    expect(await orgRow(admin.orgId)).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscription,
    })

    const renewed = stripeId('sub')
    await send(
      stripeEvent('customer.subscription.created', subscriptionObject({ id: renewed, customer, status: 'trialing' })),
    )
    expect(await orgRow(admin.orgId)).toMatchObject({ subscriptionStatus: 'trialing', stripeSubscriptionId: renewed })
  })

  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'error'],
    ['unpaid', 'error'],
    ['incomplete', 'error'],
    ['paused', 'error'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
  ])('maps Stripe status %s to %s', async (stripeStatus, status) => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: stripeStatus, trialEnd: unixSeconds() + 86_400 }),
      ),
    )
    expect((await subscriptionOf(admin)).status).toBe(status)
  })
})

describe('invoices', () => {
  it('payment_failed → error; paid → active', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
        {
          created: unixSeconds() - 120,
        },
      ),
    )
    await send(
      stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription }), { created: unixSeconds() - 60 }),
    )
    expect((await subscriptionOf(admin)).status).toBe('error')
    await send(stripeEvent('invoice.paid', invoiceObject({ customer, subscription })))
    expect(await subscriptionOf(admin)).toMatchObject({ status: 'active', plan: 'Liga Pro' })
  })

  it('reads the subscription of an invoice in the older API shape too', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription, legacy: true })))
    expect((await subscriptionOf(admin)).status).toBe('error')
  })

  it('a paid invoice during the trial (the trial’s zero invoice) keeps trialing', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    await send(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: subscription, customer, status: 'trialing', trialEnd: unixSeconds() + 14 * 86_400 }),
        { created: unixSeconds() - 10 },
      ),
    )
    await send(stripeEvent('invoice.paid', invoiceObject({ customer, subscription })))
    expect((await subscriptionOf(admin)).status).toBe('trialing')
  })

  it('ignores an invoice outside any subscription', async () => {
    const { admin, customer } = await linkedOrg()
    const event = stripeEvent('invoice.payment_failed', { id: stripeId('in'), object: 'invoice', customer })
    await send(event)
    expect((await orgRow(admin.orgId)).subscriptionStatus).toBe('none')
    expect(await eventRows(event.id)).toHaveLength(1)
  })
})

describe('replays and order', () => {
  it('ten deliveries of the same event make one change and one billing_event row', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const versionBefore = (await orgRow(admin.orgId)).version
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subscription, customer, status: 'past_due' }),
    )
    const answers = []
    for (let i = 0; i < 10; i++) answers.push(await send(event))
    expect(answers.filter((a) => a.duplicate)).toHaveLength(9)
    const row = await orgRow(admin.orgId)
    expect(row.subscriptionStatus).toBe('error')
    expect(row.version).toBe(versionBefore + 1)
    const [counted] = await server.database.db
      .select({ n: count() })
      .from(billingEvent)
      .where(eq(billingEvent.id, event.id))
    expect(counted?.n).toBe(1)
  })

  it('a replay changes nothing even after a newer event moved the state on', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const failed = stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription }), {
      created: unixSeconds() - 30,
    })
    await send(failed)
    await send(stripeEvent('invoice.paid', invoiceObject({ customer, subscription })))
    expect(await send(failed)).toEqual({ received: true, duplicate: true })
    expect((await subscriptionOf(admin)).status).toBe('active')
  })

  it('two events out of order: the newer state stays when the older arrives last', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const t = unixSeconds()
    const newer = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subscription, customer, status: 'active' }),
      {
        created: t,
      },
    )
    const older = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subscription, customer, status: 'past_due' }),
      { created: t - 100 },
    )
    await send(newer)
    await send(older)
    const row = await orgRow(admin.orgId)
    expect(row.subscriptionStatus).toBe('active')
    expect(row.subscriptionEventAt?.getTime()).toBe(t * 1000)
    expect(await eventRows(older.id)).toHaveLength(1)
  })

  it('an older invoice failure does not undo a newer payment', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const t = unixSeconds()
    await send(stripeEvent('invoice.paid', invoiceObject({ customer, subscription }), { created: t }))
    await send(stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription }), { created: t - 50 }))
    expect((await subscriptionOf(admin)).status).toBe('active')
  })

  it('records and ignores event types it does not handle', async () => {
    const event = stripeEvent('customer.created', { id: stripeId('cus'), object: 'customer' })
    expect(await send(event)).toEqual({ received: true, duplicate: false })
    expect(await eventRows(event.id)).toMatchObject([{ type: 'customer.created', organizationId: null }])
  })
})

describe('a subscription set by hand', () => {
  let superCookie: string
  beforeAll(async () => {
    const sa = await signUp(server, { displayName: 'Operator' })
    await server.database.db.update(user).set({ role: 'super_admin' }).where(eq(user.id, sa.userId))
    superCookie = sa.cookie
  })

  async function setManual(orgId: string) {
    const res = await server.request(`/api/admin/orgs/${orgId}/subscription`, {
      method: 'PUT',
      cookie: superCookie,
      json: { status: 'manual', plan: 'Convenio AFA', note: 'Transferencia mensual' },
    })
    expect(res.status).toBe(200)
  }

  it('is kept when Stripe reports a problem, and replaced when Stripe says paid', async () => {
    const { admin, customer, subscription } = await linkedOrg('AR')
    await setManual(admin.orgId)
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'past_due' }),
        {
          created: unixSeconds() - 60,
        },
      ),
    )
    expect(await subscriptionOf(admin)).toEqual({ status: 'manual', plan: 'Convenio AFA' })
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'trialing', trialEnd: unixSeconds() + 86_400 }),
      ),
    )
    const now = await subscriptionOf(admin)
    expect(now).toMatchObject({ status: 'trialing', plan: 'Liga Pro' })
    expect(now).not.toHaveProperty('manualUntil')
  })

  it('a hand-set active is a correction the next Stripe state replaces', async () => {
    const { admin, customer, subscription } = await linkedOrg()
    const res = await server.request(`/api/admin/orgs/${admin.orgId}/subscription`, {
      method: 'PUT',
      cookie: superCookie,
      json: { status: 'active' },
    })
    expect(res.status).toBe(200)
    await send(stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription })))
    expect((await subscriptionOf(admin)).status).toBe('error')
  })
})

describe('without billing', () => {
  it('has no webhook: 404, and /api/config says billing is off', async () => {
    const off = await createTestServer()
    try {
      const res = await sendStripeEvent(
        off,
        stripeEvent('invoice.paid', invoiceObject({ customer: 'c', subscription: 's' })),
      )
      expect(res.status).toBe(404)
      const config = await (await off.request('/api/config')).json()
      expect(config).toMatchObject({ billingEnabled: false })
      expect(config).not.toHaveProperty('stripePublishableKey')
      expect(config).not.toHaveProperty('pricingTableIds')
    } finally {
      await off.close()
    }
  })

  it('with billing, /api/config gives the publishable key and the pricing tables', async () => {
    const config = await (await server.request('/api/config')).json()
    expect(config).toMatchObject({
      billingEnabled: true,
      stripePublishableKey: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
      pricingTableIds: {
        es: STRIPE_TEST_ENV.STRIPE_PRICING_TABLE_ID_ES,
        en: STRIPE_TEST_ENV.STRIPE_PRICING_TABLE_ID_EN,
      },
    })
  })
})
