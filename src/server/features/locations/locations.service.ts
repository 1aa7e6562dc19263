/**
 * Locations (venues) and their football fields. Fields belong to their location: they are written with it (in one
 * transaction) and bump its version; each keeps its id while the location is edited, so games can refer to it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import type { CreateLocationInput, Location, UpdateLocationInput } from '#domain/locations/location.schema.ts'
import { NAME_KEY_SQL } from '#domain/names/name-key.ts'
import type { Db } from '#server/db/client.ts'
import { location, locationField } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findPage } from '#server/lib/paging.ts'
import { searchTextOf } from '#server/lib/search.ts'
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

type LocationRow = typeof location.$inferSelect
type Field = Location['fields'][number]

function toLocation(row: LocationRow, fields: Field[]): Location {
  return { ...metaOf(row), name: row.name, address: row.address, fields }
}

/** The fields (not deleted) of each location, in their order. */
async function fieldsOf(db: Db, organizationId: string, locationIds: string[]) {
  const byLocation = new Map<string, Field[]>()
  if (locationIds.length === 0) return byLocation
  const rows = await db
    .select({ id: locationField.id, name: locationField.name, locationId: locationField.locationId })
    .from(locationField)
    .where(
      and(
        eq(locationField.organizationId, organizationId),
        inArray(locationField.locationId, locationIds),
        isNull(locationField.deletedAt),
      ),
    )
    .orderBy(asc(locationField.position), asc(locationField.createdAt))
  for (const { locationId, ...f } of rows) byLocation.set(locationId, [...(byLocation.get(locationId) ?? []), f])
  return byLocation
}

/**
 * The venues list's other orders (decision 0055): the address compared as names are (its first 80 characters, so a
 * cursor stays short), and the fields counted as shown.
 */
const locationSorts = {
  address: sql.raw(
    `nullif(left(${NAME_KEY_SQL.replace('translate(name,', 'translate("location"."address",')}, 80), '')`,
  ),
  pitches: sql`lpad((select count(*) from location_field f
    where f.location_id = ${location.id} and f.deleted_at is null)::text, 10, '0')`,
}

export async function findLocations({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: ListQuery
}): Promise<Page<Location>> {
  const page = await findPage({
    db,
    table: location,
    organizationId,
    query,
    nameKey: sql`${location.nameKey}`,
    sorts: locationSorts,
  })
  const fields = await fieldsOf(
    db,
    organizationId,
    page.items.map((l) => l.id),
  )
  return { ...page, items: page.items.map((l) => toLocation(l, fields.get(l.id) ?? [])) }
}

/** One location, deleted or not, with its fields. */
export async function getLocation({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<Location> {
  const row = await getRow(db, location, organizationId, id)
  return toLocation(row, (await fieldsOf(db, organizationId, [row.id])).get(row.id) ?? [])
}

export async function createLocation({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateLocationInput
}): Promise<Location> {
  const now = new Date()
  const address = data.address || null
  const row = await guardName(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(location)
        .values({
          organizationId,
          name: data.name,
          address,
          searchText: searchTextOf(data.name, address),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!created) throw new AppError('INTERNAL')
      const fields = data.fields ?? []
      if (fields.length > 0) {
        await tx.insert(locationField).values(
          fields.map((f, position) => ({
            organizationId,
            locationId: created.id,
            name: f.name,
            position,
            createdAt: now,
            updatedAt: now,
          })),
        )
      }
      const after = { ...created, fields: fields.map((f) => f.name) }
      await recordAudit(tx, { organizationId, action: 'create', entityType: 'location', entityId: created.id, after })
      return created
    }),
  )
  await publishChange(live, organizationId, {
    entity: 'locations',
    action: 'created',
    id: row.id,
    version: row.version,
  })
  return getLocation({ db, organizationId, id: row.id })
}

/** The names of a location's fields in their order, for the audit trail. */
async function fieldNamesOf(tx: Db, organizationId: string, locationId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: locationField.name })
    .from(locationField)
    .where(
      and(
        eq(locationField.organizationId, organizationId),
        eq(locationField.locationId, locationId),
        isNull(locationField.deletedAt),
      ),
    )
    .orderBy(locationField.position)
  return rows.map((r) => r.name)
}

/** Makes the location's fields the given list: kept (renamed, reordered) by id, created without one, others deleted. */
async function syncFields(
  tx: Db,
  organizationId: string,
  locationId: string,
  fields: NonNullable<UpdateLocationInput['fields']>,
) {
  const existing = await tx
    .select({ id: locationField.id, name: locationField.name, position: locationField.position })
    .from(locationField)
    .where(
      and(
        eq(locationField.organizationId, organizationId),
        eq(locationField.locationId, locationId),
        isNull(locationField.deletedAt),
      ),
    )
  const byId = new Map(existing.map((f) => [f.id, f]))
  const unknown = fields.flatMap((f, i) => (f.id && !byId.has(f.id) ? [i] : []))
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: unknown.map((i) => ({ name: `fields.${i}.id`, reason: 'validation.not_found' })),
    })
  }
  const now = new Date()
  const kept = new Set(fields.flatMap((f) => (f.id ? [f.id] : [])))
  const removed = existing.filter((f) => !kept.has(f.id)).map((f) => f.id)
  if (removed.length > 0) {
    await tx
      .update(locationField)
      .set({ deletedAt: now, updatedAt: now, version: sql`${locationField.version} + 1` })
      .where(and(eq(locationField.organizationId, organizationId), inArray(locationField.id, removed)))
  }
  for (const [position, f] of fields.entries()) {
    const before = f.id ? byId.get(f.id) : undefined
    if (before && f.id) {
      if (before.name === f.name && before.position === position) continue
      await tx
        .update(locationField)
        .set({ name: f.name, position, updatedAt: now, version: sql`${locationField.version} + 1` })
        .where(and(eq(locationField.organizationId, organizationId), eq(locationField.id, f.id)))
    } else {
      await tx
        .insert(locationField)
        .values({ organizationId, locationId, name: f.name, position, createdAt: now, updatedAt: now })
    }
  }
}

export async function updateLocation({
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
  data: UpdateLocationInput
}): Promise<Location> {
  const current = await getRow(db, location, organizationId, id, { active: true })
  if (current.version !== data.version) throw new StaleVersionError(await getLocation({ db, organizationId, id }))
  const name = data.name ?? current.name
  const address = data.address === undefined ? current.address : data.address || null
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const fieldsBefore = data.fields ? await fieldNamesOf(tx, organizationId, id) : undefined
    const updated = await updateVersionedRow({
      db: tx,
      table: location,
      organizationId,
      id,
      version: data.version,
      values: { name, address, searchText: searchTextOf(name, address) },
    })
    if (updated && data.fields) await syncFields(tx, organizationId, id, data.fields)
    if (updated) {
      const fields = data.fields?.map((f) => f.name)
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'location',
        entityId: id,
        before: { ...current, ...(fieldsBefore ? { fields: fieldsBefore } : {}) },
        after: { ...updated, ...(fields ? { fields } : {}) },
      })
    }
    return updated
  })
  if (!row) throw new StaleVersionError(await getLocation({ db, organizationId, id }))
  await publishChange(live, organizationId, { entity: 'locations', action: 'updated', id, version: row.version })
  return getLocation({ db, organizationId, id })
}

/** Soft delete; its fields go with it (hidden while it is deleted) and come back with a restore. */
export async function deleteLocation(ref: RowRef): Promise<void> {
  await softDeleteAndAnnounce({ ...ref, table: location, entity: 'locations', auditAs: 'location' })
}

export async function restoreLocation(ref: RowRef): Promise<Location> {
  await restoreAndAnnounce({ ...ref, table: location, entity: 'locations', auditAs: 'location' })
  return getLocation(ref)
}
