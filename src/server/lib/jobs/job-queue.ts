/**
 * A durable job queue in the database (decision 0047): works on PGlite and PostgreSQL alike, with no extension.
 *
 * - `enqueueJob(tx, …)` inside the caller's transaction: the job exists exactly when the change committed. One row
 *   per `key`: enqueueing a waiting key again changes nothing; enqueueing a running one makes it run once more when it
 *   finishes (`rerun`), so what arrived while it ran is not left behind.
 * - `runDueJobs({ now })` claims the due jobs (`FOR UPDATE SKIP LOCKED`: two workers never take one job), holds each
 *   for a lease (`locked_until`), runs its kind's handler and deletes it; a failure is retried with exponential
 *   backoff until `max_attempts`; a worker that dies mid-job leaves the lease to run out and the job is taken again.
 * - The clock is passed in, so tests drive the queue with a controlled time.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { job } from '#server/db/schema.ts'

export type JobRow = typeof job.$inferSelect
export type JobContext = { db: Db; now: Date }
/** Runs one job; throwing retries it later. */
export type JobHandler = (job: JobRow, context: JobContext) => Promise<void>
export type JobHandlers = Record<string, JobHandler>

export const DEFAULT_LEASE_MS = 5 * 60_000
const BATCH = 20

/** Adds a job in the caller's transaction (see the module's comment for a repeated `key`). */
export async function enqueueJob(
  tx: Db,
  input: { kind: string; key: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
): Promise<void> {
  const runAt = input.runAt ?? new Date()
  await tx
    .insert(job)
    .values({
      kind: input.kind,
      key: input.key,
      payload: input.payload ?? {},
      runAt,
      maxAttempts: input.maxAttempts ?? 8,
    })
    .onConflictDoUpdate({
      target: job.key,
      set: {
        rerun: sql`${job.state} = 'running'`,
        rerunAt: sql`case when ${job.state} = 'running' then least(coalesce(${job.rerunAt}, excluded.run_at), excluded.run_at) else ${job.rerunAt} end`,
        // a job that had failed for good is given a new start by new work
        attempts: sql`case when ${job.state} = 'failed' then 0 else ${job.attempts} end`,
        runAt: sql`case when ${job.state} = 'failed' then excluded.run_at else ${job.runAt} end`,
        state: sql`case when ${job.state} = 'failed' then 'pending' else ${job.state} end`,
      },
      setWhere: sql`${job.state} in ('running', 'failed')`,
    })
}

/** Waiting time before attempt `attempts + 1`: 10 s, 20 s, 40 s … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** Claims up to `limit` due jobs (and jobs whose lease ran out) for `leaseMs`, under a new lock token. */
async function claimJobs(db: Db, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  const token = randomUUID()
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const due = await tx
      .select({ id: job.id })
      .from(job)
      .where(
        or(and(eq(job.state, 'pending'), lte(job.runAt, now)), and(eq(job.state, 'running'), lt(job.lockedUntil, now))),
      )
      .orderBy(asc(job.runAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(job)
      .set({
        state: 'running',
        attempts: sql`${job.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
        lockedBy: token,
      })
      .where(
        inArray(
          job.id,
          due.map((d) => d.id),
        ),
      )
      .returning()
  })
}

/** A finished job is deleted, or waits again when it was enqueued while it ran. */
async function finishJob(db: Db, done: JobRow, now: Date): Promise<void> {
  const mine = and(eq(job.id, done.id), eq(job.lockedBy, done.lockedBy ?? ''))
  const deleted = await db
    .delete(job)
    .where(and(mine, eq(job.rerun, false)))
    .returning({ id: job.id })
  if (deleted.length > 0) return
  await db
    .update(job)
    .set({
      state: 'pending',
      rerun: false,
      runAt: sql`coalesce(${job.rerunAt}, ${now})`,
      rerunAt: null,
      attempts: 0,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(mine)
}

async function failJob(db: Db, failed: JobRow, now: Date, error: unknown): Promise<void> {
  const isLast = failed.attempts >= failed.maxAttempts
  await db
    .update(job)
    .set({
      state: isLast ? 'failed' : 'pending',
      runAt: new Date(now.getTime() + backoffMs(failed.attempts)),
      lockedUntil: null,
      lockedBy: null,
      lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
    })
    .where(and(eq(job.id, failed.id), eq(job.lockedBy, failed.lockedBy ?? '')))
}

export type RunResult = { done: number; failed: number }

/**
 * Runs every job due at `now` (in batches, until none is left): what the worker loop calls each tick and tests call
 * with a controlled clock. A job of an unknown kind fails (and is retried: an instance of a newer version may know it).
 */
export async function runDueJobs(options: {
  db: Db
  handlers: JobHandlers
  now?: Date
  leaseMs?: number
  onError?: (error: unknown, job: JobRow) => void
}): Promise<RunResult> {
  const { db, handlers } = options
  const result: RunResult = { done: 0, failed: 0 }
  for (;;) {
    const now = options.now ?? new Date()
    const claimed = await claimJobs(db, now, options.leaseMs ?? DEFAULT_LEASE_MS, BATCH)
    if (claimed.length === 0) return result
    for (const row of claimed) {
      try {
        const handler = handlers[row.kind]
        if (!handler) throw new Error(`no handler for job kind ${row.kind}`)
        await handler(row, { db, now })
        await finishJob(db, row, now)
        result.done += 1
      } catch (error) {
        options.onError?.(error, row)
        await failJob(db, row, now, error)
        result.failed += 1
      }
    }
  }
}
