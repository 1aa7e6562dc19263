/**
 * Escaping by construction for the public pages, with Hono's `html` tagged template (hono/html): its interpolations
 * are escaped unless they are already-escaped strings (another `html` result, or `raw` for the few fixed strings we
 * write ourselves). Arrays are joined; null, undefined and booleans render nothing. Decision 0031.
 */
import { html as honoHtml, raw } from 'hono/html'
import { escapeToBuffer, type HtmlEscapedString } from 'hono/utils/html'

export { raw }

/** Markup that is safe as it is: an `html` result or `raw`. */
export type SafeHtml = HtmlEscapedString

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[]

/**
 * hono/html, typed for what the pages interpolate: never a promise, so the result is always the string itself (Hono
 * returns a promise only when a value is one).
 */
export const html = honoHtml as (strings: TemplateStringsArray, ...values: Part[]) => SafeHtml

export function escapeHtml(value: string): string {
  const buffer: [string] = ['']
  escapeToBuffer(value, buffer)
  return buffer[0]
}

/** JSON inside a `<script type="application/ld+json">` data block: `<` escaped so no text closes the element. */
export function jsonLd(value: unknown): SafeHtml {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c'))
}
