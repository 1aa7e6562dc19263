/**
 * HTTP caching of every public response: an ETag derived from the league's data stamp (publicStampSql: the
 * versions of everything the pages show), the response's own key (path, language, the live script's hash) and,
 * where the page depends on the clock, the hour. `If-None-Match` is answered 304 before anything is rendered. The stamp lives in the database, so every instance gives the
 * same ETag for the same data, and a CDN may keep a response `max-age` seconds and serve it stale while it
 * revalidates. A rendered body is kept in memory under its ETag and address, with its brotli and gzip forms once a
 * client asked for them (least recently used out first, 16 MB in all), and readers asking at once for one that is
 * not rendered yet share one rendering: a page shared on WhatsApp on a Sunday evening is rendered and compressed once
 * per change, not once per fan. The league and its stamp come from public-organizations.ts, which keeps them in
 * memory until a write is heard (or for a second at most), so a 304 or a cached body needs no database round trip.
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { LRUCache } from 'lru-cache'
import { COMPRESS_THRESHOLD, compressBody, type Encoding, negotiateEncoding } from '#server/lib/compression.ts'
import { isNotModified } from '#server/lib/conditional-get.ts'
import { contentSecurityPolicy } from '#server/lib/security.ts'
import type { PublicOrganization } from './public.service.ts'
import { LIVE_SCRIPT_HASH } from './public-assets.ts'

/** Bump when the rendering changes in a way the stamp cannot see. */
const RENDER_REVISION = '5'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60'

/**
 * The pages' CSP, set here once rather than by the app-wide security middleware, which would read (and decompress)
 * every page to hash its inline scripts: these pages have none (the live script is a file; JSON-LD is data).
 */
const PUBLIC_PAGE_CSP = contentSecurityPolicy({ kind: 'public', scriptHashes: [] })

export function etagOf(org: PublicOrganization, key: string, now?: Date): string {
  const hour = now ? Math.floor(now.getTime() / 3_600_000) : ''
  const digest = createHash('sha256')
    .update(`${RENDER_REVISION}|${LIVE_SCRIPT_HASH}|${org.id}|${org.stamp}|${key}|${hour}`)
    .digest('base64url')
    .slice(0, 27)
  return `W/"${digest}"`
}

const RENDERED_MAX_BYTES = 16 * 1024 * 1024

/**
 * A rendered body and, once a client asked for them, its compressed forms (compressed once, not per request);
 * `bytes` counts the body and the compressed forms done so far.
 */
type Bytes = Uint8Array<ArrayBuffer>
type Rendered = { identity: Bytes; encoded: Partial<Record<Encoding, Promise<Bytes>>>; bytes: number }
type Render = () => Promise<string> | string

/**
 * The rendered bodies by ETag, address and type, least recently used dropped past RENDERED_MAX_BYTES (lru-cache,
 * decision 0031): concurrent requests share one rendering, a failed one is not kept, one dropped while it renders
 * still answers.
 */
const rendered = new LRUCache<string, Rendered, Render>({
  maxSize: RENDERED_MAX_BYTES,
  sizeCalculation: (body) => Math.max(1, body.bytes),
  ignoreFetchAbort: true,
  fetchMethod: async (_key, _stale, { context: render }) => {
    const identity = new TextEncoder().encode(await render())
    return { identity, encoded: {}, bytes: identity.byteLength }
  },
})

/** The body under `key`, rendered by the first caller only. */
async function renderOnce(key: string, render: Render): Promise<Rendered> {
  return (await rendered.fetch(key, { context: render })) as Rendered
}

/** The body compressed with `encoding`, by the first caller that asks for it; kept beside the body. */
function encodedOnce(key: string, body: Rendered, encoding: Encoding): Promise<Bytes> {
  const known = body.encoded[encoding]
  if (known) return known
  const encoded = compressBody(body.identity, encoding, 'kept').then((buffer) => new Uint8Array(buffer))
  body.encoded[encoding] = encoded
  encoded.then(
    (bytes) => {
      body.bytes += bytes.byteLength
      // set again, so the cache counts the compressed bytes too (when the body is still kept)
      if (rendered.peek(key) === body) rendered.set(key, body)
    },
    () => {
      delete body.encoded[encoding]
    },
  )
  return encoded
}

/** The request's path and query string: two filters of one list are two responses. */
export function pathAndQuery(c: Context): string {
  const url = new URL(c.req.url)
  return `${url.pathname}${url.search}`
}

/**
 * Answers 304 when the client's copy is current; otherwise renders and answers with the validators. `cors` adds
 * `Access-Control-Allow-Origin: *` (the JSON and the feeds, so a league can embed them in its own site).
 */
export async function cachedResponse(
  c: Context,
  org: PublicOrganization,
  options: { key: string; contentType: string; cors?: boolean; dependsOnClock?: boolean },
  render: () => Promise<string> | string,
): Promise<Response> {
  const etag = etagOf(org, options.key, options.dependsOnClock ? new Date() : undefined)
  const headers: Record<string, string> = {
    etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    ...(options.cors ? { 'access-control-allow-origin': '*' } : {}),
  }
  if (isNotModified(c, etag)) return new Response(null, { status: 304, headers })
  const key = `${etag}|${pathAndQuery(c)}|${options.contentType}`
  const body = await renderOnce(key, render)
  headers['content-type'] = options.contentType
  if (options.contentType.startsWith('text/html')) headers['content-security-policy'] = PUBLIC_PAGE_CSP
  // compressed here, once per body, rather than on every request by the app-wide middleware (lib/compression.ts),
  // which leaves alone a response that already has a Content-Encoding
  if (body.identity.byteLength < COMPRESS_THRESHOLD) return new Response(body.identity, { status: 200, headers })
  headers.vary = 'Accept-Encoding'
  const encoding = negotiateEncoding(c.req.header('accept-encoding'))
  if (!encoding) return new Response(body.identity, { status: 200, headers })
  const encoded = await encodedOnce(key, body, encoding)
  headers['content-encoding'] = encoding
  headers['content-length'] = String(encoded.byteLength)
  return new Response(encoded, { status: 200, headers })
}
