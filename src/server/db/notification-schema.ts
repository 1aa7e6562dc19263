/**
 * The job queue and notifications (decision 0047).
 *
 * `job` is a durable queue: a worker claims due rows with `FOR UPDATE SKIP LOCKED` and holds them for a lease
 * (`locked_until`); a worker that dies leaves the lease to run out and the job is taken again. `key` is unique: a job
 * enqueued twice under one key is one job; enqueueing a key whose job is running marks it to run again (`rerun`).
 * A finished job's row is deleted; one that failed `max_attempts` times stays with state `failed` and its error.
 *
 * `notification` is one row per event, person and channel (unique), so a person hears of an event once per channel;
 * the `inbox` rows are the in-app inbox, the `email`/`push` rows wait (`sent_at` null) for their person's digest job.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema.ts'

export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** which handler runs it (e.g. notification.fanout, notification.digest) */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | running | failed */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).defaultNow().notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** enqueued again while it ran: it runs once more at `rerun_at` instead of finishing */
    rerun: boolean('rerun').notNull().default(false),
    rerunAt: timestamp('rerun_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('job_key_key').on(t.key), index('job_due_idx').on(t.state, t.runAt)],
)

export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** the event's id: with the person and channel, the row's identity */
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    /** inbox | email | push */
    channel: text('channel').notNull(),
    /** what the message is about (ids, a round's name), read again when it is written */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** the page it links to, after the language (`/leagues/...`) */
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_event_user_channel_key').on(t.eventId, t.userId, t.channel),
    index('notification_inbox_idx').on(t.userId, t.channel, t.createdAt.desc(), t.id.desc()),
    index('notification_unsent_idx').on(t.userId, t.channel).where(sql`${t.sentAt} is null`),
  ],
)

/** A person's choices: the language their messages are written in and, per category and channel, on or off. */
export const notificationSetting = pgTable('notification_setting', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** es | en (Spanish becomes es-AR in an Argentine league) */
  lang: text('lang').notNull().default('es'),
  /** `{ schedule: { email: false } }`: only what differs from the defaults */
  channels: jsonb('channels').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
})

/** A device's Web Push subscription; removed when the push service answers 404 or 410. */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('push_subscription_endpoint_key').on(t.endpoint),
    index('push_subscription_user_idx').on(t.userId),
  ],
)
