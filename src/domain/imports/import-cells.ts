/**
 * Reading a spreadsheet's cells the way people type them: headers in Spanish or English whatever their case, accents,
 * spaces and underscores; dates as YYYY-MM-DD, DD/MM/YYYY or D/M/YYYY (or an Excel date cell); names compared without
 * case and accents, with the closest ones suggested when none matches.
 */
import { normalizeName } from '#domain/names/name-key.ts'

/** A cell as the file reader gives it: trimmed text, an Excel date cell as its day, or nothing. */
export type RawCell = string | { date: string } | null

/** A table read from a file: the header row and the data rows with their spreadsheet row numbers (header = 1). */
export type RawTable = { header: string[]; rows: { row: number; cells: RawCell[] }[] }

/**
 * "Fecha de_Nacimiento" → "fechadenacimiento", "N°" → "n": case, accents, spaces, underscores, hyphens, dots and
 * the degree and ordinal signs leagues write after N ignored.
 */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.\-°º]+/g, '')
}

/** A name as compared: lower case, accents removed, single spaces (the league's unique names, decision 0020). */
export { normalizeName }

/** Which file column holds each field, the header as written for each, and the headers that match nothing. */
export type ColumnMatch<F extends string> = {
  index: Partial<Record<F, number>>
  header: Partial<Record<F, string>>
  ignored: string[]
}

/** Matches a header row against each field's accepted names (already normalized); a second column for a field is ignored. */
export function matchColumns<F extends string>(header: string[], names: Record<F, readonly string[]>): ColumnMatch<F> {
  const match: ColumnMatch<F> = { index: {}, header: {}, ignored: [] }
  const fields = Object.keys(names) as F[]
  header.forEach((title, i) => {
    const key = normalizeHeader(title)
    if (!key) return
    const field = fields.find((f) => names[f].includes(key))
    if (field && match.index[field] === undefined) {
      match.index[field] = i
      match.header[field] = title
    } else {
      match.ignored.push(title)
    }
  })
  return match
}

/** The cell's text ('' for nothing; an Excel date cell as YYYY-MM-DD). */
export function textOf(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return ''
  return typeof cell === 'string' ? cell.trim() : cell.date
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** YYYY-MM-DD from YYYY-MM-DD, DD/MM/YYYY or D/M/YYYY (also with - or . between day, month and year); null otherwise. */
export function parseDate(cell: RawCell | undefined): string | null {
  if (cell !== null && typeof cell === 'object') return cell.date
  const text = textOf(cell)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [0, 0, 0]
  if (!year || !isRealDay(year, month, day)) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** A whole number written as digits (an XLSX number cell arrives as its text, e.g. "7"); null otherwise. */
export function parseWholeNumber(text: string): number | null {
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : null
}

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** Up to `limit` of `candidates` closest to `name` (edit distance on the compared form; a containing name first). */
export function closestNames(name: string, candidates: readonly string[], limit = 3): string[] {
  const wanted = normalizeName(name)
  return candidates
    .map((candidate) => {
      const compared = normalizeName(candidate)
      const contains = compared.includes(wanted) || wanted.includes(compared)
      return { candidate, score: contains ? -1 : editDistance(wanted, compared) }
    })
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((each) => each.candidate)
}
