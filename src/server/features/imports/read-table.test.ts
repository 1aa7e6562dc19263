import { describe, expect, it } from 'vitest'
import { IMPORT_MAX_ROWS } from '#domain/imports/import.schema.ts'
import { decodeText, detectSeparator, readTable } from './read-table.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
/** Windows-1252 of text within Latin-1 (á, ñ, ü, º are single bytes there). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)))

describe('readTable: CSV', () => {
  it('reads a Spanish Excel CSV: semicolons, dd/mm/yyyy, accents in Windows-1252', async () => {
    const bytes = cp1252(
      'Nombre;Apellido;DNI;Fecha de nacimiento;Equipo\r\nJosé;Muñoz;30.111.222;05/03/2001;Güemes\r\n',
    )
    // not valid UTF-8: the é (0xE9) is a lone byte
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow()
    const table = await readTable(bytes)
    expect(table.header).toEqual(['Nombre', 'Apellido', 'DNI', 'Fecha de nacimiento', 'Equipo'])
    expect(table.rows).toEqual([{ row: 2, cells: ['José', 'Muñoz', '30.111.222', '05/03/2001', 'Güemes'] }])
  })

  it('reads UTF-8 with a BOM, and quoted fields with separators, quotes and line breaks', async () => {
    const text = '\uFEFFfirst name,last name,notes\n"Ana, María","O""Brien","two\nlines"\n\nLuis,Ñandú,\'-5\n'
    const table = await readTable(utf8(text))
    expect(table.header[0]).toBe('first name')
    expect(table.rows).toEqual([
      { row: 2, cells: ['Ana, María', 'O"Brien', 'two\nlines'] },
      { row: 3, cells: [null] },
      { row: 4, cells: ['Luis', 'Ñandú', '-5'] },
    ])
  })

  it('detects the separator from the header line, outside quotes', () => {
    expect(detectSeparator('a;b;c\n1,2;3')).toBe(';')
    expect(detectSeparator('"a;b",c,d')).toBe(',')
    expect(detectSeparator('nombre')).toBe(',')
    expect(decodeText(utf8('\uFEFFñ'))).toBe('ñ')
  })

  it('refuses what is not a spreadsheet, an empty file, a file without header or rows, too many rows', async () => {
    const codeOf = (bytes: Uint8Array) =>
      readTable(bytes).then(
        () => 'read',
        (error: { code: string }) => error.code,
      )
    expect(await codeOf(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0]))).toBe('IMPORT_UNREADABLE')
    expect(await codeOf(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toBe('IMPORT_UNREADABLE')
    expect(await codeOf(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]))).toBe('IMPORT_UNREADABLE')
    expect(await codeOf(utf8(''))).toBe('IMPORT_EMPTY')
    expect(await codeOf(utf8('\uFEFF\r\n\r\n'))).toBe('IMPORT_EMPTY')
    expect(await codeOf(utf8('Nombre;Apellido\r\n'))).toBe('IMPORT_EMPTY')
    expect(await codeOf(utf8(';\r\nAna;Gómez\r\n'))).toBe('IMPORT_NO_HEADER')
    const many = `Nombre\n${'x\n'.repeat(IMPORT_MAX_ROWS + 1)}`
    expect(await codeOf(utf8(many))).toBe('IMPORT_TOO_MANY_ROWS')
    expect(await codeOf(utf8(`Nombre\n${'x\n'.repeat(IMPORT_MAX_ROWS)}`))).toBe('read')
  })
})

describe('readTable: XLSX', () => {
  it('reads the first sheet: text, numbers, Excel date cells, rich text and formulas by their result', async () => {
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Jugadores')
    sheet.addRow(['Nombre', 'Apellido', 'DNI', 'Fecha de nacimiento', 'Dorsal'])
    sheet.addRow([
      'Ana',
      { richText: [{ text: 'Gó' }, { text: 'mez' }] },
      30111222,
      new Date('1999-04-30T00:00:00Z'),
      7,
    ])
    sheet.addRow([])
    sheet.addRow(['Luis', 'Peña', '40.123.456', '05/03/2001', { formula: '5+5', result: 10 }])
    workbook.addWorksheet('Otra').addRow(['ignored'])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const table = await readTable(bytes)
    expect(table.header).toEqual(['Nombre', 'Apellido', 'DNI', 'Fecha de nacimiento', 'Dorsal'])
    expect(table.rows).toEqual([
      { row: 2, cells: ['Ana', 'Gómez', '30111222', { date: '1999-04-30' }, '7'] },
      { row: 3, cells: [null, null, null, null, null] },
      { row: 4, cells: ['Luis', 'Peña', '40.123.456', '05/03/2001', '10'] },
    ])
  })
})
