/** Seasons: a name, and the tournaments played in it (joined at read time, never copied). */
import { and, inArray, isNull, sql } from 'drizzle-orm'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import type { CreateSeasonInput, Season, UpdateSeasonInput } from '#domain/seasons/season.schema.ts'
import type { Db } from '#server/db/client.ts'
import { season, tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { auditCreated, inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findPage } from '#server/lib/paging.ts'
import { compareNames, searchTextOf } from '#server/lib/search.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { getRow, metaOf } from '#server/lib/tenant-rows.ts'
import { guardName } from '#server/lib/unique-names.ts'
import {
  type RowRef,
  restoreAndAnnounce,
  softDeleteAndAnnounce,
  updateVersionedRow,
} from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

type SeasonRow = typeof season.$inferSelect

async function tournamentsOf(db: Db, seasonIds: string[]) {
  const bySeason = new Map<string, { id: string; name: string }[]>()
  if (seasonIds.length === 0) return bySeason
  const rows = await db
    .select({ id: tournament.id, name: tournament.name, seasonId: tournament.seasonId })
    .from(tournament)
    .where(and(inArray(tournament.seasonId, seasonIds), isNull(tournament.deletedAt)))
  rows.sort((a, b) => compareNames(a.name, b.name))
  for (const { seasonId, ...t } of rows) {
    if (seasonId) bySeason.set(seasonId, [...(bySeason.get(seasonId) ?? []), t])
  }
  return bySeason
}

function toSeason(row: SeasonRow, tournaments: { id: string; name: string }[]): Season {
  return { ...metaOf(row), name: row.name, tournaments }
}

export async function findSeasons({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: ListQuery
}): Promise<Page<Season>> {
  const page = await findPage({ db, table: season, organizationId, query, nameKey: sql`${season.nameKey}` })
  const tournaments = await tournamentsOf(
    db,
    page.items.map((s) => s.id),
  )
  return { ...page, items: page.items.map((s) => toSeason(s, tournaments.get(s.id) ?? [])) }
}

/** One season, deleted or not, with its tournaments. */
export async function getSeason({ db, organizationId, id }: { db: Db; organizationId: string; id: string }) {
  const row = await getRow(db, season, organizationId, id)
  return toSeason(row, (await tournamentsOf(db, [row.id])).get(row.id) ?? [])
}

export async function createSeason({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateSeasonInput
}): Promise<Season> {
  const now = new Date()
  const [row] = await guardName(() =>
    inTransaction(db, async (tx) => {
      const rows = await tx
        .insert(season)
        .values({
          organizationId,
          name: data.name,
          searchText: searchTextOf(data.name),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return auditCreated(tx, organizationId, 'season', rows)
    }),
  )
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'seasons', action: 'created', id: row.id, version: row.version })
  return toSeason(row, [])
}

export async function updateSeason({
  db,
  live,
  organizationId,
  id,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: UpdateSeasonInput
}): Promise<Season> {
  const current = await getRow(db, season, organizationId, id, { active: true })
  const name = data.name ?? current.name
  const row =
    current.version === data.version
      ? await inTransaction(db, async (tx) => {
          const written = await updateVersionedRow({
            db: tx,
            table: season,
            organizationId,
            id,
            version: data.version,
            values: { name, searchText: searchTextOf(name) },
          })
          if (written) {
            const change = { before: current, after: written }
            await recordAudit(tx, { organizationId, action: 'update', entityType: 'season', entityId: id, ...change })
          }
          return written
        })
      : undefined
  if (!row) throw new StaleVersionError(await getSeason({ db, organizationId, id }))
  await publishChange(live, organizationId, { entity: 'seasons', action: 'updated', id, version: row.version })
  return getSeason({ db, organizationId, id })
}

/** Soft delete. The season's tournaments stay (they keep their seasonId and show the season's name). */
export async function deleteSeason(ref: RowRef): Promise<void> {
  await softDeleteAndAnnounce({ ...ref, table: season, entity: 'seasons', auditAs: 'season' })
}

export async function restoreSeason(ref: RowRef): Promise<Season> {
  await restoreAndAnnounce({ ...ref, table: season, entity: 'seasons', auditAs: 'season' })
  return getSeason(ref)
}
