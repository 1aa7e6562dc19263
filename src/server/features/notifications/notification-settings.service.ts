/** A person's notification choices (decision 0047): language and, per category and channel, on or off. */
import { eq, inArray, sql } from 'drizzle-orm'
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationSettings,
  type UpdateNotificationSettingsInput,
} from '#domain/notifications/notification.schema.ts'
import type { Db } from '#server/db/client.ts'
import { notificationSetting } from '#server/db/schema.ts'

type SettingRow = typeof notificationSetting.$inferSelect

function settingsOfRow(row: Pick<SettingRow, 'lang' | 'channels'> | undefined): NotificationSettings {
  const channels = Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [
          channel,
          row?.channels[category]?.[channel] ?? DEFAULT_CHANNELS[category][channel],
        ]),
      ),
    ]),
  ) as NotificationSettings['channels']
  return { lang: row?.lang === 'en' ? 'en' : 'es', channels }
}

export async function getNotificationSettings({ db, userId }: { db: Db; userId: string }) {
  const [row] = await db.select().from(notificationSetting).where(eq(notificationSetting.userId, userId))
  return settingsOfRow(row)
}

/** The settings of many people at once (the fan-out of one event). */
export async function findNotificationSettings(db: Db, userIds: readonly string[]) {
  const rows =
    userIds.length > 0
      ? await db
          .select()
          .from(notificationSetting)
          .where(inArray(notificationSetting.userId, [...userIds]))
      : []
  const byUser = new Map(rows.map((row) => [row.userId, row]))
  return new Map(userIds.map((userId) => [userId, settingsOfRow(byUser.get(userId))]))
}

export function isChannelOn(
  settings: NotificationSettings,
  category: NotificationCategory,
  channel: NotificationChannel,
) {
  return settings.channels[category][channel]
}

export async function updateNotificationSettings({
  db,
  userId,
  data,
}: {
  db: Db
  userId: string
  data: UpdateNotificationSettingsInput
}): Promise<NotificationSettings> {
  const current = await getNotificationSettings({ db, userId })
  const channels = { ...current.channels }
  for (const [category, switches] of Object.entries(data.channels ?? {}))
    channels[category as NotificationCategory] = { ...channels[category as NotificationCategory], ...switches }
  const lang = data.lang ?? current.lang
  await db
    .insert(notificationSetting)
    .values({ userId, lang, channels })
    .onConflictDoUpdate({ target: notificationSetting.userId, set: { lang, channels, updatedAt: sql`now()` } })
  return { lang, channels }
}

/** The one-click unsubscribe: e-mails of `categories` off for that person. */
export async function turnEmailsOff(db: Db, userId: string, categories: readonly NotificationCategory[]) {
  const off = Object.fromEntries(categories.map((category) => [category, { email: false }]))
  await updateNotificationSettings({ db, userId, data: { channels: off } })
}
