import type { Lang } from '#domain/navigation/locale-path.ts'
import { dateLocale } from './lang.ts'

type DateInput = Date | string | number

const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(lang: Lang, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone ?? ''}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(lang), { ...options, timeZone })
    cache.set(key, format)
  }
  return format
}

/** The one date formatter: calendar es-ES or en-GB, optionally in the organization's time zone. */
export function formatDate(
  value: DateInput,
  lang: Lang,
  { style = 'date', timeZone }: { style?: 'date' | 'datetime' | 'long'; timeZone?: string } = {},
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const options: Intl.DateTimeFormatOptions =
    style === 'datetime'
      ? { dateStyle: 'medium', timeStyle: 'short' }
      : style === 'long'
        ? { dateStyle: 'long' }
        : { dateStyle: 'medium' }
  return formatter(lang, options, timeZone).format(date)
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(dateLocale(lang)).format(value)
}
