/**
 * Request bodies are limited while they stream: the bytes read are counted (a Content-Length is only used to refuse
 * early, never believed), and the first byte past the limit ends the reading with a 413 problem+json. A body within
 * the limit is buffered, so the handler (ours, better-auth's, the webhook's) reads it as before. Decision 0016.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { IMPORT_MAX_BYTES } from '#domain/imports/import.schema.ts'
import type { AppEnv } from './http.ts'
import { problem } from './http.ts'

/** Pictures: 5 MB of file (storage/images.ts) and room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024
/** Stripe's and Mercado Pago's notifications are a few kilobytes; anything far larger is not theirs. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024
/** Spreadsheet imports: the file itself is the body, at most 5 MB (IMPORT_MAX_BYTES). */
export const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES
const IMPORT_PATH = /^\/api\/orgs\/[^/]+\/imports\/(players|teams)$/
/**
 * JSON bodies whose documented maximum is past the default 64 KB: `games/bulk` takes 2,000 ids (≈ 80 KB) or 200
 * schedule entries, `tournaments/{id}/rounds` 500 rounds with names of 80 characters (up to 3 bytes each in UTF-8,
 * ≈ 160 KB). body-limit.test.ts builds each maximal body and checks it fits.
 */
export const LARGE_JSON_BODY_LIMIT = 256 * 1024
const LARGE_JSON_PATH = /^\/api\/orgs\/[^/]+\/(games\/bulk|tournaments\/[^/]+\/rounds)$/
/** The routes that take a multipart picture. */
const UPLOAD_PATH = /^\/api\/orgs\/[^/]+\/(logo|teams\/[^/]+\/picture|players\/[^/]+\/photo)$/

/** How many bytes a request's body may have: uploads, imports and the webhook have their own limit, the rest `jsonLimit`. */
export function bodyLimitOf(path: string, contentType: string | undefined, jsonLimit: number): number {
  if (path === '/api/billing/webhook' || path.startsWith('/api/webhooks/')) return WEBHOOK_BODY_LIMIT
  if (IMPORT_PATH.test(path)) return IMPORT_BODY_LIMIT
  if (UPLOAD_PATH.test(path) && contentType?.toLowerCase().startsWith('multipart/form-data')) return UPLOAD_BODY_LIMIT
  if (LARGE_JSON_PATH.test(path)) return Math.max(jsonLimit, LARGE_JSON_BODY_LIMIT)
  return jsonLimit
}

function tooLarge(c: Context<AppEnv>, limit: number) {
  const response = problem(c, 'PAYLOAD_TOO_LARGE', { detail: `The request body is larger than ${limit} bytes.` })
  // the rest of the body is not read: the connection cannot carry another request after it
  response.headers.set('connection', 'close')
  return response
}

export function limitRequestBodies(options: { jsonLimit: number }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const limit = bodyLimitOf(c.req.path, c.req.header('content-type'), options.jsonLimit)
    const declared = Number(c.req.header('content-length'))
    if (Number.isFinite(declared) && declared > limit) {
      await body.cancel().catch(() => {})
      return tooLarge(c, limit)
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return tooLarge(c, limit)
      }
      chunks.push(value)
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    const headers = new Headers(c.req.raw.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(size))
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers,
      body: bytes,
      signal: c.req.raw.signal,
    })
    return next()
  }
}
