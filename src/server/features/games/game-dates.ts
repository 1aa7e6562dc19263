/** Moving games by N days or setting one date, audited. */
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { MAX_YEAR, MIN_YEAR } from '#domain/lists/list.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { enqueueGameChange } from '#server/features/notifications/notifications.api.ts'
import { recordAudits } from '#server/lib/audit.ts'

// --- bulk -----------------------------------------------------------------------------------------------------------

export type MovedGame = { id: string; version: number }

type DateEdit = { organizationId: string; where: SQL | undefined; includePlayed: boolean }

/** The organization's games matching `where` that a date edit may change (docs/product.md): not deleted; played if asked. */
function datable(organizationId: string, where: SQL | undefined, includePlayed: boolean) {
  return and(
    eq(game.organizationId, organizationId),
    where,
    isNull(game.deletedAt),
    includePlayed ? undefined : isNull(game.confirmedPlayedAt),
  )
}

const datedReturning = {
  id: game.id,
  version: game.version,
  playAt: game.playAt,
  isPlayAtTimeHidden: game.isPlayAtTimeHidden,
}

type DatedGame = { id: string; version: number; playAt: Date | null; isPlayAtTimeHidden: boolean }

/**
 * The games a date edit is about to change, locked, with their dates as they are: each moved game's audit entry says
 * from what. Read with the edit's own condition, so the UPDATE that follows (same condition) meets the same rows.
 */
function datesBefore(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: game.id,
      organizationId: game.organizationId,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      publishedAt: game.publishedAt,
      locationId: game.locationId,
      suspendedAt: game.suspendedAt,
    })
    .from(game)
    .where(where)
    .for('update')
}

/**
 * One `update` entry per game a date edit changed (its date fields before and after), in the edit's transaction; and
 * the people of each published game are told it moved (decision 0047), a burst of them in one e-mail.
 */
async function auditDates(
  db: Db,
  organizationId: string,
  before: Awaited<ReturnType<typeof datesBefore>>,
  written: DatedGame[],
): Promise<MovedGame[]> {
  const old = new Map(before.map((g) => [g.id, g]))
  await recordAudits(
    db,
    written.map(({ id, playAt, isPlayAtTimeHidden }) => {
      const was = old.get(id)
      return {
        organizationId,
        action: 'update',
        entityType: 'game',
        entityId: id,
        before: was ? { id, playAt: was.playAt, isPlayAtTimeHidden: was.isPlayAtTimeHidden } : null,
        after: { id, playAt, isPlayAtTimeHidden },
      }
    }),
  )
  for (const { id, playAt } of written) {
    const was = old.get(id)
    if (was) await enqueueGameChange(db, was, { ...was, playAt })
  }
  return written.map(({ id, version }) => ({ id, version }))
}

/**
 * Moves the games matching `where` by `days` (negative: back), each keeping its time of day in `timeZone` (the
 * client's, else the league's: a game at 18:00 in Madrid stays at 18:00 across a daylight-saving change). A hidden
 * time stays at 12:00 UTC. Counted by PostgreSQL's IANA database, whatever the session's time zone. Games without a
 * date stay undated; played ones move only with `includePlayed`; deleted ones never. Bumps each version and records
 * each move in the audit trail (`db` is the caller's transaction).
 * Shared by games/bulk (`moveDays`) and re-dated rounds (fixtures.service.ts); the caller announces the change live.
 */
export async function moveGamesByDays(
  db: Db,
  { organizationId, where, days, includePlayed, timeZone = 'UTC' }: DateEdit & { days: number; timeZone?: string },
): Promise<MovedGame[]> {
  const moved = (zone: SQL) =>
    sql`((${game.playAt} at time zone ${zone}) + make_interval(days => ${days}::int)) at time zone ${zone}`
  const which = and(
    datable(organizationId, where, includePlayed),
    isNotNull(game.playAt),
    // a game that would leave the portal's years (1900–2200) stays where it is (skipped), never stored at 5 BC
    sql`${moved(sql`'UTC'`)} >= ${`${MIN_YEAR}-01-01T00:00:00Z`}::timestamptz`,
    sql`${moved(sql`'UTC'`)} < ${`${MAX_YEAR + 1}-01-01T00:00:00Z`}::timestamptz`,
  )
  const before = await datesBefore(db, which)
  if (before.length === 0) return []
  const written = await db
    .update(game)
    .set({
      playAt: sql`case when ${game.isPlayAtTimeHidden} then ${moved(sql`'UTC'`)} else ${moved(sql`${timeZone}::text`)} end`,
      updatedAt: new Date(),
      version: sql`${game.version} + 1`,
    })
    .where(which)
    .returning(datedReturning)
  return auditDates(db, organizationId, before, written)
}

/**
 * Gives the games matching `where` one date (`isPlayAtTimeHidden` too, when given); played ones only with
 * `includePlayed`, deleted ones never. Bumps each version and records each change in the audit trail. Shared by
 * games/bulk (`setDate`) and re-dated rounds.
 */
export async function setGamesDate(
  db: Db,
  {
    organizationId,
    where,
    playAt,
    isPlayAtTimeHidden,
    includePlayed,
  }: DateEdit & { playAt: string; isPlayAtTimeHidden?: boolean | undefined },
): Promise<MovedGame[]> {
  const which = datable(organizationId, where, includePlayed)
  const before = await datesBefore(db, which)
  if (before.length === 0) return []
  const written = await db
    .update(game)
    .set({
      playAt: new Date(playAt),
      ...(isPlayAtTimeHidden !== undefined ? { isPlayAtTimeHidden } : {}),
      updatedAt: new Date(),
      version: sql`${game.version} + 1`,
    })
    .where(which)
    .returning(datedReturning)
  return auditDates(db, organizationId, before, written)
}
