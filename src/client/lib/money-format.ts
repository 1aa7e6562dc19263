/** Amounts of minor units in the league's currency, as the reader's language writes them (decision 0048). */
import type { Lang } from '#domain/navigation/locale-path.ts'

const LOCALES: Record<string, string> = { es: 'es-AR', en: 'en-US' }

function formatOf(currency: string, lang: Lang) {
  return new Intl.NumberFormat(LOCALES[lang] ?? lang, { style: 'currency', currency })
}

/** The currency's minor units per unit (100 for ARS, EUR, USD). */
export function minorPerUnit(currency: string): number {
  return 10 ** (formatOf(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2)
}

export function formatMoney(amount: number, currency: string, lang: Lang): string {
  // + 0 makes a negative zero (the opposite of a zero balance) a plain one: never "-$0.00"
  return formatOf(currency, lang).format(amount / minorPerUnit(currency) + 0)
}

/** What a person typed ("1500", "1.500,50", "1500.5") as minor units; null when it is not a positive amount. */
export function parseAmount(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '')
  if (!/^\d[\d.,]*$/.test(cleaned)) return null
  const lastSeparator = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'))
  const decimals = lastSeparator >= 0 && cleaned.length - lastSeparator - 1 <= 2 ? lastSeparator : -1
  const whole = (decimals >= 0 ? cleaned.slice(0, decimals) : cleaned).replace(/[.,]/g, '')
  const fraction = decimals >= 0 ? cleaned.slice(decimals + 1) : ''
  const value = Math.round(Number(`${whole || '0'}.${fraction || '0'}`) * minorPerUnit(currency))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** The largest amount a fee or a payment may be, in minor units: the server's bound (domain/competition/settings.ts). */
export const MAX_AMOUNT = 10_000_000_000

export type AmountParse =
  | { amount: number }
  | { error: 'money.amount_invalid' | 'money.amount_decimals' | 'validation.too_big' }

/**
 * An amount typed in the currency's units, in the reader's language ("1500,50" or "1.500,50" in Spanish, "1500.50" or
 * "1,500.50" in English), as minor units. The language's decimal separator is the decimal one; the other one groups
 * thousands, unless it is the only separator and one or two digits follow it ("1500.50" typed in Spanish is still
 * 1500 and a half). 0 is an amount; negative or more decimals than the currency has are not.
 */
export function parseMajorAmount(text: string, currency: string, lang: Lang): AmountParse {
  const cleaned = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (!/^\d[\d.,]*$/.test(cleaned) || /[.,]$/.test(cleaned)) return { error: 'money.amount_invalid' }
  const decimal = lang === 'en' ? '.' : ','
  const group = lang === 'en' ? ',' : '.'
  let whole = cleaned
  let fraction = ''
  if (cleaned.includes(decimal)) {
    const at = cleaned.lastIndexOf(decimal)
    whole = cleaned.slice(0, at)
    fraction = cleaned.slice(at + 1)
    if (whole.includes(decimal) || fraction.includes(group)) return { error: 'money.amount_invalid' }
  } else {
    const parts = cleaned.split(group)
    const last = parts.at(-1) ?? ''
    if (parts.length === 2 && last.length < 3) {
      whole = parts[0] ?? ''
      fraction = last
    }
  }
  const groups = whole.split(group)
  if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3)) return { error: 'money.amount_invalid' }
  const digits = Math.log10(minorPerUnit(currency))
  if (fraction.length > digits) return { error: 'money.amount_decimals' }
  const amount = Number(`${groups.join('')}${fraction.padEnd(digits, '0')}`)
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT) return { error: 'validation.too_big' }
  return { amount }
}

/** Minor units as the reader types them: "1500,50" (es), "1500.50" (en), "1500" when whole; no symbol, no grouping. */
export function formatMajorAmount(amount: number, currency: string, lang: Lang): string {
  const per = minorPerUnit(currency)
  return new Intl.NumberFormat(LOCALES[lang] ?? lang, {
    useGrouping: false,
    minimumFractionDigits: amount % per === 0 ? 0 : Math.log10(per),
    maximumFractionDigits: Math.log10(per),
  }).format(amount / per)
}
