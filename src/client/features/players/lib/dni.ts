/**
 * DNI rules of src/domain/players/player.schema.ts, copied: that module builds zod schemas at import time and would
 * bring the full zod into the page. dni.test.ts checks both agree.
 */

/** The stored and compared form of a DNI: separators removed, upper case. */
export function normalizeDni(value: string): string {
  return value.replace(/[.\-\s]/g, '').toUpperCase()
}

/** Letters and digits, optionally separated by dots, spaces or hyphens; 5–20 letters or digits without them. */
export function isDni(value: string): boolean {
  const trimmed = value.trim()
  return (
    trimmed.length <= 40 &&
    /^[A-Za-z0-9][A-Za-z0-9.\- ]*$/.test(trimmed) &&
    /^[A-Z0-9]{5,20}$/.test(normalizeDni(trimmed))
  )
}

/**
 * Whether a search looks like someone typing a DNI (so an exact lookup is worth it): at least 5 characters with a
 * digit, nothing but DNI characters. Names rarely have digits; DNIs here nearly always do.
 */
export function looksLikeDni(value: string): boolean {
  const trimmed = value.trim()
  return isDni(trimmed) && /\d/.test(trimmed)
}
