import { describe, expect, it } from 'vitest'
import { neutralise, toCsv, toXlsx } from './spreadsheet.ts'

const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)

describe('CSV', () => {
  it('starts with a BOM, ends lines with CRLF and quotes what needs it', () => {
    const csv = toCsv(
      {
        name: 't',
        header: ['Nombre', 'Nota'],
        rows: [
          ['Peña; Hijo', 'dijo "hola"'],
          ['Ana', null],
          ['x', 3],
        ],
      },
      ';',
    )
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text(csv)).toBe('\uFEFFNombre;Nota\r\n"Peña; Hijo";"dijo ""hola"""\r\nAna;\r\nx;3\r\n')
  })

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralise(`${start}1+1`)).toBe(`'${start}1+1`)
    expect(neutralise('Juan = Pedro')).toBe('Juan = Pedro')
    const csv = text(toCsv({ name: 't', header: ['a'], rows: [['=HYPERLINK("http://x")'], ['-2']] }, ','))
    expect(csv).toContain('"\'=HYPERLINK(""http://x"")"')
    expect(csv).toContain(`\r\n"'-2"\r\n`)
  })

  it('separates with commas in English', () => {
    expect(text(toCsv({ name: 't', header: ['a', 'b'], rows: [['1,5', 2]] }, ','))).toBe('\uFEFFa,b\r\n"1,5",2\r\n')
  })
})

describe('XLSX', () => {
  it('writes typed cells: numbers, dates, and text that is never a formula', async () => {
    const bytes = await toXlsx({
      name: 'jugadores',
      header: ['Nombre', 'Nacimiento', 'Dorsal'],
      rows: [['=1+1', { date: '2001-02-03' }, 10]],
    })
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.name).toBe('jugadores')
    expect(sheet?.getRow(2).getCell(1).value).toBe('=1+1')
    expect(sheet?.getRow(2).getCell(1).formula).toBeUndefined()
    expect(sheet?.getRow(2).getCell(2).value).toEqual(new Date('2001-02-03T00:00:00Z'))
    expect(sheet?.getRow(2).getCell(3).value).toBe(10)
  })
})
