/**
 * A league's payment providers (decision 0053): an admin connects Mercado Pago (access token, webhook secret) or
 * Stripe (secret key, webhook signing secret). The keys are sealed at rest (lib/sealed-secrets.ts) and never
 * answered: a reader learns whether a provider is connected, its key's last 4 characters and the webhook address.
 */
import { and, eq } from 'drizzle-orm'
import { PAYMENT_PROVIDERS, type PaymentProvider, type PaymentProviders } from '#domain/money/online-payment.schema.ts'
import type { Db } from '#server/db/client.ts'
import { moneyProvider } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { openSecret, sealingKey, sealSecret } from '#server/lib/sealed-secrets.ts'
import { checkAccessToken } from './mercadopago-client.ts'
import { checkSecretKey } from './stripe-checkout.ts'

/** Where the providers' APIs are (MERCADOPAGO_API_URL, STRIPE_API_BASE: a local fake in tests) and the sealing key. */
export type ProviderSettings = { mercadoPagoApiUrl: string; stripeApiBase: string | undefined; sealing: Buffer }

/** The key that seals the leagues' payment credentials, derived from the auth secret (never stored). */
export function paymentKeysSealingKey(secret: string): Buffer {
  return sealingKey(secret, 'league-payment-provider-keys')
}

/** The address a provider's dashboard posts this league's notifications to. */
export function webhookUrlOf(baseURL: string, provider: PaymentProvider, organizationId: string) {
  return `${baseURL.replace(/\/$/, '')}/api/webhooks/money/${provider}/${organizationId}`
}

export async function getPaymentProviders(
  db: Db,
  { organizationId, baseURL }: { organizationId: string; baseURL: string },
): Promise<PaymentProviders> {
  const rows = await db
    .select({ provider: moneyProvider.provider, hint: moneyProvider.hint, connectedAt: moneyProvider.connectedAt })
    .from(moneyProvider)
    .where(eq(moneyProvider.organizationId, organizationId))
  return {
    providers: PAYMENT_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider)
      return {
        provider,
        connected: Boolean(row),
        hint: row ? row.hint : null,
        connectedAt: row ? row.connectedAt.toISOString() : null,
        webhookUrl: webhookUrlOf(baseURL, provider, organizationId),
      }
    }),
  }
}

export async function connectedProviders(db: Db, organizationId: string): Promise<PaymentProvider[]> {
  const rows = await db
    .select({ provider: moneyProvider.provider })
    .from(moneyProvider)
    .where(eq(moneyProvider.organizationId, organizationId))
  return PAYMENT_PROVIDERS.filter((p) => rows.some((r) => r.provider === p))
}

/**
 * Connects (or replaces the keys of) a provider, once the provider has taken the key in one cheap authenticated call
 * (422 PAYMENT_KEY_REJECTED, 503 UNAVAILABLE otherwise, and nothing stored). The webhook secret cannot be tried: the
 * first notification does (a wrong one is a 400 the provider's dashboard shows).
 */
export async function connectPaymentProvider(
  db: Db,
  input: {
    organizationId: string
    userId: string
    provider: PaymentProvider
    secret: string
    webhookSecret: string
    settings: ProviderSettings
  },
) {
  const { settings } = input
  if (input.provider === 'mercadopago') await checkAccessToken(settings.mercadoPagoApiUrl, input.secret)
  else await checkSecretKey(input.secret, settings.stripeApiBase)
  const values = {
    secret: sealSecret(input.secret, settings.sealing),
    webhookSecret: sealSecret(input.webhookSecret, settings.sealing),
    hint: input.secret.slice(-4),
    connectedBy: input.userId,
    connectedAt: new Date(),
  }
  await db
    .insert(moneyProvider)
    .values({ organizationId: input.organizationId, provider: input.provider, ...values })
    .onConflictDoUpdate({ target: [moneyProvider.organizationId, moneyProvider.provider], set: values })
}

export async function disconnectPaymentProvider(db: Db, organizationId: string, provider: PaymentProvider) {
  await db
    .delete(moneyProvider)
    .where(and(eq(moneyProvider.organizationId, organizationId), eq(moneyProvider.provider, provider)))
}

export type ProviderKeys = { secret: string; webhookSecret: string }

/** The provider's keys, opened; null when the league has not connected it (or its keys were sealed under another auth secret). */
export async function providerKeysOf(
  db: Db,
  organizationId: string,
  provider: PaymentProvider,
  sealing: Buffer,
): Promise<ProviderKeys | null> {
  const [row] = await db
    .select({ secret: moneyProvider.secret, webhookSecret: moneyProvider.webhookSecret })
    .from(moneyProvider)
    .where(and(eq(moneyProvider.organizationId, organizationId), eq(moneyProvider.provider, provider)))
  if (!row) return null
  try {
    return { secret: openSecret(row.secret, sealing), webhookSecret: openSecret(row.webhookSecret, sealing) }
  } catch {
    // sealed under another auth secret: the admin connects the provider again
    return null
  }
}

export async function requireProviderKeys(db: Db, organizationId: string, provider: PaymentProvider, sealing: Buffer) {
  const keys = await providerKeysOf(db, organizationId, provider, sealing)
  if (!keys) throw new AppError('PAYMENT_PROVIDER_NOT_CONNECTED')
  return keys
}
