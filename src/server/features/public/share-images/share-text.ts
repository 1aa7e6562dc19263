/**
 * The words and dates drawn on share images, in the league's language. The server cannot read the client's locale
 * files, and an image needs only these few labels: the server catalogue's `share.*` (src/server/i18n, decision 0042).
 * An Argentine league's images read es-AR ("Fecha 3" where Spain's say "Jornada 3"), as its public pages do (decision
 * 0055). Dates go through one formatter that takes an IANA time zone.
 */
import { messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'

/** The languages an image may be asked for (`?lang=`). */
export const SHARE_LANGS = ['es', 'en'] as const
export type ShareLang = (typeof SHARE_LANGS)[number]
/** The words an image is drawn in: the asked or league's language, Spanish made Argentine for an Argentine league. */
export type ShareWords = ServerLang

export const SHARE_TEXT = {
  es: messagesOf('es').share,
  'es-AR': messagesOf('es-AR').share,
  en: messagesOf('en').share,
} as const satisfies Record<ShareWords, Record<string, string>>

export type ShareText = (typeof SHARE_TEXT)[ShareWords]

const SPANISH_SPEAKING = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GQ',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
])

/** The league's language: Spanish for a league in a Spanish-speaking country, else English. */
export function langOfCountry(country: string | undefined): ShareLang {
  return country && !SPANISH_SPEAKING.has(country.toUpperCase()) ? 'en' : 'es'
}

/** A game's day (and time unless hidden) in the league's language and time zone, e.g. "sáb 7 mar · 18:30". */
export function formatShareDate(
  iso: string,
  { lang, timeZone, isTimeHidden }: { lang: ShareWords; timeZone: string; isTimeHidden: boolean },
): string {
  const locale = lang === 'en' ? 'en-GB' : 'es-ES'
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone })
    .format(date)
    .replace(/\./g, '')
    .replace(',', '')
  if (isTimeHidden) return day
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date)
  return `${day} · ${time}`
}

/** A round's calendar day (`YYYY-MM-DD`, no time zone) in the league's language, e.g. "sábado 7 de marzo". */
export function formatRoundDay(day: string, lang: ShareWords): string {
  const locale = lang === 'en' ? 'en-GB' : 'es-ES'
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}
