/**
 * Online payment of a team's balance (decision 0053): the league's provider connections (keys are write-only) and
 * the checkouts a delegate starts. Shared by client and server.
 */
import { z } from 'zod'

export const PAYMENT_PROVIDERS = ['mercadopago', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

const typeError = { error: 'validation.invalid_type' }
const WebhookSecretSchema = z
  .string(typeError)
  .trim()
  .min(8, { error: 'validation.too_small' })
  .max(300, { error: 'validation.too_big' })
  .regex(/^\S+$/, { error: 'validation.invalid_format' })

/** Mercado Pago: the account's production or test access token and the webhook's secret signature. */
export const ConnectMercadoPagoInputSchema = z.object({
  accessToken: z
    .string(typeError)
    .trim()
    .max(300, { error: 'validation.too_big' })
    .regex(/^(APP_USR|TEST)-[\w-]{10,}$/, { error: 'validation.invalid_format' }),
  webhookSecret: WebhookSecretSchema,
})
export type ConnectMercadoPagoInput = z.infer<typeof ConnectMercadoPagoInputSchema>

/** Stripe: the league's own secret (or restricted) key and its webhook endpoint's signing secret. */
export const ConnectStripeInputSchema = z.object({
  secretKey: z
    .string(typeError)
    .trim()
    .max(300, { error: 'validation.too_big' })
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, { error: 'validation.invalid_format' }),
  webhookSecret: WebhookSecretSchema.regex(/^whsec_/, { error: 'validation.invalid_format' }),
})
export type ConnectStripeInput = z.infer<typeof ConnectStripeInputSchema>

export const PaymentProviderStatusSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  connected: z.boolean(),
  /** the key's last 4 characters; the keys themselves are never answered */
  hint: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** the address to paste into the provider's dashboard (this league's) */
  webhookUrl: z.string(),
})
export const PaymentProvidersSchema = z.object({ providers: z.array(PaymentProviderStatusSchema) })
export type PaymentProviders = z.infer<typeof PaymentProvidersSchema>

/** What a team may pay online now: the connected providers and what it owes. */
export const OnlinePaymentOptionsSchema = z.object({
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
  balance: z.number().int(),
  currency: z.string(),
})
export type OnlinePaymentOptions = z.infer<typeof OnlinePaymentOptionsSchema>

export const StartCheckoutInputSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'validation.invalid_option' }),
  /** the language of the page the payer comes back to */
  lang: z.enum(['es', 'en'], { error: 'validation.invalid_option' }).default('es'),
})
export type StartCheckoutInput = z.input<typeof StartCheckoutInputSchema>

export const CheckoutSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number().int(),
  currency: z.string(),
  /** the provider's page to send the payer to (only when the checkout is created) */
  url: z.string().optional(),
  /** pending until the provider's notification of an approved payment is recorded */
  status: z.enum(['pending', 'paid']),
  receiptNumbers: z.array(z.number().int()),
})
export type Checkout = z.infer<typeof CheckoutSchema>
