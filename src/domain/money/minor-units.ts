/**
 * Amounts are integers of the currency's minor units (decision 0048); a provider that speaks in major units
 * (Mercado Pago's `unit_price`, `transaction_amount`) is converted here (decision 0053).
 */

/** How many decimals the currency has (ISO 4217 through Intl: ARS and EUR 2, CLP and JPY 0). */
export function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorUnitDigits(currency)
}

/** Rounded to the nearest minor unit (1500.5 ARS → 150050). */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorUnitDigits(currency))
}
