/**
 * DNI by the league's country (decision 0020): Argentina takes 7–8 digits (dots allowed: 12.345.678); Spain a DNI (8 digits
 * and the right check letter) or a NIE (X, Y or Z, 7 digits and the right letter); elsewhere the general rule of
 * player.schema.ts (isDni). Answers the message key of a refusal, which says which format is expected, or null.
 */
const SPANISH_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

export function spanishIdIsValid(normalized: string): boolean {
  const dni = /^(\d{8})([A-Z])$/.exec(normalized)
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(normalized)
  const [digits, letter] = dni
    ? [dni[1], dni[2]]
    : nie
      ? [`${'XYZ'.indexOf(nie[1] as string)}${nie[2]}`, nie[3]]
      : [null, null]
  if (!digits || !letter) return false
  return SPANISH_LETTERS[Number(digits) % 23] === letter
}

export function dniRefusalFor(value: string, country: string | null | undefined): string | null {
  const code = (country ?? '').toUpperCase()
  const trimmed = value.trim()
  if (code === 'AR') return /^\d{1,2}\.?\d{3}\.?\d{3}$/.test(trimmed) ? null : 'validation.dni_ar'
  if (code === 'ES') {
    return spanishIdIsValid(trimmed.replace(/[.\- ]/g, '').toUpperCase()) ? null : 'validation.dni_es'
  }
  return null
}
