/** The typographic minus sign (U+2212): "−1" lines up with "+1" and "−3", unlike the hyphen "-1" (decision 0025). */
export const MINUS_SIGN = '\u2212'

/** A signed number as the tables print it: +3, −2, 0. */
export function signedNumber(value: number): string {
  if (value > 0) return `+${value}`
  if (value < 0) return `${MINUS_SIGN}${Math.abs(value)}`
  return '0'
}

/** A number that may be negative, with a true minus sign: 3, −2, 0. */
export function minusSigned(value: number): string {
  return value < 0 ? `${MINUS_SIGN}${Math.abs(value)}` : String(value)
}
