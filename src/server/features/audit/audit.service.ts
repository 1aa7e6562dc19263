/**
 * Reading the audit trail (decision 0022). Entries are written by the services through lib/audit.ts, in
 * the transaction of each change; nothing here writes or deletes them. Newest first, in keyset pages.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AuditEntry, AuditPage, AuditQuery } from '#domain/audit/audit.schema.ts'
import type { Db } from '#server/db/client.ts'
import { auditEntry } from '#server/db/schema.ts'
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts'

export async function findAuditEntries({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: AuditQuery
}): Promise<AuditPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null
  const rows = await db
    .select({
      row: auditEntry,
      at: sql<string>`to_char(${auditEntry.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(auditEntry)
    .where(
      and(
        eq(auditEntry.organizationId, organizationId),
        query.entityType ? eq(auditEntry.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditEntry.entityId, query.entityId) : undefined,
        query.actorId ? eq(auditEntry.actorUserId, query.actorId) : undefined,
        query.from ? gte(auditEntry.at, new Date(query.from)) : undefined,
        query.to ? lt(auditEntry.at, new Date(query.to)) : undefined,
        cursor
          ? sql`(${auditEntry.at}, ${auditEntry.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditEntry.at), desc(auditEntry.id))
    .limit(query.limit + 1)
  const items = rows.slice(0, query.limit)
  const last = items[items.length - 1]
  return {
    items: items.map(({ row, at }) => toAuditEntry(row, at)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
  }
}

function toAuditEntry(row: typeof auditEntry.$inferSelect, at: string): AuditEntry {
  return {
    id: row.id,
    at,
    actor: { userId: row.actorUserId, name: row.actorName, email: row.actorEmail },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  }
}
