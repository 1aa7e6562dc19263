/**
 * Sign-in is limited per account as well as per client IP: after a few wrong passwords for one e-mail, each further
 * attempt for it waits a little longer (half a second, doubling, at most 10 s) before the password is checked. The
 * delay never refuses: the owner who types the right password gets in after it, so an attacker cannot lock anyone out,
 * while guessing many passwords for one account from many addresses slows to a crawl. Counters live in the database
 * (better-auth's rate_limit table, under keys of our own), so every instance shares them. Decision 0016.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rateLimit } from '#server/db/schema.ts'

/** Wrong passwords for one account that cost nothing. */
export const FREE_FAILURES = 3
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000
export const MAX_DELAY_MS = 10_000
const FIRST_DELAY_MS = 500

/** How long an attempt waits after the last failure, given the failures in the window. */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES))
}

const keyOf = (email: string) => `sign-in-account:${email.trim().toLowerCase()}`

export type SignInThrottle = ReturnType<typeof createSignInThrottle>

export function createSignInThrottle({
  db,
  now = () => Date.now(),
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  db: Db
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}) {
  async function wait(email: string): Promise<void> {
    const [row] = await db
      .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
      .from(rateLimit)
      .where(eq(rateLimit.key, keyOf(email)))
    if (!row || now() - row.lastRequest > FAILURE_WINDOW_MS) return
    const remaining = row.lastRequest + signInDelayMs(row.count) - now()
    if (remaining > 0) await sleep(Math.min(remaining, MAX_DELAY_MS))
  }

  async function recordFailure(email: string): Promise<void> {
    const at = now()
    await db
      .insert(rateLimit)
      .values({ id: crypto.randomUUID(), key: keyOf(email), count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} < ${at - FAILURE_WINDOW_MS} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: at,
        },
      })
  }

  async function forget(email: string): Promise<void> {
    await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)))
  }

  return {
    wait,
    recordFailure,
    forget,
    /** Runs `handle` (better-auth) for a request; on `POST …/sign-in/email` waits first and counts the outcome. */
    async guard(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/sign-in/email')) {
        return handle(request)
      }
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null
      const email = typeof body?.email === 'string' && body.email.length <= 320 ? body.email : null
      if (!email) return handle(request)
      await wait(email)
      const response = await handle(request)
      if (response.status === 401) await recordFailure(email)
      else if (response.ok) await forget(email)
      return response
    },
  }
}
