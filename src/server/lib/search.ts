/**
 * Accent-free search over a table's search_text column (decision 0006), and the order names are listed in.
 */
import { like, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** Lower case, accents removed (á → a, ñ → n), single spaces: how names are stored in search_text and searched. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter((p): p is string => Boolean(p)).join(' '))
}

/** The words of a query (at most 5); a DNI typed with dots or hyphens ("12.345.678") becomes its digits. */
export function searchWordsOf(q: string | undefined): string[] {
  if (!q) return []
  return normalizeSearch(q)
    .split(' ')
    .map((word) => (/^[\d.-]+$/.test(word) ? word.replace(/[.-]/g, '') : word))
    .filter(Boolean)
    .slice(0, 5)
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** Every word must appear somewhere in search_text. */
export function searchFilters(column: PgColumn, q: string | undefined): SQL[] {
  return searchWordsOf(q).map((word) => like(column, `%${escapeLike(word)}%`))
}

/**
 * Orders names for people (Álvarez before Zárate, Ñ after N, "Equipo 2" before "Equipo 10"), the same on PGlite
 * and on PostgreSQL whatever their collation: small lists joined at read time (rosters, a player's teams) are
 * sorted with it in memory.
 */
const nameCollator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b)
}
