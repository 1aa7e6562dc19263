/**
 * `Idempotency-Key` on POSTs (decision 0033): a client that sends one create twice (a lost answer, a retried form, the
 * offline queue replaying a card) gets the first answer back instead of a second row.
 * - Scope: the user, the organization, the method and the path, plus the key (1–255 visible ASCII characters, else
 *   400 IDEMPOTENCY_KEY_INVALID); no header: the request runs as before.
 * - The key is claimed (inserted, its unique index deciding) BEFORE the request runs, so two concurrent repeats never
 *   both run: the later one gets 409 IDEMPOTENCY_KEY_IN_PROGRESS while the first runs (the client retries later).
 * - The answer (status, content type, body) is stored; a repeat within 24 hours gets it again with the header
 *   `Idempotent-Replayed: true`; a repeat with another body gets 422 IDEMPOTENCY_KEY_REUSED and changes nothing.
 * - Answers that may change on a retry are not kept (5xx, 401, 402, 403, 408, 429, or the request threw): the claim is
 *   released and the same key may run again.
 * - Expired keys are deleted at most once an hour, by the request that finds them due.
 */
import { createHash } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '#server/db/client.ts'
import { idempotencyKey } from '#server/db/schema.ts'
import { type AppEnv, problem } from './http.ts'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const CLEANUP_EVERY_MS = 60 * 60 * 1000
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
const NOT_KEPT = new Set([401, 402, 403, 408, 429])

type Scope = { userId: string; organizationId: string; method: string; path: string; key: string }

function whereScope(scope: Scope) {
  return and(
    eq(idempotencyKey.userId, scope.userId),
    eq(idempotencyKey.organizationId, scope.organizationId),
    eq(idempotencyKey.method, scope.method),
    eq(idempotencyKey.path, scope.path),
    eq(idempotencyKey.key, scope.key),
  )
}

/** Claims the key: true when this request is the first (it then runs); false when a row already holds it. */
async function claim(db: Db, scope: Scope, requestHash: string, now: number): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKey)
    .values({ ...scope, requestHash, expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key })
  return inserted.length > 0
}

/** Deletes the keys past their 24 hours; returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.expiresAt, new Date(now)))
    .returning({ key: idempotencyKey.key })
  return gone.length
}

export function idempotentPosts({ db, now = Date.now }: { db: Db; now?: () => number }): MiddlewareHandler<AppEnv> {
  let nextCleanup = 0
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (c.req.method !== 'POST' || key === undefined) return next()
    if (!KEY_PATTERN.test(key)) return problem(c, 'IDEMPOTENCY_KEY_INVALID')
    const started = now()
    if (started >= nextCleanup) {
      nextCleanup = started + CLEANUP_EVERY_MS
      await deleteExpiredIdempotencyKeys(db, started)
    }
    const access = c.get('orgAccess')
    const scope: Scope = {
      userId: c.get('actor').userId,
      organizationId: access?.id ?? access?.orgId ?? '',
      method: c.req.method,
      path: c.req.path,
      key,
    }
    const bytes = new Uint8Array(await c.req.raw.clone().arrayBuffer())
    const requestHash = createHash('sha256').update(bytes).digest('hex')
    if (!(await claim(db, scope, requestHash, started))) {
      const [row] = await db.select().from(idempotencyKey).where(whereScope(scope))
      const expired = !row || row.expiresAt.getTime() <= started
      if (expired) {
        // expired (or released meanwhile): forget it and claim it afresh; a concurrent repeat may win that claim
        await db.delete(idempotencyKey).where(and(whereScope(scope), lt(idempotencyKey.expiresAt, new Date(started))))
        if (!(await claim(db, scope, requestHash, started))) return problem(c, 'IDEMPOTENCY_KEY_IN_PROGRESS')
      } else if (row.requestHash !== requestHash) {
        return problem(c, 'IDEMPOTENCY_KEY_REUSED')
      } else if (row.status === null) {
        return problem(c, 'IDEMPOTENCY_KEY_IN_PROGRESS')
      } else {
        const headers: Record<string, string> = { 'cache-control': 'no-store', [REPLAYED_HEADER]: 'true' }
        if (row.contentType) headers['content-type'] = row.contentType
        return new Response(row.body, { status: row.status, headers })
      }
    }
    let kept = false
    try {
      await next()
      const status = c.res.status
      if (status < 500 && !NOT_KEPT.has(status)) {
        const body = await c.res.clone().text()
        await db
          .update(idempotencyKey)
          .set({ status, body, contentType: c.res.headers.get('content-type') })
          .where(whereScope(scope))
        kept = true
      }
    } finally {
      if (!kept) await db.delete(idempotencyKey).where(whereScope(scope))
    }
  }
}
