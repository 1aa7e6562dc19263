/**
 * Online payment of a team's balance (decision 0053) on a real server, against a local fake of Mercado Pago and
 * Stripe: connecting (keys sealed, never answered), who may start a checkout and for how much, and the webhooks:
 * signed or forged, another league's, replayed ten times, pending, paid over the balance.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TeamAccount } from '#domain/money/money.schema.ts'
import type { Checkout, OnlinePaymentOptions, PaymentProviders } from '#domain/money/online-payment.schema.ts'
import { moneyProvider } from '#server/db/schema.ts'
import { call, createLeague, type League, type User } from '#test/league.ts'
import { addMember, createTestServer } from '#test/server.ts'
import {
  type FakeProviders,
  MP_SECRET,
  MP_TOKEN,
  STRIPE_KEY,
  STRIPE_WHSEC,
  sendMercadoPagoNotification,
  sendStripeCheckoutEvent,
  startFakeProviders,
} from './online-payments-test-kit.ts'

let fake: FakeProviders
let league: League
let delegate: User
let treasurer: User
const teams = { own: '', other: '' }
let intruderTeam = ''

const api = <T>(user: { cookie: string }, method: string, path: string, json?: unknown, orgId = league.orgId) =>
  call<T>(league.server, user, method, `/api/orgs/${orgId}${path}`, json)
const account = async (teamId: string) => (await api<TeamAccount>(league.admin, 'GET', `/teams/${teamId}/account`)).body
const payments = async (teamId: string) => (await account(teamId)).entries.filter((e) => e.kind === 'payment')
const charge = async (teamId: string, amount: number, user: User = league.admin, orgId = league.orgId) => {
  const res = await api(user, 'POST', `/teams/${teamId}/charges`, { amount, note: 'Inscripción' }, orgId)
  expect(res.status).toBe(201)
}
const connectMercadoPago = (user: User = league.admin, orgId = league.orgId) =>
  api<PaymentProviders>(
    user,
    'PUT',
    '/online-payments/providers/mercadopago',
    { accessToken: MP_TOKEN, webhookSecret: MP_SECRET },
    orgId,
  )
const connectStripe = (user: User = league.admin) =>
  api<PaymentProviders>(user, 'PUT', '/online-payments/providers/stripe', {
    secretKey: STRIPE_KEY,
    webhookSecret: STRIPE_WHSEC,
  })
const startCheckout = (provider: string, user: User = delegate, teamId = teams.own) =>
  api<Checkout>(user, 'POST', `/teams/${teamId}/online-payments`, { provider, lang: 'es' })

beforeAll(async () => {
  fake = await startFakeProviders()
  const server = await createTestServer({ MERCADOPAGO_API_URL: fake.url, STRIPE_API_BASE: fake.url })
  league = await createLeague(server)
  for (const key of ['own', 'other'] as const) {
    const res = await api<{ id: string }>(league.admin, 'POST', '/teams', {
      name: key === 'own' ? 'Los Pibes' : 'Otros',
    })
    teams[key] = res.body.id
  }
  intruderTeam = (
    await api<{ id: string }>(league.intruder, 'POST', '/teams', { name: 'Ajenos' }, league.intruder.orgId)
  ).body.id
  delegate = await addMember(server, { ...league.admin, orgId: league.orgId }, 'delegate', [teams.own])
  treasurer = await addMember(server, { ...league.admin, orgId: league.orgId }, 'treasurer')
}, 180_000)
afterAll(async () => {
  await league.server.close()
  await fake.close()
})

describe('connecting a provider', () => {
  it('keeps the keys sealed and answers only whether connected, the last 4 characters and the webhook address', async () => {
    const before = await api<PaymentProviders>(league.admin, 'GET', '/online-payments/providers')
    expect(before.body.providers.map((p) => [p.provider, p.connected])).toEqual([
      ['mercadopago', false],
      ['stripe', false],
    ])
    const res = await connectMercadoPago()
    expect(res.status).toBe(200)
    const mp = res.body.providers.find((p) => p.provider === 'mercadopago')
    expect(mp).toMatchObject({ connected: true, hint: MP_TOKEN.slice(-4) })
    expect(mp?.webhookUrl).toBe(`http://localhost:3000/api/webhooks/money/mercadopago/${league.orgId}`)
    const read = await league.server.request(`/api/orgs/${league.orgId}/online-payments/providers`, {
      cookie: league.admin.cookie,
    })
    const text = await read.text()
    expect(text).not.toContain(MP_TOKEN)
    expect(text).not.toContain(MP_SECRET)
    // in the database: sealed, not in clear text
    const rows = await league.server.database.db
      .select()
      .from(moneyProvider)
      .where(eq(moneyProvider.organizationId, league.orgId))
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(MP_TOKEN)
    expect(stored).not.toContain(MP_SECRET)
    const dump = await league.server.database.db.execute(sql`select secret, webhook_secret from money_provider`)
    expect(JSON.stringify(dump)).not.toContain(MP_TOKEN.slice(8))
  })

  it('tries the key with the provider first: one it rejects is 422 PAYMENT_KEY_REJECTED and replaces nothing', async () => {
    expect(fake.requests).toContain('GET /users/me')
    const before = fake.requests.length
    const mp = await api<{ code: string }>(league.admin, 'PUT', '/online-payments/providers/mercadopago', {
      accessToken: 'APP_USR-0000000000-revoked-token-0000',
      webhookSecret: 'another-webhook-secret',
    })
    expect(mp.status).toBe(422)
    expect(mp.body.code).toBe('PAYMENT_KEY_REJECTED')
    const stripe = await api<{ code: string }>(league.admin, 'PUT', '/online-payments/providers/stripe', {
      secretKey: 'sk_test_notTheLeaguesKey0000',
      webhookSecret: STRIPE_WHSEC,
    })
    expect(stripe.status).toBe(422)
    expect(stripe.body.code).toBe('PAYMENT_KEY_REJECTED')
    expect(fake.requests.slice(before)).toEqual(['GET /users/me', 'GET /v1/balance'])
    const after = await api<PaymentProviders>(league.admin, 'GET', '/online-payments/providers')
    expect(after.body.providers.map((p) => [p.provider, p.connected, p.hint])).toEqual([
      ['mercadopago', true, MP_TOKEN.slice(-4)],
      ['stripe', false, null],
    ])
  })

  it('answers 503 UNAVAILABLE when the provider cannot be reached to try the key, and stores nothing', async () => {
    fake.unreachable = true
    try {
      const stripe = await api<{ code: string }>(league.admin, 'PUT', '/online-payments/providers/stripe', {
        secretKey: STRIPE_KEY,
        webhookSecret: STRIPE_WHSEC,
      })
      expect(stripe.status).toBe(503)
      expect(stripe.body.code).toBe('UNAVAILABLE')
      const mp = await connectMercadoPago(league.intruder, league.intruder.orgId)
      expect(mp.status).toBe(503)
      expect((mp.body as unknown as { code: string }).code).toBe('UNAVAILABLE')
    } finally {
      fake.unreachable = false
    }
    const rows = await league.server.database.db
      .select({ organizationId: moneyProvider.organizationId, provider: moneyProvider.provider })
      .from(moneyProvider)
    expect(rows).toEqual([{ organizationId: league.orgId, provider: 'mercadopago' }])
  })

  it('refuses keys of the wrong shape with a 400 that names the field, and changes nothing', async () => {
    const res = await api<{ code: string; invalidParams: { name: string }[] }>(
      league.admin,
      'PUT',
      '/online-payments/providers/stripe',
      { secretKey: 'pk_test_notASecretKey123', webhookSecret: 'nope' },
    )
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('VALIDATION_FAILED')
    expect([...new Set(res.body.invalidParams.map((p) => p.name))].sort()).toEqual(['secretKey', 'webhookSecret'])
    const after = await api<PaymentProviders>(league.admin, 'GET', '/online-payments/providers')
    expect(after.body.providers.find((p) => p.provider === 'stripe')?.connected).toBe(false)
  })

  it('is for admins only: a treasurer, a manager and a delegate get 403; another league’s admin 404', async () => {
    for (const user of [treasurer, league.manager, delegate]) {
      expect((await connectMercadoPago(user)).status).toBe(403)
      expect((await api(user, 'GET', '/online-payments/providers')).status).toBe(403)
      expect((await api(user, 'DELETE', '/online-payments/providers/mercadopago')).status).toBe(403)
    }
    expect((await connectMercadoPago(league.intruder)).status).toBe(404)
    expect((await api(league.intruder, 'DELETE', '/online-payments/providers/mercadopago')).status).toBe(404)
    expect(
      (await api<PaymentProviders>(league.admin, 'GET', '/online-payments/providers')).body.providers[0]?.connected,
    ).toBe(true)
  })
})

describe('starting a checkout', () => {
  it('asks the team’s own delegate for what the team owes, nothing more', async () => {
    await charge(teams.own, 150_050)
    const options = await api<OnlinePaymentOptions>(delegate, 'GET', `/teams/${teams.own}/online-payments`)
    expect(options.body).toEqual({ providers: ['mercadopago'], balance: 150_050, currency: 'ARS' })
    const res = await startCheckout('mercadopago')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ amount: 150_050, currency: 'ARS', status: 'pending', teamId: teams.own })
    expect(res.body.url).toMatch(new RegExp(`^${fake.url}/checkout/v1/redirect\\?pref_id=`))
    const sent = fake.preferences.at(-1) as {
      items: { unit_price: number; currency_id: string }[]
      external_reference: string
      back_urls: { success: string }
    }
    expect(sent.items[0]).toMatchObject({ unit_price: 1500.5, currency_id: 'ARS' })
    expect(sent.external_reference).toBe(res.body.id)
    expect(sent.back_urls.success).toBe(`http://localhost:3000/es/money?checkout=${res.body.id}`)
  })

  it('lets a money role start one, refuses the delegate another team (403), a viewer (403), another league (404)', async () => {
    await charge(teams.other, 1_000)
    expect((await startCheckout('mercadopago', treasurer, teams.other)).status).toBe(201)
    const before = fake.preferences.length
    expect((await startCheckout('mercadopago', delegate, teams.other)).status).toBe(403)
    expect((await api(delegate, 'GET', `/teams/${teams.other}/online-payments`)).status).toBe(403)
    expect((await startCheckout('mercadopago', league.viewer, teams.own)).status).toBe(403)
    expect((await startCheckout('mercadopago', league.intruder, teams.own)).status).toBe(404)
    const ownLeagueOnly = await api(
      league.intruder,
      'POST',
      `/teams/${teams.own}/online-payments`,
      { provider: 'mercadopago' },
      league.intruder.orgId,
    )
    expect(ownLeagueOnly.status).toBe(404)
    expect(fake.preferences.length).toBe(before)
  })

  it('answers 422 NOTHING_TO_PAY when the team owes nothing, 409 when the provider is not connected', async () => {
    await charge(intruderTeam, 500, league.intruder, league.intruder.orgId)
    const nothing = await api<{ code: string }>(
      league.intruder,
      'POST',
      `/teams/${intruderTeam}/online-payments`,
      { provider: 'mercadopago' },
      league.intruder.orgId,
    )
    expect(nothing.status).toBe(409)
    expect(nothing.body.code).toBe('PAYMENT_PROVIDER_NOT_CONNECTED')
    const fresh = (await api<{ id: string }>(league.admin, 'POST', '/teams', { name: 'Al día' })).body.id
    const res = await api<{ code: string }>(league.admin, 'POST', `/teams/${fresh}/online-payments`, {
      provider: 'mercadopago',
    })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('NOTHING_TO_PAY')
    expect((await startCheckout('stripe')).status).toBe(409)
  })
})

describe('the Mercado Pago webhook', () => {
  let checkout: Checkout
  beforeAll(async () => {
    checkout = (await startCheckout('mercadopago')).body
  })
  const pay = (id: string, status: string, amount: number, reference: string | null = checkout.id) =>
    fake.payments.set(id, { id, status, transaction_amount: amount, currency_id: 'ARS', external_reference: reference })

  it('records nothing for a forged signature, another league’s secret or a pending payment', async () => {
    pay('9001', 'approved', 1500.5)
    const forged = await sendMercadoPagoNotification(league.server, league.orgId, '9001', { secret: 'not-the-secret' })
    expect(forged.status).toBe(400)
    const garbage = await sendMercadoPagoNotification(league.server, league.orgId, '9001', { signature: 'ts=1,v1=zz' })
    expect(garbage.status).toBe(400)
    // the intruder's league has no Mercado Pago: its address is not found; once connected, our secret is not its
    expect((await sendMercadoPagoNotification(league.server, league.intruder.orgId, '9001')).status).toBe(404)
    pay('9002', 'pending', 1500.5)
    const pending = await sendMercadoPagoNotification(league.server, league.orgId, '9002')
    expect(pending.status).toBe(200)
    expect(await pending.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await payments(teams.own)).toEqual([])
    const status = await api<Checkout>(delegate, 'GET', `/online-payments/${checkout.id}`)
    expect(status.body.status).toBe('pending')
  })

  it('records an approved payment once, with a receipt number, however many times it is notified', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendMercadoPagoNotification(league.server, league.orgId, '9001')),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    const outcomes = await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome))
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9)
    const [payment, ...more] = await payments(teams.own)
    expect(more).toEqual([])
    expect(payment).toMatchObject({ amount: -150_050, method: 'mercadopago', note: 'Mercado Pago 9001' })
    expect(payment?.receiptNumber).toEqual(expect.any(Number))
    expect((await account(teams.own)).balance).toBe(0)
    const status = await api<Checkout>(delegate, 'GET', `/online-payments/${checkout.id}`)
    expect(status.body).toMatchObject({ status: 'paid', receiptNumbers: [payment?.receiptNumber] })
    expect((await api(league.intruder, 'GET', `/online-payments/${checkout.id}`)).status).toBe(404)
  })

  it('records a payment over the balance as paid (the team in credit); ignores a reference that is not a checkout', async () => {
    pay('9003', 'approved', 2000)
    expect((await sendMercadoPagoNotification(league.server, league.orgId, '9003')).status).toBe(200)
    expect((await account(teams.own)).balance).toBe(-200_000)
    pay('9004', 'approved', 50, '00000000-0000-4000-8000-000000000000')
    const stranger = await sendMercadoPagoNotification(league.server, league.orgId, '9004')
    expect(await stranger.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await payments(teams.own)).toHaveLength(2)
  })

  it('refuses another league’s notification signed with its own secret for our checkout', async () => {
    const other = await connectMercadoPago(league.intruder, league.intruder.orgId)
    expect(other.status).toBe(200)
    pay('9005', 'approved', 10)
    // the intruder's league shares our token here; our checkout is still not one of its own
    const res = await sendMercadoPagoNotification(league.server, league.intruder.orgId, '9005')
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await payments(teams.own)).toHaveLength(2)
  })
})

describe('the Stripe webhook', () => {
  it('creates the session for the balance and records checkout.session.completed once', async () => {
    expect((await connectStripe()).status).toBe(200)
    await charge(teams.own, 300_000)
    const res = await startCheckout('stripe')
    expect(res.status).toBe(201)
    expect(res.body.amount).toBe(100_000)
    const fields = fake.sessions.at(-1) ?? {}
    expect(fields).toMatchObject({
      mode: 'payment',
      client_reference_id: res.body.id,
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][currency]': 'ars',
    })
    const sessionId = res.body.url?.split('/').pop() ?? ''
    const session = {
      id: sessionId,
      client_reference_id: res.body.id,
      payment_status: 'paid',
      amount_total: 100_000,
      currency: 'ars',
      metadata: { organizationId: league.orgId, teamId: teams.own, checkoutId: res.body.id },
    }
    const forged = await sendStripeCheckoutEvent(league.server, league.orgId, session, {
      secret: 'whsec_forgedSecret00',
    })
    expect(forged.status).toBe(400)
    const unpaid = await sendStripeCheckoutEvent(league.server, league.orgId, { ...session, payment_status: 'unpaid' })
    expect(await unpaid.json()).toEqual({ received: true, outcome: 'ignored' })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendStripeCheckoutEvent(league.server, league.orgId, session)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    const cards = (await payments(teams.own)).filter((p) => p.method === 'card')
    expect(cards).toHaveLength(1)
    expect(cards[0]?.amount).toBe(-100_000)
    expect((await account(teams.own)).balance).toBe(0)
    // signed for our league, sent to another's address: refused
    expect((await sendStripeCheckoutEvent(league.server, league.intruder.orgId, session)).status).toBe(404)
  })

  it('disconnecting deletes the keys: no more checkouts, and the webhook is not found', async () => {
    const res = await api<PaymentProviders>(league.admin, 'DELETE', '/online-payments/providers/stripe')
    expect(res.status).toBe(200)
    expect(res.body.providers.find((p) => p.provider === 'stripe')?.connected).toBe(false)
    expect((await startCheckout('stripe')).status).toBe(409)
    expect((await sendStripeCheckoutEvent(league.server, league.orgId, { id: 'cs_x' })).status).toBe(404)
  })
})
