/**
 * The league's currency once money is kept in it (decision 0048): ledger amounts are integers of the currency's minor
 * units, so a changed currency would re-read every posted amount (1 500,50 ARS as 150 050 CLP). Once the league has a
 * ledger entry, a change of its currency is refused (409 CURRENCY_IN_USE), and a change of its first league's country,
 * which moves a currency left to the default, pins the currency it had instead.
 */
import { eq } from 'drizzle-orm'
import { defaultCurrencyForCountry } from '#domain/money/charges.ts'
import type { UpdateOrganizationInput } from '#domain/organizations/organization.schema.ts'
import type { Db } from '#server/db/client.ts'
import { moneyEntry } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

type Stored = { currency: string | null; leagues: readonly { country: string }[] }

const effectiveCurrency = (currency: string | null, leagues: Stored['leagues']) =>
  currency ?? defaultCurrencyForCountry(leagues[0]?.country)

async function hasLedgerEntries(tx: Db, organizationId: string) {
  const [row] = await tx
    .select({ id: moneyEntry.id })
    .from(moneyEntry)
    .where(eq(moneyEntry.organizationId, organizationId))
    .limit(1)
  return row !== undefined
}

/** What the update sets as `currency` (nothing, the new one, or the one kept), or CURRENCY_IN_USE. */
export async function currencyToSet(
  tx: Db,
  organizationId: string,
  before: Stored,
  data: Pick<UpdateOrganizationInput, 'currency' | 'leagues'>,
): Promise<{ currency?: string | null }> {
  if (data.currency === undefined && !data.leagues) return {}
  const change = data.currency !== undefined ? { currency: data.currency } : {}
  const was = effectiveCurrency(before.currency, before.leagues)
  const will = effectiveCurrency(
    data.currency !== undefined ? data.currency : before.currency,
    data.leagues ?? before.leagues,
  )
  if (will === was || !(await hasLedgerEntries(tx, organizationId))) return change
  if (data.currency !== undefined) {
    throw new AppError('CURRENCY_IN_USE', {
      detail: `The league's money is kept in ${was}: its currency cannot change once there are charges or payments.`,
    })
  }
  return { currency: was }
}
