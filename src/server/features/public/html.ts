/**
 * Escaping by construction for the public pages: `html` is a tagged template whose interpolations are escaped
 * unless they are `SafeHtml` (another `html` result, or `raw` for the few fixed strings we write ourselves).
 * Arrays are joined; null, undefined and false render nothing.
 */
export class SafeHtml {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString() {
    return this.value
  }
}

type Part = SafeHtml | string | number | boolean | null | undefined | Part[]

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string)
}

function render(part: Part): string {
  if (part === null || part === undefined || part === false || part === true) return ''
  if (part instanceof SafeHtml) return part.value
  if (Array.isArray(part)) return part.map(render).join('')
  return escapeHtml(String(part))
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? ''
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '')
  return new SafeHtml(out)
}

/** Trusted markup written by us (never data). */
export const raw = (value: string) => new SafeHtml(value)

/** JSON inside a `<script type="application/ld+json">` data block: `<` escaped so no text closes the element. */
export function jsonLd(value: unknown): SafeHtml {
  return new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c'))
}
