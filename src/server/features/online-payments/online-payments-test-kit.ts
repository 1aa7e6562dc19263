/**
 * Test helpers for online payment (decision 0053), used by the *.test.ts files here and nowhere else: one fake on
 * 127.0.0.1 that answers as Mercado Pago (preferences, payments) and as Stripe (Checkout Sessions), and notifications
 * signed as each provider signs them. No network.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import type { TestServer } from '#test/server.ts'
import { mercadoPagoSignature } from './mercadopago-client.ts'

export const MP_TOKEN = 'APP_USR-1234567890-abcdef-league-token-9f3a'
export const MP_SECRET = 'mp-webhook-secret-of-the-league'
export const STRIPE_KEY = 'sk_test_leagueOwnKey0123456789'
export const STRIPE_WHSEC = 'whsec_leagueOwnSigningSecret0123'

export type FakePayment = {
  id: string
  status: string
  transaction_amount: number
  currency_id: string
  external_reference: string | null
}

export type FakeProviders = {
  url: string
  /** bodies of POST /checkout/preferences */
  preferences: Record<string, unknown>[]
  /** form fields of POST /v1/checkout/sessions */
  sessions: Record<string, string>[]
  /** what GET /v1/payments/{id} answers, by id */
  payments: Map<string, FakePayment>
  close(): Promise<void>
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const preferences: Record<string, unknown>[] = []
  const sessions: Record<string, string>[] = []
  const payments = new Map<string, FakePayment>()
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      const auth = req.headers.authorization ?? ''
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        if (auth !== `Bearer ${STRIPE_KEY}`) {
          send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
          return
        }
        const fields = Object.fromEntries(new URLSearchParams(body))
        sessions.push(fields)
        const id = `cs_test_${randomBytes(8).toString('hex')}`
        send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` })
        return
      }
      if (auth !== `Bearer ${MP_TOKEN}`) {
        send(401, { message: 'invalid access token', status: 401 })
        return
      }
      if (req.method === 'POST' && req.url === '/checkout/preferences') {
        const json = JSON.parse(body) as Record<string, unknown>
        preferences.push(json)
        const id = `123-${randomBytes(6).toString('hex')}`
        send(201, { id, init_point: `https://www.mercadopago.test/checkout/v1/redirect?pref_id=${id}` })
        return
      }
      const payment = /^\/v1\/payments\/(\d+)$/.exec(req.url ?? '')
      if (req.method === 'GET' && payment?.[1]) {
        const found = payments.get(payment[1])
        if (found) send(200, found)
        else send(404, { message: 'Payment not found', status: 404 })
        return
      }
      send(404, { message: 'not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    preferences,
    sessions,
    payments,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** POSTs a Mercado Pago payment notification to the league's webhook, signed with `secret` as Mercado Pago does. */
export function sendMercadoPagoNotification(
  server: TestServer,
  orgId: string,
  paymentId: string,
  options: { secret?: string; signature?: string } = {},
) {
  const requestId = `req-${randomBytes(6).toString('hex')}`
  const signature =
    options.signature ??
    mercadoPagoSignature({ dataId: paymentId, requestId, ts: String(Date.now()), secret: options.secret ?? MP_SECRET })
  return server.request(`/api/webhooks/money/mercadopago/${orgId}?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: { 'x-signature': signature, 'x-request-id': requestId },
    json: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
  })
}

const signer = new Stripe(STRIPE_KEY)

/** POSTs a Stripe event to the league's webhook, signed with `secret` (the league's endpoint's by default). */
export function sendStripeCheckoutEvent(
  server: TestServer,
  orgId: string,
  session: Record<string, unknown>,
  options: { secret?: string; type?: string } = {},
) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', ...session } },
  })
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STRIPE_WHSEC })
  return server.request(`/api/webhooks/money/stripe/${orgId}`, {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body: payload,
  })
}
