/**
 * A team's account (decision 0048): its ledger, manual charges, payments with their receipt numbers, and reversals of
 * payments. Every write appends; nothing is updated or deleted, and each entry names who wrote it, so the ledger is
 * its own trail (no audit entry besides). A delegate reads its own teams' accounts only
 * (decision 0039); the routes let only the roles that handle money write.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { balanceOf, defaultCurrencyForCountry } from '#domain/money/charges.ts'
import type { LedgerEntry, ManualChargeInput, PaymentInput, TeamAccount } from '#domain/money/money.schema.ts'
import { defaultTimeZoneForCountry } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { league, moneyEntry, moneyReceiptCounter, organization, team, user } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertTeamInScope, type OrgScope } from '#server/lib/team-scope.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'

/** The organization's money settings: its currency (by its first league's country when unset) and time zone. */
export async function moneyContextOf(db: Db, organizationId: string) {
  const [row] = await db
    .select({ name: organization.name, currency: organization.currency, timeZone: organization.timeZone })
    .from(organization)
    .where(eq(organization.id, organizationId))
  const [first] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(league.position)
    .limit(1)
  return {
    name: row?.name ?? '',
    currency: row?.currency ?? defaultCurrencyForCountry(first?.country),
    country: first?.country ?? null,
    timeZone: row?.timeZone ?? defaultTimeZoneForCountry(first?.country),
  }
}

export async function teamOf(db: Db, organizationId: string, teamId: string) {
  assertUuid(teamId)
  const [row] = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), eq(team.id, teamId), isNull(team.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

type EntryRow = typeof moneyEntry.$inferSelect & { byName: string | null }

function entryView(row: EntryRow, reversed: Set<string>, kindOf: Map<string, string>): LedgerEntry {
  const paymentId =
    row.kind === 'payment' ? row.id : row.reversesId && kindOf.get(row.reversesId) === 'payment' ? row.reversesId : null
  return {
    id: row.id,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind as LedgerEntry['kind'],
    rule: row.rule,
    amount: row.amount,
    tournamentId: row.tournamentId,
    gameId: row.gameId,
    cardId: row.cardId,
    paymentId,
    reversesId: row.reversesId,
    reversed: reversed.has(row.id),
    method: row.method as LedgerEntry['method'],
    receiptNumber: row.receiptNumber,
    note: row.note,
    by: row.byName,
  }
}

export async function getTeamAccount({
  db,
  organizationId,
  scope,
  teamId,
}: {
  db: Db
  organizationId: string
  scope: OrgScope
  teamId: string
}): Promise<TeamAccount> {
  assertUuid(teamId)
  assertTeamInScope(scope, teamId)
  const found = await teamOf(db, organizationId, teamId)
  const { currency } = await moneyContextOf(db, organizationId)
  const rows = await db
    .select({ entry: moneyEntry, byName: user.name })
    .from(moneyEntry)
    .leftJoin(user, eq(user.id, moneyEntry.byUserId))
    .where(and(eq(moneyEntry.organizationId, organizationId), eq(moneyEntry.teamId, teamId)))
    .orderBy(desc(moneyEntry.createdAt), desc(moneyEntry.id))
  const all = rows.map((r) => ({ ...r.entry, byName: r.byName }))
  const reversed = new Set(all.flatMap((e) => (e.reversesId ? [e.reversesId] : [])))
  const kindOf = new Map(all.map((e) => [e.id, e.kind]))
  return {
    teamId,
    teamName: found.name,
    currency,
    balance: balanceOf(all),
    entries: all.map((e) => entryView(e, reversed, kindOf)),
  }
}

function today() {
  return new Date().toISOString().slice(0, 10)
}

export async function addManualCharge({
  db,
  organizationId,
  userId,
  teamId,
  data,
}: {
  db: Db
  organizationId: string
  userId: string
  teamId: string
  data: ManualChargeInput
}): Promise<{ id: string }> {
  await teamOf(db, organizationId, teamId)
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const [row] = await tx
      .insert(moneyEntry)
      .values({
        organizationId,
        teamId,
        kind: 'manual',
        amount: data.amount,
        note: data.note,
        byUserId: userId,
        date: today(),
      })
      .returning({ id: moneyEntry.id })
    if (!row) throw new AppError('INTERNAL')
    return row
  })
}

/** The organization's next receipt number, taken in the payment's transaction: consecutive, no gaps (a row lock). */
async function nextReceiptNumber(tx: Db, organizationId: string): Promise<number> {
  await tx.insert(moneyReceiptCounter).values({ organizationId, lastNumber: 0 }).onConflictDoNothing()
  const [row] = await tx
    .update(moneyReceiptCounter)
    .set({ lastNumber: sql`${moneyReceiptCounter.lastNumber} + 1` })
    .where(eq(moneyReceiptCounter.organizationId, organizationId))
    .returning({ number: moneyReceiptCounter.lastNumber })
  if (!row) throw new AppError('INTERNAL')
  return row.number
}

export async function recordPayment({
  db,
  organizationId,
  userId,
  teamId,
  data,
}: {
  db: Db
  organizationId: string
  userId: string | null
  teamId: string
  data: Required<PaymentInput>
}): Promise<{ id: string; receiptNumber: number }> {
  await teamOf(db, organizationId, teamId)
  return db.transaction(async (trx) => insertPayment(trx as unknown as Db, { organizationId, userId, teamId, data }))
}

/**
 * A payment entry with the organization's next receipt number, in the caller's transaction (a payment recorded by
 * hand, or from a provider's notification with its idempotency record: decision 0053).
 */
export async function insertPayment(
  tx: Db,
  {
    organizationId,
    userId,
    teamId,
    data,
  }: { organizationId: string; userId: string | null; teamId: string; data: Required<PaymentInput> },
): Promise<{ id: string; receiptNumber: number }> {
  const receiptNumber = await nextReceiptNumber(tx, organizationId)
  const [row] = await tx
    .insert(moneyEntry)
    .values({
      organizationId,
      teamId,
      kind: 'payment',
      amount: -data.amount,
      method: data.method,
      receiptNumber,
      note: data.note,
      byUserId: userId,
      date: data.date,
    })
    .returning({ id: moneyEntry.id })
  if (!row) throw new AppError('INTERNAL')
  return { id: row.id, receiptNumber }
}

/** A payment of the organization (any team), else 404. */
export async function paymentOf(db: Db, organizationId: string, paymentId: string) {
  assertUuid(paymentId)
  const [row] = await db
    .select()
    .from(moneyEntry)
    .where(
      and(eq(moneyEntry.organizationId, organizationId), eq(moneyEntry.id, paymentId), eq(moneyEntry.kind, 'payment')),
    )
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** Cancels a payment with a new entry (the payment stays, with its receipt number); twice: 409 PAYMENT_REVERSED. */
export async function reversePayment({
  db,
  organizationId,
  userId,
  paymentId,
  reason,
}: {
  db: Db
  organizationId: string
  userId: string
  paymentId: string
  reason: string
}): Promise<{ id: string }> {
  const payment = await paymentOf(db, organizationId, paymentId)
  // the unique index on reverses_id refuses a second reversal, also a concurrent one
  const [row] = await db
    .insert(moneyEntry)
    .values({
      organizationId,
      teamId: payment.teamId,
      kind: 'reversal',
      amount: -payment.amount,
      reversesId: payment.id,
      method: payment.method,
      note: reason,
      byUserId: userId,
      date: today(),
    })
    .onConflictDoNothing()
    .returning({ id: moneyEntry.id })
  if (!row) throw new AppError('PAYMENT_REVERSED')
  return row
}
