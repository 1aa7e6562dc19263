/**
 * The acta as filed (decision 0051) as an A4 PDF, black and white like the match sheets: the league, the game and its
 * score, per side the line-up, goals with their minutes and cards with their reasons, the referee's remarks, and who
 * submitted, confirmed or disputed it and when, in the league's time zone and language. Rendered in the worker pool
 * (lib/render-worker.ts, decision 0043).
 */
import { fill, intlLocaleOf, messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'
import { collectPdf } from '#server/lib/pdf.ts'
import type { ReportDocument, ReportDocumentSide } from './report-document.ts'

type Doc = PDFKit.PDFDocument

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' }
const MARGIN = 40
const INK = '#000000'
const GREY = '#555555'

function when(iso: string | null, timeZone: string, lang: ServerLang): string {
  if (!iso) return '—'
  return new Intl.DateTimeFormat(intlLocaleOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  )
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6).font(FONT.bold).fontSize(11).fillColor(INK).text(text)
  doc.font(FONT.regular).fontSize(10)
}

function drawSide(doc: Doc, side: ReportDocumentSide, lang: ServerLang) {
  const labels = messagesOf(lang).matchReport
  heading(doc, `${side.teamName} — ${side.score}`)
  doc.fillColor(GREY).text(`${labels.lineup}: `, { continued: true }).fillColor(INK)
  doc.text(side.lineup.length > 0 ? side.lineup.map((p) => p.name).join(', ') : '—')
  doc.fillColor(GREY).text(`${labels.goals}:`).fillColor(INK)
  if (side.goals.length === 0) doc.text('—', { indent: 12 })
  for (const goal of side.goals) {
    const minutes = goal.minutes.map((m) => `${m}'`).join(', ')
    doc.text(`${goal.name} (${goal.goals})${minutes ? ` ${minutes}` : ''}`, { indent: 12 })
  }
  doc.fillColor(GREY).text(`${labels.cards}:`).fillColor(INK)
  if (side.cards.length === 0) doc.text('—', { indent: 12 })
  for (const card of side.cards) {
    const type = labels.cardTypes[card.type as keyof typeof labels.cardTypes] ?? card.type
    const minute = card.minute === null ? '' : ` ${card.minute}'`
    doc.text(`${card.name} — ${type}${minute}${card.reason ? ` — ${card.reason}` : ''}`, { indent: 12 })
  }
}

export async function renderMatchReport(document: ReportDocument, lang: ServerLang): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const labels = messagesOf(lang).matchReport
  const { report, timeZone } = document
  const title = `${labels.title} · ${document.home.teamName} – ${document.away.teamName}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang,
    font: FONT.regular,
    info: { Title: title, Author: document.leagueName, Creator: 'League Portal' },
  })
  const done = collectPdf(doc)
  doc.font(FONT.bold).fontSize(16).fillColor(INK).text(document.leagueName)
  doc.font(FONT.regular).fontSize(12).text(`${labels.title} · ${document.tournamentName}`)
  doc
    .fontSize(10)
    .fillColor(GREY)
    .text(`${labels.played}: ${when(document.playAt, timeZone, lang)}`)
  doc.moveDown(0.5).font(FONT.bold).fontSize(18).fillColor(INK)
  doc.text(`${document.home.teamName}  ${document.home.score} – ${document.away.score}  ${document.away.teamName}`)
  drawSide(doc, document.home, lang)
  drawSide(doc, document.away, lang)
  heading(doc, labels.remarks)
  doc.text(report.remarks || '—')
  heading(doc, labels.status[report.status])
  const by = (name: string | null) => name ?? labels.nobody
  doc.text(fill(labels.submitted, { name: by(report.submittedBy), at: when(report.submittedAt, timeZone, lang) }))
  for (const side of ['home', 'away'] as const) {
    const confirmation = report.confirmations[side]
    const team = document[side].teamName
    doc.text(
      confirmation
        ? fill(labels.confirmedBy, { team, name: by(confirmation.by), at: when(confirmation.at, timeZone, lang) })
        : fill(labels.notConfirmed, { team }),
    )
  }
  if (report.dispute) {
    const team = document[report.dispute.side].teamName
    const at = when(report.dispute.at, timeZone, lang)
    doc.text(fill(labels.disputed, { team, name: by(report.dispute.by), at, reason: report.dispute.reason }))
  }
  if (report.confirmedAt) {
    const at = when(report.confirmedAt, timeZone, lang)
    doc.text(
      report.confirmedBy ? fill(labels.locked, { name: report.confirmedBy, at }) : fill(labels.lockedByWindow, { at }),
    )
  }
  doc.end()
  return done
}
