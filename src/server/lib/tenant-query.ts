/**
 * What the league services (seasons, tournaments, teams, players, locations) share: every query scoped by
 * organization, keyset pages newest-change first, accent-free search, soft delete and restore, versioned updates
 * (optimistic concurrency: a stale version is refused with the current entity), and live notices after commit.
 */
import { and, count, desc, eq, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AuditEntityType } from '#domain/audit/audit.schema.ts'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import { isYearInRange } from '#domain/lists/list.schema.ts'
import { isUuid } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import type { LiveEvent, LiveHub } from '#server/live/live-hub.ts'
import { AppError } from './app-error.ts'
import { inTransaction, recordAudit } from './audit.ts'

/** A league table: an organization's rows with a version, timestamps, soft delete and a search column. */
export type TenantTable = PgTable & {
  id: PgColumn
  organizationId: PgColumn
  version: PgColumn
  updatedAt: PgColumn
  deletedAt: PgColumn
  searchText: PgColumn
}

type RowOf<T extends TenantTable> = T['$inferSelect']

/** An id from a path: anything that is not a uuid is simply not found (and never reaches a uuid cast). */
export function assertUuid(id: string): void {
  if (!isUuid(id)) throw new AppError('NOT_FOUND')
}

/** The one place a league query says "this organization's row": by id, optionally only if not deleted. */
export function scoped(table: TenantTable, organizationId: string, id?: string, options: { active?: boolean } = {}) {
  return and(
    eq(table.organizationId, organizationId),
    id === undefined ? undefined : eq(table.id, id),
    options.active ? isNull(table.deletedAt) : undefined,
  )
}

export async function findRow<T extends TenantTable>(
  db: Db,
  table: T,
  organizationId: string,
  id: string,
  options: { active?: boolean } = {},
): Promise<RowOf<T> | undefined> {
  assertUuid(id)
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(scoped(table, organizationId, id, options))) as RowOf<T>[]
  return rows[0]
}

/** The row, or NOT_FOUND (also for another organization's id, and with `active` for a deleted one). */
export async function getRow<T extends TenantTable>(
  db: Db,
  table: T,
  organizationId: string,
  id: string,
  options: { active?: boolean } = {},
): Promise<RowOf<T>> {
  const row = await findRow(db, table, organizationId, id, options)
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

// --- search -------------------------------------------------------------------------------------------------------

/** Lower case, accents removed (á → a, ñ → n), single spaces: how names are stored in search_text and searched. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter((p): p is string => Boolean(p)).join(' '))
}

/** The words of a query (at most 5); a DNI typed with dots or hyphens ("12.345.678") becomes its digits. */
export function searchWordsOf(q: string | undefined): string[] {
  if (!q) return []
  return normalizeSearch(q)
    .split(' ')
    .map((word) => (/^[\d.-]+$/.test(word) ? word.replace(/[.-]/g, '') : word))
    .filter(Boolean)
    .slice(0, 5)
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** Every word must appear somewhere in search_text. */
export function searchFilters(column: PgColumn, q: string | undefined): SQL[] {
  return searchWordsOf(q).map((word) => like(column, `%${escapeLike(word)}%`))
}

/**
 * Orders names for people (Álvarez before Zárate, Ñ after N, "Equipo 2" before "Equipo 10"), the same on PGlite
 * and on PostgreSQL whatever their collation: small lists joined at read time (rosters, a player's teams) are
 * sorted with it in memory.
 */
const nameCollator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b)
}

// --- keyset pages ---------------------------------------------------------------------------------------------------

type Cursor = { at: string; id: string }

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url')
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[]
    if (
      typeof at === 'string' &&
      CURSOR_AT.test(at) &&
      // a real instant (no month 99) in the portal's years: PostgreSQL would otherwise fail on the cast
      new Date(at).toISOString().slice(0, 23) === at.slice(0, 23) &&
      isYearInRange(at) &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { at, id }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'cursor', reason: 'validation.invalid' }] })
}

/**
 * One page of an organization's rows (deleted ones only with `deleted=true`), ordered by (updated_at desc, id desc),
 * continuing after `cursor`. The cursor holds updated_at to the microsecond, so rows changed in the same millisecond
 * are neither skipped nor repeated. `total` is counted for the first page only.
 */
export async function findPage<T extends TenantTable>({
  db,
  table,
  organizationId,
  query,
  filters = [],
}: {
  db: Db
  table: T
  organizationId: string
  query: ListQuery
  filters?: (SQL | undefined)[]
}): Promise<Page<RowOf<T>>> {
  const where = [
    eq(table.organizationId, organizationId),
    query.deleted === 'true' ? isNotNull(table.deletedAt) : isNull(table.deletedAt),
    ...searchFilters(table.searchText, query.q),
    ...filters,
  ]
  const cursor = query.cursor ? decodeCursor(query.cursor) : null
  if (!cursor && searchWordsOf(query.q).length > 0) return findFirstSearchPage({ db, table, where, limit: query.limit })
  const after = cursor
    ? sql`(${table.updatedAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined
  const rows = (await db
    .select({
      row: table as PgTable,
      at: sql<string>`to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(table as PgTable)
    .where(and(...where, after))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(query.limit + 1)) as unknown as { row: RowOf<T>; at: string }[]
  const hasMore = rows.length > query.limit
  const items = rows.slice(0, query.limit)
  const last = rows[query.limit - 1]
  let total: number | undefined
  if (!cursor) {
    if (hasMore) {
      const [counted] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(...where))
      total = Number(counted?.n ?? 0)
    } else {
      total = items.length
    }
  }
  return {
    items: items.map((r) => r.row),
    nextCursor: hasMore && last ? encodeCursor({ at: last.at, id: (last.row as { id: string }).id }) : null,
    ...(total === undefined ? {} : { total }),
  }
}

/**
 * The first page of a search, with its total, from ONE scan: the matching rows' keys are gathered once (a CTE read
 * twice, so PostgreSQL materializes it), counted, and the page taken from them. The general path would walk the
 * list order until a page of matches, then scan every row again to count them.
 */
async function findFirstSearchPage<T extends TenantTable>({
  db,
  table,
  where,
  limit,
}: {
  db: Db
  table: T
  where: (SQL | undefined)[]
  limit: number
}): Promise<Page<RowOf<T>>> {
  const matching = db.$with('matching').as(
    db
      .select({ key: table.id, at: table.updatedAt })
      .from(table as PgTable)
      .where(and(...where)),
  )
  const rows = (await db
    .with(matching)
    .select({
      row: table as PgTable,
      at: sql<string>`to_char(${matching.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      total: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
    })
    .from(table as PgTable)
    .innerJoin(matching, eq(table.id, matching.key))
    .orderBy(desc(matching.at), desc(matching.key))
    .limit(limit + 1)) as unknown as { row: RowOf<T>; at: string; total: number }[]
  const items = rows.slice(0, limit)
  const last = rows[limit - 1]
  return {
    items: items.map((r) => r.row),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: (last.row as { id: string }).id }) : null,
    total: rows[0]?.total ?? 0,
  }
}

// --- writes ---------------------------------------------------------------------------------------------------------

/** An update based on a version that is no longer the current one; `current` is what the client should show. */
export class StaleVersionError extends AppError {
  readonly current: unknown
  constructor(current: unknown) {
    super('STALE_VERSION', { detail: 'Someone else changed it since you loaded it; here is the current version.' })
    this.current = current
  }
}

/** The problem+json body of a stale update (answered by the route, with the current entity). */
export function staleVersionBody<T>(requestId: string, error: StaleVersionError) {
  return {
    type: 'about:blank#STALE_VERSION',
    title: 'Conflict',
    status: 409,
    code: 'STALE_VERSION',
    detail: error.detail ?? 'Conflict',
    requestId,
    current: error.current as T,
  }
}

export const PROBLEM_HEADERS = { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' }

/**
 * Sets `values` on an active row if its version is still `version`, bumping version and updated_at. Returns the
 * new row, or undefined when the row is gone, deleted or changed meanwhile (the caller tells which).
 */
export async function updateVersionedRow<T extends TenantTable>({
  db,
  table,
  organizationId,
  id,
  version,
  values,
}: {
  db: Db
  table: T
  organizationId: string
  id: string
  version: number
  values: Partial<T['$inferInsert']>
}): Promise<RowOf<T> | undefined> {
  // a rename into another row's name is NAME_TAKEN
  const rows = (await guardName(() =>
    db
      .update(table as PgTable)
      .set({ ...values, updatedAt: new Date(), version: sql`${table.version} + 1` } as never)
      .where(and(scoped(table, organizationId, id, { active: true }), eq(table.version, version)))
      .returning(),
  )) as RowOf<T>[]
  return rows[0]
}

/** Bumps version and updated_at of an active row without other changes (e.g. after its picture changed). */
export async function touchRow<T extends TenantTable>(
  db: Db,
  table: T,
  organizationId: string,
  id: string,
  values: Partial<T['$inferInsert']> = {},
): Promise<RowOf<T>> {
  const rows = (await db
    .update(table as PgTable)
    .set({ ...values, updatedAt: new Date(), version: sql`${table.version} + 1` } as never)
    .where(scoped(table, organizationId, id, { active: true }))
    .returning()) as RowOf<T>[]
  if (!rows[0]) throw new AppError('NOT_FOUND')
  return rows[0]
}

/**
 * Soft-deletes an active row. Returns its new version, or null when it was already deleted (nothing to announce);
 * NOT_FOUND when it does not exist in this organization.
 */
export async function softDeleteRow(
  db: Db,
  table: TenantTable,
  organizationId: string,
  id: string,
  deletedAt = new Date(),
): Promise<{ version: number } | null> {
  assertUuid(id)
  const [row] = (await db
    .update(table as PgTable)
    .set({ deletedAt, updatedAt: deletedAt, version: sql`${table.version} + 1` } as never)
    .where(scoped(table, organizationId, id, { active: true }))
    .returning({ version: table.version })) as { version: number }[]
  if (row) return row
  await getRow(db, table, organizationId, id)
  return null
}

/** Brings a soft-deleted row back. Returns its new version, or null when it was not deleted; NOT_FOUND if absent. */
export async function restoreRow(
  db: Db,
  table: TenantTable,
  organizationId: string,
  id: string,
): Promise<{ version: number; deletedAt: Date } | null> {
  assertUuid(id)
  const current = await getRow(db, table, organizationId, id)
  const deletedAt = (current as { deletedAt: Date | null }).deletedAt
  if (!deletedAt) return null
  // restoring into a name another row took meanwhile is NAME_TAKEN
  const [row] = (await guardName(() =>
    db
      .update(table as PgTable)
      .set({ deletedAt: null, updatedAt: new Date(), version: sql`${table.version} + 1` } as never)
      .where(and(scoped(table, organizationId, id), isNotNull(table.deletedAt)))
      .returning({ version: table.version }),
  )) as { version: number }[]
  return row ? { version: row.version, deletedAt } : null
}

/** What every league service's delete and restore take. */
export type RowRef = { db: Db; live: LiveHub; organizationId: string; id: string }

/** Soft-deletes a row and tells open screens (nothing to tell when it was already deleted). */
export async function softDeleteAndAnnounce({
  db,
  live,
  organizationId,
  id,
  table,
  entity,
  auditAs,
}: RowRef & Announced) {
  const deleted = auditAs
    ? await inTransaction(db, async (tx) => {
        const before = await findRow(tx, table, organizationId, id, { active: true })
        const done = await softDeleteRow(tx, table, organizationId, id)
        if (done) await recordAudit(tx, { organizationId, action: 'delete', entityType: auditAs, entityId: id, before })
        return done
      })
    : await softDeleteRow(db, table, organizationId, id)
  if (deleted) await publishChange(live, organizationId, { entity, action: 'deleted', id, version: deleted.version })
}

/** Restores a soft-deleted row and tells open screens; `guard` may translate a unique violation (e.g. a DNI). */
export async function restoreAndAnnounce({
  db,
  live,
  organizationId,
  id,
  table,
  entity,
  auditAs,
  guard = (restore) => restore(),
}: RowRef &
  Announced & {
    guard?: (restore: () => ReturnType<typeof restoreRow>) => ReturnType<typeof restoreRow>
  }) {
  const restored = await guard(() =>
    auditAs
      ? inTransaction(db, async (tx) => {
          const done = await restoreRow(tx, table, organizationId, id)
          const after = done ? await findRow(tx, table, organizationId, id) : null
          if (after)
            await recordAudit(tx, { organizationId, action: 'restore', entityType: auditAs, entityId: id, after })
          return done
        })
      : restoreRow(db, table, organizationId, id),
  )
  if (restored) await publishChange(live, organizationId, { entity, action: 'restored', id, version: restored.version })
}

type Announced = {
  table: TenantTable
  entity: LiveEvent['entity']
  /** recorded in the audit trail as this entity type, in one transaction with the change */
  auditAs?: AuditEntityType
}

/** Whether `error` (or its cause, as drizzle wraps driver errors) violates the unique index `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint))) return true
    e = e.cause as typeof e
  }
  return false
}

/**
 * Whether `error` (or its cause) violates one of the names' unique indexes (`season_name_key`, `team_name_key`,
 * `location_name_key`, `tournament_name_key`: migration 0003, domain/names/name-key.ts) and which table's.
 */
export function nameClashOf(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; ) {
    const match = e.code === '23505' ? /\b(\w+)_name_key\b/.exec(e.constraint ?? String(e.message)) : null
    if (match?.[1]) return match[1]
    e = e.cause as typeof e
  }
  return null
}

/**
 * Runs a write that may give a team, season, venue or tournament a name another one (not deleted) has, turning the
 * unique index's refusal into 409 NAME_TAKEN on the field `name`. The index decides, so two concurrent writes of one
 * name cannot both pass.
 */
export async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const table = nameClashOf(error)
    if (table)
      throw new AppError('NAME_TAKEN', {
        detail: `Another ${table} of this league has this name (compared ignoring case, accents and spaces).`,
        invalidParams: [{ name: 'name', reason: 'validation.name_taken' }],
      })
    throw error
  }
}

/** The fields every league entity answers with. */
export function metaOf(row: { id: string; version: number; createdAt: Date; updatedAt: Date; deletedAt: Date | null }) {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  }
}

export function uploadUrlOf(path: string | null): string | null {
  return path ? `/api/uploads/${path}` : null
}

/**
 * Tells the organization's open screens that something changed, after the write committed. A notice that cannot be
 * sent must not turn a saved change into an error: screens also refetch when they regain focus or reconnect.
 */
export async function publishChange(live: LiveHub, organizationId: string, event: Omit<LiveEvent, 'at'>) {
  try {
    await live.publish(organizationId, event)
  } catch {
    // the change is saved; only the live notice was lost
  }
}
