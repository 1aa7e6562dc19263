/** The in-app inbox (decision 0047): a person's `inbox` notifications, newest first, in keyset pages. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { NotificationCategory, NotificationPage } from '#domain/notifications/notification.schema.ts'
import type { Db } from '#server/db/client.ts'
import { notification } from '#server/db/schema.ts'
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts'

const PAGE = 30

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.channel, 'inbox'), isNull(notification.readAt)))
  return row?.n ?? 0
}

export async function findNotifications({
  db,
  userId,
  cursor: given,
}: {
  db: Db
  userId: string
  cursor?: string
}): Promise<NotificationPage> {
  const cursor = given ? decodeCursor(given) : null
  const rows = await db
    .select({
      row: notification,
      at: sql<string>`to_char(${notification.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        eq(notification.channel, 'inbox'),
        cursor
          ? sql`(${notification.createdAt}, ${notification.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(PAGE + 1)
  const items = rows.slice(0, PAGE)
  const last = items[items.length - 1]
  return {
    items: items.map(({ row, at }) => {
      const data = row.data as { title?: string; lang?: string }
      return {
        id: row.id,
        organizationId: row.organizationId,
        kind: row.kind,
        category: row.category as NotificationCategory,
        title: data.title ?? '',
        body: '',
        link: `/${data.lang === 'en' ? 'en' : 'es'}${row.path}`,
        createdAt: at,
        readAt: row.readAt?.toISOString() ?? null,
      }
    }),
    nextCursor: rows.length > PAGE && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
    unread: await countUnreadNotifications(db, userId),
  }
}

/** Marks `ids` (the person's own; others' are left alone) or all of them read; returns the unread count after. */
export async function markNotificationsRead({ db, userId, ids }: { db: Db; userId: string; ids?: string[] }) {
  await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notification.userId, userId),
        eq(notification.channel, 'inbox'),
        isNull(notification.readAt),
        ids ? inArray(notification.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
  return { unread: await countUnreadNotifications(db, userId) }
}
