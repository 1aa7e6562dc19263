/**
 * What every league query shares (decision 0006): a tenant table's shape, ids from paths checked as uuids, rows
 * scoped by organization, and the fields every league entity answers with.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isUuid } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from './app-error.ts'

/** A league table: an organization's rows with a version, timestamps, soft delete and a search column. */
export type TenantTable = PgTable & {
  id: PgColumn
  organizationId: PgColumn
  version: PgColumn
  updatedAt: PgColumn
  deletedAt: PgColumn
  searchText: PgColumn
}

export type RowOf<T extends TenantTable> = T['$inferSelect']

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
