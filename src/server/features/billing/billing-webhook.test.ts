import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'
import {
  checkoutSession,
  eventRows,
  invoiceObject,
  linkedOrg,
  orgRow,
  STRIPE_TEST_ENV,
  send,
  sendStripeEvent,
  signStripePayload,
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

describe('the webhook refuses what Stripe did not sign', () => {
  async function expectRefused(res: Response, admin: { orgId: string }, eventId: string) {
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
    expect(await res.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    expect(await eventRows(server, eventId)).toHaveLength(0)
    expect((await orgRow(server, admin.orgId)).subscriptionStatus).toBe('none')
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
    expect((await orgRow(server, admin.orgId)).subscriptionStatus).toBe('active')
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
    const { admin, customer, subscription } = await linkedOrg(server)
    const row = await orgRow(server, admin.orgId)
    expect(row).toMatchObject({ stripeCustomerId: customer, stripeSubscriptionId: subscription })
    expect(row.subscriptionStatus).toBe('none')
    expect(await subscriptionOf(server, admin)).toEqual({ status: 'none' })
  })

  it('sets trialing from an expanded subscription in the session', async () => {
    const admin = await createOrgAdmin(server)
    const trialEnd = unixSeconds() + 14 * 86_400
    const sub = subscriptionObject({ id: stripeId('sub'), customer: stripeId('cus'), status: 'trialing', trialEnd })
    await send(
      server,
      stripeEvent(
        'checkout.session.completed',
        checkoutSession({ organizationId: admin.orgId, customer: sub.customer, subscription: sub }),
      ),
    )
    expect(await subscriptionOf(server, admin)).toMatchObject({
      status: 'trialing',
      plan: 'Liga Pro',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
    })
    expect(await orgRow(server, admin.orgId)).toMatchObject({
      stripeSubscriptionId: sub.id,
      stripeCustomerId: sub.customer,
    })
  })

  it('sets active when the session is paid', async () => {
    const admin = await createOrgAdmin(server)
    await send(
      server,
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
    expect(await subscriptionOf(server, admin)).toEqual({ status: 'active' })
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
    expect(await send(server, created)).toEqual({ received: true, duplicate: false })
    expect((await eventRows(server, created.id))[0]?.organizationId).toBeNull()
    expect(await subscriptionOf(server, admin)).toEqual({ status: 'none' })
    await send(
      server,
      stripeEvent(
        'checkout.session.completed',
        checkoutSession({ organizationId: admin.orgId, customer, subscription: sub.id }),
      ),
    )
    expect(await subscriptionOf(server, admin)).toMatchObject({ status: 'trialing', plan: 'Liga Pro' })
    expect((await eventRows(server, created.id))[0]?.organizationId).toBe(admin.orgId)
  })

  it('does not relink a live subscription to another customer by a second checkout with the same reference', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(
      server,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
      ),
    )
    const intruder = { customer: stripeId('cus'), subscription: stripeId('sub') }
    await send(
      server,
      stripeEvent('checkout.session.completed', checkoutSession({ organizationId: admin.orgId, ...intruder })),
    )
    expect(await orgRow(server, admin.orgId)).toMatchObject({
      subscriptionStatus: 'active',
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription,
    })
    // the other customer's cancellation does not reach the organization
    await send(
      server,
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: intruder.subscription, customer: intruder.customer, status: 'canceled' }),
      ),
    )
    expect((await orgRow(server, admin.orgId)).subscriptionStatus).toBe('active')
  })

  it('ignores a session for an unknown organization, and one that is not a subscription', async () => {
    const admin = await createOrgAdmin(server)
    const unknown = stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: '00000000-0000-4000-8000-000000000000', customer: 'c', subscription: 's' }),
    )
    expect(await send(server, unknown)).toEqual({ received: true, duplicate: false })
    const payment = stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: admin.orgId, customer: 'cus_once', subscription: 'x', mode: 'payment' }),
    )
    await send(server, payment)
    expect(await orgRow(server, admin.orgId)).toMatchObject({ subscriptionStatus: 'none', stripeCustomerId: null })
  })
})

describe('invoices', () => {
  it('payment_failed → error; paid → active', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(
      server,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscription, customer, status: 'active' }),
        {
          created: unixSeconds() - 120,
        },
      ),
    )
    await send(
      server,
      stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription }), { created: unixSeconds() - 60 }),
    )
    expect((await subscriptionOf(server, admin)).status).toBe('error')
    await send(server, stripeEvent('invoice.paid', invoiceObject({ customer, subscription })))
    expect(await subscriptionOf(server, admin)).toMatchObject({ status: 'active', plan: 'Liga Pro' })
  })

  it('reads the subscription of an invoice in the older API shape too', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(server, stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription, legacy: true })))
    expect((await subscriptionOf(server, admin)).status).toBe('error')
  })

  it('a paid invoice during the trial (the trial’s zero invoice) keeps trialing', async () => {
    const { admin, customer, subscription } = await linkedOrg(server)
    await send(
      server,
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({ id: subscription, customer, status: 'trialing', trialEnd: unixSeconds() + 14 * 86_400 }),
        { created: unixSeconds() - 10 },
      ),
    )
    await send(server, stripeEvent('invoice.paid', invoiceObject({ customer, subscription })))
    expect((await subscriptionOf(server, admin)).status).toBe('trialing')
  })

  it('ignores an invoice outside any subscription', async () => {
    const { admin, customer } = await linkedOrg(server)
    const event = stripeEvent('invoice.payment_failed', { id: stripeId('in'), object: 'invoice', customer })
    await send(server, event)
    expect((await orgRow(server, admin.orgId)).subscriptionStatus).toBe('none')
    expect(await eventRows(server, event.id)).toHaveLength(1)
  })
})
