/** Games listed in fixture order and read one by one. */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { GameListQuery, GamePage } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { findAppointmentsOf } from '#server/lib/competition/game-officials.ts'
import { fixtureOrder, selectGames, stateFilter, toGame } from '#server/lib/competition/game-view.ts'
import { getGameSheet } from './game-sheet.ts'

export async function findGames({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: GameListQuery
}): Promise<GamePage> {
  const deletedOnly = query.deleted === 'true' || query.state === 'deleted'
  const where = and(
    eq(game.organizationId, organizationId),
    deletedOnly ? sql`${game.deletedAt} is not null` : isNull(game.deletedAt),
    query.state && query.state !== 'deleted' ? stateFilter(query.state) : undefined,
    query.tournamentId ? eq(game.tournamentId, query.tournamentId) : undefined,
    query.groupId ? eq(game.groupId, query.groupId) : undefined,
    query.roundId ? eq(game.roundId, query.roundId) : undefined,
    query.teamId ? or(eq(game.homeTeamId, query.teamId), eq(game.awayTeamId, query.teamId)) : undefined,
    query.ids ? inArray(game.id, query.ids) : undefined,
    query.kind ? eq(game.kind, query.kind) : undefined,
    query.from ? sql`${game.playAt} >= ${new Date(query.from)}` : undefined,
    query.to ? sql`${game.playAt} < ${new Date(query.to)}` : undefined,
    query.undated === 'true' ? sql`${game.playAt} is null` : undefined,
  )
  const rows = await selectGames(db, where)
    .orderBy(...fixtureOrder)
    .limit(query.limit)
    .offset(query.offset)
  let total = rows[0]?.total
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(game)
      .where(where)
    total = counted?.n ?? 0
  }
  const officials = await findAppointmentsOf(
    db,
    organizationId,
    rows.map((r) => r.game.id),
  )
  return { items: rows.map((r) => ({ ...toGame(r), officials: officials.get(r.game.id) ?? [] })), total }
}

export function getGame({ db, organizationId, id }: { db: Db; organizationId: string; id: string }) {
  return getGameSheet({ db, organizationId, id })
}
