/**
 * Heavy renderings (match sheets as PDF) run in a pool of worker threads (piscina), not on the event loop: a round's
 * sheets cost 180–240 ms of CPU, and fifty of them at once held /api/health for seconds (decision 0043).
 *
 * - **Sized to the cores**: one thread per core but one (the event loop keeps a core), at least one; threads start
 *   when asked for and leave after RENDER_IDLE_MS idle.
 * - **Bounded per organization**: at most `perOrganization` jobs of one league run or wait at once; the next one is
 *   answered 503 RENDER_BUSY with `Retry-After`, so one league printing every round cannot queue everyone else behind
 *   it, and the pool's own queue is bounded too (`maxQueue`), answered the same way.
 * - **The slot before the data**: `run` also takes a function that reads the job's data; the league's slot is taken
 *   first, so a request past the bound is answered 503 at once instead of reading a round's sheets from the
 *   database and waiting behind the others (fifty clients printing at once timed out rather than hearing 503).
 * - **A failing job answers a clear error**: RENDER_FAILED (500), its cause logged. An error of the data's reading
 *   (a game that does not exist) is answered as it is.
 */
import os from 'node:os'
import { Piscina } from 'piscina'
import { AppError } from './app-error.ts'
import type { RenderJob } from './render-worker.ts'

export type RenderPool = {
  /**
   * Runs `job` on a worker thread for `organizationId`; RENDER_BUSY past the organization's or the pool's bound. A
   * function is called for the job once the slot is taken.
   */
  run(organizationId: string, job: RenderJob | (() => Promise<RenderJob>)): Promise<Uint8Array>
  close(): Promise<void>
}

export const RENDER_RETRY_AFTER_SECONDS = 5
/**
 * A render thread idle this long leaves, and its heap with it: a thread that printed a round's sheets holds about
 * 150 MB (what the renderings left, not collected while it idles). The next document pays for a new thread, about
 * 60 ms and its renderer's loading (render-worker.ts loads each kind's on first use). A league prints in bursts (a
 * round's sheets, a match day's reports), each request within seconds of the last.
 */
export const RENDER_IDLE_MS = 5_000

export function createRenderPool({
  threads = Math.max(1, os.availableParallelism() - 1),
  perOrganization = 4,
  maxQueue = 64,
}: {
  threads?: number
  perOrganization?: number
  maxQueue?: number
} = {}): RenderPool {
  const pool = new Piscina({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: RENDER_IDLE_MS,
    maxQueue,
  })
  const inFlight = new Map<string, number>()
  const busy = () =>
    new AppError('RENDER_BUSY', {
      detail: 'Too many documents are being prepared for this league right now. Try again in a few seconds.',
      retryAfterSeconds: RENDER_RETRY_AFTER_SECONDS,
    })
  return {
    async run(organizationId, job) {
      const running = inFlight.get(organizationId) ?? 0
      if (running >= perOrganization || pool.queueSize >= maxQueue) throw busy()
      inFlight.set(organizationId, running + 1)
      try {
        const task = typeof job === 'function' ? await job() : job
        try {
          return (await pool.run(task)) as Uint8Array
        } catch (error) {
          throw new AppError('RENDER_FAILED', { detail: 'The document could not be prepared.', cause: error })
        }
      } finally {
        const left = (inFlight.get(organizationId) ?? 1) - 1
        if (left === 0) inFlight.delete(organizationId)
        else inFlight.set(organizationId, left)
      }
    },
    close: () => pool.destroy(),
  }
}
