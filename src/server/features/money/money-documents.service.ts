/** What the receipt and the statement PDFs show (money-pdf.ts), read with the caller's scope (decision 0039). */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { moneyEntry, user } from '#server/db/schema.ts'
import { assertTeamInScope, type OrgScope } from '#server/lib/team-scope.ts'
import { getTeamAccount, moneyContextOf, paymentOf, teamOf } from './ledger.service.ts'
import type { ReceiptView, StatementView } from './money-pdf.ts'

async function leagueOf(db: Db, organizationId: string) {
  const context = await moneyContextOf(db, organizationId)
  return { name: context.name, currency: context.currency, timeZone: context.timeZone }
}

export async function receiptView(db: Db, organizationId: string, scope: OrgScope, paymentId: string) {
  const payment = await paymentOf(db, organizationId, paymentId)
  assertTeamInScope(scope, payment.teamId)
  const [found, league, [by], [reversal]] = await Promise.all([
    teamOf(db, organizationId, payment.teamId),
    leagueOf(db, organizationId),
    payment.byUserId ? db.select({ name: user.name }).from(user).where(eq(user.id, payment.byUserId)) : [],
    db
      .select({ id: moneyEntry.id })
      .from(moneyEntry)
      .where(and(eq(moneyEntry.organizationId, organizationId), eq(moneyEntry.reversesId, payment.id))),
  ])
  return {
    league,
    number: payment.receiptNumber ?? 0,
    teamName: found.name,
    amount: -payment.amount,
    method: payment.method ?? 'cash',
    date: payment.date,
    note: payment.note,
    by: by?.name ?? null,
    recordedAt: payment.createdAt.toISOString(),
    reversed: reversal !== undefined,
  } satisfies ReceiptView
}

export async function statementView(db: Db, organizationId: string, scope: OrgScope, teamId: string) {
  const account = await getTeamAccount({ db, organizationId, scope, teamId })
  return {
    league: await leagueOf(db, organizationId),
    teamName: account.teamName,
    balance: account.balance,
    entries: [...account.entries].reverse().map((e) => ({
      date: e.date,
      kind: e.kind,
      note: e.note,
      amount: e.amount,
      receiptNumber: e.receiptNumber,
    })),
  } satisfies StatementView
}
