/**
 * Conditional GET, one way for every route that sends an ETag (public pages and JSON, share images, uploads, calendar
 * feeds, the web app's files and HTML): `If-None-Match` is compared with the weak comparison of RFC 9110 §13.1.2
 * (`W/"x"` and `"x"` match each other), it may list several tags separated by commas (a comma inside a quoted tag
 * stays part of it), and `*` matches any current representation. Decision 0031.
 */
import type { Context } from 'hono'

/** Each member of the list: `*`, or an entity tag with its optional weakness prefix (opaque tag captured). */
const MEMBER = /\*|(?:W\/)?"([^"]*)"/g

/** The opaque tag of an ETag: what is compared, without `W/` and the quotes (a bare value is taken as it is). */
function opaqueOf(etag: string): string {
  const tag = etag.startsWith('W/') ? etag.slice(2) : etag
  return tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"') ? tag.slice(1, -1) : tag
}

/** Whether an `If-None-Match` header names the current `etag` (weak comparison, lists, `*`). */
export function ifNoneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  if (header === etag) return true
  const current = opaqueOf(etag)
  for (const member of header.matchAll(MEMBER)) {
    if (member[0] === '*' || member[1] === current) return true
  }
  return false
}

/** Whether the request's `If-None-Match` names `etag`: the route answers 304 (with its validators) instead of the body. */
export function isNotModified(c: Context, etag: string): boolean {
  return ifNoneMatchHits(c.req.header('if-none-match'), etag)
}
