export const SUPPORTED_LANGS = ['es', 'en'] as const
export type Lang = (typeof SUPPORTED_LANGS)[number]
export const DEFAULT_LANG: Lang = 'es'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGS as readonly string[]).includes(value)
}

/** Splits `/es/dashboard/` into `{ lang: 'es', path: '/dashboard' }`; `lang` is null when the first segment is no locale. */
export function splitLocalePath(pathname: string): { lang: Lang | null; path: string } {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const [first, ...rest] = segments
  if (isLang(first)) {
    return { lang: first, path: rest.length > 0 ? `/${rest.join('/')}` : '' }
  }
  return { lang: null, path: segments.length > 0 ? `/${segments.join('/')}` : '' }
}

/** Builds `/:lang` + path (+ query); `path` is '' or starts with '/'. */
export function localizePath(lang: Lang, path: string, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : ''
  return `/${lang}${path}${search ? `?${search}` : ''}`
}

/**
 * Accepts a `next` query value only when it is a path inside this app (no scheme, no protocol-relative `//`,
 * no backslash tricks); the locale prefix is stripped so the caller can add the current one.
 */
export function sanitizeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\') || /\p{Cc}/u.test(next)) {
    return null
  }
  const [pathname, ...searchParts] = next.split('?')
  const { path } = splitLocalePath(pathname ?? '')
  const search = searchParts.join('?')
  return `${path || ''}${search ? `?${search}` : ''}` || null
}
