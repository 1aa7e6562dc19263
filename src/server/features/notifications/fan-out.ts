/**
 * The `notification.fanout` job (decision 0047): an event becomes one notification row per person and enabled
 * channel (unique per event, person and channel: a second run adds nothing), written in the person's language and
 * the league's time zone. The inbox row is there at once; an e-mail or push row waits for its person's digest job,
 * due `digestSeconds` after it (one job per person and channel: more events within the window join it).
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { NotificationChannel } from '#domain/notifications/notification.schema.ts'
import type { Db } from '#server/db/client.ts'
import { league, notification, organization, pushSubscription } from '#server/db/schema.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { serverLangOf } from '#server/i18n/server-messages.ts'
import type { JobContext, JobRow } from '#server/lib/jobs/job-queue.ts'
import { enqueueJob } from '#server/lib/jobs/job-queue.ts'
import { type NotificationEvent, notificationKind } from './notification-kinds.ts'
import { findNotificationSettings, isChannelOn } from './notification-settings.service.ts'

export const FANOUT_JOB = 'notification.fanout'
export const DIGEST_JOB = 'notification.digest'

/** The organization's name, crest, time zone and first league's country (Spanish becomes es-AR in Argentina). */
export async function organizationFacts(db: Db, organizationId: string) {
  const [org] = await db
    .select({ name: organization.name, publicSlug: organization.publicSlug, logoPath: organization.logoPath })
    .from(organization)
    .where(eq(organization.id, organizationId))
  const [first] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(asc(league.position))
    .limit(1)
  return {
    name: org?.name ?? '',
    publicSlug: org?.publicSlug ?? null,
    logoPath: org?.logoPath ?? null,
    country: first?.country ?? null,
    timeZone: await organizationTimeZone(db, organizationId),
  }
}

export async function fanOutNotification(
  job: JobRow,
  { db, now }: JobContext,
  options: { digestSeconds: number },
): Promise<void> {
  const event = job.payload as NotificationEvent & { eventId: string }
  const definition = notificationKind(event.kind)
  if (!definition) throw new Error(`unknown notification kind ${event.kind}`)
  const facts = await definition.facts(db, event)
  if (!facts) return
  const userIds = [...new Set(await definition.recipients(db, event))]
  if (userIds.length === 0) return
  const org = await organizationFacts(db, event.organizationId)
  const settings = await findNotificationSettings(db, userIds)
  const devices = await db
    .selectDistinct({ userId: pushSubscription.userId })
    .from(pushSubscription)
    .where(inArray(pushSubscription.userId, userIds))
  const hasDevice = new Set(devices.map((d) => d.userId))
  const rows: (typeof notification.$inferInsert)[] = []
  for (const userId of userIds) {
    const chosen = settings.get(userId)
    if (!chosen) continue
    const lang = serverLangOf(chosen.lang, org.country)
    const { title, groupLabel } = facts.render(lang, org.timeZone)
    for (const channel of ['inbox', 'email', 'push'] as NotificationChannel[]) {
      if (!isChannelOn(chosen, definition.category, channel)) continue
      if (definition.channels && !definition.channels.includes(channel)) continue
      if (channel === 'push' && !hasDevice.has(userId)) continue
      rows.push({
        organizationId: event.organizationId,
        userId,
        eventId: event.eventId,
        kind: event.kind,
        category: definition.category,
        channel,
        data: { title, lang, group: facts.group ?? null, groupLabel: groupLabel ?? null },
        path: facts.path,
        createdAt: now,
        sentAt: channel === 'inbox' ? now : null,
      })
    }
  }
  if (rows.length === 0) return
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const added = await tx
      .insert(notification)
      .values(rows)
      .onConflictDoNothing()
      .returning({ userId: notification.userId, channel: notification.channel })
    for (const row of added) {
      if (row.channel === 'inbox') continue
      await enqueueJob(tx, {
        kind: DIGEST_JOB,
        key: `digest:${row.userId}:${row.channel}`,
        payload: { userId: row.userId, channel: row.channel },
        runAt: new Date(now.getTime() + options.digestSeconds * 1000),
      })
    }
  })
}
