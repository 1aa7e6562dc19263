/**
 * Billing: Stripe's webhook events applied to organizations (idempotent, newest state wins), the billing page's data,
 * customer-portal sessions, and subscriptions a super admin sets by hand.
 */
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Billing, Organization, SetSubscriptionInput } from '#domain/organizations/organization.schema.ts'
import {
  applyEventFacts,
  type EventFacts,
  type OrganizationBilling,
  portalStatusOf,
  type SubscriptionDetails,
  subscriptionView,
  todayUtc,
  trialDaysLeft,
} from '#domain/organizations/subscription-state.ts'
import { isUuid } from '#server/auth/guards.ts'
import type { StripeEvent, StripeGateway } from '#server/billing/stripe-client.ts'
import type { Db } from '#server/db/client.ts'
import { billingEvent, organization } from '#server/db/schema.ts'
import { getOrganization } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { factsOfEvent } from './stripe-event-facts.ts'

type OrganizationRow = typeof organization.$inferSelect

export function billingOf(row: OrganizationRow): OrganizationBilling {
  return {
    status: row.subscriptionStatus as OrganizationBilling['status'],
    details: (row.subscription ?? {}) as SubscriptionDetails,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    eventAt: row.subscriptionEventAt,
  }
}

function columnsOf(billing: OrganizationBilling) {
  return {
    subscriptionStatus: billing.status,
    subscription: billing.details as Record<string, unknown>,
    stripeCustomerId: billing.stripeCustomerId,
    stripeSubscriptionId: billing.stripeSubscriptionId,
    subscriptionEventAt: billing.eventAt,
    updatedAt: new Date(),
    version: sql`${organization.version} + 1`,
  }
}

/** The organization an event is about, locked for the rest of the transaction; deleted ones are not found. */
async function findOrganizationForEvent(tx: Db, facts: Exclude<EventFacts, { kind: 'ignored' }>) {
  const lookups = [
    // A checkout names its organization (the pricing table's client-reference-id); other events find it by ids.
    facts.kind === 'checkout' && facts.organizationId && isUuid(facts.organizationId)
      ? eq(organization.id, facts.organizationId)
      : undefined,
    facts.subscriptionId ? eq(organization.stripeSubscriptionId, facts.subscriptionId) : undefined,
    facts.customerId ? eq(organization.stripeCustomerId, facts.customerId) : undefined,
    facts.kind !== 'checkout' && facts.organizationId && isUuid(facts.organizationId)
      ? eq(organization.id, facts.organizationId)
      : undefined,
  ]
  for (const lookup of lookups) {
    if (!lookup) continue
    const [row] = await tx
      .select()
      .from(organization)
      .where(and(lookup, isNull(organization.deletedAt)))
      .orderBy(desc(organization.createdAt))
      .limit(1)
      .for('update')
    if (row) return row
  }
  return undefined
}

export type StripeEventOutcome = { isDuplicate: boolean; organizationId: string | null; isChanged: boolean }

/**
 * Applies one verified Stripe event. In one transaction: records the event id (a replay stops here and changes
 * nothing), finds the organization, applies the event if it is newer than the state we hold, and adopts events about
 * the same subscription that arrived before the checkout linked it. No call leaves the process.
 */
export async function handleStripeEvent({
  db,
  event,
  now = new Date(),
}: {
  db: Db
  event: Pick<StripeEvent, 'id' | 'type' | 'created' | 'data'>
  now?: Date
}): Promise<StripeEventOutcome> {
  const facts = factsOfEvent(event)
  const eventAt = new Date(event.created * 1000)
  const today = todayUtc(now)
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db
    const subscriptionId = facts.kind === 'ignored' ? undefined : facts.subscriptionId
    const customerId = facts.kind === 'ignored' ? undefined : facts.customerId
    const lockKey = subscriptionId ?? customerId
    // Events about one subscription are applied one at a time (a checkout and the subscription's own events race).
    if (lockKey) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`)
    const [inserted] = await tx
      .insert(billingEvent)
      .values({
        id: event.id,
        type: event.type,
        eventCreatedAt: eventAt,
        stripeSubscriptionId: subscriptionId ?? null,
        stripeCustomerId: customerId ?? null,
        facts: facts.kind === 'ignored' ? null : (facts as Record<string, unknown>),
      })
      .onConflictDoNothing()
      .returning({ id: billingEvent.id })
    if (!inserted) return { isDuplicate: true, organizationId: null, isChanged: false }
    if (facts.kind === 'ignored') return { isDuplicate: false, organizationId: null, isChanged: false }

    const row = await findOrganizationForEvent(tx, facts)
    // No organization yet: the facts stay on the event row for the checkout that will link them.
    if (!row) return { isDuplicate: false, organizationId: null, isChanged: false }

    const before = billingOf(row)
    let after = applyEventFacts(before, facts, eventAt, today) ?? before
    const adopted: string[] = []
    if (after.stripeSubscriptionId && after.stripeSubscriptionId !== before.stripeSubscriptionId) {
      const earlier = await tx
        .select()
        .from(billingEvent)
        .where(
          and(
            eq(billingEvent.stripeSubscriptionId, after.stripeSubscriptionId),
            isNull(billingEvent.organizationId),
            ne(billingEvent.id, event.id),
          ),
        )
        .orderBy(asc(billingEvent.eventCreatedAt), asc(billingEvent.receivedAt))
      for (const orphan of earlier) {
        if (!orphan.facts || !orphan.eventCreatedAt) continue
        after = applyEventFacts(after, orphan.facts as EventFacts, orphan.eventCreatedAt, today) ?? after
        adopted.push(orphan.id)
      }
    }

    await tx.update(billingEvent).set({ organizationId: row.id }).where(eq(billingEvent.id, event.id))
    for (const id of adopted) {
      await tx.update(billingEvent).set({ organizationId: row.id }).where(eq(billingEvent.id, id))
    }
    const isChanged = JSON.stringify(after) !== JSON.stringify(before)
    if (isChanged) await tx.update(organization).set(columnsOf(after)).where(eq(organization.id, row.id))
    return { isDuplicate: false, organizationId: row.id, isChanged }
  })
}

async function loadOrganization(db: Db, organizationId: string): Promise<OrganizationRow> {
  if (!isUuid(organizationId)) throw new AppError('NOT_FOUND')
  const [row] = await db
    .select()
    .from(organization)
    .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** What the billing page shows (role admin). */
export async function getBilling({
  db,
  organizationId,
  isSuperAdmin,
  now = new Date(),
}: {
  db: Db
  organizationId: string
  isSuperAdmin: boolean
  now?: Date
}): Promise<Billing> {
  const row = await loadOrganization(db, organizationId)
  const subscription = subscriptionView(billingOf(row), { today: todayUtc(now), includeNote: isSuperAdmin })
  return {
    subscription,
    hasBillingAccount: row.stripeCustomerId !== null,
    ...(subscription.trialEndsAt ? { trialDaysLeft: trialDaysLeft(subscription.trialEndsAt, now) } : {}),
  }
}

/** A Stripe customer-portal session that returns to `/<lang>/subscription`. */
export async function createBillingPortalSession({
  db,
  gateway,
  organizationId,
  baseURL,
  lang,
}: {
  db: Db
  gateway: StripeGateway
  organizationId: string
  baseURL: string
  lang: 'es' | 'en'
}): Promise<{ url: string }> {
  const row = await loadOrganization(db, organizationId)
  if (!row.stripeCustomerId) {
    throw new AppError('NO_BILLING_ACCOUNT', { detail: 'This organization has not subscribed through Stripe yet.' })
  }
  return gateway.createPortalSession({ customerId: row.stripeCustomerId, returnUrl: `${baseURL}/${lang}/subscription` })
}

/**
 * A super admin sets a subscription by hand (`manual`: e.g. a league in Argentina paying by transfer; `active`: a
 * correction Stripe's next event may replace), or clears it (`none`): the organization then shows what Stripe last
 * said, or none. The Stripe link and state are kept either way.
 */
export async function setSubscriptionByHand({
  db,
  organizationId,
  data,
  now = new Date(),
}: {
  db: Db
  organizationId: string
  data: SetSubscriptionInput
  now?: Date
}): Promise<Organization> {
  await db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db
    const [row] = await tx
      .select()
      .from(organization)
      .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
      .for('update')
    if (!row) throw new AppError('NOT_FOUND')
    const billing = billingOf(row)
    const details: SubscriptionDetails = { ...billing.details }
    let status: OrganizationBilling['status']
    if (data.status === 'none') {
      delete details.manual
      status = details.stripe ? portalStatusOf(details.stripe.status) : 'none'
    } else {
      details.manual = {
        status: data.status,
        ...(data.plan ? { plan: data.plan } : {}),
        ...(data.until ? { until: data.until } : {}),
        ...(data.note ? { note: data.note } : {}),
        setAt: now.toISOString(),
      }
      status = data.status
    }
    await tx
      .update(organization)
      .set(columnsOf({ ...billing, status, details }))
      .where(eq(organization.id, organizationId))
  })
  return getOrganization({ db, organizationId, role: 'admin', isSuperAdmin: true })
}
