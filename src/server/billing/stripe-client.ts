/**
 * The portal's only door to Stripe: webhook signature checks (no network) and customer-portal sessions (one API
 * call). Built only when billing is on (every STRIPE_* variable set). `apiBase` points the SDK at a local fake in
 * tests (STRIPE_API_BASE); nothing else talks to Stripe.
 */
import type Stripe from 'stripe'
import type { BillingEnv } from '#server/env.ts'
import { AppError } from '#server/lib/app-error.ts'

/** Seconds a webhook's signed timestamp may differ from our clock (Stripe's default, the requirement). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export type StripeEvent = Stripe.Event

export type StripeGateway = {
  /** Verifies the signature of a webhook's raw body; throws InvalidWebhookError when it is missing, wrong or stale. */
  constructEvent(rawBody: string, signature: string | undefined): StripeEvent
  /** A customer-portal session for `customerId`; throws NO_BILLING_ACCOUNT or UNAVAILABLE as AppError. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>
}

export class InvalidWebhookError extends Error {}

function connectionOf(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** Loads the SDK (≈50 ms) only when billing is on, so a portal without billing starts without it. */
export async function createStripeGateway(billing: BillingEnv): Promise<StripeGateway> {
  const { default: Stripe } = await import('stripe')
  const stripe = new Stripe(billing.secretKey, {
    ...connectionOf(billing.apiBase),
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'league-portal' },
  })
  return {
    constructEvent(rawBody, signature) {
      if (!signature) throw new InvalidWebhookError('The Stripe-Signature header is missing.')
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, billing.webhookSecret, WEBHOOK_TOLERANCE_SECONDS)
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'The signature is not valid.')
      }
    },
    async createPortalSession({ customerId, returnUrl }) {
      try {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
        return { url: session.url }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          throw new AppError('NO_BILLING_ACCOUNT', { detail: 'Stripe does not know this organization’s customer.' })
        }
        // logged once, by the error handler, with this cause
        throw new AppError('UNAVAILABLE', {
          detail: 'The payment provider did not answer. Try again in a moment.',
          cause: new Error(`stripe: creating a customer portal session for ${customerId} failed`, { cause: error }),
        })
      }
    },
  }
}
