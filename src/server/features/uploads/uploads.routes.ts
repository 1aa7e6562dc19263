import { Hono } from 'hono'
import { isNotModified } from '#server/lib/conditional-get.ts'
import type { AppEnv } from '#server/lib/http.ts'
import { problem } from '#server/lib/http.ts'
import type { Storage } from '#server/storage/storage.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Uploaded pictures; keys are random and never reused, so they are cached for a year, and the key itself is the
 * (strong) ETag: a browser that revalidates anyway gets a 304 and not the bytes again (a removed file stays a 404).
 * Decision 0031.
 */
export function createUploadsRoutes({ storage }: { storage: Storage }) {
  return new Hono<AppEnv>().get('/uploads/:prefix/:file', async (c) => {
    const key = `${c.req.param('prefix')}/${c.req.param('file')}`
    const etag = `"${key}"`
    const headers = { etag, 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' }
    const found = await storage.get(key)
    if (!found) return problem(c, 'NOT_FOUND')
    if (isNotModified(c, etag)) return c.body(null, 304, headers)
    return c.body(new Uint8Array(found.bytes), 200, { ...headers, 'content-type': found.mime })
  })
}
