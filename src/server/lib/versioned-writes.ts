/**
 * Versioned updates, touches, soft delete and restore of league rows, with their audit and live notices (decision 0006).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AuditEntityType } from '#domain/audit/audit.schema.ts'
import type { Db } from '#server/db/client.ts'
import type { LiveEvent, LiveHub } from '#server/live/live-hub.ts'
import { AppError } from './app-error.ts'
import { inTransaction, recordAudit } from './audit.ts'
import { publishChange } from './live-publish.ts'
import { assertUuid, findRow, getRow, type RowOf, scoped, type TenantTable } from './tenant-rows.ts'
import { guardName } from './unique-names.ts'

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
