import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type {
  NotificationPage,
  NotificationSettings,
  UpdateNotificationSettingsInput,
} from '#domain/notifications/notification.schema.ts'

export type { NotificationPage }

/** The signed-in person's inbox (decision 0047): one key, refreshed every minute and after marking read. */
export const notificationKeys = { inbox: ['me', 'notifications'] as const }

export const listNotifications = (signal?: AbortSignal): Promise<NotificationPage> =>
  dataOf(typedApi.GET('/api/me/notifications', { params: { query: {} }, signal }))

export const markNotificationsRead = (ids?: string[]) =>
  dataOf(typedApi.POST('/api/me/notifications/read', { body: ids ? { ids } : {} }))

export type { NotificationSettings, UpdateNotificationSettingsInput }

export const notificationSettingsKey = ['me', 'notification-settings'] as const

export const getNotificationSettings = (signal?: AbortSignal): Promise<NotificationSettings> =>
  dataOf(typedApi.GET('/api/me/notification-settings', { signal }))

export const updateNotificationSettings = (body: UpdateNotificationSettingsInput): Promise<NotificationSettings> =>
  dataOf(typedApi.PUT('/api/me/notification-settings', { body }))

export const getPushPublicKey = (): Promise<{ publicKey: string }> => dataOf(typedApi.GET('/api/push/public-key'))

export const savePushSubscription = (body: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  dataOf(typedApi.POST('/api/me/push-subscriptions', { body }))

export const deletePushSubscription = (endpoint: string) =>
  dataOf(typedApi.DELETE('/api/me/push-subscriptions', { body: { endpoint } }))
