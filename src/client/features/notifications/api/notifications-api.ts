import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { NotificationPage } from '#domain/notifications/notification.schema.ts'

export type { NotificationPage }

/** The signed-in person's inbox (decision 0047): one key, refreshed every minute and after marking read. */
export const notificationKeys = { inbox: ['me', 'notifications'] as const }

export const listNotifications = (signal?: AbortSignal): Promise<NotificationPage> =>
  dataOf(typedApi.GET('/api/me/notifications', { params: { query: {} }, signal }))

export const markNotificationsRead = (ids?: string[]) =>
  dataOf(typedApi.POST('/api/me/notifications/read', { body: ids ? { ids } : {} }))
