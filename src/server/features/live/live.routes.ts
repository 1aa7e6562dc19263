import { streamSSE } from 'hono/streaming'
import type { Auth } from '#server/auth/auth.ts'
import { hasOrgAccess } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import type { LiveEvent, LiveHub } from '#server/live/live-hub.ts'

export const HEARTBEAT_MS = 25_000
/** How often an open stream asks again whether its session and membership still hold (decision 0015). */
export const LIVE_CHECK_MS = 30_000

/** Events after which a stream checks its access at once: a member removed, the organization deleted. */
const ACCESS_ENTITIES = new Set(['members', 'organization'])

/**
 * `GET /api/orgs/{orgId}/events`: a Server-Sent Events stream of the organization's changes (mounted behind
 * requireActor and requireOrg, so only members receive them). A stream outlives the request that opened it, so it
 * checks again every `checkMs` and on every membership or organization event: when the session has ended (sign-out,
 * revoked, expired, banned) or the user no longer belongs to the organization, it sends `end` and closes.
 */
export function createLiveRoutes({
  live,
  auth,
  db,
  checkMs = LIVE_CHECK_MS,
}: {
  live: LiveHub
  auth: Auth
  db: Db
  checkMs?: number
}) {
  return createRouter().get('/orgs/:orgId/events', (c) => {
    const organizationId = c.get('org').id
    const userId = c.get('actor').userId
    const headers = new Headers(c.req.raw.headers)
    const isAllowed = async () => {
      const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
      if (!session || session.user.id !== userId) return false
      return hasOrgAccess(db, userId, organizationId)
    }
    c.header('x-accel-buffering', 'no')
    const response = streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = []
      let wake: (() => void) | null = null
      let isCheckDue = false
      const unsubscribe = live.subscribe(organizationId, (event) => {
        queue.push(event)
        wake?.()
      })
      const checks = setInterval(() => {
        isCheckDue = true
        wake?.()
      }, checkMs)
      stream.onAbort(() => {
        unsubscribe()
        clearInterval(checks)
        wake?.()
      })
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ at: Date.now() }) })
        while (!stream.aborted && !stream.closed) {
          const event = queue.shift()
          if (isCheckDue || (event && ACCESS_ENTITIES.has(event.entity))) {
            isCheckDue = false
            if (!(await isAllowed())) {
              await stream.writeSSE({ event: 'end', data: JSON.stringify({ at: Date.now() }) })
              break
            }
          }
          if (event) {
            await stream.writeSSE({ event: 'change', data: JSON.stringify(event) })
            continue
          }
          let isTimeout = false
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              isTimeout = true
              resolve()
            }, HEARTBEAT_MS)
            wake = () => {
              clearTimeout(timer)
              resolve()
            }
          })
          wake = null
          if (isTimeout && queue.length === 0 && !stream.aborted) await stream.write(': heartbeat\n\n')
        }
      } finally {
        unsubscribe()
        clearInterval(checks)
      }
    })
    // streamSSE sets no-cache; a stream of one member's organization must not be stored anywhere either.
    response.headers.set('cache-control', 'no-store')
    return response
  })
}
