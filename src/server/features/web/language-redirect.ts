/**
 * Server-side language handling (docs/product.md "Language handling"), answered before any page loads so there is no flash:
 * `/` goes to the language of the `lang` cookie, else the browser's, else es; `?lang=xx` overrides the path and is
 * saved in the cookie; a page path without a language segment gets the stored one. A valid language in the path is
 * respected (a shared /en/... link opens in English); see docs/decisions/0003-language-in-path.md.
 */
export const LANGUAGES = ['es', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'es'
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLanguage(value: string | undefined | null): value is Language {
  return value === 'es' || value === 'en'
}

export function preferredLanguage(cookieLang: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookieLang)) return cookieLang
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLanguage(first) ? first : DEFAULT_LANGUAGE
}

export type LanguageDecision =
  | { kind: 'serve'; lang: Language }
  | { kind: 'redirect'; location: string; setCookie?: Language }

export function decideLanguage(input: {
  path: string
  search: URLSearchParams
  cookieLang?: string
  acceptLanguage?: string
}): LanguageDecision {
  const segments = input.path.split('/').filter(Boolean)
  const pathLang = isLanguage(segments[0]) ? segments[0] : undefined
  const rest = pathLang ? segments.slice(1) : segments
  const queryLang = input.search.get('lang')
  if (isLanguage(queryLang)) {
    const search = new URLSearchParams(input.search)
    search.delete('lang')
    return { kind: 'redirect', location: buildPath(queryLang, rest, search), setCookie: queryLang }
  }
  if (pathLang) return { kind: 'serve', lang: pathLang }
  const lang = preferredLanguage(input.cookieLang, input.acceptLanguage)
  return { kind: 'redirect', location: buildPath(lang, rest, input.search) }
}

function buildPath(lang: Language, rest: string[], search: URLSearchParams) {
  const query = search.toString()
  return `/${[lang, ...rest].join('/')}${query ? `?${query}` : ''}`
}
