/**
 * Test helpers for billing (used by the *.test.ts files here and nowhere else): Stripe-shaped events signed with the
 * real SDK (`generateTestHeaderString`), and a fake Stripe API on 127.0.0.1 for the customer portal. No network.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { billingEvent, organization } from '#server/db/schema.ts'
import { createOrgAdmin, type TestServer } from '#test/server.ts'

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_league_portal',
  STRIPE_WEBHOOK_SECRET: 'whsec_league_portal_test_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_league_portal',
  STRIPE_PRICING_TABLE_ID_ES: 'prctbl_test_es',
  STRIPE_PRICING_TABLE_ID_EN: 'prctbl_test_en',
}

const signer = new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY)

export function stripeId(prefix: string) {
  return `${prefix}_${randomBytes(8).toString('hex')}`
}

/** Seconds since the epoch, as Stripe writes times. */
export function unixSeconds(date: Date = new Date()) {
  return Math.floor(date.getTime() / 1000)
}

export type TestEvent = { id: string; object: 'event'; type: string; created: number; data: { object: unknown } }

export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}): TestEvent {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    type,
    created: options.created ?? unixSeconds(),
    data: { object },
  }
}

export function subscriptionObject(options: {
  id: string
  customer: string
  status: string
  trialEnd?: number | null
  currentPeriodEnd?: number
  nickname?: string | null
  product?: string
  cancelAtPeriodEnd?: boolean
  metadata?: Record<string, string>
}) {
  const periodEnd = options.currentPeriodEnd ?? unixSeconds() + 30 * 86_400
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    trial_end: options.trialEnd ?? null,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: options.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          current_period_end: periodEnd,
          price: {
            id: stripeId('price'),
            object: 'price',
            nickname: options.nickname === undefined ? 'Liga Pro' : options.nickname,
            product: options.product ?? 'prod_league_pro',
          },
        },
      ],
    },
  }
}

export function checkoutSession(options: {
  organizationId?: string
  customer: string
  subscription: string | ReturnType<typeof subscriptionObject>
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required'
  mode?: string
}) {
  return {
    id: stripeId('cs'),
    object: 'checkout.session',
    mode: options.mode ?? 'subscription',
    client_reference_id: options.organizationId ?? null,
    customer: options.customer,
    subscription: options.subscription,
    payment_status: options.paymentStatus ?? 'no_payment_required',
    status: 'complete',
  }
}

export function invoiceObject(options: { customer: string; subscription: string; legacy?: boolean }) {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: options.customer,
    ...(options.legacy
      ? { subscription: options.subscription }
      : { parent: { type: 'subscription_details', subscription_details: { subscription: options.subscription } } }),
  }
}

/** A Stripe-Signature header for `payload`, as Stripe would send it. */
export function signStripePayload(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  })
}

/** POSTs an event to the webhook with a real Stripe signature (or the one given). */
export function sendStripeEvent(
  server: TestServer,
  event: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null; payload?: string } = {},
) {
  const payload = options.payload ?? JSON.stringify(event)
  const signature = options.signature === undefined ? signStripePayload(payload, options) : options.signature
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }
  if (signature !== null) headers['stripe-signature'] = signature
  return server.request('/api/billing/webhook', { method: 'POST', headers, body: payload })
}

export type FakeStripe = {
  url: string
  /** the form fields of every POST /v1/billing_portal/sessions received */
  portalRequests: Record<string, string>[]
  close(): Promise<void>
}

/**
 * A fake Stripe API: POST /v1/billing_portal/sessions answers a session (customer `cus_missing`: Stripe's 404
 * resource_missing; `cus_broken`: a 500). Anything else is a 404.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const portalRequests: Record<string, string>[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') })
        res.end(JSON.stringify(json))
      }
      if (req.method !== 'POST' || req.url !== '/v1/billing_portal/sessions') {
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.url})` } })
        return
      }
      const fields = Object.fromEntries(new URLSearchParams(body))
      portalRequests.push(fields)
      if (fields.customer === 'cus_missing') {
        send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'customer',
            message: "No such customer: 'cus_missing'",
          },
        })
        return
      }
      if (fields.customer === 'cus_broken') {
        send(500, { error: { type: 'api_error', message: 'Something went wrong' } })
        return
      }
      send(200, {
        id: stripeId('bps'),
        object: 'billing_portal.session',
        customer: fields.customer,
        return_url: fields.return_url,
        url: `https://billing.stripe.test/p/session/${fields.customer}`,
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    portalRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function orgRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(organization).where(eq(organization.id, id))
  if (!row) throw new Error('organization not found')
  return row
}

export async function eventRows(server: TestServer, id: string) {
  return server.database.db.select().from(billingEvent).where(eq(billingEvent.id, id))
}

export async function subscriptionOf(server: TestServer, admin: { cookie: string; orgId: string }) {
  const res = await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })
  expect(res.status).toBe(200)
  return ((await res.json()) as { subscription: Record<string, unknown> }).subscription
}

export async function send(server: TestServer, event: unknown) {
  const res = await sendStripeEvent(server, event)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as { received: true; duplicate: boolean }
}

/** An organization whose checkout linked a customer and a subscription (state still none). */
export async function linkedOrg(server: TestServer, country = 'ES') {
  const admin = await createOrgAdmin(server, 'Liga Stripe', country)
  const customer = stripeId('cus')
  const subscription = stripeId('sub')
  await send(
    server,
    stripeEvent(
      'checkout.session.completed',
      checkoutSession({ organizationId: admin.orgId, customer, subscription }),
      { created: unixSeconds() - 3600 },
    ),
  )
  return { admin, customer, subscription }
}
