/**
 * A payment's receipt and a team's statement as A4 PDFs (decision 0048), in the league's language and time zone,
 * rendered on the render pool's worker threads (decision 0043) like the match sheets. Plain data in, bytes out.
 */
import type { ServerLang } from '#server/i18n/server-messages.ts'
import { messagesOf } from '#server/i18n/server-messages.ts'
import { collectPdf } from '#server/lib/pdf.ts'

type Doc = PDFKit.PDFDocument

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' }
const MARGIN = 48
const LOCALE: Record<ServerLang, string> = { es: 'es-ES', 'es-AR': 'es-AR', en: 'en-GB' }

export type MoneyDocLeague = { name: string; currency: string; timeZone: string }

export type ReceiptView = {
  league: MoneyDocLeague
  number: number
  teamName: string
  amount: number
  method: string
  date: string
  note: string
  by: string | null
  /** when it was recorded (ISO) */
  recordedAt: string
  /** a reversal names it: the receipt says so */
  reversed: boolean
}

export type StatementView = {
  league: MoneyDocLeague
  teamName: string
  balance: number
  /** oldest first */
  entries: { date: string; kind: string; note: string; amount: number; receiptNumber: number | null }[]
}

/** An amount of minor units in the currency, as the language writes it. */
export function formatMoney(amount: number, currency: string, lang: ServerLang): string {
  const format = new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amount / 10 ** digits).replace(/\u202f/g, ' ')
}

function formatDay(day: string, lang: ServerLang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

async function newDoc(title: string, league: MoneyDocLeague, lang: ServerLang) {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang,
    font: FONT.regular,
    info: { Title: `${title} · ${league.name}`, Author: league.name, Creator: 'League Portal' },
  })
  return { doc, done: collectPdf(doc) }
}

function line(doc: Doc, label: string, value: string) {
  doc.font(FONT.bold).fontSize(11).text(`${label}: `, { continued: true }).font(FONT.regular).text(value)
  doc.moveDown(0.4)
}

export async function renderReceipt(receipt: ReceiptView, lang: ServerLang): Promise<Buffer> {
  const words = messagesOf(lang).money
  const { doc, done } = await newDoc(`${words.receipt} ${receipt.number}`, receipt.league, lang)
  doc.font(FONT.bold).fontSize(18).text(receipt.league.name)
  doc.moveDown(0.3)
  doc.fontSize(14).text(`${words.receipt} Nº ${receipt.number}`)
  doc.moveDown(1)
  const recordedAt = new Intl.DateTimeFormat(LOCALE[lang], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: receipt.league.timeZone,
  }).format(new Date(receipt.recordedAt))
  line(doc, words.team, receipt.teamName)
  line(doc, words.amount, formatMoney(receipt.amount, receipt.league.currency, lang))
  line(doc, words.method, words.methods[receipt.method as keyof typeof words.methods] ?? receipt.method)
  line(doc, words.date, formatDay(receipt.date, lang))
  if (receipt.note) line(doc, words.note, receipt.note)
  line(doc, words.recordedAt, receipt.by ? `${recordedAt} · ${receipt.by}` : recordedAt)
  if (receipt.reversed) {
    doc.moveDown(1)
    doc.font(FONT.bold).fontSize(14).fillColor('#b00020').text(words.reversed)
  }
  doc.end()
  return done
}

export async function renderStatement(statement: StatementView, lang: ServerLang): Promise<Buffer> {
  const words = messagesOf(lang).money
  const { doc, done } = await newDoc(`${words.statement} · ${statement.teamName}`, statement.league, lang)
  doc.font(FONT.bold).fontSize(18).text(statement.league.name)
  doc.fontSize(14).text(`${words.statement} · ${statement.teamName}`)
  doc.moveDown(1)
  const width = doc.page.width - 2 * MARGIN
  const xs = [MARGIN, MARGIN + 0.16 * width, MARGIN + 0.36 * width, MARGIN + 0.78 * width]
  const heads = [words.date, words.concept, words.note, words.amount]
  let y = doc.y
  doc.font(FONT.bold).fontSize(9)
  for (const [i, head] of heads.entries()) doc.text(head, xs[i], y, { lineBreak: false })
  y += 16
  doc.font(FONT.regular).fontSize(9)
  for (const entry of statement.entries) {
    if (y > doc.page.height - MARGIN - 40) {
      doc.addPage()
      y = MARGIN
    }
    const kind = words.kinds[entry.kind as keyof typeof words.kinds] ?? entry.kind
    const concept = entry.receiptNumber ? `${kind} Nº ${entry.receiptNumber}` : kind
    const note = entry.note.length > 48 ? `${entry.note.slice(0, 47)}…` : entry.note
    const values = [
      formatDay(entry.date, lang),
      concept,
      note,
      formatMoney(entry.amount, statement.league.currency, lang),
    ]
    for (const [i, value] of values.entries()) doc.text(value, xs[i], y, { lineBreak: false })
    y += 14
  }
  y += 10
  doc.font(FONT.bold).fontSize(12)
  doc.text(`${words.balance}: ${formatMoney(statement.balance, statement.league.currency, lang)}`, MARGIN, y)
  doc.end()
  return done
}
