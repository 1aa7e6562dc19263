/**
 * The worker loop (decision 0047): every `intervalMs` it runs the due jobs; `stop()` waits for the round under way,
 * so a shutdown never cuts a job in half (one cut by a crash is taken again when its lease runs out).
 */
import type { Logger } from 'pino'
import type { Db } from '#server/db/client.ts'
import { type JobHandlers, runDueJobs } from './job-queue.ts'

export type JobWorker = { stop(): Promise<void> }

export function startJobWorker(options: {
  db: Db
  handlers: JobHandlers
  logger: Logger
  intervalMs?: number
}): JobWorker {
  const { db, handlers, logger } = options
  const intervalMs = options.intervalMs ?? 1000
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = () => {
    if (stopped) return
    running = runDueJobs({
      db,
      handlers,
      onError: (error, job) => logger.warn({ err: error, kind: job.kind, attempts: job.attempts }, 'a job failed'),
    })
      .catch((error) => logger.error({ err: error }, 'the job worker could not run'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs)
      })
  }
  timer = setTimeout(tick, 0)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
