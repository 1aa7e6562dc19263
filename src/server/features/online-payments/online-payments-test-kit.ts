/**
 * Test helpers for online payment (decision 0053), used by the *.test.ts files here and by the browser test
 * (e2e/online-payment.spec.ts): one fake on 127.0.0.1 that answers as Mercado Pago (the token's user, preferences,
 * payments, and a checkout page at the preference's `init_point`) and as Stripe (the balance, Checkout Sessions), and
 * notifications signed as each provider signs them. No network.
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
  /** every request's method and path, in order ("GET /users/me") */
  requests: string[]
  /** set to drop every connection, as a provider that cannot be reached */
  unreachable: boolean
  close(): Promise<void>
}

/** The page the payer is sent to (the preference's `init_point`): what the payer sees of the provider. */
function checkoutPage(preferenceId: string) {
  const id = preferenceId.replace(/[^\w-]/g, '')
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Mercado Pago (fake)</title></head><body><h1>Mercado Pago</h1><p data-testid="preference">${id}</p></body></html>`
}

/** Starts the fake; `port` 0 (the default) takes any free port, a fixed one lets a server started before it find it. */
export async function startFakeProviders({ port = 0 }: { port?: number } = {}): Promise<FakeProviders> {
  const preferences: Record<string, unknown>[] = []
  const sessions: Record<string, string>[] = []
  const payments = new Map<string, FakePayment>()
  const requests: string[] = []
  let url = ''
  const fake = { unreachable: false }
  const server = http.createServer((req, res) => {
    if (fake.unreachable) {
      req.socket.destroy()
      return
    }
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
      const path = new URL(req.url ?? '/', 'http://fake').pathname
      requests.push(`${req.method} ${path}`)
      if (req.method === 'GET' && path === '/checkout/v1/redirect') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(checkoutPage(new URL(req.url ?? '/', 'http://fake').searchParams.get('pref_id') ?? ''))
        return
      }
      if (path.startsWith('/v1/') && !path.startsWith('/v1/payments/') && auth !== `Bearer ${STRIPE_KEY}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
        return
      }
      if (req.method === 'GET' && path === '/v1/balance') {
        send(200, { object: 'balance', available: [], pending: [], livemode: false })
        return
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
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
      if (req.method === 'GET' && req.url === '/users/me') {
        send(200, { id: 123456789, nickname: 'LIGA', site_id: 'MLA' })
        return
      }
      if (req.method === 'POST' && req.url === '/checkout/preferences') {
        const json = JSON.parse(body) as Record<string, unknown>
        preferences.push(json)
        const id = `123-${randomBytes(6).toString('hex')}`
        send(201, { id, init_point: `${url}/checkout/v1/redirect?pref_id=${id}` })
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(fake, {
    url,
    preferences,
    sessions,
    payments,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  })
}

/** A Mercado Pago payment notification for the league's webhook, signed with `secret` as Mercado Pago does. */
export function mercadoPagoNotification(
  orgId: string,
  paymentId: string,
  options: { secret?: string; signature?: string } = {},
) {
  const requestId = `req-${randomBytes(6).toString('hex')}`
  const signature =
    options.signature ??
    mercadoPagoSignature({ dataId: paymentId, requestId, ts: String(Date.now()), secret: options.secret ?? MP_SECRET })
  return {
    path: `/api/webhooks/money/mercadopago/${orgId}?data.id=${paymentId}&type=payment`,
    headers: { 'x-signature': signature, 'x-request-id': requestId },
    json: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
  }
}

/** POSTs a Mercado Pago payment notification to the league's webhook, signed with `secret` as Mercado Pago does. */
export function sendMercadoPagoNotification(
  server: TestServer,
  orgId: string,
  paymentId: string,
  options: { secret?: string; signature?: string } = {},
) {
  const { path, headers, json } = mercadoPagoNotification(orgId, paymentId, options)
  return server.request(path, { method: 'POST', headers, json })
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
