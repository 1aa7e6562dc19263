/**
 * League money as tables for the exports (CSV/XLSX; the exports feature writes them, decision 0048): every team's
 * balance, and the ledger's entries of a date range. Amounts in the currency's units (and, in the ledger, its minor
 * units too, the stored integers).
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { moneyEntry, team, user } from '#server/db/schema.ts'
import { messagesOf } from '#server/i18n/server-messages.ts'
import { moneyContextOf } from './ledger.service.ts'
import { getMoneySummary } from './summary.service.ts'

type Lang = 'es' | 'en'

function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

export async function moneyBalancesTable({ db, organizationId, lang }: { db: Db; organizationId: string; lang: Lang }) {
  const summary = await getMoneySummary(db, organizationId)
  const words = messagesOf(lang).money.export
  const digits = minorDigits(summary.currency)
  return {
    name: words.sheet,
    header: [words.team, `${words.balance} (${summary.currency})`],
    rows: summary.teams.map((t) => [t.teamName, t.balance / 10 ** digits]),
  }
}

/**
 * Every ledger entry dated `from`..`to` (both included), oldest first: date, receipt number, team, kind (with the fee
 * rule of a derived charge), method, amount in units and in minor units, note, who wrote it (the data itself: its
 * word for "automatic"), and when and by whom it was reversed. A reversal of a payment shows that payment's receipt.
 */
export async function moneyLedgerTable({
  db,
  organizationId,
  lang,
  from,
  to,
}: {
  db: Db
  organizationId: string
  lang: Lang
  from: string
  to: string
}) {
  const { currency } = await moneyContextOf(db, organizationId)
  const words = messagesOf(lang).money
  const digits = minorDigits(currency)
  const reversed = alias(moneyEntry, 'reversed')
  const rows = await db
    .select({ entry: moneyEntry, teamName: team.name, byName: user.name, reversedReceipt: reversed.receiptNumber })
    .from(moneyEntry)
    .innerJoin(team, eq(team.id, moneyEntry.teamId))
    .leftJoin(user, eq(user.id, moneyEntry.byUserId))
    .leftJoin(reversed, eq(reversed.id, moneyEntry.reversesId))
    .where(and(eq(moneyEntry.organizationId, organizationId), gte(moneyEntry.date, from), lte(moneyEntry.date, to)))
    .orderBy(asc(moneyEntry.date), asc(moneyEntry.createdAt), asc(moneyEntry.id))
  const ids = rows.map((r) => r.entry.id)
  const reverser = alias(user, 'reverser')
  const reversals =
    ids.length === 0
      ? []
      : await db
          .select({ reversesId: moneyEntry.reversesId, date: moneyEntry.date, byName: reverser.name })
          .from(moneyEntry)
          .leftJoin(reverser, eq(reverser.id, moneyEntry.byUserId))
          .where(and(eq(moneyEntry.organizationId, organizationId), inArray(moneyEntry.reversesId, ids)))
  const reversalOf = new Map(reversals.map((r) => [r.reversesId, r]))
  const kindOf = (kind: string, rule: string | null) => {
    const name = words.kinds[kind as keyof typeof words.kinds] ?? kind
    const ruleName = rule ? (words.rules[rule as keyof typeof words.rules] ?? rule) : null
    return ruleName && ruleName.toLowerCase() !== name.toLowerCase() ? `${name}: ${ruleName}` : name
  }
  const columns = words.ledger
  return {
    name: `${columns.sheet} ${from} ${to}`,
    header: [
      columns.date,
      columns.receipt,
      columns.team,
      columns.kind,
      columns.method,
      `${columns.amount} (${currency})`,
      columns.amountMinor,
      columns.note,
      columns.by,
      columns.reversedOn,
      columns.reversedBy,
    ],
    rows: rows.map(({ entry, teamName, byName, reversedReceipt }) => {
      const reversal = reversalOf.get(entry.id)
      return [
        { date: entry.date },
        // a payment's number, or the number of the payment a reversal cancels
        entry.receiptNumber ?? reversedReceipt,
        teamName,
        kindOf(entry.kind, entry.rule),
        entry.method ? (words.methods[entry.method as keyof typeof words.methods] ?? entry.method) : null,
        entry.amount / 10 ** digits,
        entry.amount,
        entry.note || null,
        byName ?? (entry.byUserId ? null : columns.automatic),
        reversal ? { date: reversal.date } : null,
        reversal ? (reversal.byName ?? columns.automatic) : null,
      ]
    }),
  }
}
