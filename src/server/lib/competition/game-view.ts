/**
 * How games are read: one query joins a game with its tournament, round, teams, venue and field, so every list
 * (a tournament's fixtures, a team's games, the dashboard) answers the same `Game` shape. Also the helpers the
 * competition features share: the active tournament and its settings, and the game's state from its timestamps.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type TournamentSettings, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { Game, GameKind, GameState } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, locationField, round, team, tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertUuid, getRow } from '#server/lib/tenant-rows.ts'

export type GameRow = typeof game.$inferSelect
export type TournamentRow = typeof tournament.$inferSelect

export function stateOf(
  row: Pick<GameRow, 'deletedAt' | 'suspendedAt' | 'confirmedPlayedAt' | 'publishedAt'>,
): GameState {
  if (row.deletedAt) return 'deleted'
  if (row.suspendedAt) return 'suspended'
  if (row.confirmedPlayedAt) return 'confirmed'
  if (row.publishedAt) return 'published'
  return 'draft'
}

/** SQL for "the game is in this state". */
export function stateFilter(state: GameState): SQL {
  switch (state) {
    case 'deleted':
      return sql`${game.deletedAt} is not null`
    case 'suspended':
      return sql`${game.deletedAt} is null and ${game.suspendedAt} is not null`
    case 'confirmed':
      return sql`${game.deletedAt} is null and ${game.suspendedAt} is null and ${game.confirmedPlayedAt} is not null`
    case 'published':
      return sql`${game.deletedAt} is null and ${game.suspendedAt} is null and ${game.confirmedPlayedAt} is null and ${game.publishedAt} is not null`
    case 'draft':
      return sql`${game.deletedAt} is null and ${game.suspendedAt} is null and ${game.confirmedPlayedAt} is null and ${game.publishedAt} is null`
  }
}

/** A game counts toward standings and statistics: confirmed played, not suspended, not deleted (docs/product.md). */
export const countingGame = sql`${game.deletedAt} is null and ${game.suspendedAt} is null and ${game.confirmedPlayedAt} is not null`

/**
 * A stored instant as ISO text; null for one JavaScript cannot hold (a date written before the 1900–2200 checks, e.g.
 * 5 BC, which the database driver reads as an invalid Date): the lists, the dashboard and the sheets still answer.
 */
export const iso = (value: Date | null) => (value && !Number.isNaN(value.getTime()) ? value.toISOString() : null)

/**
 * What a game shows besides its row: names of its tournament, teams, venue and field, and its round. Read with
 * correlated scalar subqueries rather than joins: PostgreSQL plans a six-table join anew on every query (≈1 ms on
 * PGlite, the most of a game sheet's cost), and plans these in a fifth of that; each is one primary-key lookup.
 * They name the outer row `game` (the table, never aliased in these queries) and alias their own tables, because
 * drizzle leaves columns unqualified in a query on one table.
 */
export const gameViewColumns = {
  game,
  tournamentName: sql<string>`(select t.name from ${tournament} t where t.id = game.tournament_id)`,
  round: sql<
    [number, string | null, string | null] | null
  >`(select json_build_array(r.number, r.name, r.date) from ${round} r where r.id = game.round_id)`,
  homeName: sql<string>`(select t.name from ${team} t where t.id = game.home_team_id)`,
  awayName: sql<string>`(select t.name from ${team} t where t.id = game.away_team_id)`,
  locationName: sql<string | null>`(select l.name from ${location} l where l.id = game.location_id)`,
  fieldName: sql<string | null>`(select f.name from ${locationField} f where f.id = game.field_id)`,
}

/** Games with what they show, filtered by `where` (which must scope by organization), in fixture order. */
export function selectGames(db: Db, where: SQL | undefined) {
  return db
    .select({ ...gameViewColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(game)
    .where(where)
    .$dynamic()
}

export type GameViewRow = Awaited<ReturnType<typeof selectGames>>[number]

/** Fixture order: by date (undated last), then round, then creation. */
export const fixtureOrder = [
  sql`${game.playAt} asc nulls last`,
  sql`(select r.number from ${round} r where r.id = game.round_id) asc nulls last`,
  sql`${game.createdAt} asc`,
  sql`${game.id} asc`,
]

export function toGame(row: Omit<GameViewRow, 'total'>): Game {
  const g = row.game
  return {
    id: g.id,
    version: g.version,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
    deletedAt: iso(g.deletedAt),
    tournamentId: g.tournamentId,
    tournament: { id: g.tournamentId, name: row.tournamentName },
    groupId: g.groupId,
    roundId: g.roundId,
    round:
      g.roundId && row.round ? { id: g.roundId, number: row.round[0], name: row.round[1], date: row.round[2] } : null,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    homeTeam: { id: g.homeTeamId, name: row.homeName },
    awayTeam: { id: g.awayTeamId, name: row.awayName },
    kind: g.kind as GameKind,
    state: stateOf(g),
    playAt: iso(g.playAt),
    isPlayAtTimeHidden: g.isPlayAtTimeHidden,
    locationId: g.locationId,
    fieldId: g.fieldId,
    location: g.locationId && row.locationName !== null ? { id: g.locationId, name: row.locationName } : null,
    field: g.fieldId && row.fieldName !== null ? { id: g.fieldId, name: row.fieldName } : null,
    publishedAt: iso(g.publishedAt),
    confirmedPlayedAt: iso(g.confirmedPlayedAt),
    suspendedAt: iso(g.suspendedAt),
    suspendedReason: g.suspendedReason,
    hasResult: g.statsUpdatedAt !== null,
    homeGoals: g.homeGoals,
    awayGoals: g.awayGoals,
    penalties:
      g.homePenalties !== null && g.awayPenalties !== null ? { home: g.homePenalties, away: g.awayPenalties } : null,
    bracketId: g.bracketId,
    walkover: walkoverOf(g),
  }
}

/** The game's walkover as its JSON says it: `{ winner }`, or null for a game played (or not yet). */
export function walkoverOf(g: Pick<GameRow, 'walkover'>): Game['walkover'] {
  return g.walkover === 'home' || g.walkover === 'away' ? { winner: g.walkover } : null
}

/** One game of the organization with what it shows (deleted too), or NOT_FOUND. */
export async function getGameViewRow(db: Db, organizationId: string, id: string): Promise<GameViewRow> {
  assertUuid(id)
  const [row] = await selectGames(db, and(eq(game.organizationId, organizationId), eq(game.id, id)))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** One game of the organization as `Game` (deleted too), or NOT_FOUND. */
export async function getGameView(db: Db, organizationId: string, id: string): Promise<Game> {
  return toGame(await getGameViewRow(db, organizationId, id))
}

/** The game's row, or NOT_FOUND; with `active`, a deleted game is NOT_FOUND too. */
export async function getGameRow(
  db: Db,
  organizationId: string,
  id: string,
  options: { active?: boolean; forUpdate?: boolean } = {},
): Promise<GameRow> {
  assertUuid(id)
  const query = db
    .select()
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        eq(game.id, id),
        options.active ? sql`${game.deletedAt} is null` : undefined,
      ),
    )
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** A tournament of the organization (deleted ones only when `active` is false), with its settings parsed. */
export async function getTournamentWithSettings(
  db: Db,
  organizationId: string,
  id: string,
  options: { active?: boolean } = {},
): Promise<{ row: TournamentRow; settings: TournamentSettings }> {
  const row = await getRow(db, tournament, organizationId, id, { active: options.active ?? true })
  return { row, settings: TournamentSettingsSchema.parse(row.settings) }
}
