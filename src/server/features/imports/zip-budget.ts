/**
 * How much an XLSX (a ZIP) unpacks to, measured by inflating each entry in chunks and counting, never by trusting the
 * sizes the archive declares: a workbook of a few KB can unpack to gigabytes of shared strings. The reader refuses the
 * file (IMPORT_TOO_COMPLEX) before any XML is parsed when the total goes beyond the budget (decision 0035).
 */
import { createInflateRaw } from 'node:zlib'
import { AppError } from '#server/lib/app-error.ts'

/** The most bytes a workbook's entries may unpack to: 5,000 rows × 100 columns of short cells fit, a bomb does not. */
export const XLSX_MAX_UNPACKED_BYTES = 48 * 1024 * 1024

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_FILE_HEADER = 0x02014b50
const LOCAL_FILE_HEADER = 0x04034b50

type Entry = { name: string; method: number; compressedSize: number; localOffset: number }

function tooComplex(detail: string): AppError {
  return new AppError('IMPORT_TOO_COMPLEX', { detail })
}

function damaged(): AppError {
  return new AppError('IMPORT_UNREADABLE', { detail: 'The file is not a readable XLSX workbook.' })
}

/** The entries the central directory lists (ZIP64 archives are refused: no spreadsheet of 5 MB needs one). */
export function zipEntries(bytes: Buffer): Entry[] {
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i
      break
    }
  }
  if (end < 0) throw damaged()
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const entries: Entry[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw damaged()
    const nameLength = bytes.readUInt16LE(at + 28)
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)
  }
  return entries
}

/** The entry's data as stored (still compressed), found from its local header. */
function storedData(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_FILE_HEADER) throw damaged()
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28)
  if (start + entry.compressedSize > bytes.length) throw damaged()
  return bytes.subarray(start, start + entry.compressedSize)
}

/** Inflates `data` chunk by chunk, counting, and stops as soon as more than `budget` bytes came out. */
async function inflatedSize(data: Buffer, budget: number): Promise<number> {
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 })
  let size = 0
  const counting = (async () => {
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length
      if (size > budget) {
        inflate.destroy()
        return
      }
    }
  })()
  inflate.end(data)
  try {
    await counting
  } catch {
    if (size > budget) return size
    throw damaged()
  }
  return size
}

/** Refuses (IMPORT_TOO_COMPLEX) a workbook whose entries unpack to more than `budget` bytes in all. */
export async function checkUnpackedSize(bytes: Buffer, budget = XLSX_MAX_UNPACKED_BYTES): Promise<number> {
  let total = 0
  for (const entry of zipEntries(bytes)) {
    const data = storedData(bytes, entry)
    if (entry.method === 0) total += data.length
    else if (entry.method === 8) total += await inflatedSize(data, budget - total)
    else throw damaged()
    if (total > budget) {
      throw tooComplex(`The workbook unpacks to more than ${Math.round(budget / 1024 / 1024)} MB (${entry.name}).`)
    }
  }
  return total
}
