/**
 * The league's "Money" page (decision 0048): every team's balance, the most owed first, and what was collected this
 * month and this calendar year, each by method (payments net of their reversals, by the payment's date in the league's
 * time zone). Also what the exports and the eligibility check read: balances of some teams.
 */
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { MoneySummary } from '#domain/money/money.schema.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { moneyEntry, team } from '#server/db/schema.ts'
import { moneyContextOf } from './ledger.service.ts'

/** The balances of these teams (0 for a team without entries). */
export async function teamBalances(db: Db, organizationId: string, teamIds: readonly string[]) {
  const balances = new Map<string, number>(teamIds.map((id) => [id, 0]))
  if (teamIds.length === 0) return balances
  const rows = await db
    .select({ teamId: moneyEntry.teamId, balance: sql<string>`sum(${moneyEntry.amount})` })
    .from(moneyEntry)
    .where(and(eq(moneyEntry.organizationId, organizationId), inArray(moneyEntry.teamId, [...teamIds])))
    .groupBy(moneyEntry.teamId)
  for (const r of rows) balances.set(r.teamId, Number(r.balance))
  return balances
}

export async function getMoneySummary(db: Db, organizationId: string, now = new Date()): Promise<MoneySummary> {
  const context = await moneyContextOf(db, organizationId)
  const teams = await db
    .select({
      teamId: team.id,
      teamName: team.name,
      balance: sql<string>`coalesce(sum(${moneyEntry.amount}), 0)`,
    })
    .from(team)
    .leftJoin(moneyEntry, and(eq(moneyEntry.organizationId, organizationId), eq(moneyEntry.teamId, team.id)))
    .where(and(eq(team.organizationId, organizationId), isNull(team.deletedAt)))
    .groupBy(team.id, team.name)
  const today = calendarDayIn(now, context.timeZone)
  const yearStart = `${today.slice(0, 4)}-01-01`
  const monthStart = `${today.slice(0, 7)}-01`
  const payments = await db
    .select({
      date: moneyEntry.date,
      method: moneyEntry.method,
      collected: sql<string>`sum(-${moneyEntry.amount})`,
    })
    .from(moneyEntry)
    .where(
      and(
        eq(moneyEntry.organizationId, organizationId),
        gte(moneyEntry.date, yearStart),
        or(eq(moneyEntry.kind, 'payment'), and(eq(moneyEntry.kind, 'reversal'), isNotNull(moneyEntry.method))),
      ),
    )
    .groupBy(moneyEntry.date, moneyEntry.method)
  const collected = {
    month: 0,
    season: 0,
    byMethod: {} as Record<string, number>,
    monthByMethod: {} as Record<string, number>,
  }
  for (const p of payments) {
    const amount = Number(p.collected)
    if (p.date > today) continue
    collected.season += amount
    const method = p.method ?? 'cash'
    collected.byMethod[method] = (collected.byMethod[method] ?? 0) + amount
    if (p.date >= monthStart) {
      collected.month += amount
      collected.monthByMethod[method] = (collected.monthByMethod[method] ?? 0) + amount
    }
  }
  const [any] = await db
    .select({ id: moneyEntry.id })
    .from(moneyEntry)
    .where(eq(moneyEntry.organizationId, organizationId))
    .limit(1)
  return {
    currency: context.currency,
    teams: teams
      .map((t) => ({ teamId: t.teamId, teamName: t.teamName, balance: Number(t.balance) }))
      .sort((a, b) => b.balance - a.balance || a.teamName.localeCompare(b.teamName)),
    collected,
    hasEntries: any !== undefined,
  }
}
