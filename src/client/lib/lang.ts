import { DEFAULT_LANG, isLang, type Lang } from '#domain/navigation/locale-path.ts'

export const LANG_STORAGE_KEY = 'lang'
export const LANG_COOKIE = 'lang'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

/** The language kept by the browser: localStorage `lang`, then cookie `lang`, then es. */
export function getStoredLang(): Lang {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY)
    if (isLang(stored)) return stored
  } catch {
    // Storage unavailable (privacy mode): fall through.
  }
  const fromCookie = readCookie(LANG_COOKIE)
  return isLang(fromCookie) ? fromCookie : DEFAULT_LANG
}

/** Keeps the language in localStorage and in the `lang` cookie (365 days, path /) the server reads on `/`. */
export function persistLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Ignore: the cookie still carries it.
  }
  if (readCookie(LANG_COOKIE) !== lang) {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${LANG_COOKIE}=${lang}; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax`
  }
}

export function dateLocale(lang: Lang): 'es-ES' | 'en-GB' {
  return lang === 'es' ? 'es-ES' : 'en-GB'
}
