/**
 * The charges that follow the league's data by themselves (decision 0048). Every write of a game, its cards or a
 * tournament's groups calls `applyChargesFor` in its own transaction: it reads what the data asks for now
 * (domain/money/charges.ts), compares it with the ledger and appends the difference (charges and reversals). The game
 * row (or the tournament row) is locked first, so two writes of the same game never post one charge twice.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import {
  expectedGameCharges,
  expectedRegistrationCharges,
  type FeeRule,
  type NewEntry,
  type PostedEntry,
  planLedger,
} from '#domain/money/charges.ts'
import { builtOnce } from '#server/db/built-once.ts'
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

/**
 * One statement: the game locked, its tournament's settings, its cards in order and what the ledger holds for it (a
 * result is written at every tap on a phone, and this runs in its transaction). The subqueries name the outer row
 * `game` and alias their own tables (see game-view.ts). Built once (db/built-once.ts), run in the write's transaction.
 */
const gameChargesQuery = builtOnce((db) => {
  const organizationId = sql.placeholder('organizationId')
  return db
    .select({
      id: game.id,
      tournamentId: game.tournamentId,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      confirmedPlayedAt: game.confirmedPlayedAt,
      deletedAt: game.deletedAt,
      walkover: game.walkover,
      settings: sql<unknown>`(select t.settings from ${tournament} t where t.id = game.tournament_id)`,
      cards: sql<{ id: string; teamId: string; playerId: string; type: string }[]>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'teamId', c.team_id, 'playerId', c.player_id, 'type', c.type)
          order by c.minute asc nulls last, c.created_at asc, c.id asc), '[]')
        from ${gameCard} c where c.organization_id = ${organizationId} and c.game_id = game.id)`,
      posted: sql<PostedEntry[]>`(
        select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'rule', m.rule, 'teamId', m.team_id,
          'tournamentId', m.tournament_id, 'gameId', m.game_id, 'cardId', m.card_id, 'amount', m.amount,
          'reversesId', m.reverses_id)), '[]')
        from ${moneyEntry} m where m.organization_id = ${organizationId} and m.game_id = game.id)`,
    })
    .from(game)
    .where(and(eq(game.organizationId, organizationId), eq(game.id, sql.placeholder('gameId'))))
    .for('update', { of: game })
})

async function applyGameCharges(tx: Db, organizationId: string, gameId: string) {
  const [row] = await gameChargesQuery(tx).execute({ organizationId, gameId })
  if (!row || row.settings === null) return
  const settings = TournamentSettingsSchema.parse(row.settings ?? {})
  const expected = expectedGameCharges(
    {
      id: row.id,
      tournamentId: row.tournamentId,
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
      confirmed: row.confirmedPlayedAt !== null,
      deleted: row.deletedAt !== null,
      walkover: row.walkover === 'home' || row.walkover === 'away' ? row.walkover : null,
    },
    row.cards,
    settings.fees,
  )
  await appendEntries(tx, organizationId, planLedger(expected, row.posted))
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
