import { describe, expect, it } from 'vitest'
import {
  applyEventFacts,
  type EventFacts,
  type OrganizationBilling,
  portalStatusOf,
  subscriptionView,
  trialDaysLeft,
} from '#domain/organizations/subscription-state.ts'
import { factsOfEvent } from './stripe-event-facts.ts'

const TODAY = '2026-03-10'
const T0 = new Date('2026-03-10T12:00:00Z')
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

function billing(overrides: Partial<OrganizationBilling> = {}): OrganizationBilling {
  return {
    status: 'none',
    details: {},
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    eventAt: null,
    ...overrides,
  }
}

const updated = (status: string, subscriptionId = 'sub_1'): EventFacts => ({
  kind: 'subscription',
  subscriptionId,
  customerId: 'cus_1',
  state: { status, plan: 'Pro' },
})

describe('portalStatusOf', () => {
  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'error'],
    ['unpaid', 'error'],
    ['incomplete', 'error'],
    ['paused', 'error'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['something_new', 'error'],
  ])('%s → %s', (stripe, portal) => {
    expect(portalStatusOf(stripe)).toBe(portal)
  })
})

describe('applyEventFacts', () => {
  it('applies a newer state and remembers its time', () => {
    expect(applyEventFacts(billing(), updated('active'), T0, TODAY)).toMatchObject({
      status: 'active',
      details: { stripe: { status: 'active', plan: 'Pro' } },
      eventAt: T0,
    })
  })

  it('ignores an older state, and lets the later arrival win a tie', () => {
    const held = billing({ status: 'active', details: { stripe: { status: 'active' } }, eventAt: T0 })
    expect(applyEventFacts(held, updated('past_due'), later(-1), TODAY)).toBeNull()
    expect(applyEventFacts(held, updated('past_due'), T0, TODAY)?.status).toBe('error')
  })

  it('links ids from an older event when none are linked yet', () => {
    const held = billing({ stripeCustomerId: null, stripeSubscriptionId: null, eventAt: T0 })
    expect(applyEventFacts(held, updated('past_due', 'sub_9'), later(-60), TODAY)).toMatchObject({
      status: 'none',
      stripeSubscriptionId: 'sub_9',
      stripeCustomerId: 'cus_1',
      eventAt: T0,
    })
  })

  it('ignores another subscription unless it is paid or a checkout', () => {
    const held = billing({ status: 'active', details: { stripe: { status: 'active' } }, eventAt: T0 })
    expect(applyEventFacts(held, updated('canceled', 'sub_old'), later(10), TODAY)).toBeNull()
    expect(applyEventFacts(held, updated('trialing', 'sub_new'), later(10), TODAY)).toMatchObject({
      status: 'trialing',
      stripeSubscriptionId: 'sub_new',
    })
    const checkout: EventFacts = { kind: 'checkout', customerId: 'cus_1', subscriptionId: 'sub_2' }
    expect(applyEventFacts(held, checkout, later(10), TODAY)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: 'sub_2',
      stripeCustomerId: 'cus_1',
      details: {},
    })
  })

  it('never lets another customer take over a live subscription (a second checkout, a paid subscription)', () => {
    const held = billing({ status: 'active', details: { stripe: { status: 'active' } }, eventAt: T0 })
    const foreignCheckout: EventFacts = { kind: 'checkout', customerId: 'cus_2', subscriptionId: 'sub_2' }
    expect(applyEventFacts(held, foreignCheckout, later(10), TODAY)).toBeNull()
    const foreignPaid: EventFacts = {
      kind: 'subscription',
      subscriptionId: 'sub_2',
      customerId: 'cus_2',
      state: { status: 'active', plan: 'Pro' },
    }
    expect(applyEventFacts(held, foreignPaid, later(10), TODAY)).toBeNull()
    // once the linked one is over, a new customer may subscribe the organization again
    const over = billing({ status: 'canceled', details: { stripe: { status: 'canceled' } }, eventAt: T0 })
    expect(applyEventFacts(over, foreignCheckout, later(10), TODAY)).toMatchObject({
      stripeSubscriptionId: 'sub_2',
      stripeCustomerId: 'cus_2',
    })
  })

  it('keeps a manual subscription against a problem, gives way to a paid state', () => {
    const manual = billing({ status: 'manual', details: { manual: { status: 'manual', setAt: T0.toISOString() } } })
    expect(applyEventFacts(manual, updated('past_due'), T0, TODAY)).toMatchObject({
      status: 'manual',
      details: { stripe: { status: 'past_due' }, manual: { status: 'manual' } },
    })
    const paid = applyEventFacts(manual, updated('active'), T0, TODAY)
    expect(paid?.status).toBe('active')
    expect(paid?.details.manual).toBeUndefined()
  })

  it('does not protect an expired manual subscription', () => {
    const expired = billing({
      status: 'manual',
      details: { manual: { status: 'manual', until: '2026-03-09', setAt: T0.toISOString() } },
    })
    expect(applyEventFacts(expired, updated('canceled'), T0, TODAY)?.status).toBe('canceled')
  })

  it('a paid invoice keeps a running trial and ends a finished one', () => {
    const trial = (trialEndsAt: string) =>
      billing({ status: 'trialing', details: { stripe: { status: 'trialing', trialEndsAt } }, eventAt: later(-100) })
    const paid: EventFacts = { kind: 'invoice-paid', subscriptionId: 'sub_1' }
    expect(applyEventFacts(trial('2026-03-20T00:00:00.000Z'), paid, T0, TODAY)?.status).toBe('trialing')
    expect(applyEventFacts(trial('2026-03-01T00:00:00.000Z'), paid, T0, TODAY)?.status).toBe('active')
  })

  it('changes nothing for an ignored event or the same state again', () => {
    expect(applyEventFacts(billing(), { kind: 'ignored' }, T0, TODAY)).toBeNull()
    const once = applyEventFacts(billing(), updated('active'), T0, TODAY)
    expect(once && applyEventFacts(once, updated('active'), T0, TODAY)).toBeNull()
  })
})

describe('subscriptionView', () => {
  it('shows an expired hand-set subscription as none', () => {
    const view = subscriptionView(
      { status: 'manual', details: { manual: { status: 'manual', until: '2026-03-09', setAt: '' } } },
      { today: TODAY, includeNote: true },
    )
    expect(view).toEqual({ status: 'none' })
  })

  it('keeps a manual subscription through its last day, with the note for super admins only', () => {
    const manual = {
      status: 'manual' as const,
      details: { manual: { status: 'manual' as const, until: TODAY, plan: 'AFA', note: 'n', setAt: '' } },
    }
    expect(subscriptionView(manual, { today: TODAY, includeNote: false })).toEqual({
      status: 'manual',
      plan: 'AFA',
      manualUntil: TODAY,
    })
    expect(subscriptionView(manual, { today: TODAY, includeNote: true }).note).toBe('n')
  })

  it('shows the trial end only while trialing, and no period once canceled', () => {
    const stripe = {
      status: 'canceled',
      plan: 'Pro',
      trialEndsAt: '2026-03-20T00:00:00.000Z',
      currentPeriodEnd: '2026-04-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    }
    expect(subscriptionView({ status: 'canceled', details: { stripe } }, { today: TODAY, includeNote: false })).toEqual(
      {
        status: 'canceled',
        plan: 'Pro',
      },
    )
    expect(
      subscriptionView(
        { status: 'trialing', details: { stripe: { ...stripe, status: 'trialing' } } },
        {
          today: TODAY,
          includeNote: false,
        },
      ),
    ).toEqual({
      status: 'trialing',
      plan: 'Pro',
      trialEndsAt: stripe.trialEndsAt,
      currentPeriodEnd: stripe.currentPeriodEnd,
      cancelAtPeriodEnd: true,
    })
  })
})

describe('trialDaysLeft', () => {
  it.each([
    ['2026-03-24T12:00:00Z', 14],
    ['2026-03-10T12:00:01Z', 1],
    ['2026-03-10T12:00:00Z', 0],
    ['2026-03-01T00:00:00Z', 0],
  ])('until %s → %i', (end, days) => {
    expect(trialDaysLeft(end, T0)).toBe(days)
  })
})

describe('factsOfEvent', () => {
  const event = (type: string, object: unknown) => ({ type, data: { object } }) as Parameters<typeof factsOfEvent>[0]

  it('reads a checkout session: organization, ids, and a state only when the session says one', () => {
    const session = {
      mode: 'subscription',
      client_reference_id: 'org-1',
      customer: 'cus_1',
      subscription: 'sub_1',
      payment_status: 'no_payment_required',
    }
    expect(factsOfEvent(event('checkout.session.completed', session))).toEqual({
      kind: 'checkout',
      organizationId: 'org-1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    })
    expect(factsOfEvent(event('checkout.session.completed', { ...session, payment_status: 'paid' }))).toMatchObject({
      state: { status: 'active' },
    })
    expect(factsOfEvent(event('checkout.session.completed', { ...session, mode: 'payment' }))).toEqual({
      kind: 'ignored',
    })
  })

  it('reads a subscription in the older API shape (period end and plan on the subscription)', () => {
    const facts = factsOfEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        customer: { id: 'cus_1' },
        status: 'active',
        current_period_end: 1_800_000_000,
        plan: { id: 'plan_1', nickname: 'Mensual', product: 'prod_1' },
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { organizationId: 'org-1' },
      }),
    )
    expect(facts).toEqual({
      kind: 'subscription',
      organizationId: 'org-1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      state: { status: 'active', plan: 'Mensual', currentPeriodEnd: new Date(1_800_000_000_000).toISOString() },
    })
  })

  it('a deleted subscription is canceled whatever its object says', () => {
    expect(factsOfEvent(event('customer.subscription.deleted', { id: 'sub_1', status: 'active' }))).toMatchObject({
      state: { status: 'canceled' },
    })
  })

  it('ignores invoices outside subscriptions and types it does not handle', () => {
    expect(factsOfEvent(event('invoice.paid', { id: 'in_1', customer: 'cus_1' }))).toEqual({ kind: 'ignored' })
    expect(factsOfEvent(event('charge.refunded', { id: 'ch_1' }))).toEqual({ kind: 'ignored' })
  })
})
