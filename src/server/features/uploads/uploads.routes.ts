import { Hono } from 'hono'
import type { AppEnv } from '#server/lib/http.ts'
import { problem } from '#server/lib/http.ts'
import type { Storage } from '#server/storage/storage.ts'

/** Uploaded pictures; keys are random and never reused, so they are cached for a year. */
export function createUploadsRoutes({ storage }: { storage: Storage }) {
  return new Hono<AppEnv>().get('/uploads/:prefix/:file', async (c) => {
    const found = await storage.get(`${c.req.param('prefix')}/${c.req.param('file')}`)
    if (!found) return problem(c, 'NOT_FOUND')
    return c.body(new Uint8Array(found.bytes), 200, {
      'content-type': found.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
  })
}
