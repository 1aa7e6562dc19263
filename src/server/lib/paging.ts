/**
 * Keyset pages of an organization's rows: by name by default, by last change, or by another column of the list
 * (decisions 0006, 0041, 0055).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { ListQuery, ListSortField, Page } from '#domain/lists/list.schema.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from './app-error.ts'
import {
  decodeCursor,
  decodeKeyCursor,
  decodeNameCursor,
  encodeCursor,
  encodeKeyCursor,
  encodeNameCursor,
} from './cursor.ts'
import { searchFilters, searchWordsOf } from './search.ts'
import type { RowOf, TenantTable } from './tenant-rows.ts'

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
  nameKey,
  sorts = {},
}: {
  db: Db
  table: T
  organizationId: string
  query: ListQuery
  filters?: (SQL | undefined)[]
  /** the name's sort key (a column or expression of `table`): the order of `sort=name|-name` */
  nameKey: SQL
  /**
   * the list's other orders: each field's sort key, a text expression of `table` (null when the row has no value;
   * numbers zero-padded so that text order is number order)
   */
  sorts?: Partial<Record<ListSortField, SQL>>
}): Promise<Page<RowOf<T>>> {
  const where = [
    eq(table.organizationId, organizationId),
    query.deleted === 'true' ? isNotNull(table.deletedAt) : isNull(table.deletedAt),
    ...searchFilters(table.searchText, query.q),
    ...filters,
  ]
  const sort = query.sort ?? 'name'
  const field = sort.replace(/^-/, '') as ListSortField
  if (field !== 'name' && field !== 'updated') {
    const key = sorts[field]
    // the route's schema allows only the collection's fields; a service given another is a programming error
    if (!key)
      throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'sort', reason: 'validation.invalid' }] })
    return findKeyedPage({ db, table, where, query, field, key })
  }
  if (sort !== '-updated') return findOrderedPage({ db, table, where, query, key: sort === 'updated' ? null : nameKey })
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
 * A page in an order other than the newest change first: by the name key (`name` A→Z, `-name` Z→A; `key` given), or
 * oldest change first (`key` null). Keyset on (key, id) as the other order.
 */
async function findOrderedPage<T extends TenantTable>({
  db,
  table,
  where,
  query,
  key,
}: {
  db: Db
  table: T
  where: (SQL | undefined)[]
  query: ListQuery
  key: SQL | null
}): Promise<Page<RowOf<T>>> {
  const isDesc = query.sort === '-name'
  const by = key ?? sql`${table.updatedAt}`
  const shown = key
    ? sql<string>`${key}`
    : sql<string>`to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
  let after: SQL | undefined
  if (query.cursor) {
    const cursor = key ? decodeNameCursor(query.cursor) : decodeCursor(query.cursor)
    const value = 'key' in cursor ? sql`${cursor.key}::text` : sql`${cursor.at}::timestamptz`
    after = isDesc
      ? sql`(${by}, ${table.id}) < (${value}, ${cursor.id}::uuid)`
      : sql`(${by}, ${table.id}) > (${value}, ${cursor.id}::uuid)`
  }
  const order = isDesc ? [desc(by), desc(table.id)] : [asc(by), asc(table.id)]
  const rows = (await db
    .select({ row: table as PgTable, at: shown })
    .from(table as PgTable)
    .where(and(...where, after))
    .orderBy(...order)
    .limit(query.limit + 1)) as unknown as { row: RowOf<T>; at: string }[]
  const hasMore = rows.length > query.limit
  const items = rows.slice(0, query.limit)
  const last = rows[query.limit - 1]
  let total: number | undefined
  if (!query.cursor) {
    const [counted] = hasMore
      ? await db
          .select({ n: count() })
          .from(table as PgTable)
          .where(and(...where))
      : [{ n: items.length }]
    total = Number(counted?.n ?? 0)
  }
  const id = (last?.row as { id: string } | undefined)?.id
  const nextCursor =
    hasMore && last && id ? (key ? encodeNameCursor({ key: last.at, id }) : encodeCursor({ at: last.at, id })) : null
  return { items: items.map((r) => r.row), nextCursor, ...(total === undefined ? {} : { total }) }
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

/**
 * A page by another column (decision 0055): keyset on (is the value empty, the key, id), empty values last in either
 * direction, so rows with the same value (a shirt number, a team) are neither skipped nor repeated between pages.
 */
async function findKeyedPage<T extends TenantTable>({
  db,
  table,
  where,
  query,
  field,
  key,
}: {
  db: Db
  table: T
  where: (SQL | undefined)[]
  query: ListQuery
  field: ListSortField
  key: SQL
}): Promise<Page<RowOf<T>>> {
  const isDesc = query.sort?.startsWith('-') ?? false
  const empty = sql<boolean>`((${key}) is null)`
  const value = sql<string>`coalesce((${key})::text, '')`
  let after: SQL | undefined
  if (query.cursor) {
    const cursor = decodeKeyCursor(field, query.cursor)
    const at = sql`(${cursor.key}::text, ${cursor.id}::uuid)`
    after = isDesc
      ? sql`(${empty} > ${cursor.isEmpty}::boolean or (${empty} = ${cursor.isEmpty}::boolean and (${value}, ${table.id}) < ${at}))`
      : sql`(${empty}, ${value}, ${table.id}) > (${cursor.isEmpty}::boolean, ${cursor.key}::text, ${cursor.id}::uuid)`
  }
  const order = isDesc ? [asc(empty), desc(value), desc(table.id)] : [asc(empty), asc(value), asc(table.id)]
  const rows = (await db
    .select({ row: table as PgTable, isEmpty: empty, key: value })
    .from(table as PgTable)
    .where(and(...where, after))
    .orderBy(...order)
    .limit(query.limit + 1)) as unknown as { row: RowOf<T>; isEmpty: boolean; key: string }[]
  const hasMore = rows.length > query.limit
  const items = rows.slice(0, query.limit)
  const last = rows[query.limit - 1]
  let total: number | undefined
  if (!query.cursor) {
    const [counted] = hasMore
      ? await db
          .select({ n: count() })
          .from(table as PgTable)
          .where(and(...where))
      : [{ n: items.length }]
    total = Number(counted?.n ?? 0)
  }
  const id = (last?.row as { id: string } | undefined)?.id
  const nextCursor =
    hasMore && last && id ? encodeKeyCursor(field, { isEmpty: Boolean(last.isEmpty), key: last.key, id }) : null
  return { items: items.map((r) => r.row), nextCursor, ...(total === undefined ? {} : { total }) }
}
