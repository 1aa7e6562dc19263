/**
 * A delegate (or a money role) pays a team's balance online (decision 0053): the server makes a Mercado Pago
 * preference or a Stripe Checkout Session for what the team owes now, under a `money_checkout` row whose id is the
 * reference the provider hands back. Nothing is recorded here: only the provider's signed notification records the
 * payment (webhooks.service.ts).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { toMajorUnits } from '#domain/money/minor-units.ts'
import type {
  Checkout,
  OnlinePaymentOptions,
  PaymentProvider,
  StartCheckoutInput,
} from '#domain/money/online-payment.schema.ts'
import type { Db } from '#server/db/client.ts'
import { moneyCheckout, moneyEntry, moneyOnlinePayment } from '#server/db/schema.ts'
import { moneyContextOf, teamBalances, teamOf } from '#server/features/money/money.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertTeamInScope, type OrgScope } from '#server/lib/team-scope.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { createPreference } from './mercadopago-client.ts'
import { connectedProviders, type ProviderSettings, requireProviderKeys } from './providers.service.ts'
import { createCheckoutSession } from './stripe-checkout.ts'

export async function getOnlinePaymentOptions(
  db: Db,
  { organizationId, scope, teamId }: { organizationId: string; scope: OrgScope; teamId: string },
): Promise<OnlinePaymentOptions> {
  assertUuid(teamId)
  assertTeamInScope(scope, teamId)
  await teamOf(db, organizationId, teamId)
  const { currency } = await moneyContextOf(db, organizationId)
  const balances = await teamBalances(db, organizationId, [teamId])
  return { providers: await connectedProviders(db, organizationId), balance: balances.get(teamId) ?? 0, currency }
}

export async function startCheckout(
  db: Db,
  input: {
    organizationId: string
    scope: OrgScope
    userId: string
    teamId: string
    data: Required<StartCheckoutInput>
    baseURL: string
    settings: ProviderSettings
  },
): Promise<Checkout> {
  const { organizationId, teamId, data, settings } = input
  assertUuid(teamId)
  assertTeamInScope(input.scope, teamId)
  const found = await teamOf(db, organizationId, teamId)
  const keys = await requireProviderKeys(db, organizationId, data.provider, settings.sealing)
  const context = await moneyContextOf(db, organizationId)
  const amount = (await teamBalances(db, organizationId, [teamId])).get(teamId) ?? 0
  if (amount <= 0) throw new AppError('NOTHING_TO_PAY')
  const [row] = await db
    .insert(moneyCheckout)
    .values({
      organizationId,
      teamId,
      provider: data.provider,
      amount,
      currency: context.currency,
      createdBy: input.userId,
    })
    .returning({ id: moneyCheckout.id })
  if (!row) throw new AppError('INTERNAL')
  const base = input.baseURL.replace(/\/$/, '')
  const returnUrl = `${base}/${data.lang}/money?checkout=${row.id}`
  const title = `${found.name} · ${context.name}`.slice(0, 250)
  const made =
    data.provider === 'mercadopago'
      ? await createPreference(settings.mercadoPagoApiUrl, keys.secret, {
          title,
          unitPrice: toMajorUnits(amount, context.currency),
          currency: context.currency,
          externalReference: row.id,
          backUrl: returnUrl,
        })
      : await createCheckoutSession(keys.secret, settings.stripeApiBase, {
          title,
          amount,
          currency: context.currency,
          checkoutId: row.id,
          organizationId,
          teamId,
          returnUrl,
          cancelUrl: `${base}/${data.lang}/money`,
        })
  await db.update(moneyCheckout).set({ providerRef: made.id }).where(eq(moneyCheckout.id, row.id))
  return {
    id: row.id,
    teamId,
    provider: data.provider,
    amount,
    currency: context.currency,
    url: made.url,
    status: 'pending',
    receiptNumbers: [],
  }
}

/** A checkout and whether its payment was recorded (the page the payer comes back to asks until it is). */
export async function getCheckout(
  db: Db,
  { organizationId, scope, checkoutId }: { organizationId: string; scope: OrgScope; checkoutId: string },
): Promise<Checkout> {
  assertUuid(checkoutId)
  const [row] = await db
    .select()
    .from(moneyCheckout)
    .where(and(eq(moneyCheckout.organizationId, organizationId), eq(moneyCheckout.id, checkoutId)))
  if (!row) throw new AppError('NOT_FOUND')
  assertTeamInScope(scope, row.teamId)
  const paid = await db
    .select({ receiptNumber: moneyEntry.receiptNumber })
    .from(moneyOnlinePayment)
    .innerJoin(moneyEntry, eq(moneyEntry.id, moneyOnlinePayment.entryId))
    .where(and(eq(moneyOnlinePayment.organizationId, organizationId), inArray(moneyOnlinePayment.checkoutId, [row.id])))
  const receiptNumbers = paid.flatMap((p) => (p.receiptNumber === null ? [] : [p.receiptNumber]))
  return {
    id: row.id,
    teamId: row.teamId,
    provider: row.provider as PaymentProvider,
    amount: row.amount,
    currency: row.currency,
    status: receiptNumbers.length > 0 ? 'paid' : 'pending',
    receiptNumbers,
  }
}
