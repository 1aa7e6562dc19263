/**
 * The charges that follow the league's data by themselves (decision 0048). Every write of a game, its cards or a
 * tournament's groups calls `applyChargesFor` in its own transaction: it reads what the data asks for now
 * (domain/money/charges.ts), compares it with the ledger and appends the difference (charges and reversals). The game
 * row (or the tournament row) is locked first, so two writes of the same game never post one charge twice.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import {
  expectedGameCharges,
  expectedRegistrationCharges,
  type FeeRule,
  type NewEntry,
  type PostedEntry,
  planLedger,
} from '#domain/money/charges.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, groupTeam, moneyEntry, tournament, tournamentGroup } from '#server/db/schema.ts'

/** What changed: some games (their state, result or cards), or a tournament's groups (who is registered). */
export type MoneyChange = { organizationId: string } & ({ gameIds: readonly string[] } | { tournamentId: string })

export async function applyChargesFor(tx: Db, change: MoneyChange): Promise<void> {
  if ('tournamentId' in change) {
    await applyRegistrationCharges(tx, change.organizationId, change.tournamentId)
    return
  }
  for (const gameId of new Set(change.gameIds)) await applyGameCharges(tx, change.organizationId, gameId)
}

const postedColumns = {
  id: moneyEntry.id,
  kind: moneyEntry.kind,
  rule: moneyEntry.rule,
  teamId: moneyEntry.teamId,
  tournamentId: moneyEntry.tournamentId,
  gameId: moneyEntry.gameId,
  cardId: moneyEntry.cardId,
  amount: moneyEntry.amount,
  reversesId: moneyEntry.reversesId,
}

function asPosted(rows: { [K in keyof typeof postedColumns]: unknown }[]): PostedEntry[] {
  return rows as PostedEntry[]
}

async function settingsOf(tx: Db, tournamentId: string, lock: boolean) {
  const query = tx.select({ settings: tournament.settings }).from(tournament).where(eq(tournament.id, tournamentId))
  const [row] = lock ? await query.for('update') : await query
  return row ? TournamentSettingsSchema.parse(row.settings ?? {}) : null
}

async function applyGameCharges(tx: Db, organizationId: string, gameId: string) {
  const [row] = await tx
    .select({
      id: game.id,
      tournamentId: game.tournamentId,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      confirmedPlayedAt: game.confirmedPlayedAt,
      deletedAt: game.deletedAt,
      walkover: game.walkover,
    })
    .from(game)
    .where(and(eq(game.organizationId, organizationId), eq(game.id, gameId)))
    .for('update')
  if (!row) return
  const settings = await settingsOf(tx, row.tournamentId, false)
  if (!settings) return
  const cards = await tx
    .select({ id: gameCard.id, teamId: gameCard.teamId, playerId: gameCard.playerId, type: gameCard.type })
    .from(gameCard)
    .where(and(eq(gameCard.organizationId, organizationId), eq(gameCard.gameId, gameId)))
    .orderBy(sql`${gameCard.minute} asc nulls last`, asc(gameCard.createdAt), asc(gameCard.id))
  const expected = expectedGameCharges(
    {
      ...row,
      confirmed: row.confirmedPlayedAt !== null,
      deleted: row.deletedAt !== null,
      walkover: row.walkover === 'home' || row.walkover === 'away' ? row.walkover : null,
    },
    cards,
    settings.fees,
  )
  const posted = await tx
    .select(postedColumns)
    .from(moneyEntry)
    .where(and(eq(moneyEntry.organizationId, organizationId), eq(moneyEntry.gameId, gameId)))
  await appendEntries(tx, organizationId, planLedger(expected, asPosted(posted)))
}

async function applyRegistrationCharges(tx: Db, organizationId: string, tournamentId: string) {
  const settings = await settingsOf(tx, tournamentId, true)
  if (!settings) return
  const teams = await tx
    .select({ teamId: groupTeam.teamId })
    .from(groupTeam)
    .innerJoin(tournamentGroup, eq(tournamentGroup.id, groupTeam.groupId))
    .where(and(eq(groupTeam.organizationId, organizationId), eq(groupTeam.tournamentId, tournamentId)))
  const expected = expectedRegistrationCharges(
    tournamentId,
    teams.map((t) => t.teamId),
    settings.fees,
  )
  const posted = await tx
    .select(postedColumns)
    .from(moneyEntry)
    .where(
      and(
        eq(moneyEntry.organizationId, organizationId),
        eq(moneyEntry.tournamentId, tournamentId),
        isNull(moneyEntry.gameId),
        inArray(moneyEntry.kind, ['registration', 'reversal']),
        eq(moneyEntry.rule, 'registration' satisfies FeeRule),
      ),
    )
  await appendEntries(tx, organizationId, planLedger(expected, asPosted(posted)))
}

async function appendEntries(tx: Db, organizationId: string, entries: NewEntry[]) {
  if (entries.length === 0) return
  const date = new Date().toISOString().slice(0, 10)
  await tx.insert(moneyEntry).values(entries.map((e) => ({ ...e, organizationId, date, note: '' })))
}
