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
  return formatOf(currency, lang).format(amount / minorPerUnit(currency))
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
