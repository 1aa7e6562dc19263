/**
 * Notifications (decision 0047): what a person is told, in which category, on which channel, and their choices.
 * Categories × channels are switched on or off per person; what is not chosen takes DEFAULT_CHANNELS.
 */
import { z } from 'zod'
import { typeError, UuidSchema } from '#domain/lists/list.schema.ts'

export const NOTIFICATION_CATEGORIES = ['schedule', 'results', 'discipline', 'rosters', 'appointments'] as const
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]

export const NOTIFICATION_CHANNELS = ['email', 'push', 'inbox'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** Everything is on except result e-mails (results come often; the inbox and the phone tell them). */
export const DEFAULT_CHANNELS: Record<NotificationCategory, Record<NotificationChannel, boolean>> = {
  schedule: { email: true, push: true, inbox: true },
  results: { email: false, push: true, inbox: true },
  discipline: { email: true, push: true, inbox: true },
  rosters: { email: true, push: true, inbox: true },
  appointments: { email: true, push: true, inbox: true },
}

const ChannelSwitchesSchema = z.strictObject({
  email: z.boolean(typeError),
  push: z.boolean(typeError),
  inbox: z.boolean(typeError),
})

export const NotificationSettingsSchema = z.strictObject({
  /** the language of e-mails and pushes (Spanish is written with vos in an Argentine league) */
  lang: z.enum(['es', 'en'], typeError),
  channels: z.strictObject({
    schedule: ChannelSwitchesSchema,
    results: ChannelSwitchesSchema,
    discipline: ChannelSwitchesSchema,
    rosters: ChannelSwitchesSchema,
    appointments: ChannelSwitchesSchema,
  }),
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>

export const UpdateNotificationSettingsInputSchema = z.strictObject({
  lang: z.enum(['es', 'en'], typeError).optional(),
  channels: z.partialRecord(z.enum(NOTIFICATION_CATEGORIES, typeError), ChannelSwitchesSchema.partial()).optional(),
})
export type UpdateNotificationSettingsInput = z.infer<typeof UpdateNotificationSettingsInputSchema>

export const NotificationItemSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  kind: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  /** the message, written in the person's language when it was created */
  title: z.string(),
  body: z.string(),
  /** the page it is about, e.g. /es/games/… */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type NotificationItem = z.infer<typeof NotificationItemSchema>

export const NotificationPageSchema = z.object({
  items: z.array(NotificationItemSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
})
export type NotificationPage = z.infer<typeof NotificationPageSchema>

export const NotificationListQuerySchema = z.object({ cursor: z.string(typeError).max(600).optional() })

export const MarkNotificationsReadInputSchema = z.strictObject({
  /** the notifications to mark read; absent: all of them */
  ids: z.array(UuidSchema).max(200).optional(),
})

export const PushSubscriptionInputSchema = z.strictObject({
  endpoint: z.url({ error: 'validation.invalid' }).max(2000).startsWith('https://', { error: 'validation.invalid' }),
  keys: z.strictObject({
    p256dh: z.string(typeError).min(1).max(200),
    auth: z.string(typeError).min(1).max(100),
  }),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>

export const PushSubscriptionDeleteInputSchema = z.strictObject({ endpoint: z.string(typeError).max(2000) })

export const PushPublicKeySchema = z.object({ publicKey: z.string() })
