/**
 * Decision 0034: an answer given to a session is the user's alone. `private, no-store` keeps it out of shared caches
 * and off the browser's disk, and `Vary: Cookie` tells any cache in the way that another cookie is another answer.
 * Set on the way out, over whatever a route said, so no route can forget it; the public API never passes here. One
 * exception: an answer with an ETag whose route chose a `private` revalidating policy (the share images, which are
 * made to be shared) keeps it, and only gains the Vary.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './http.ts'

export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Marks `headers` private (in place); answers whether it could (a fetched response's headers are immutable). */
export function markPrivate(headers: Headers): boolean {
  try {
    const kept = headers.has('etag') && /^private\b/i.test(headers.get('cache-control') ?? '')
    if (!kept) headers.set('cache-control', PRIVATE_CACHE_CONTROL)
    const vary = headers.get('vary')
    if (vary !== '*' && !(vary && /(^|,)\s*cookie\s*(,|$)/i.test(vary))) {
      headers.set('vary', vary ? `${vary}, Cookie` : 'Cookie')
    }
    return true
  } catch {
    return false
  }
}

/** The answer as it is when its headers can change, else a copy whose headers can. */
export function privateResponse(response: Response): Response {
  if (markPrivate(response.headers)) return response
  const copy = new Response(response.body, response)
  markPrivate(copy.headers)
  return copy
}

export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  c.res = privateResponse(c.res)
}
