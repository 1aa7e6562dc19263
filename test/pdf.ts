/**
 * The text of a PDF that PDFKit wrote with its standard fonts, page by page: each page's content stream inflated, the
 * hex strings of its TJ operators decoded as Windows-1252 (the WinAnsi encoding), one line per text operator. Enough
 * to check that a document says what it should as real text (an image of text would give nothing).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import zlib from 'node:zlib'

function objects(pdf: Buffer): Map<number, { dictionary: string; stream: Buffer | null }> {
  const source = pdf.toString('latin1')
  const found = new Map<number, { dictionary: string; stream: Buffer | null }>()
  const pattern = /(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const dictionary = match[2] ?? ''
    let stream: Buffer | null = null
    if (match[3]) {
      const start = match.index + match[0].length
      const raw = pdf.subarray(start, source.indexOf('endstream', start))
      stream = dictionary.includes('FlateDecode') ? zlib.inflateSync(raw) : raw
      pattern.lastIndex = start
    }
    found.set(Number(match[1]), { dictionary, stream })
  }
  return found
}

function textOf(content: string): string {
  const lines: string[] = []
  for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push(
      [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => new TextDecoder('windows-1252').decode(Buffer.from(hex[1] ?? '', 'hex')))
        .join(''),
    )
  }
  return lines.join('\n')
}

/** The text of each page, in page order. */
export function pdfPages(bytes: Uint8Array): string[] {
  const all = objects(Buffer.from(bytes))
  const root = [...all.values()].find((o) => /\/Type \/Pages\b/.test(o.dictionary))
  const kids = [...(root?.dictionary.match(/\/Kids \[([^\]]*)\]/)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  )
  return kids.map((id) => {
    const contents = [
      ...(all.get(id)?.dictionary.match(/\/Contents (\[[^\]]*\]|\d+ 0 R)/)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
    ]
    return contents.map((m) => textOf(all.get(Number(m[1]))?.stream?.toString('latin1') ?? '')).join('\n')
  })
}

export function pdfText(bytes: Uint8Array): string {
  return pdfPages(bytes).join('\n')
}

/**
 * The text poppler's `pdftotext` reads from the bytes, its layout kept (one printed line a line): what a person's PDF
 * reader gets, fonts and encodings included, rather than our own reading of the content streams.
 */
export function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdftotext-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, bytes)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
