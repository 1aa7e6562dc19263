/**
 * An organization's subscription, as pure data: what Stripe's statuses mean to the portal, how one Stripe event changes
 * what we hold (newest event wins, a subscription set by hand is kept unless Stripe says paid), and what the API shows.
 * The service loads a row, calls these, and saves the result; no I/O here.
 */
import type { Subscription, SubscriptionStatus } from '#domain/organizations/organization.schema.ts'

/** What the last Stripe event we applied said about the subscription (Stripe's own status, not ours). */
export type StripeState = {
  status: string
  plan?: string
  trialEndsAt?: string
  currentPeriodEnd?: string
  cancelAtPeriodEnd?: boolean
}

/** A subscription a super admin set by hand. `until` is the last day (inclusive, UTC); without it, no end. */
export type HandSetSubscription = {
  status: 'manual' | 'active'
  plan?: string
  until?: string
  note?: string
  setAt: string
}

/** The `organization.subscription` jsonb column. */
export type SubscriptionDetails = { stripe?: StripeState; manual?: HandSetSubscription }

/** The billing columns of an organization row. */
export type OrganizationBilling = {
  status: SubscriptionStatus
  details: SubscriptionDetails
  stripeCustomerId: string | null
  stripeSubscriptionId: string | null
  /** the `created` time of the newest Stripe event whose state we applied */
  eventAt: Date | null
}

/** What one Stripe event says, reduced to what the portal needs (see stripe-event-facts.ts). */
export type EventFacts =
  | {
      kind: 'checkout'
      organizationId?: string
      customerId?: string
      subscriptionId?: string
      /** only when the session itself says it (an expanded subscription, or a paid session) */
      state?: StripeState
    }
  | {
      kind: 'subscription'
      organizationId?: string
      customerId?: string
      subscriptionId: string
      state: StripeState
    }
  | { kind: 'invoice-paid' | 'invoice-failed'; organizationId?: string; customerId?: string; subscriptionId: string }
  | { kind: 'ignored' }

/**
 * Stripe's subscription statuses in the portal's words: trialing and active are paid; past_due, unpaid and incomplete
 * are a billing issue (`error`); canceled and incomplete_expired mean no subscription (`canceled`). `paused` (a trial
 * that ended without a payment method) asks for a card, so it is a billing issue too, as is anything unknown.
 */
export function portalStatusOf(stripeStatus: string): 'trialing' | 'active' | 'error' | 'canceled' {
  switch (stripeStatus) {
    case 'trialing':
      return 'trialing'
    case 'active':
      return 'active'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    default:
      return 'error'
  }
}

export function isPaidStatus(status: string): boolean {
  return status === 'trialing' || status === 'active'
}

/** Today's date in UTC, `YYYY-MM-DD`: the day a hand-set `until` is compared with. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export function isHandSetExpired(manual: HandSetSubscription | undefined, today: string): boolean {
  return Boolean(manual?.until && manual.until < today)
}

/** The status the portal acts on: a hand-set subscription whose last day has passed is none. */
export function effectiveStatusOf(
  billing: Pick<OrganizationBilling, 'status' | 'details'>,
  today: string,
): SubscriptionStatus {
  return isHandSetExpired(billing.details.manual, today) ? 'none' : billing.status
}

/** Whole days left until `trialEndsAt`, rounded up, never negative. */
export function trialDaysLeft(trialEndsAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / 86_400_000))
}

/** The `subscription` object of the API. `note` only for super admins. */
export function subscriptionView(
  billing: Pick<OrganizationBilling, 'status' | 'details'>,
  options: { today: string; includeNote: boolean },
): Subscription {
  const status = effectiveStatusOf(billing, options.today)
  if (status === 'none') return { status }
  const { manual, stripe } = billing.details
  if (manual) {
    return {
      status,
      ...(manual.plan ? { plan: manual.plan } : {}),
      ...(manual.until ? { manualUntil: manual.until } : {}),
      ...(options.includeNote && manual.note ? { note: manual.note } : {}),
    }
  }
  if (!stripe) return { status }
  return {
    status,
    ...(stripe.plan ? { plan: stripe.plan } : {}),
    ...(status === 'trialing' && stripe.trialEndsAt ? { trialEndsAt: stripe.trialEndsAt } : {}),
    ...(stripe.currentPeriodEnd && status !== 'canceled' ? { currentPeriodEnd: stripe.currentPeriodEnd } : {}),
    ...(stripe.cancelAtPeriodEnd && status !== 'canceled' ? { cancelAtPeriodEnd: true } : {}),
  }
}

/** The Stripe state an event leads to, or undefined when it says nothing about the state. */
function stateOf(facts: EventFacts, current: StripeState | undefined, eventAt: Date): StripeState | undefined {
  switch (facts.kind) {
    case 'checkout':
    case 'subscription':
      return facts.state
    case 'invoice-failed':
      return { ...current, status: 'past_due' }
    case 'invoice-paid': {
      // A paid invoice makes the subscription active, unless it is still in its trial (the trial's €0 invoice).
      const isInTrial =
        current?.status === 'trialing' &&
        current.trialEndsAt !== undefined &&
        new Date(current.trialEndsAt).getTime() > eventAt.getTime()
      return { ...current, status: isInTrial ? 'trialing' : 'active' }
    }
    case 'ignored':
      return undefined
  }
}

/**
 * Applies one event to what an organization holds. Returns the new state, or null when nothing changes.
 *
 * - Order: an event changes the state only when it is at least as new as the newest one applied (`eventAt`); ids are
 *   still linked from an older one when none are linked yet.
 * - Another subscription than the linked one: a checkout, or a subscription that is paid, replaces it (the customer
 *   subscribed again); anything else about an old subscription is ignored, so it cannot cancel the new one. While the
 *   linked one is live, another customer's subscription never replaces it.
 * - Set by hand: a `manual` subscription (not expired) stays unless Stripe says paid; then Stripe takes over and the
 *   hand-set details go. A hand-set `active` is a correction and Stripe's next state replaces it.
 */
export function applyEventFacts(
  billing: OrganizationBilling,
  facts: EventFacts,
  eventAt: Date,
  today: string,
): OrganizationBilling | null {
  if (facts.kind === 'ignored') return null
  const isNewer = billing.eventAt === null || eventAt.getTime() >= billing.eventAt.getTime()
  const isOtherSubscription =
    billing.stripeSubscriptionId !== null &&
    facts.subscriptionId !== undefined &&
    facts.subscriptionId !== billing.stripeSubscriptionId
  const state = stateOf(facts, isOtherSubscription ? undefined : billing.details.stripe, eventAt)

  // A live subscription is never taken over by another Stripe customer (decision 0016): a second checkout carrying this
  // organization's id, paid by someone else, would otherwise relink it and hand them its cancellation.
  const isLinkedLive =
    billing.stripeSubscriptionId !== null &&
    billing.details.stripe !== undefined &&
    portalStatusOf(billing.details.stripe.status) !== 'canceled'
  if (
    isOtherSubscription &&
    isLinkedLive &&
    facts.customerId !== undefined &&
    billing.stripeCustomerId !== null &&
    facts.customerId !== billing.stripeCustomerId
  ) {
    return null
  }

  let isReplacing = false
  if (isOtherSubscription) {
    isReplacing = isNewer && (facts.kind === 'checkout' || (state !== undefined && isPaidStatus(state.status)))
    if (!isReplacing) return null
  }

  const next: OrganizationBilling = { ...billing, details: { ...billing.details } }
  if (isReplacing) delete next.details.stripe
  if (facts.customerId && (next.stripeCustomerId === null || isReplacing || (facts.kind === 'checkout' && isNewer))) {
    next.stripeCustomerId = facts.customerId
  }
  if (facts.subscriptionId && (next.stripeSubscriptionId === null || isReplacing)) {
    next.stripeSubscriptionId = facts.subscriptionId
  }

  if (state && isNewer) {
    next.details.stripe = state
    next.eventAt = eventAt
    const status = portalStatusOf(state.status)
    const manual = billing.details.manual
    const isManualKept = manual?.status === 'manual' && !isHandSetExpired(manual, today) && !isPaidStatus(status)
    if (!isManualKept) {
      next.status = status
      delete next.details.manual
    }
  }

  return JSON.stringify(next) === JSON.stringify(billing) ? null : next
}
