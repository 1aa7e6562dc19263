/**
 * Who officiates which game (decision 0050): the appointments of a set of games, read by the games' views (the game,
 * the games list, the match sheet PDF) and by the officials feature itself. Lives beside the game view so the games
 * and sheets features read it without importing the officials feature.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Appointment } from '#domain/officials/official.schema.ts'
import type { Db } from '#server/db/client.ts'
import { gameOfficial, official } from '#server/db/schema.ts'

/** An appointment as read (its answer's time as a Date or as JSON's text), added where it goes: the referee first. */
export function appointInOrder(
  list: Appointment[],
  row: { officialId: string; name: string; role: string; status: string; respondedAt: Date | string | null },
): Appointment[] {
  const item = {
    officialId: row.officialId,
    name: row.name,
    role: row.role as Appointment['role'],
    status: row.status as Appointment['status'],
    respondedAt: row.respondedAt === null ? null : new Date(row.respondedAt).toISOString(),
  }
  // 'assistant' sorts before 'referee' in the statements: the referee goes first
  if (item.role === 'referee') list.unshift(item)
  else list.push(item)
  return list
}

/** The appointments of each game, the referee first and then the assistants in order (games without any: absent). */
export async function findAppointmentsOf(
  db: Db,
  organizationId: string,
  gameIds: readonly string[],
): Promise<Map<string, Appointment[]>> {
  const byGame = new Map<string, Appointment[]>()
  if (gameIds.length === 0) return byGame
  const rows = await db
    .select({
      gameId: gameOfficial.gameId,
      officialId: gameOfficial.officialId,
      name: official.name,
      role: gameOfficial.role,
      status: gameOfficial.status,
      respondedAt: gameOfficial.respondedAt,
    })
    .from(gameOfficial)
    .innerJoin(official, eq(official.id, gameOfficial.officialId))
    .where(and(eq(gameOfficial.organizationId, organizationId), inArray(gameOfficial.gameId, [...gameIds])))
    .orderBy(asc(gameOfficial.gameId), asc(gameOfficial.role), asc(gameOfficial.position))
  for (const { gameId, ...r } of rows) byGame.set(gameId, appointInOrder(byGame.get(gameId) ?? [], r))
  return byGame
}
