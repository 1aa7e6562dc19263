/**
 * Hostile spreadsheets built in the test (decision 0035): a minimal XLSX zipped here (node:zlib), so a file can declare
 * what exceljs would never write: a cell in XFD1 and another in A1048576, or shared strings that unpack to 100 MB.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

type Part = { name: string; data: Buffer; crc: number; size: number }

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`

/** A sheet of rows, each `[rowNumber, cells as [ref, text]]`. */
export function sheetXml(rows: [number, [string, string][]][]): string {
  const body = rows.map(([r, cells]) => `<row r="${r}">${cells.map(([ref, v]) => text(ref, v)).join('')}</row>`)
  return `<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`
}

const part = (name: string, content: string): Part => {
  const raw = Buffer.from(content)
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length }
}

/** A ZIP of deflated parts (no ZIP64, no data descriptors): what an XLSX is. */
function zip(parts: Part[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const p of parts) {
    const name = Buffer.from(p.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(p.crc >>> 0, 14)
    local.writeUInt32LE(p.data.length, 18)
    local.writeUInt32LE(p.size >>> 0, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(p.crc >>> 0, 16)
    central.writeUInt32LE(p.data.length, 20)
    central.writeUInt32LE(p.size >>> 0, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, p.data)
    centrals.push(central, name)
    offset += 30 + name.length + p.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

/** A workbook whose first sheet is `sheet` (XML) and whose shared strings are `sharedStrings` (a deflated part). */
export function xlsxOfSheet(sheet: string, sharedStrings: Part = part('xl/sharedStrings.xml', '<sst/>')): Uint8Array {
  return zip([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', ROOT_RELS),
    part('xl/workbook.xml', WORKBOOK),
    part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sharedStrings,
    part('xl/worksheets/sheet1.xml', sheet),
  ])
}

/** A header, a cell in XFD1 (column 16,384) and one in A1048576 (the last row): a few hundred bytes. */
export function farCornersXlsx(): Uint8Array {
  return xlsxOfSheet(
    sheetXml([
      [
        1,
        [
          ['A1', 'Nombre'],
          ['B1', 'Apellido'],
          ['XFD1', 'x'],
        ],
      ],
      [1048576, [['A1048576', 'y']]],
    ]),
  )
}

/** A header and one cell in A1048576 only. */
export function lastRowXlsx(): Uint8Array {
  return xlsxOfSheet(
    sheetXml([
      [
        1,
        [
          ['A1', 'Nombre'],
          ['B1', 'Apellido'],
        ],
      ],
      [
        2,
        [
          ['A2', 'Ana'],
          ['B2', 'Gómez'],
        ],
      ],
      [1048576, [['A1048576', 'y']]],
    ]),
  )
}

/** Shared strings that unpack to `megabytes` MB of one repeated string (deflated as a stream: a few hundred KB). */
export async function sharedStringsBombXlsx(megabytes = 120): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 })
  const chunks: Buffer[] = []
  const collected = (async () => {
    for await (const chunk of deflate) chunks.push(chunk as Buffer)
  })()
  const item = Buffer.from(`<si><t>${'A'.repeat(1024 * 1024 - 16)}</t></si>`)
  let crc = crc32('<sst>')
  deflate.write('<sst>')
  for (let i = 0; i < megabytes; i++) {
    deflate.write(item)
    crc = crc32(item, crc)
  }
  deflate.end('</sst>')
  crc = crc32('</sst>', crc)
  await collected
  const size = 5 + item.length * megabytes + 6
  const sharedStrings = { name: 'xl/sharedStrings.xml', data: Buffer.concat(chunks), crc, size }
  const sheet = sheetXml([
    [1, [['A1', 'Nombre']]],
    [2, [['A2', 'Ana']]],
  ]).replace('t="inlineStr"><is><t>Nombre</t></is>', 't="s"><v>0</v>')
  return xlsxOfSheet(sheet, sharedStrings)
}

/** A CSV with a header and `rows` data rows of one short cell each (100,000 rows: about 1 MB). */
export function longCsv(rows = 100_000): Uint8Array {
  return new TextEncoder().encode(`Nombre;Apellido\n${'Ana;Gómez\n'.repeat(rows)}`)
}
