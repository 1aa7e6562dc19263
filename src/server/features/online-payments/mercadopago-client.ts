/**
 * Mercado Pago, through fetch (decision 0053): a Checkout Pro preference for a team's balance, a payment read back by
 * its id, and the check of a notification's `x-signature`. `apiUrl` is MERCADOPAGO_API_URL (a local fake in tests).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError } from '#server/lib/app-error.ts'

const TIMEOUT_MS = 10_000

export type MercadoPagoPayment = {
  id: string
  status: string
  /** in the currency's major units, as Mercado Pago writes it (e.g. 1500.5) */
  amount: number
  currency: string
  externalReference: string | null
}

async function call(apiUrl: string, accessToken: string, path: string, init: RequestInit = {}) {
  let res: Response
  try {
    res = await fetch(new URL(path, apiUrl), {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new AppError('UNAVAILABLE', {
      detail: 'Mercado Pago did not answer. Try again in a moment.',
      cause: new Error(`mercadopago: ${init.method ?? 'GET'} ${path} failed`, { cause: error }),
    })
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (res.ok && body) return body
  const cause = new Error(
    `mercadopago: ${init.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(body)}`,
  )
  if (res.status === 401 || res.status === 403 || res.status === 400) {
    throw new AppError('PAYMENT_PROVIDER_REFUSED', { detail: 'Mercado Pago refused the league’s request.', cause })
  }
  if (res.status === 404) throw new AppError('NOT_FOUND', { detail: 'Mercado Pago does not know it.', cause })
  throw new AppError('UNAVAILABLE', { detail: 'Mercado Pago did not answer. Try again in a moment.', cause })
}

/**
 * Tries an access token before it is stored (decision 0053): `GET /users/me`, the cheapest call a token answers.
 * A token Mercado Pago does not take (401, 403, or 400 for a malformed one) is the admin's mistake: 422
 * PAYMENT_KEY_REJECTED; no answer, or any other, is Mercado Pago's: 503 UNAVAILABLE.
 */
export async function checkAccessToken(apiUrl: string, accessToken: string): Promise<void> {
  try {
    await call(apiUrl, accessToken, '/users/me')
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    if (error.code === 'PAYMENT_PROVIDER_REFUSED') {
      throw new AppError('PAYMENT_KEY_REJECTED', {
        detail: 'Mercado Pago did not accept this access token.',
        cause: error.cause,
      })
    }
    if (error.code === 'UNAVAILABLE') throw error
    throw new AppError('UNAVAILABLE', { detail: 'Mercado Pago did not answer. Try again in a moment.', cause: error })
  }
}

export async function createPreference(
  apiUrl: string,
  accessToken: string,
  input: {
    title: string
    /** major units */
    unitPrice: number
    currency: string
    externalReference: string
    backUrl: string
  },
): Promise<{ id: string; url: string }> {
  const https = input.backUrl.startsWith('https://')
  const body = await call(apiUrl, accessToken, '/checkout/preferences', {
    method: 'POST',
    headers: { 'x-idempotency-key': input.externalReference },
    body: JSON.stringify({
      items: [{ title: input.title, quantity: 1, unit_price: input.unitPrice, currency_id: input.currency }],
      external_reference: input.externalReference,
      back_urls: { success: input.backUrl, pending: input.backUrl, failure: input.backUrl },
      // Mercado Pago returns by itself only to an https page
      ...(https ? { auto_return: 'approved' } : {}),
    }),
  })
  const url = typeof body.init_point === 'string' ? body.init_point : null
  if (typeof body.id !== 'string' || !url) {
    throw new AppError('UNAVAILABLE', { cause: new Error('mercadopago: a preference without id or init_point') })
  }
  return { id: body.id, url }
}

export async function getPayment(apiUrl: string, accessToken: string, paymentId: string): Promise<MercadoPagoPayment> {
  const body = await call(apiUrl, accessToken, `/v1/payments/${encodeURIComponent(paymentId)}`)
  return {
    id: String(body.id ?? paymentId),
    status: typeof body.status === 'string' ? body.status : 'unknown',
    amount: typeof body.transaction_amount === 'number' ? body.transaction_amount : 0,
    currency: typeof body.currency_id === 'string' ? body.currency_id : '',
    externalReference: typeof body.external_reference === 'string' ? body.external_reference : null,
  }
}

/**
 * Whether `x-signature` (`ts=…,v1=…`) is Mercado Pago's for this notification: v1 is the HMAC-SHA256, keyed with the
 * league's webhook secret, of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id from the query
 * string, lowercased when alphanumeric; a part whose value is missing is left out, as Mercado Pago's docs say).
 */
export function isMercadoPagoSignature(input: {
  signature: string | undefined
  requestId: string | undefined
  dataId: string | undefined
  secret: string
}): boolean {
  if (!input.signature) return false
  const parts = new Map(
    input.signature.split(',').map((part) => {
      const [key = '', ...value] = part.split('=')
      return [key.trim(), value.join('=').trim()] as const
    }),
  )
  const ts = parts.get('ts')
  const v1 = parts.get('v1')
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false
  const id = input.dataId && /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId
  const manifest = [id ? `id:${id};` : '', input.requestId ? `request-id:${input.requestId};` : '', `ts:${ts};`].join(
    '',
  )
  const expected = createHmac('sha256', input.secret).update(manifest).digest()
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'))
}

/** The manifest's signature, as Mercado Pago computes it (the tests' fake signs with it). */
export function mercadoPagoSignature(input: { dataId: string; requestId: string; ts: string; secret: string }) {
  const manifest = `id:${input.dataId.toLowerCase()};request-id:${input.requestId};ts:${input.ts};`
  return `ts=${input.ts},v1=${createHmac('sha256', input.secret).update(manifest).digest('hex')}`
}
