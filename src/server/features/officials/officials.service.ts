/**
 * A league's officials (decision 0050): listed and searched like the other league lists (decision 0041), created,
 * changed with their version, soft-deleted and restored by an admin or manager; the days each cannot work.
 * Contacts (e-mail, phone) show to the league's staff, and to a referee or delegate only on their own record.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import type {
  CreateOfficialInput,
  Official,
  Unavailability,
  UpdateOfficialInput,
} from '#domain/officials/official.schema.ts'
import type { Db } from '#server/db/client.ts'
import { official, officialUnavailability } from '#server/db/schema.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findPage } from '#server/lib/paging.ts'
import { searchTextOf } from '#server/lib/search.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { hidesPrivateData, type OrgScope } from '#server/lib/team-scope.ts'
import { getRow, metaOf } from '#server/lib/tenant-rows.ts'
import {
  type RowRef,
  restoreAndAnnounce,
  softDeleteAndAnnounce,
  updateVersionedRow,
} from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

type OfficialRow = typeof official.$inferSelect
type Spans = Map<string, { from: string; to: string }[]>

/** The one mapper of an official to what the caller may see (STYLE §11): contacts whitelisted by scope. */
export function toOfficial(row: OfficialRow, spans: Spans, scope: OrgScope): Official {
  const seesContacts = !hidesPrivateData(scope) || scope.officialId === row.id
  return {
    ...metaOf(row),
    name: row.name,
    email: seesContacts ? row.email : null,
    phone: seesContacts ? row.phone : null,
    level: row.level,
    linked: row.userId !== null,
    unavailability: spans.get(row.id) ?? [],
  }
}

/** The unavailable spans of each official, by start. */
export async function unavailabilityOf(db: Db, organizationId: string, ids: readonly string[]): Promise<Spans> {
  const byOfficial: Spans = new Map()
  if (ids.length === 0) return byOfficial
  const rows = await db
    .select({
      officialId: officialUnavailability.officialId,
      from: officialUnavailability.from,
      to: officialUnavailability.to,
    })
    .from(officialUnavailability)
    .where(
      and(
        eq(officialUnavailability.organizationId, organizationId),
        inArray(officialUnavailability.officialId, [...ids]),
      ),
    )
    .orderBy(asc(officialUnavailability.from))
  for (const { officialId, ...span } of rows) byOfficial.set(officialId, [...(byOfficial.get(officialId) ?? []), span])
  return byOfficial
}

export async function findOfficials({
  db,
  organizationId,
  query,
  scope,
}: {
  db: Db
  organizationId: string
  query: ListQuery
  scope: OrgScope
}): Promise<Page<Official>> {
  const page = await findPage({ db, table: official, organizationId, query, nameKey: sql`lower(${official.name})` })
  const spans = await unavailabilityOf(
    db,
    organizationId,
    page.items.map((o) => o.id),
  )
  return { ...page, items: page.items.map((o) => toOfficial(o, spans, scope)) }
}

export async function getOfficial({
  db,
  organizationId,
  id,
  scope,
}: {
  db: Db
  organizationId: string
  id: string
  scope: OrgScope
}): Promise<Official> {
  const row = await getRow(db, official, organizationId, id)
  return toOfficial(row, await unavailabilityOf(db, organizationId, [row.id]), scope)
}

const STAFF: OrgScope = { role: 'admin', teamIds: [] }

export async function createOfficial({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateOfficialInput
}): Promise<Official> {
  const values = { name: data.name, email: data.email || null, phone: data.phone || null, level: data.level || null }
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const [created] = await tx
      .insert(official)
      .values({ organizationId, ...values, searchText: searchTextOf(values.name, values.email, values.level) })
      .returning()
    if (!created) throw new AppError('INTERNAL')
    await recordAudit(tx, {
      organizationId,
      action: 'create',
      entityType: 'official',
      entityId: created.id,
      after: values,
    })
    return created
  })
  await publishChange(live, organizationId, {
    entity: 'officials',
    action: 'created',
    id: row.id,
    version: row.version,
  })
  return getOfficial({ db, organizationId, id: row.id, scope: STAFF })
}

export async function updateOfficial({
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
  data: UpdateOfficialInput
}): Promise<Official> {
  const current = await getRow(db, official, organizationId, id, { active: true })
  const stale = async () => new StaleVersionError(await getOfficial({ db, organizationId, id, scope: STAFF }))
  if (current.version !== data.version) throw await stale()
  const pick = <K extends 'email' | 'phone' | 'level'>(key: K) =>
    data[key] === undefined ? current[key] : data[key] || null
  const values = { name: data.name ?? current.name, email: pick('email'), phone: pick('phone'), level: pick('level') }
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const updated = await updateVersionedRow({
      db: tx,
      table: official,
      organizationId,
      id,
      version: data.version,
      values: { ...values, searchText: searchTextOf(values.name, values.email, values.level) },
    })
    if (updated) {
      const before = { name: current.name, email: current.email, phone: current.phone, level: current.level }
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'official',
        entityId: id,
        before,
        after: values,
      })
    }
    return updated
  })
  if (!row) throw await stale()
  await publishChange(live, organizationId, { entity: 'officials', action: 'updated', id, version: row.version })
  return getOfficial({ db, organizationId, id, scope: STAFF })
}

export async function deleteOfficial(ref: RowRef): Promise<void> {
  await softDeleteAndAnnounce({ ...ref, table: official, entity: 'officials', auditAs: 'official' })
}

export async function restoreOfficial(ref: RowRef): Promise<Official> {
  await restoreAndAnnounce({ ...ref, table: official, entity: 'officials', auditAs: 'official' })
  return getOfficial({ ...ref, scope: STAFF })
}

/**
 * Replaces the official's unavailable days: by the official themself (a referee linked to this record) or the
 * league's staff; a referee on another official's record is 403.
 */
export async function setUnavailability({
  db,
  organizationId,
  id,
  spans,
  scope,
}: {
  db: Db
  organizationId: string
  id: string
  spans: Unavailability[]
  scope: OrgScope
}): Promise<Official> {
  assertActsAs(scope, id)
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    // appointments read these days under the same lock (appointments.service.ts)
    await lockAppointments(tx, organizationId)
    const current = await getRow(tx, official, organizationId, id, { active: true })
    const before = (await unavailabilityOf(tx, organizationId, [id])).get(id) ?? []
    await tx
      .delete(officialUnavailability)
      .where(and(eq(officialUnavailability.organizationId, organizationId), eq(officialUnavailability.officialId, id)))
    if (spans.length > 0) {
      await tx
        .insert(officialUnavailability)
        .values(spans.map((s) => ({ organizationId, officialId: id, from: s.from, to: s.to })))
    }
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'official',
      entityId: current.id,
      before: { unavailability: before },
      after: { unavailability: spans.map((s) => ({ from: s.from, to: s.to })) },
    })
  })
  return getOfficial({ db, organizationId, id, scope })
}

/**
 * The organization's appointments lock, for the current transaction: an appointment's check of the officials' other
 * games and marked days, and its write, take turns with other appointments and with marked days being changed, so two
 * managers appointing one official at once on PostgreSQL cannot both pass the check (decision 0016's advisory locks).
 */
export function lockAppointments(tx: Db, organizationId: string): Promise<void> {
  return lockForTransaction(tx, `appointments:${organizationId}`)
}

/** A referee acts only as their own official; the staff (admin, manager: the route's guard) as any. */
export function assertActsAs(scope: OrgScope, officialId: string): void {
  if (scope.role === 'referee' && scope.officialId !== officialId) throw new AppError('FORBIDDEN')
}
