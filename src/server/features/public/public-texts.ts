/**
 * The public pages' words, in both languages (the pages are rendered on the server, not by the client's i18next): the
 * server catalogue's `public.*` (src/server/i18n, decision 0042).
 */
import { fill, messagesOf, type ServerMessages, serverLangOf } from '#server/i18n/server-messages.ts'

export const PUBLIC_LANGS = ['es', 'en'] as const
export type PublicLang = (typeof PUBLIC_LANGS)[number]

export type PublicTextKey = keyof ServerMessages['public']
export const PUBLIC_TEXTS: Record<PublicLang | 'es-AR', ServerMessages['public']> = {
  es: messagesOf('es').public,
  'es-AR': messagesOf('es-AR').public,
  en: messagesOf('en').public,
}

/**
 * The words of a page in `lang`; in Spanish, an Argentine league's pages read Argentine Spanish (`country` of its
 * first league, decisions 0042, 0055), as its staff's app does.
 */
export function textsOf(lang: PublicLang, country?: string | null) {
  const texts = PUBLIC_TEXTS[serverLangOf(lang, country)]
  return (key: PublicTextKey, values: Record<string, string | number> = {}) => fill(texts[key], values)
}

/** The words of one league's pages and feeds: `textsOf(lang, country)`. */
export type PublicTexts = ReturnType<typeof textsOf>

/** A page's words: its language, Argentine Spanish for an Argentine league (decision 0055). */
export function textsOfPage(ctx: { lang: PublicLang; org: { leagues: { country: string | null }[] } }): PublicTexts {
  return textsOf(ctx.lang, ctx.org.leagues[0]?.country)
}

export const isPublicLang = (value: string): value is PublicLang => value === 'es' || value === 'en'

/** Every date and time of the public pages and feeds goes through here, in the league's time zone. */
export function formatGameWhen(
  game: { playAt: string | null; date: string | null; isTimeHidden: boolean },
  lang: PublicLang,
  timeZone: string,
): string {
  const t = textsOf(lang)
  const locale = lang === 'es' ? 'es-ES' : 'en-GB'
  if (game.playAt) {
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(game.playAt))
  }
  if (game.date) return `${formatDay(game.date, lang)} · ${t('time_hidden')}`
  return t('no_date')
}

/** A calendar day (`YYYY-MM-DD`), as written in the league's language. */
export function formatDay(day: string, lang: PublicLang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00Z`))
}
