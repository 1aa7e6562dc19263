/**
 * Reads an uploaded spreadsheet into rows of cells. By content, not by name: a ZIP (PK\x03\x04) is an XLSX workbook,
 * whose first sheet is read (Excel date cells become their day); anything else must be text: UTF-8 with or without a
 * BOM, or Windows-1252 when the bytes are not valid UTF-8 (what a Spanish Excel saves as "CSV"), separated by `,` or
 * `;` (whichever the header line has more of, outside quotes), with quoted fields; the `'` the export puts before a
 * cell that starts like a formula is removed. Row 1 is the header.
 */
import Papa from 'papaparse'
import { IMPORT_MAX_ROWS } from '#domain/imports/import.schema.ts'
import type { RawCell, RawTable } from '#domain/imports/import-cells.ts'
import { AppError } from '#server/lib/app-error.ts'
import { wellFormed } from '#server/lib/well-formed-text.ts'

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte)

function unreadable(detail: string, cause?: unknown): AppError {
  return new AppError('IMPORT_UNREADABLE', { detail, ...(cause === undefined ? {} : { cause }) })
}

function tooManyRows(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    detail: `A file can have at most ${IMPORT_MAX_ROWS} rows besides the header.`,
  })
}

/** The text of a CSV file: UTF-8 (BOM removed), else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body)
  } catch {
    text = new TextDecoder('windows-1252').decode(body)
  }
  // a NUL has no place in a text file: these bytes are something else (an image, a PDF, UTF-16)
  if (text.includes('\u0000')) throw unreadable('The file is neither a CSV text nor an XLSX workbook.')
  return text
}

/** `;` or `,`: whichever the first line has more of outside quotes (a Spanish Excel writes `;`). */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && ch === ',') commas++
    else if (!quoted && ch === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/** The export's guard against formulas undone (`'=x` → `=x`), so export → import round-trips such a cell. */
function unneutralise(cell: string): string {
  return cell.replace(/^'(?=[=+\-@\t\r])/, '')
}

export function readCsv(bytes: Uint8Array): RawTable {
  const text = decodeText(bytes)
  const parsed = Papa.parse<string[]>(text, { delimiter: detectSeparator(text), skipEmptyLines: false })
  const records = parsed.data
  // the final line break leaves one empty record
  while (records.length > 0 && (records.at(-1) as string[]).every((cell) => cell.trim() === '')) records.pop()
  if (records.length - 1 > IMPORT_MAX_ROWS) throw tooManyRows()
  const [header = [], ...rest] = records
  return {
    header: header.map((cell) => cell.trim()),
    rows: rest.map((cells, i) => ({ row: i + 2, cells: cells.map((cell) => unneutralise(cell.trim()) || null) })),
  }
}

type ExcelValue = unknown

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** An ExcelJS cell value as a RawCell: dates as their day, formulas as their result, rich text as its text. */
function cellOf(value: ExcelValue): RawCell {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: dayOf(value) }
  // a workbook's XML can spell half a surrogate pair: repaired, as the CSV's decoder does (decision 0034)
  if (typeof value === 'string') return wellFormed(value).trim() || null
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown }
    if (Array.isArray(v.richText))
      return (
        v.richText
          .map((part) => wellFormed(part.text))
          .join('')
          .trim() || null
      )
    if ('result' in v) return cellOf(v.result)
    if (typeof v.text === 'string') return wellFormed(v.text).trim() || null
  }
  return null
}

export async function readXlsx(bytes: Uint8Array): Promise<RawTable> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never)
  } catch (error) {
    throw unreadable('The file is not a readable XLSX workbook.', error)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return { header: [], rows: [] }
  if (sheet.rowCount - 1 > IMPORT_MAX_ROWS) {
    // rowCount counts up to the last row ever touched: count the ones with values before refusing
    if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw tooManyRows()
  }
  const width = sheet.columnCount
  const rowsOf = (n: number): RawCell[] => {
    const row = sheet.getRow(n)
    return Array.from({ length: width }, (_, i) => cellOf(row.getCell(i + 1).value))
  }
  const header = rowsOf(1).map((cell) => (cell === null ? '' : typeof cell === 'string' ? cell : cell.date))
  const rows: RawTable['rows'] = []
  for (let n = 2; n <= sheet.rowCount; n++) rows.push({ row: n, cells: rowsOf(n) })
  while (rows.length > 0 && (rows.at(-1) as RawTable['rows'][number]).cells.every((cell) => cell === null)) rows.pop()
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows()
  return { header, rows }
}

/**
 * The file as a table; IMPORT_UNREADABLE (neither CSV nor XLSX), IMPORT_EMPTY (no data row), IMPORT_NO_HEADER (a
 * first row without any text) or PAYLOAD_TOO_LARGE (more than IMPORT_MAX_ROWS data rows).
 */
export async function readTable(bytes: Uint8Array): Promise<RawTable> {
  if (startsWith(bytes, OLE_MAGIC)) {
    throw unreadable('An old Excel file (.xls): save it as an Excel workbook (.xlsx) or as CSV.')
  }
  const table = startsWith(bytes, ZIP_MAGIC) ? await readXlsx(bytes) : readCsv(bytes)
  const hasHeader = table.header.some((title) => title.trim() !== '')
  const hasRows = table.rows.some((r) => r.cells.some((cell) => cell !== null))
  if (!hasHeader && !hasRows) throw new AppError('IMPORT_EMPTY', { detail: 'The file is empty.' })
  if (!hasHeader) throw new AppError('IMPORT_NO_HEADER', { detail: 'The first row must be the header.' })
  if (!hasRows) throw new AppError('IMPORT_EMPTY', { detail: 'The file has a header but no rows to import.' })
  return table
}
