/** Bulk actions on games: publish, unpublish, move, set a date. */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { BulkGamesInput, BulkGamesResult, ScheduleEntry } from '#domain/games/game-bulk.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, locationField } from '#server/db/schema.ts'
import { enqueueGameChange } from '#server/features/notifications/notifications.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit, recordAudits } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { type MovedGame, moveGamesByDays, setGamesDate } from './game-dates.ts'
import { assertNoDoubleBookingOf, lockSchedule } from './schedule.ts'

export async function bulkGames({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: BulkGamesInput
}): Promise<BulkGamesResult> {
  const ids = data.action === 'schedule' ? data.games.map((g) => g.id) : data.ids
  const listed = inArray(game.id, ids)
  let updated: MovedGame[]
  switch (data.action) {
    case 'publish':
    case 'unpublish': {
      const isPublish = data.action === 'publish'
      const now = new Date()
      const which = and(
        eq(game.organizationId, organizationId),
        listed,
        isNull(game.deletedAt),
        // a confirmed result is never hidden
        isPublish ? isNull(game.publishedAt) : and(isNotNull(game.publishedAt), isNull(game.confirmedPlayedAt)),
      )
      updated = await inTransaction(db, async (tx) => {
        const previous = await tx
          .select({
            id: game.id,
            organizationId: game.organizationId,
            publishedAt: game.publishedAt,
            playAt: game.playAt,
            locationId: game.locationId,
            suspendedAt: game.suspendedAt,
          })
          .from(game)
          .where(which)
          .for('update')
        const rows = await tx
          .update(game)
          .set({ publishedAt: isPublish ? now : null, updatedAt: now, version: sql`${game.version} + 1` })
          .where(which)
          .returning({ id: game.id, version: game.version })
        // each game's trail says it was published (or taken back to a draft), as a single publish does
        await recordAudits(
          tx,
          previous.map((row) => ({
            organizationId,
            action: isPublish ? 'publish' : 'update',
            entityType: 'game',
            entityId: row.id,
            before: { publishedAt: row.publishedAt },
            after: { publishedAt: isPublish ? now : null },
          })),
        )
        if (isPublish) for (const row of previous) await enqueueGameChange(tx, row, { ...row, publishedAt: now })
        return rows
      })
      break
    }
    case 'moveDays': {
      // "the same time of day" in the league's time zone unless the client names another
      const timeZone = data.timeZone ?? (await organizationTimeZone(db, organizationId))
      updated = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db
        // no double bookings: the moved games are checked as written, and a clash rolls the move back (schedule.ts)
        await lockSchedule(tx, organizationId)
        const moved = await moveGamesByDays(tx, {
          organizationId,
          where: listed,
          days: data.days,
          includePlayed: data.includePlayed,
          timeZone,
        })
        if (!data.allowOverlap)
          await assertNoDoubleBookingOf(
            tx,
            organizationId,
            moved.map((m) => m.id),
          )
        return moved
      })
      break
    }
    case 'setDate':
      updated = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db
        await lockSchedule(tx, organizationId)
        const moved = await setGamesDate(tx, {
          organizationId,
          where: listed,
          playAt: data.playAt,
          isPlayAtTimeHidden: data.isPlayAtTimeHidden,
          includePlayed: data.includePlayed,
        })
        if (!data.allowOverlap)
          await assertNoDoubleBookingOf(
            tx,
            organizationId,
            moved.map((m) => m.id),
          )
        return moved
      })
      break
    case 'schedule':
      updated = await inTransaction(db, async (tx) => {
        await lockSchedule(tx, organizationId)
        const written = await scheduleGames(tx, organizationId, data.games, data.includePlayed)
        if (!data.allowOverlap)
          await assertNoDoubleBookingOf(
            tx,
            organizationId,
            written.map((w) => w.id),
          )
        return written
      })
      break
  }
  const done = new Set(updated.map((u) => u.id))
  if (updated.length > 0) await publishChange(live, organizationId, { entity: 'games', action: 'updated' })
  return { updated, skippedIds: ids.filter((id) => !done.has(id)) }
}

/**
 * A round's schedule saved at once (games/bulk `schedule`, decision 0025): each listed game gets its own date, time, venue
 * and field. The venues and fields must be this organization's and not deleted, a field of its venue (a field alone
 * brings its venue): 400 naming `games.<i>.<field>`, every problem at once. A sent `version` that is not the current
 * one is 409 STALE_VERSION naming the game. Unknown, deleted, unchanged and (without `includePlayed`) played games
 * are left alone. Run inside the caller's transaction, under the schedule lock; the caller checks double bookings.
 */
export async function scheduleGames(
  tx: Db,
  organizationId: string,
  entries: ScheduleEntry[],
  includePlayed: boolean,
): Promise<MovedGame[]> {
  const rows = await tx
    .select({
      id: game.id,
      version: game.version,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      locationId: game.locationId,
      fieldId: game.fieldId,
      confirmedPlayedAt: game.confirmedPlayedAt,
      organizationId: game.organizationId,
      publishedAt: game.publishedAt,
      suspendedAt: game.suspendedAt,
    })
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        inArray(
          game.id,
          entries.map((e) => e.id),
        ),
        isNull(game.deletedAt),
      ),
    )
    .for('update')
  const fieldIds = [...new Set(entries.flatMap((e) => (e.fieldId ? [e.fieldId] : [])))]
  const fields =
    fieldIds.length > 0
      ? await tx
          .select({ id: locationField.id, locationId: locationField.locationId })
          .from(locationField)
          .where(
            and(
              eq(locationField.organizationId, organizationId),
              inArray(locationField.id, fieldIds),
              isNull(locationField.deletedAt),
            ),
          )
      : []
  const locationIds = [
    ...new Set([...entries.flatMap((e) => (e.locationId ? [e.locationId] : [])), ...fields.map((f) => f.locationId)]),
  ]
  const venues =
    locationIds.length > 0
      ? await tx
          .select({ id: location.id })
          .from(location)
          .where(
            and(
              eq(location.organizationId, organizationId),
              inArray(location.id, locationIds),
              isNull(location.deletedAt),
            ),
          )
      : []
  const problems: InvalidParam[] = []
  const wanted = entries.map((entry, i) => {
    let locationId = entry.locationId
    const fieldId = entry.fieldId ?? null
    if (fieldId) {
      const field = fields.find((f) => f.id === fieldId)
      if (!field) problems.push({ name: `games.${i}.fieldId`, reason: 'validation.not_found' })
      else if (locationId === null) locationId = field.locationId
      else if (field.locationId !== locationId) {
        problems.push({ name: `games.${i}.fieldId`, reason: 'validation.field_not_in_location' })
      }
    }
    if (locationId && !venues.some((v) => v.id === locationId)) {
      problems.push({
        name: `games.${i}.${entry.locationId ? 'locationId' : 'fieldId'}`,
        reason: 'validation.not_found',
      })
    }
    return { ...entry, locationId, fieldId }
  })
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })

  const written: MovedGame[] = []
  for (const entry of wanted) {
    const current = rows.find((r) => r.id === entry.id)
    if (!current) continue
    if (entry.version !== undefined && entry.version !== current.version) {
      throw new AppError('STALE_VERSION', {
        detail: 'Someone else changed one of these games since you loaded it: load the round again.',
        extensions: { gameId: current.id },
      })
    }
    if (current.confirmedPlayedAt && !includePlayed) continue
    const values = {
      playAt: entry.playAt ? new Date(entry.playAt) : null,
      isPlayAtTimeHidden: entry.playAt ? entry.isPlayAtTimeHidden : false,
      locationId: entry.locationId,
      fieldId: entry.fieldId,
    }
    const isSame =
      values.playAt?.getTime() === current.playAt?.getTime() &&
      values.isPlayAtTimeHidden === current.isPlayAtTimeHidden &&
      values.locationId === current.locationId &&
      values.fieldId === current.fieldId
    if (isSame) continue
    const [row] = await tx
      .update(game)
      .set({ ...values, updatedAt: new Date(), version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, current.id)))
      .returning({ id: game.id, version: game.version })
    if (!row) continue
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: current.id,
      before: current,
      after: { ...current, ...values },
    })
    await enqueueGameChange(tx, current, { ...current, ...values })
    written.push(row)
  }
  return written
}
