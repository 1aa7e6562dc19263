/**
 * The report sweep (decision 0051): the server confirms, on its own, every submitted report whose teams' window has
 * ended with no dispute. Each run is one transaction: it takes the expired reports with `FOR UPDATE SKIP LOCKED` and
 * sets them confirmed under the same `status = 'submitted'` condition, so with several instances sweeping at once each
 * report is confirmed exactly once; nothing is kept in memory, so a restart loses nothing (the next run finds what is
 * due). The game's confirmation follows in the same transaction (lock-report.ts).
 *
 * It is self-contained (one function, `expireReports`, and a timer) so it can move onto a job queue unchanged.
 */
import { and, eq, inArray, lte } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { gameReport } from '#server/db/schema.ts'
import { announceGameOfBracket } from '#server/features/brackets/brackets.api.ts'
import { enqueueNotification } from '#server/features/notifications/notifications.api.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { confirmGameOfReport, type LockedGame, lockedValues } from './lock-report.ts'

/** Reports confirmed per run at most; a longer backlog goes on at the next run. */
const BATCH = 100
/** How often a server sweeps. */
export const REPORT_SWEEP_MS = 60_000

/** Confirms the reports whose window ended by `now`; answers the games confirmed. */
export async function expireReports({ db, live, now = new Date() }: { db: Db; live?: LiveHub; now?: Date }) {
  const done = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const due = tx
      .select({ gameId: gameReport.gameId })
      .from(gameReport)
      .where(and(eq(gameReport.status, 'submitted'), lte(gameReport.deadline, now)))
      .orderBy(gameReport.deadline)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const expired = await tx
      .update(gameReport)
      .set(lockedValues(now, null))
      .where(and(inArray(gameReport.gameId, due), eq(gameReport.status, 'submitted')))
      .returning({ gameId: gameReport.gameId, organizationId: gameReport.organizationId })
    const confirmed: { organizationId: string; game: LockedGame | null; gameId: string }[] = []
    for (const report of expired) {
      await recordAudit(tx, {
        organizationId: report.organizationId,
        action: 'update',
        entityType: 'game',
        entityId: report.gameId,
        before: { report: 'submitted' },
        after: { report: 'confirmed' },
      })
      const game = await confirmGameOfReport(tx, report.organizationId, report.gameId, now)
      await enqueueNotification(tx, {
        kind: 'report.confirmed',
        organizationId: report.organizationId,
        gameId: report.gameId,
      })
      confirmed.push({ organizationId: report.organizationId, gameId: report.gameId, game })
    }
    return confirmed
  })
  if (live) {
    for (const { organizationId, gameId, game } of done) {
      await publishChange(live, organizationId, {
        entity: 'games',
        action: 'updated',
        id: gameId,
        ...(game ? { version: game.version } : {}),
      })
      if (game) await announceGameOfBracket(live, organizationId, game.bracket)
    }
  }
  return done.map((d) => d.gameId)
}

/**
 * Sweeps every `intervalMs` (and once at start) until the answer is called; a failed run is logged and the next one
 * tries again. Stopping waits for a run under way, so the database can close after it. `now` is the clock (tests
 * pass their own, as the job queue's `runDueJobs({ now })`).
 */
export function startReportSweep({
  db,
  live,
  onError,
  intervalMs = REPORT_SWEEP_MS,
  now = () => new Date(),
}: {
  db: Db
  live: LiveHub
  onError: (error: unknown) => void
  intervalMs?: number
  now?: () => Date
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running.then(() => expireReports({ db, live, now: now() }).catch(onError))
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  run()
  return async () => {
    clearInterval(timer)
    await running
  }
}
