/**
 * A table written as CSV or XLSX. CSV: UTF-8 with a BOM (so Excel shows accents), CRLF lines, fields quoted when
 * needed, `;` between fields in Spanish (what a Spanish Excel opens in columns) and `,` in English; every cell that a
 * spreadsheet would take for a formula (starting with = + - @, tab or CR) is neutralised with a leading `'`. XLSX:
 * typed cells (numbers, dates, text: text is never read as a formula), a bold header, fitted column widths.
 */
export type Cell = string | number | null | { date: string }

export type Table = {
  /** the file's name without extension, and the sheet's name */
  name: string
  header: string[]
  rows: Cell[][]
}

export type SpreadsheetFormat = 'csv' | 'xlsx'
export const SPREADSHEET_FORMATS: readonly SpreadsheetFormat[] = ['csv', 'xlsx']

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

const FORMULA_START = /^[;,]*[=+\-@\t\r]/
/** separators (either: the file may be opened with the other one) right before a formula character */
const FORMULA_AFTER_SEPARATOR = /([;,]+)(?=[=+\-@\t\r])/g

/**
 * A cell's text with formula starts neutralised (OWASP's CSV injection advice): a `'` before a text that starts with
 * = + - @ tab or CR or with `;` or `,` before one (opened with the other separator, `;=1+1` is a cell `=1+1`), and
 * after every run of `;` or `,` that comes before such a character: `;=1+1` → `';'=1+1` (decision 0035).
 */
export function neutralise(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return FORMULA_START.test(text) ? `'${inner}` : inner
}

function csvField(cell: Cell, separator: string): string {
  if (cell === null) return ''
  const text = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? neutralise(cell) : cell.date
  const neutralised = typeof cell === 'string' && text !== cell
  return neutralised || /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(table: Table, separator: ',' | ';'): Uint8Array<ArrayBuffer> {
  const lines = [table.header, ...table.rows].map((row) => row.map((cell) => csvField(cell, separator)).join(separator))
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
}

export async function toXlsx(table: Table): Promise<Uint8Array<ArrayBuffer>> {
  // loaded on the first spreadsheet asked for: ExcelJS is large
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'League Portal'
  const sheet = workbook.addWorksheet(table.name.slice(0, 31))
  sheet.addRow(table.header).font = { bold: true }
  for (const row of table.rows) {
    sheet.addRow(
      row.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(`${cell.date}T00:00:00Z`) : cell)),
    )
  }
  table.header.forEach((title, index) => {
    const column = sheet.getColumn(index + 1)
    const widest = Math.max(
      title.length,
      ...table.rows.map((row) => {
        const cell = row[index]
        return cell === null || cell === undefined ? 0 : typeof cell === 'object' ? 10 : String(cell).length
      }),
    )
    column.width = Math.min(40, widest + 2)
    if (table.rows.some((row) => row[index] !== null && typeof row[index] === 'object')) column.numFmt = 'yyyy-mm-dd'
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

export async function writeTable(
  table: Table,
  format: SpreadsheetFormat,
  lang: 'es' | 'en',
): Promise<Uint8Array<ArrayBuffer>> {
  return format === 'csv' ? toCsv(table, lang === 'es' ? ';' : ',') : toXlsx(table)
}
