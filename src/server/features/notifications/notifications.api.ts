/**
 * What other features use of notifications (decision 0047):
 * - `enqueueNotification(tx, { kind, organizationId, ...ids })` inside the transaction of the change it tells of;
 * - `enqueueGameChange(tx, before, after)` for a game's write (published games only);
 * - `registerNotificationKind(kind, { category, recipients, facts })` to add a kind (an appointment, a match report);
 *   `recipients.ts`' helpers (delegatesOf, linkedPlayersOf, membersWithRole) are the seam for who hears it;
 * - `notificationJobHandlers(deps)`: the job queue's handlers for the worker loop (bootstrap).
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import type { game } from '#server/db/schema.ts'
import { enqueueJob, type JobHandlers } from '#server/lib/jobs/job-queue.ts'
import { type DigestDeps, sendDigest } from './digest.ts'
import { DIGEST_JOB, FANOUT_JOB, fanOutNotification } from './fan-out.ts'
import type { NotificationEvent } from './notification-kinds.ts'

export type { EventFacts, NotificationEvent, NotificationKindDefinition } from './notification-kinds.ts'
export { registerNotificationKind } from './notification-kinds.ts'
export { vapidKeysOf } from './push.ts'
export { delegatesOf, linkedPlayersOf, linkedUserOf, membersWithRole } from './recipients.ts'

/** The kinds known today; a registered kind is enqueued the same way. */
export type KnownNotificationEvent =
  | {
      kind: 'game.scheduled' | 'game.moved' | 'game.suspended' | 'game.venue' | 'game.result'
      organizationId: string
      gameId: string
    }
  | { kind: 'suspension.confirmed'; organizationId: string; suspensionId: string }
  | {
      kind: 'roster.decided'
      organizationId: string
      teamId: string
      playerId: string
      requestedBy: string | null
      approved: boolean
      reason?: string | null
    }
  | { kind: 'roster.requested'; organizationId: string; teamId: string; playerId: string }
  | {
      kind: 'appointment.made'
      organizationId: string
      gameId: string
      officialId: string
      role: 'referee' | 'assistant'
    }
  | { kind: 'report.submitted' | 'report.disputed' | 'report.confirmed'; organizationId: string; gameId: string }

/** Enqueues the event's fan-out in the caller's transaction: it is told exactly when the change commits. */
export async function enqueueNotification(tx: Db, event: KnownNotificationEvent | NotificationEvent): Promise<void> {
  const eventId = randomUUID()
  await enqueueJob(tx, { kind: FANOUT_JOB, key: `event:${eventId}`, payload: { ...event, eventId } })
}

type GameState = Pick<
  typeof game.$inferSelect,
  'id' | 'organizationId' | 'publishedAt' | 'playAt' | 'locationId' | 'suspendedAt'
> &
  Partial<Pick<typeof game.$inferSelect, 'confirmedPlayedAt'>>

/** The kind a game's write tells of, or null (a draft, or nothing people need to know changed). */
export function gameChangeKind(before: GameState | null, after: GameState): KnownNotificationEvent['kind'] | null {
  if (!after.publishedAt) return null
  // its result confirmed (publishing it if it was a draft): the score is the news
  if (before && !before.confirmedPlayedAt && after.confirmedPlayedAt) return 'game.result'
  if (!before?.publishedAt) return after.suspendedAt ? null : 'game.scheduled'
  if (!before.suspendedAt && after.suspendedAt) return 'game.suspended'
  if (after.suspendedAt) return null
  const playAtChanged = before.playAt?.getTime() !== after.playAt?.getTime()
  if (playAtChanged) return before.playAt ? 'game.moved' : 'game.scheduled'
  if (after.locationId && after.locationId !== before.locationId) return 'game.venue'
  return null
}

export async function enqueueGameChange(tx: Db, before: GameState | null, after: GameState): Promise<void> {
  const kind = gameChangeKind(before, after)
  if (kind) await enqueueNotification(tx, { kind, organizationId: after.organizationId, gameId: after.id })
}

export function notificationJobHandlers(deps: DigestDeps & { digestSeconds: number }): JobHandlers {
  return {
    [FANOUT_JOB]: (job, context) => fanOutNotification(job, context, { digestSeconds: deps.digestSeconds }),
    [DIGEST_JOB]: (job, context) => sendDigest(job, context, deps),
  }
}
