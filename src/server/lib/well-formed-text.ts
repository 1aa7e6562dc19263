/**
 * Decision 0034: a lone UTF-16 surrogate (half of a pair, as `"\ud800"` can write in JSON) is no text: PostgreSQL's
 * jsonb refuses it and its text columns would keep a replacement character. Requests carrying one are refused with a
 * translated 400 at the edge (the validation hook, better-auth's bodies); what is read from files is repaired.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const INVALID_CHARACTERS_REASON = 'validation.invalid_characters'

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text)
}

/** `text` with every lone surrogate replaced by U+FFFD, as a UTF-8 encoder would write it. */
export function wellFormed(text: string): string {
  return hasLoneSurrogate(text) ? text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD') : text
}

/** The dotted paths of every string (value or key) in `value` that holds a lone surrogate; none for clean input. */
export function loneSurrogatePaths(value: unknown, at: string[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasLoneSurrogate(value)) found.push(at.join('.'))
  } else if (Array.isArray(value)) {
    if (depth < 32) {
      for (const [i, item] of value.entries()) loneSurrogatePaths(item, [...at, String(i)], found, depth + 1)
    }
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      if (hasLoneSurrogate(key)) found.push([...at, wellFormed(key)].join('.'))
      else loneSurrogatePaths(item, [...at, key], found, depth + 1)
    }
  }
  return found
}

/** The lone surrogates' paths in a request's JSON body (read from a copy: the request stays unread); none otherwise. */
export async function loneSurrogatesInJsonBody(request: Request): Promise<string[]> {
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')) return []
  try {
    return loneSurrogatePaths(JSON.parse(await request.clone().text()))
  } catch {
    return []
  }
}
