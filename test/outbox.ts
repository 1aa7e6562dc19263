/**
 * The .eml files of a test server's outbox (DATA_DIR/outbox, written by the mailer as without SMTP), read back as a
 * person's mail program shows them: the subject and the text part, decoded (quoted-printable, base64, encoded words).
 */
import fs from 'node:fs'
import path from 'node:path'

export type OutboxMail = { file: string; to: string; subject: string; text: string }

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index] as string
    const hex = joined.slice(index + 1, index + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else bytes.push(...Buffer.from(char, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function splitHeaders(raw: string): [string, string] {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  return end === -1 ? [normalized, ''] : [normalized.slice(0, end), normalized.slice(end + 2)]
}

export function readMail(file: string): OutboxMail {
  const [headers, body] = splitHeaders(fs.readFileSync(file, 'utf8'))
  const unfolded = headers.replace(/\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? ''
  const boundary = /boundary="?([^";\n]+)"?/i.exec(header('content-type'))?.[1]
  let text = decodeBody(unfolded, body)
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const [partHeaders, partBody] = splitHeaders(part.replace(/^\n/, ''))
      if (/^content-type:\s*text\/plain/im.test(partHeaders)) {
        text = decodeBody(partHeaders, partBody)
        break
      }
    }
  }
  const subject = header('subject').replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, word: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  )
  return { file, to: header('to').toLowerCase(), subject, text }
}

/** The newest .eml to `to` in the outbox under `dataDir`. */
export function lastMailTo(dataDir: string, to: string): OutboxMail | undefined {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return undefined
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readMail(path.join(dir, name)))
    .filter((mail) => mail.to === to.toLowerCase())
    .at(-1)
}
