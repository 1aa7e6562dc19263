/**
 * Reads an uploaded spreadsheet into rows of cells. By content, not by name: a ZIP (PK\x03\x04) is an XLSX workbook,
 * whose first sheet is read (Excel date cells become their day); anything else must be text: UTF-8 with or without a
 * BOM, or Windows-1252 when the bytes are not valid UTF-8 (what a Spanish Excel saves as "CSV"), separated by `,` or
 * `;` (whichever the header line has more of, outside quotes), with quoted fields; the `'` the export puts before a
 * cell that starts like a formula is removed. Row 1 is the header. Reading is bounded by what the file holds: it stops
 * at the first value beyond IMPORT_MAX_ROWS data rows or IMPORT_MAX_COLUMNS columns, and a workbook must unpack to at
 * most XLSX_MAX_UNPACKED_BYTES; it runs in a worker thread (read-table-off-thread.ts, decision 0035).
 */
import { Readable } from 'node:stream'
import Papa from 'papaparse'
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '#domain/imports/import.schema.ts'
import type { RawCell, RawTable } from '#domain/imports/import-cells.ts'
import { AppError } from '#server/lib/app-error.ts'
import { wellFormed } from '#server/lib/well-formed-text.ts'
import { checkUnpackedSize } from './zip-budget.ts'

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte)

function unreadable(detail: string, cause?: unknown): AppError {
  return new AppError('IMPORT_UNREADABLE', { detail, ...(cause === undefined ? {} : { cause }) })
}

function tooManyRows(): AppError {
  return new AppError('IMPORT_TOO_MANY_ROWS', {
    detail: `A file can have at most ${IMPORT_MAX_ROWS} rows besides the header.`,
  })
}

function tooManyColumns(): AppError {
  return new AppError('IMPORT_TOO_MANY_COLUMNS', {
    detail: `A file can have at most ${IMPORT_MAX_COLUMNS} columns.`,
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

/** The export's guard against formulas undone (`'=x` → `=x`, `';'=x` → `;=x`, `a;'=x` → `a;=x`), so export → import round-trips such a
 * cell (decision 0035). */
function unneutralise(cell: string): string {
  return cell.replace(/^'(?=[;,]*'?[=+\-@\t\r])/, '').replace(/([;,]+)'(?=[=+\-@\t\r])/g, '$1')
}

/** Papa's records, refusing as soon as one with a value lies beyond IMPORT_MAX_ROWS data rows or IMPORT_MAX_COLUMNS. */
function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let refusal: AppError | undefined
  Papa.parse<string[]>(text, {
    delimiter: detectSeparator(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      const cells = result.data
      const hasValue = cells.some((cell) => cell.trim() !== '')
      if (hasValue && records.length >= IMPORT_MAX_ROWS + 1) refusal = tooManyRows()
      else if (cells.length > IMPORT_MAX_COLUMNS && cells.slice(IMPORT_MAX_COLUMNS).some((cell) => cell.trim() !== ''))
        refusal = tooManyColumns()
      if (refusal) parser.abort()
      else records.push(cells.slice(0, IMPORT_MAX_COLUMNS))
    },
  })
  if (refusal) throw refusal
  return records
}

export function readCsv(bytes: Uint8Array): RawTable {
  const records = csvRecords(decodeText(bytes))
  // the final line break leaves one empty record
  while (records.length > 0 && (records.at(-1) as string[]).every((cell) => cell.trim() === '')) records.pop()
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

type ExcelRow = { number: number; eachCell: (callback: (cell: { value: ExcelValue }, col: number) => void) => void }

/**
 * The cells present in the first sheet, by row number, read as the sheet's XML streams: what the file holds, never
 * its declared dimensions (a cell in XFD1 and another in A1048576 are two cells, not a 17-billion-cell box). A value
 * beyond row IMPORT_MAX_ROWS + 1 or column IMPORT_MAX_COLUMNS stops the read there (decision 0035).
 */
async function presentCells(bytes: Buffer): Promise<Map<number, RawCell[]>> {
  // the streaming reader alone: a fifth of the time the whole of ExcelJS takes to load
  const { default: WorkbookReader } = (await import('exceljs/lib/stream/xlsx/workbook-reader.js' as string)) as {
    default: typeof import('exceljs').stream.xlsx.WorkbookReader
  }
  const reader = new WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  })
  const rows = new Map<number, RawCell[]>()
  let previous = 0
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelRow>) {
      // a row without its number (`r` is optional in the format) follows the previous one
      const number = Number.isInteger(row.number) && row.number > 0 ? row.number : previous + 1
      previous = number
      const cells: RawCell[] = []
      row.eachCell((cell, col) => {
        const value = cellOf(cell.value)
        if (value === null) return
        if (number > IMPORT_MAX_ROWS + 1) throw tooManyRows()
        if (col > IMPORT_MAX_COLUMNS) throw tooManyColumns()
        cells[col - 1] = value
      })
      if (cells.length > 0) rows.set(number, cells)
    }
    break // the first sheet only
  }
  return rows
}

export async function readXlsx(bytes: Uint8Array): Promise<RawTable> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  await checkUnpackedSize(buffer)
  let present: Map<number, RawCell[]>
  try {
    present = await presentCells(buffer)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable('The file is not a readable XLSX workbook.', error)
  }
  if (present.size === 0) return { header: [], rows: [] }
  const width = Math.max(...[...present.values()].map((cells) => cells.length))
  const last = Math.max(...present.keys())
  const cellsOf = (n: number): RawCell[] => {
    const cells = present.get(n) ?? []
    return Array.from({ length: width }, (_, i) => cells[i] ?? null)
  }
  const header = cellsOf(1).map((cell) => (cell === null ? '' : typeof cell === 'string' ? cell : cell.date))
  const rows: RawTable['rows'] = []
  for (let n = 2; n <= last; n++) rows.push({ row: n, cells: cellsOf(n) })
  return { header, rows }
}

/**
 * The file as a table; IMPORT_UNREADABLE (neither CSV nor XLSX), IMPORT_EMPTY (no data row), IMPORT_NO_HEADER (a
 * first row without any text) IMPORT_TOO_MANY_ROWS, IMPORT_TOO_MANY_COLUMNS
 * or IMPORT_TOO_COMPLEX (decision 0035).
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
