/**
 * Notifications' endpoints (decision 0047). Behind a session: the inbox, the settings and the devices' push
 * subscriptions. Without one: the push public key and the one-click unsubscribe (its signed token is the proof).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import {
  MarkNotificationsReadInputSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSettingsSchema,
  PushPublicKeySchema,
  PushSubscriptionDeleteInputSchema,
  PushSubscriptionInputSchema,
  UpdateNotificationSettingsInputSchema,
} from '#domain/notifications/notification.schema.ts'
import type { Db } from '#server/db/client.ts'
import { pushSubscription } from '#server/db/schema.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { findNotifications, markNotificationsRead } from './inbox.service.ts'
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts'
import { unsubscribePage } from './unsubscribe-page.ts'

const UnreadSchema = z.object({ unread: z.number().int() })
const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
})

export function createNotificationsRoutes({ db }: { db: Db }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/notifications',
        tags: ['notifications'],
        summary: 'The inbox: newest first, in pages, with the unread count',
        request: { query: NotificationListQuerySchema },
        responses: { 200: jsonResponse('A page', NotificationPageSchema), 400: errorResponses[400] },
      }),
      async (c) =>
        c.json(
          await findNotifications({ db, userId: c.get('actor').userId, cursor: c.req.valid('query').cursor }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/notifications/read',
        tags: ['notifications'],
        summary: 'Mark notifications read (`ids`, or all without it)',
        request: jsonBody(MarkNotificationsReadInputSchema),
        responses: { 200: jsonResponse('The unread count after', UnreadSchema), 400: errorResponses[400] },
      }),
      async (c) =>
        c.json(await markNotificationsRead({ db, userId: c.get('actor').userId, ids: c.req.valid('json').ids }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/notification-settings',
        tags: ['notifications'],
        summary: 'Language and, per category and channel, whether the person is told',
        responses: { 200: jsonResponse('The settings', NotificationSettingsSchema) },
      }),
      async (c) => c.json(await getNotificationSettings({ db, userId: c.get('actor').userId }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/notification-settings',
        tags: ['notifications'],
        summary: 'Change the settings (what is not sent stays as it was)',
        request: jsonBody(UpdateNotificationSettingsInputSchema),
        responses: { 200: jsonResponse('The settings', NotificationSettingsSchema), 400: errorResponses[400] },
      }),
      async (c) =>
        c.json(await updateNotificationSettings({ db, userId: c.get('actor').userId, data: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/push-subscriptions',
        tags: ['notifications'],
        summary: "Keep this device's Web Push subscription",
        request: jsonBody(PushSubscriptionInputSchema),
        responses: { 204: { description: 'Kept' }, 400: errorResponses[400] },
      }),
      async (c) => {
        const { endpoint, keys } = c.req.valid('json')
        const userId = c.get('actor').userId
        await db
          .insert(pushSubscription)
          .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
          .onConflictDoUpdate({
            target: pushSubscription.endpoint,
            set: { userId, p256dh: keys.p256dh, auth: keys.auth },
          })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/me/push-subscriptions',
        tags: ['notifications'],
        summary: "Forget this device's subscription",
        request: jsonBody(PushSubscriptionDeleteInputSchema),
        responses: { 204: { description: 'Forgotten' }, 400: errorResponses[400] },
      }),
      async (c) => {
        const { endpoint } = c.req.valid('json')
        await db
          .delete(pushSubscription)
          .where(and(eq(pushSubscription.userId, c.get('actor').userId), eq(pushSubscription.endpoint, endpoint)))
        return c.body(null, 204)
      },
    )
}

const TokenQuerySchema = z.object({ token: z.string().max(2000).optional() })

export function createPublicNotificationsRoutes({
  db,
  secret,
  vapidPublicKey,
}: {
  db: Db
  secret: string
  vapidPublicKey: () => Promise<string>
}) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/push/public-key',
        tags: ['notifications'],
        summary: "The server's VAPID public key, for a device's push subscription",
        responses: { 200: jsonResponse('The key', PushPublicKeySchema) },
      }),
      async (c) => c.json({ publicKey: await vapidPublicKey() }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/notifications/unsubscribe',
        tags: ['notifications'],
        summary: 'The page of an e-mail unsubscribe link: asks to confirm (nothing changes on a GET)',
        request: { query: TokenQuerySchema },
        responses: { 200: htmlResponse('The confirmation page'), 400: htmlResponse('The link is not valid') },
      }),
      async (c) => {
        const page = await unsubscribePage({ db, secret, token: c.req.valid('query').token ?? '', confirm: false })
        return c.html(page.html, page.status)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/notifications/unsubscribe',
        tags: ['notifications'],
        summary: "RFC 8058 one-click unsubscribe: the token's categories stop being e-mailed to its person",
        request: { query: TokenQuerySchema },
        responses: { 200: htmlResponse('Done'), 400: htmlResponse('The link is not valid') },
      }),
      async (c) => {
        const page = await unsubscribePage({ db, secret, token: c.req.valid('query').token ?? '', confirm: true })
        return c.html(page.html, page.status)
      },
    )
}
