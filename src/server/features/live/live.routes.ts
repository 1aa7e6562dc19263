import { streamSSE } from 'hono/streaming'
import { createRouter } from '#server/lib/http.ts'
import type { LiveEvent, LiveHub } from '#server/live/live-hub.ts'

export const HEARTBEAT_MS = 25_000

/**
 * `GET /api/orgs/{orgId}/events`: a Server-Sent Events stream of the organization's changes (mounted behind
 * requireActor and requireOrg, so only members receive them).
 */
export function createLiveRoutes({ live }: { live: LiveHub }) {
  return createRouter().get('/orgs/:orgId/events', (c) => {
    const organizationId = c.get('org').id
    c.header('x-accel-buffering', 'no')
    const response = streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = []
      let wake: (() => void) | null = null
      const unsubscribe = live.subscribe(organizationId, (event) => {
        queue.push(event)
        wake?.()
      })
      stream.onAbort(() => {
        unsubscribe()
        wake?.()
      })
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ at: Date.now() }) })
      while (!stream.aborted && !stream.closed) {
        const event = queue.shift()
        if (event) {
          await stream.writeSSE({ event: 'change', data: JSON.stringify(event) })
          continue
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HEARTBEAT_MS)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        wake = null
        if (queue.length === 0 && !stream.aborted) await stream.write(': heartbeat\n\n')
      }
      unsubscribe()
    })
    // streamSSE sets no-cache; a stream of one member's organization must not be stored anywhere either.
    response.headers.set('cache-control', 'no-store')
    return response
  })
}
