/**
 * The Stripe webhook: real signed events (the Stripe SDK's generateTestHeaderString) sent to POST /api/billing/webhook.
 * Signature, staleness, each event type, replays, events out of order, and the status mapping.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingEvent, organization, user } from '#server/db/schema.ts'
import { createOrgAdmin, createTestServer, signUp, type TestServer } from '#test/server.ts'
import {
  eventRows,
  invoiceObject,
  linkedOrg,
  orgRow,
  STRIPE_TEST_ENV,
  send,
  sendStripeEvent,
  stripeEvent,
  stripeId,
  subscriptionObject,
  subscriptionOf,
  unixSeconds,
} from './stripe-test-kit.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer(STRIPE_TEST_ENV)
})
afterAll(() => server.close())

describe('customer.subscription.*', () => {
  it('created → trialing with trial end, period end and plan', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    const trialEnd = unixSeconds() + 14 * 86_400
    await send(
      server,
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: subscription, customer, status: 'trialing', trialEnd, currentPeriodEnd: trialEnd }),
      ),
    )
    expect(await subscriptionOf(server, admin)).toEqual({
      status: 'trialing',
      plan: 'Liga Pro',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
      currentPeriodEnd: new Date(trialEnd * 1000).toISOString(),
    })
  })

  it('updated → active, cancel at period end, plan from the product when the price has no nickname', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    const periodEnd = unixSeconds() + 30 * 86_400
    await send(
      server,
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
    expect(await subscriptionOf(server, admin)).toEqual({
      status: 'active',
      plan: 'prod_basic',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: true,
    })
  })

  it('deleted → canceled (no subscription), keeping the customer for the portal', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(
      server,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
        {
          created: unixSeconds() - 60,
        },
      ),
    )
    await send(
      server,
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: subscription, customer, status: 'canceled' }),
      ),
    )
    expect(await subscriptionOf(server, admin)).toEqual({ status: 'canceled', plan: 'Liga Pro' })
    expect((await orgRow(server, admin.orgId)).stripeCustomerId).toBe(customer)
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
      server,
      stripeEvent('customer.subscription.created', subscriptionObject({ id: sub1, customer, status: 'active' })),
    )
    expect(await orgRow(server, byCustomer.orgId)).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: sub1,
    })

    const byMetadata = await createOrgAdmin(server)
    const sub2 = stripeId('sub')
    await send(
      server,
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
    expect(await orgRow(server, byMetadata.orgId)).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeSubscriptionId: sub2,
    })
  })

  it('ignores an old subscription’s events once a newer one is linked, and switches to a new paid one', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(
      server,
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
      server,
      stripeEvent('customer.subscription.deleted', subscriptionObject({ id: old, customer, status: 'canceled' })),
    )
    expect(await orgRow(server, admin.orgId)).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscription,
    })

    const renewed = stripeId('sub')
    await send(
      server,
      stripeEvent('customer.subscription.created', subscriptionObject({ id: renewed, customer, status: 'trialing' })),
    )
    expect(await orgRow(server, admin.orgId)).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeSubscriptionId: renewed,
    })
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
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(
      server,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: stripeStatus, trialEnd: unixSeconds() + 86_400 }),
      ),
    )
    expect((await subscriptionOf(server, admin)).status).toBe(status)
  })
})

describe('replays and order', () => {
  it('ten deliveries of the same event make one change and one billing_event row', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    const versionBefore = (await orgRow(server, admin.orgId)).version
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subscription, customer, status: 'past_due' }),
    )
    const answers = []
    for (let i = 0; i < 10; i++) answers.push(await send(server, event))
    expect(answers.filter((a) => a.duplicate)).toHaveLength(9)
    const row = await orgRow(server, admin.orgId)
    expect(row.subscriptionStatus).toBe('error')
    expect(row.version).toBe(versionBefore + 1)
    const [counted] = await server.database.db
      .select({ n: count() })
      .from(billingEvent)
      .where(eq(billingEvent.id, event.id))
    expect(counted?.n).toBe(1)
  })

  it('a replay changes nothing even after a newer event moved the state on', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    const failed = stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription }), {
      created: unixSeconds() - 30,
    })
    await send(server, failed)
    await send(server, stripeEvent('invoice.paid', invoiceObject({ customer, subscription })))
    expect(await send(server, failed)).toEqual({ received: true, duplicate: true })
    expect((await subscriptionOf(server, admin)).status).toBe('active')
  })

  it('two events out of order: the newer state stays when the older arrives last', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
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
    await send(server, newer)
    await send(server, older)
    const row = await orgRow(server, admin.orgId)
    expect(row.subscriptionStatus).toBe('active')
    expect(row.subscriptionEventAt?.getTime()).toBe(t * 1000)
    expect(await eventRows(server, older.id)).toHaveLength(1)
  })

  it('an older invoice failure does not undo a newer payment', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    const t = unixSeconds()
    await send(server, stripeEvent('invoice.paid', invoiceObject({ customer, subscription }), { created: t }))
    await send(
      server,
      stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription }), { created: t - 50 }),
    )
    expect((await subscriptionOf(server, admin)).status).toBe('active')
  })

  it('records and ignores event types it does not handle', async () => {
    const event = stripeEvent('customer.created', { id: stripeId('cus'), object: 'customer' })
    expect(await send(server, event)).toEqual({ received: true, duplicate: false })
    expect(await eventRows(server, event.id)).toMatchObject([{ type: 'customer.created', organizationId: null }])
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
    const { admin, customer, subscription } = await linkedOrg(server, 'AR')
    await setManual(admin.orgId)
    await send(
      server,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'past_due' }),
        {
          created: unixSeconds() - 60,
        },
      ),
    )
    expect(await subscriptionOf(server, admin)).toEqual({ status: 'manual', plan: 'Convenio AFA' })
    await send(
      server,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'trialing', trialEnd: unixSeconds() + 86_400 }),
      ),
    )
    const now = await subscriptionOf(server, admin)
    expect(now).toMatchObject({ status: 'trialing', plan: 'Liga Pro' })
    expect(now).not.toHaveProperty('manualUntil')
  })

  it('a hand-set active is a correction the next Stripe state replaces', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    const res = await server.request(`/api/admin/orgs/${admin.orgId}/subscription`, {
      method: 'PUT',
      cookie: superCookie,
      json: { status: 'active' },
    })
    expect(res.status).toBe(200)
    await send(server, stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription })))
    expect((await subscriptionOf(server, admin)).status).toBe('error')
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
