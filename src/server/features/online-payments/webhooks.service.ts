/**
 * The providers' notifications of a team's online payment (decision 0053). Each is checked with the league's own
 * webhook secret before anything is read; the payment is then taken from what the provider itself says (Mercado
 * Pago: `GET /v1/payments/{id}` with the league's token; Stripe: the signed event) and must name one of the
 * league's checkouts. An approved payment becomes a `payment` entry with the next receipt number, in the same
 * transaction as its idempotency record, so a replay (or two deliveries at once) changes nothing. A pending,
 * rejected or unknown payment records nothing; an amount over the balance is recorded as paid (the team is in credit).
 */
import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { toMinorUnits } from '#domain/money/minor-units.ts'
import type { PaymentProvider } from '#domain/money/online-payment.schema.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { moneyCheckout, moneyOnlinePayment } from '#server/db/schema.ts'
import { insertPayment, moneyContextOf } from '#server/features/money/money.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getPayment, isMercadoPagoSignature } from './mercadopago-client.ts'
import { providerKeysOf } from './providers.service.ts'
import { verifiedStripeEvent } from './stripe-checkout.ts'

export type WebhookOutcome = {
  /** recorded now | already recorded (a replay) | nothing to record (pending, not ours, another currency) */
  outcome: 'recorded' | 'duplicate' | 'ignored'
  teamId?: string
  receiptNumber?: number
}

const ignored: WebhookOutcome = { outcome: 'ignored' }

/** A provider's payment of one of the league's checkouts, recorded once. */
async function recordOnlinePayment(
  db: Db,
  input: {
    organizationId: string
    provider: PaymentProvider
    providerPaymentId: string
    checkoutId: string | null
    amount: number
    currency: string
  },
): Promise<WebhookOutcome> {
  const { organizationId, provider } = input
  if (!input.checkoutId || !/^[0-9a-f-]{36}$/i.test(input.checkoutId)) return ignored
  const [checkout] = await db
    .select()
    .from(moneyCheckout)
    .where(
      and(
        eq(moneyCheckout.organizationId, organizationId),
        eq(moneyCheckout.id, input.checkoutId),
        eq(moneyCheckout.provider, provider),
      ),
    )
  // another league's or a forged reference, or a payment in a currency the league does not keep: nothing recorded
  if (!checkout || checkout.currency !== input.currency.toUpperCase() || input.amount <= 0) return ignored
  // a Stripe session is the one made for this checkout
  if (provider === 'stripe' && checkout.providerRef !== input.providerPaymentId) return ignored
  const { timeZone } = await moneyContextOf(db, organizationId)
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    // the idempotency record first: a concurrent delivery of the same payment waits on its key, then finds it
    const [claim] = await tx
      .insert(moneyOnlinePayment)
      .values({ organizationId, provider, providerPaymentId: input.providerPaymentId, checkoutId: checkout.id })
      .onConflictDoNothing()
      .returning({ id: moneyOnlinePayment.id })
    if (!claim) return { outcome: 'duplicate', teamId: checkout.teamId }
    const payment = await insertPayment(tx, {
      organizationId,
      userId: checkout.createdBy,
      teamId: checkout.teamId,
      data: {
        amount: input.amount,
        method: provider === 'mercadopago' ? 'mercadopago' : 'card',
        date: calendarDayIn(new Date(), timeZone),
        note: `${provider === 'mercadopago' ? 'Mercado Pago' : 'Stripe'} ${input.providerPaymentId}`,
      },
    })
    await tx.update(moneyOnlinePayment).set({ entryId: payment.id }).where(eq(moneyOnlinePayment.id, claim.id))
    return { outcome: 'recorded', teamId: checkout.teamId, receiptNumber: payment.receiptNumber }
  })
}

export async function handleMercadoPagoNotification(
  db: Db,
  input: {
    organizationId: string
    sealing: Buffer
    apiUrl: string
    signature: string | undefined
    requestId: string | undefined
    /** `data.id` of the query string (what the signature covers), else of the body */
    dataId: string | undefined
    type: string | undefined
  },
): Promise<WebhookOutcome> {
  const keys = await providerKeysOf(db, input.organizationId, 'mercadopago', input.sealing)
  if (!keys) throw new AppError('NOT_FOUND')
  const isSigned = isMercadoPagoSignature({
    signature: input.signature,
    requestId: input.requestId,
    dataId: input.dataId,
    secret: keys.webhookSecret,
  })
  if (!isSigned) throw new AppError('BAD_REQUEST', { detail: 'Mercado Pago signature refused.' })
  // only payments are recorded; merchant orders and the rest are acknowledged
  if (input.type !== 'payment' || !input.dataId || !/^\d{1,30}$/.test(input.dataId)) return ignored
  const payment = await getPayment(input.apiUrl, keys.secret, input.dataId)
  if (payment.status !== 'approved') return ignored
  return recordOnlinePayment(db, {
    organizationId: input.organizationId,
    provider: 'mercadopago',
    providerPaymentId: payment.id,
    checkoutId: payment.externalReference,
    amount: toMinorUnits(payment.amount, payment.currency || 'ARS'),
    currency: payment.currency,
  })
}

const PAID_SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

export async function handleStripeNotification(
  db: Db,
  input: { organizationId: string; sealing: Buffer; rawBody: string; signature: string | undefined },
): Promise<WebhookOutcome> {
  const keys = await providerKeysOf(db, input.organizationId, 'stripe', input.sealing)
  if (!keys) throw new AppError('NOT_FOUND')
  const event = await verifiedStripeEvent(keys.secret, keys.webhookSecret, input.rawBody, input.signature)
  if (!event) throw new AppError('BAD_REQUEST', { detail: 'Stripe signature refused.' })
  if (!PAID_SESSION_EVENTS.has(event.type)) return ignored
  const session = event.data.object as Stripe.Checkout.Session
  if (session.payment_status !== 'paid' || session.metadata?.organizationId !== input.organizationId) return ignored
  return recordOnlinePayment(db, {
    organizationId: input.organizationId,
    provider: 'stripe',
    providerPaymentId: session.id,
    checkoutId: session.client_reference_id,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? '',
  })
}
