/**
 * Compression on the wire (decision 0017). Built assets are compressed once at build time (scripts/vite-precompress.ts)
 * and served by `serveBuiltFile` in features/web; everything else the app answers with text (HTML, JSON, problem+json)
 * of 1 KB or more is compressed here, on the fly: brotli when the client accepts it, else gzip (unless its handler
 * already chose, saying `Vary: Accept-Encoding`: the public site keeps its bodies compressed). Never the live stream
 * (text/event-stream must flush event by event), never images or files that are already compressed, never a response
 * that says `no-transform`. A client that sends no Accept-Encoding gets the same bytes as before.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'

export type Encoding = 'br' | 'gzip'

/** Smaller bodies gain less than the header costs. */
export const COMPRESS_THRESHOLD = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * The encoding to answer with, by the request's Accept-Encoding (q-values honoured, `*` included): brotli first, gzip
 * next, null for none (no header, `identity`, or both refused with q=0).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined | null,
  available: readonly Encoding[] = ['br', 'gzip'],
) {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0)
  }
  let best: { encoding: Encoding; weight: number } | null = null
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > 0 && (best === null || weight > best.weight)) best = { encoding, weight }
  }
  return best?.encoding ?? null
}

/** The types compressed on the fly: text, JSON (and problem+json), JavaScript, SVG, XML. Not the live stream. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/manifest+json'
  )
}

/** Adds Accept-Encoding to a response's Vary header, once. */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('vary')
  if (vary === '*') return
  if (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Brotli quality by how often a body is compressed (decision 0043, measured on a page of 500 games, 492 KB, and the
 * leaderboards, 40 KB): a body compressed on every request (`dynamic`) at quality 1 is 4% larger than at 4 for a
 * third of the CPU (1.5 ms against 5.0 ms for the 492 KB); one compressed once and kept (`kept`: the public site's
 * bodies) at 4, as before. gzip (for the rare client without brotli) stays at 6: level 1 is 10% larger.
 */
export const BROTLI_QUALITY = { dynamic: 1, kept: 4 } as const

export async function compressBody(
  body: Uint8Array,
  encoding: Encoding,
  use: keyof typeof BROTLI_QUALITY = 'dynamic',
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level: 6 })
}

/** The middleware: compresses the finished response when it qualifies (see the file's comment). */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    // headers first: reading `body` turns @hono/node-server's lightweight response into a stream (a copy of the bytes)
    if (c.req.method === 'HEAD') return
    if (res.status === 204 || res.status === 206 || res.status === 304 || res.status < 200) return
    if (res.headers.has('content-encoding') || !isCompressibleType(res.headers.get('content-type'))) return
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('cache-control') ?? '')) return
    // a handler that chose the encoding itself (built files, the public site's cached bodies) says so with Vary
    if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(res.headers.get('vary') ?? '')) return
    if (!res.body) return
    const declared = res.headers.get('content-length')
    if (declared !== null && Number(declared) < COMPRESS_THRESHOLD) return
    const encoding = negotiateEncoding(c.req.header('accept-encoding'))
    // Read the whole body: the qualifying responses are JSON and HTML the app built in memory.
    const body = new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    if (body.byteLength < COMPRESS_THRESHOLD) {
      replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }))
      return
    }
    varyOnEncoding(headers)
    if (!encoding) {
      replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }))
      return
    }
    const compressed = await compressBody(body, encoding)
    headers.set('content-encoding', encoding)
    headers.set('content-length', String(compressed.byteLength))
    const etag = headers.get('etag')
    // The compressed bytes differ from the identity ones: a strong validator must not claim they are the same.
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
    replaceResponse(
      c,
      new Response(new Uint8Array(compressed), { status: res.status, statusText: res.statusText, headers }),
    )
  }
}

/** Hono merges the old response's headers into a new one (content-length included): clear it first. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined
  c.res = response
}
