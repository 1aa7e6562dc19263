/** Games listed in fixture order and read one by one. */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { GameListQuery, GamePage } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { findAppointmentsOf } from '#server/lib/competition/game-officials.ts'
import { fixtureOrder, selectGames, stateFilter, toGame } from '#server/lib/competition/game-view.ts'
import { heavyReads } from '#server/lib/heavy-reads.ts'
import { getGameSheet } from './game-sheet.ts'

/** How many rows of a games page one statement reads */
export const GAMES_SLICE = 100

/**
 * A page read GAMES_SLICE rows a statement: on PGlite a statement holds the event loop while it runs (decision 0043),
 * and a page of 500 games in one statement held every other request, the health check included, for a tenth of a
 * second or more; slices let them in between. On PostgreSQL it costs a few more round trips of a rarely read page.
 * The slices are not one snapshot: a game written meanwhile may move between them, so a game read twice is kept once
 * (the page's live updates refetch it anyway).
 */
async function readInSlices<T extends { game: { id: string } }>(
  limit: number,
  offset: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<T[]> {
  const rows = new Map<string, T>()
  for (let done = 0; done < limit; ) {
    const size = Math.min(GAMES_SLICE, limit - done)
    const slice = await read(size, offset + done)
    for (const row of slice) if (!rows.has(row.game.id)) rows.set(row.game.id, row)
    done += slice.length
    if (slice.length < size) break
  }
  return [...rows.values()]
}

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
  const read = () =>
    readInSlices(query.limit, query.offset, (limit, offset) =>
      selectGames(db, where)
        .orderBy(...fixtureOrder)
        .limit(limit)
        .offset(offset),
    )
  // a page of more than one slice takes its turn among the instance's heavy reads
  const rows = query.limit > GAMES_SLICE ? await heavyReads(read) : await read()
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
