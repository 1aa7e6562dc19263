/**
 * HTTP caching of every public response: an ETag derived from the league's data stamp (publicStampSql: the
 * versions of everything the pages show), the response's own key (path, language, the live script's hash) and,
 * where the page depends on the clock, the hour. `If-None-Match` is answered 304 after the one statement that reads
 * the league and its stamp, before anything is rendered. The stamp lives in the database, so every instance gives the
 * same ETag for the same data, and a CDN may keep a response `max-age` seconds and serve it stale while it
 * revalidates. A rendered body is kept in memory under its ETag and address (least recently used out first, 16 MB in
 * all), and readers asking at once for one that is not rendered yet share one rendering: a page shared on WhatsApp
 * on a Sunday evening is rendered once per change, not once per fan.
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { PublicOrganization } from './public.service.ts'
import { LIVE_SCRIPT_HASH } from './public-assets.ts'

/** Bump when the rendering changes in a way the stamp cannot see. */
const RENDER_REVISION = '2'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60'

export function etagOf(org: PublicOrganization, key: string, now?: Date): string {
  const hour = now ? Math.floor(now.getTime() / 3_600_000) : ''
  const digest = createHash('sha256')
    .update(`${RENDER_REVISION}|${LIVE_SCRIPT_HASH}|${org.id}|${org.stamp}|${key}|${hour}`)
    .digest('base64url')
    .slice(0, 27)
  return `W/"${digest}"`
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

const RENDERED_MAX_CHARS = 16 * 1024 * 1024
const rendered = new Map<string, Promise<string>>()
const renderedChars = new Map<string, number>()
let totalChars = 0

function forget(key: string) {
  rendered.delete(key)
  totalChars -= renderedChars.get(key) ?? 0
  renderedChars.delete(key)
}

/** The body under `key`, rendered by the first caller only; a failed rendering is not kept. */
function renderOnce(key: string, render: () => Promise<string> | string): Promise<string> {
  const known = rendered.get(key)
  if (known) {
    // most recently used goes last
    rendered.delete(key)
    rendered.set(key, known)
    return known
  }
  const body = Promise.resolve().then(render)
  rendered.set(key, body)
  body.then(
    (text) => {
      if (rendered.get(key) !== body) return
      renderedChars.set(key, text.length)
      totalChars += text.length
      for (const oldest of rendered.keys()) {
        if (totalChars <= RENDERED_MAX_CHARS) break
        if (oldest !== key) forget(oldest)
      }
    },
    () => forget(key),
  )
  return body
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
  if (matches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  const body = await renderOnce(`${etag}|${pathAndQuery(c)}|${options.contentType}`, render)
  return new Response(body, { status: 200, headers: { ...headers, 'content-type': options.contentType } })
}
