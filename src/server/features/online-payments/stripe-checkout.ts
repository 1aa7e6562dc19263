/**
 * Stripe Checkout with the league's own secret key (decision 0053): a Checkout Session for a team's balance, and the
 * check of a webhook's Stripe-Signature with the league's signing secret. Apart from the portal's own billing
 * (server/billing, decision 0005): other keys, other webhook. `apiBase` is STRIPE_API_BASE (a local fake in tests).
 */
import type Stripe from 'stripe'
import { WEBHOOK_TOLERANCE_SECONDS } from '#server/billing/stripe-client.ts'
import { AppError } from '#server/lib/app-error.ts'

function connectionOf(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** The SDK loads when first needed (as billing's does), so a portal that never takes a card payment starts without it. */
async function stripeFor(secretKey: string, apiBase: string | undefined) {
  const { default: StripeSdk } = await import('stripe')
  return {
    StripeSdk,
    stripe: new StripeSdk(secretKey, {
      ...connectionOf(apiBase),
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'league-portal' },
    }),
  }
}

/**
 * Tries a secret key before it is stored (decision 0053): `GET /v1/balance`, read-only and free. A key Stripe does not
 * authenticate is the admin's mistake: 422 PAYMENT_KEY_REJECTED. A restricted key (`rk_`) that authenticates but may
 * not read the balance (a permission error) is taken: what it may do is Checkout, which the first payment tries.
 * No answer, or any other, is Stripe's: 503 UNAVAILABLE.
 */
export async function checkSecretKey(secretKey: string, apiBase: string | undefined): Promise<void> {
  const { stripe, StripeSdk } = await stripeFor(secretKey, apiBase)
  try {
    await stripe.balance.retrieve()
  } catch (error) {
    if (error instanceof StripeSdk.errors.StripePermissionError) return
    const cause = new Error('stripe: trying a league’s secret key failed', { cause: error })
    if (error instanceof StripeSdk.errors.StripeAuthenticationError) {
      throw new AppError('PAYMENT_KEY_REJECTED', { detail: 'Stripe did not accept this secret key.', cause })
    }
    throw new AppError('UNAVAILABLE', { detail: 'Stripe did not answer. Try again in a moment.', cause })
  }
}

export async function createCheckoutSession(
  secretKey: string,
  apiBase: string | undefined,
  input: {
    title: string
    amount: number
    currency: string
    checkoutId: string
    organizationId: string
    teamId: string
    returnUrl: string
    cancelUrl: string
  },
): Promise<{ id: string; url: string }> {
  const { stripe, StripeSdk } = await stripeFor(secretKey, apiBase)
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amount,
              product_data: { name: input.title },
            },
          },
        ],
        client_reference_id: input.checkoutId,
        metadata: { organizationId: input.organizationId, teamId: input.teamId, checkoutId: input.checkoutId },
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.checkoutId },
    )
    if (!session.url) throw new Error('a Checkout Session without url')
    return { id: session.id, url: session.url }
  } catch (error) {
    const cause = new Error(`stripe: creating a Checkout Session for ${input.organizationId} failed`, { cause: error })
    if (
      error instanceof StripeSdk.errors.StripeAuthenticationError ||
      error instanceof StripeSdk.errors.StripeInvalidRequestError ||
      error instanceof StripeSdk.errors.StripePermissionError
    ) {
      throw new AppError('PAYMENT_PROVIDER_REFUSED', { detail: 'Stripe refused the league’s request.', cause })
    }
    throw new AppError('UNAVAILABLE', { detail: 'Stripe did not answer. Try again in a moment.', cause })
  }
}

/** The event, when the Stripe-Signature is the league's endpoint's for this raw body (300 s tolerance); else null. */
export async function verifiedStripeEvent(
  secretKey: string,
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event | null> {
  if (!signature) return null
  const { stripe } = await stripeFor(secretKey, undefined)
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS)
  } catch {
    return null
  }
}
