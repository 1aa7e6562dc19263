/**
 * The audit trail's one writer (decision 0022). Services call `recordAudit(tx, …)` inside the transaction
 * that makes the change, so an entry exists exactly when the change committed. The actor comes from the request:
 * requireActor runs the rest of the request inside `runAsActor`, so the services' signatures stay as they are; a
 * write with no request around it (the demo seed, a script) is recorded with a null actor.
 *
 * `before` and `after` hold only the fields that changed (for a create: `after` alone; a delete: `before` alone), with
 * bookkeeping columns (ids, versions, timestamps, search text, stored file paths) and anything that looks like a
 * secret left out.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import type { AuditAction, AuditEntityType, AuditValues } from '#domain/audit/audit.schema.ts'
import type { Db } from '#server/db/client.ts'
import { auditEntry } from '#server/db/schema.ts'
import { wellFormed } from './well-formed-text.ts'

export type AuditActor = { userId: string; name: string; email: string }

const actorStore = new AsyncLocalStorage<AuditActor>()

/** Runs `work` (the rest of a request) with `actor` as the author of whatever it writes. */
export function runAsActor<T>(actor: AuditActor, work: () => T): T {
  return actorStore.run(actor, work)
}

export function currentAuditActor(): AuditActor | null {
  return actorStore.getStore() ?? null
}

const reasonStore = new AsyncLocalStorage<string>()

/**
 * Runs `work` with `reason` written beside every entry it records (`after.reason`): an admin's change of a locked
 * match report says why (decision 0051), in the same transaction as the change.
 */
export function runWithAuditReason<T>(reason: string, work: () => T): T {
  return reasonStore.run(reason, work)
}

/** Columns that say nothing a reader of the trail needs, or must never be copied into it. */
const LEFT_OUT = new Set([
  'id',
  'organizationId',
  'version',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'searchText',
  'statsUpdatedAt',
  'photoPath',
  'photoThumbPath',
  'logoPath',
  'logoThumbPath',
  'picturePath',
  'pictureThumbPath',
  'stampBefore',
  'lotSeed',
])
const SECRET = /password|secret|token|hash|key$/i

/** A value as the trail's JSON keeps it; text repaired of lone surrogates, which jsonb refuses (decision 0034). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return null
  if (typeof value === 'string') return wellFormed(value)
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k), plain(v)]))
  }
  return value
}

function kept(values: object | null | undefined): AuditValues {
  const out: AuditValues = {}
  for (const [key, value] of Object.entries(values ?? {})) {
    if (LEFT_OUT.has(key) || SECRET.test(key) || value === undefined) continue
    out[key] = plain(value)
  }
  return out
}

/**
 * The fields that differ between two versions of an entity, each side holding its own values; null when nothing
 * that the trail keeps changed. A missing side (create, delete) gives the other side's non-empty fields.
 */
export function diffValues(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: AuditValues | null; after: AuditValues | null } | null {
  const b = kept(before)
  const a = kept(after)
  if (!before || !after) {
    const side = Object.fromEntries(Object.entries(before ? b : a).filter(([, v]) => v !== null))
    return before ? { before: side, after: null } : { before: null, after: side }
  }
  const changedBefore: AuditValues = {}
  const changedAfter: AuditValues = {}
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (!(key in a) || !(key in b)) continue
    if (JSON.stringify(b[key]) === JSON.stringify(a[key])) continue
    changedBefore[key] = b[key]
    changedAfter[key] = a[key]
  }
  return Object.keys(changedAfter).length === 0 ? null : { before: changedBefore, after: changedAfter }
}

export type AuditRecord = {
  organizationId: string
  action: AuditAction
  entityType: AuditEntityType
  entityId: string
  /** the entity (or the fields that matter) before the change; null for a create */
  before?: object | null
  /** … and after it; null for a delete */
  after?: object | null
  /** record even when no kept field changed (a picture replaced by another): then `after` holds its kept values */
  always?: boolean
}

/** Rows a multi-row insert of entries carries at most (10 parameters each: far below PostgreSQL's 65,535). */
const BATCH = 1000

/**
 * Appends one entry, in the caller's transaction (`db` is the transaction). An update that changed nothing the trail
 * keeps is not recorded unless `always`.
 */
export function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  return recordAudits(db, [record])
}

/**
 * Appends one entry per record in as few statements as it takes (one per thousand): what a bulk write (a fixture of
 * 120 games, a date move, an import) records, one entry per entity, without a round trip each. Same rules as
 * recordAudit; `at` is taken per row, so the entries keep the records' order.
 */
export async function recordAudits(db: Db, records: readonly AuditRecord[]): Promise<void> {
  const actor = currentAuditActor()
  const rows = records.flatMap((record) => {
    const diff =
      diffValues(record.before, record.after) ?? (record.always ? { before: null, after: kept(record.after) } : null)
    if (!diff) return []
    const reason = reasonStore.getStore()
    if (reason) diff.after = { ...(diff.after ?? {}), reason }
    return [
      {
        organizationId: record.organizationId,
        at: sql`clock_timestamp()`,
        actorUserId: actor?.userId ?? null,
        actorName: actor?.name ?? null,
        actorEmail: actor?.email ?? null,
        action: record.action,
        entityType: record.entityType,
        entityId: record.entityId,
        before: diff.before,
        after: diff.after,
      },
    ]
  })
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(auditEntry).values(rows.slice(i, i + BATCH))
}

/** Records the creation of an insert's returned row (when there is one) and hands the rows back. */
export async function auditCreated<T extends { id: string }>(
  db: Db,
  organizationId: string,
  entityType: AuditEntityType,
  rows: T[],
): Promise<T[]> {
  const [created] = rows
  if (created)
    await recordAudit(db, { organizationId, action: 'create', entityType, entityId: created.id, after: created })
  return rows
}

/** Runs `work` in a transaction (a savepoint when `db` already is one), for a write and its audit entry. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((trx) => work(trx as unknown as Db))
}
