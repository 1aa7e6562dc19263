/** The exports feature's public module: what other features may import from it (decision 0029). */
export { CONTENT_TYPES, SPREADSHEET_FORMATS, type Table, writeTable } from './spreadsheet.ts'
