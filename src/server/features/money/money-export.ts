/** Every team's balance as a table for the exports (CSV/XLSX, the exports feature writes it): amounts in units. */
import type { Db } from '#server/db/client.ts'
import { messagesOf } from '#server/i18n/server-messages.ts'
import { getMoneySummary } from './summary.service.ts'

export async function moneyBalancesTable({
  db,
  organizationId,
  lang,
}: {
  db: Db
  organizationId: string
  lang: 'es' | 'en'
}) {
  const summary = await getMoneySummary(db, organizationId)
  const words = messagesOf(lang).money.export
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: summary.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  return {
    name: words.sheet,
    header: [words.team, `${words.balance} (${summary.currency})`],
    rows: summary.teams.map((t) => [t.teamName, t.balance / 10 ** digits]),
  }
}
