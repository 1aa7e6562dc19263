/**
 * Reads a verified Stripe event into the few facts billing needs (EventFacts). Pure, and tolerant: Stripe's objects
 * differ between API versions (a subscription's period end moved to its items; an invoice's subscription moved under
 * `parent.subscription_details`), so both places are read, and anything missing is simply absent.
 */

import { type EventFacts, portalStatusOf, type StripeState } from '#domain/organizations/subscription-state.ts'
import type { StripeEvent } from '#server/billing/stripe-client.ts'

type Loose = Record<string, unknown>

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null
}

/** An id from a field that holds either the id or the expanded object. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value
  if (isObject(value) && typeof value.id === 'string') return value.id
  return undefined
}

function isoOf(seconds: unknown): string | undefined {
  return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function metadataOrganizationId(metadata: unknown): string | undefined {
  return isObject(metadata) ? stringOf(metadata.organizationId) : undefined
}

/** The plan's name: the price's nickname, else its product's name (when expanded), else the product id. */
function planOf(price: unknown): string | undefined {
  if (!isObject(price)) return undefined
  const product = price.product
  return (
    stringOf(price.nickname) ?? (isObject(product) ? stringOf(product.name) : undefined) ?? idOf(product) ?? idOf(price)
  )
}

export function subscriptionStateOf(subscription: Loose): StripeState {
  const items = isObject(subscription.items) && Array.isArray(subscription.items.data) ? subscription.items.data : []
  const item: unknown = items[0]
  const periodEnds = items
    .map((i: unknown) => (isObject(i) ? i.current_period_end : undefined))
    .filter((end): end is number => typeof end === 'number')
  const currentPeriodEnd =
    periodEnds.length > 0 ? isoOf(Math.max(...periodEnds)) : isoOf(subscription.current_period_end)
  const plan = isObject(item) ? (planOf(item.price) ?? planOf(item.plan)) : planOf(subscription.plan)
  const state: StripeState = { status: stringOf(subscription.status) ?? 'incomplete' }
  if (plan) state.plan = plan
  const trialEndsAt = isoOf(subscription.trial_end)
  if (trialEndsAt) state.trialEndsAt = trialEndsAt
  if (currentPeriodEnd) state.currentPeriodEnd = currentPeriodEnd
  if (subscription.cancel_at_period_end === true || typeof subscription.cancel_at === 'number') {
    state.cancelAtPeriodEnd = true
  }
  return state
}

/** Drops the keys whose value is undefined, so the facts stored on the event row stay small. */
function withIds<T extends EventFacts>(facts: T): T {
  const result = { ...facts }
  for (const key of Object.keys(result) as (keyof T)[]) if (result[key] === undefined) delete result[key]
  return result
}

/**
 * A signed event we can store: an id, a type, a creation time (seconds, years 2000–2200) and an object. Stripe never
 * sends anything else; a signed event that is not one is answered 400, never 500.
 */
export function isWellFormedEvent(event: unknown): event is Pick<StripeEvent, 'id' | 'type' | 'created' | 'data'> {
  if (!isObject(event)) return false
  const { id, type, created, data } = event
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 255 &&
    typeof type === 'string' &&
    type.length <= 255 &&
    typeof created === 'number' &&
    Number.isInteger(created) &&
    created >= 946_684_800 &&
    created < 7_258_118_400 &&
    isObject(data) &&
    isObject(data.object)
  )
}

export function factsOfEvent(event: Pick<StripeEvent, 'type' | 'data'>): EventFacts {
  const object: unknown = event.data?.object
  if (!isObject(object)) return { kind: 'ignored' }
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return { kind: 'ignored' }
      const subscription = object.subscription
      let state: StripeState | undefined
      if (isObject(subscription) && typeof subscription.status === 'string') {
        state = subscriptionStateOf(subscription)
      } else if (object.payment_status === 'paid') {
        state = { status: 'active' }
      }
      return withIds({
        kind: 'checkout',
        organizationId: stringOf(object.client_reference_id),
        customerId: idOf(object.customer),
        subscriptionId: idOf(subscription),
        state,
      })
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = idOf(object)
      if (!subscriptionId) return { kind: 'ignored' }
      const state = subscriptionStateOf(object)
      // A deleted subscription is over, whatever status the object still shows.
      if (event.type === 'customer.subscription.deleted' && portalStatusOf(state.status) !== 'canceled') {
        state.status = 'canceled'
      }
      return withIds({
        kind: 'subscription',
        organizationId: metadataOrganizationId(object.metadata),
        customerId: idOf(object.customer),
        subscriptionId,
        state,
      })
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = isObject(object.parent) ? object.parent : undefined
      const details = isObject(parent?.subscription_details) ? parent.subscription_details : undefined
      const subscriptionId = idOf(details?.subscription) ?? idOf(object.subscription)
      // An invoice outside a subscription (a one-off) says nothing about it.
      if (!subscriptionId) return { kind: 'ignored' }
      return withIds({
        kind: event.type === 'invoice.paid' ? 'invoice-paid' : 'invoice-failed',
        organizationId: metadataOrganizationId(details?.metadata),
        customerId: idOf(object.customer),
        subscriptionId,
      })
    }
    default:
      return { kind: 'ignored' }
  }
}
