/**
 * Draws match sheets (planillas) as an A4 PDF, one game a page, black and white: the league and its logo, the
 * tournament, round, date and venue; each team's roster side by side (number, name, DNI, a signature box), the
 * suspended players marked on their own line, the players one yellow card from a suspension flagged, blank lines for
 * late additions; then boxes for the score, goals, cards, the referee and remarks. The standard Helvetica fonts print
 * every Latin-1 letter (ñ, á, ü); the text stays real text (searchable, copyable).
 */

import { fill, messagesOf, plural, type ServerLang } from '#server/i18n/server-messages.ts'
import { collectPdf } from '#server/lib/pdf.ts'
import type { MatchSheet, SheetLeague, SheetPlayer, SheetSide } from './sheets.service.ts'

/** `es-AR` in an Argentine league (decision 0025). */
export type SheetLanguage = ServerLang

type Doc = PDFKit.PDFDocument

/** The sheet's words: the server catalogue's `sheets.*` (src/server/i18n, decision 0042). */
function labelsOf(lang: SheetLanguage) {
  const texts = messagesOf(lang).sheets
  return {
    ...texts,
    suspended: (games: number) => plural(lang, texts, 'suspended', games),
    warned: (yellows: number) => fill(texts.warned, { count: yellows }),
    page: (n: number, of: number) => fill(texts.page, { n, of }),
  }
}

const LABELS = { es: labelsOf('es'), 'es-AR': labelsOf('es-AR'), en: labelsOf('en') } as const

const LOCALE: Record<SheetLanguage, string> = { es: 'es-AR', 'es-AR': 'es-AR', en: 'en-GB' }

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' }
const MARGIN = 32
const BLANK_LINES = 4
const GAP = 12
const INK = '#000000'
const GREY = '#555555'
const SHADE = '#e6e6e6'

/** "sáb 7 jun 2025 · 18:30" in the league's zone; the time left out when it is hidden. */
export function formatSheetDate(
  playAt: string | null,
  isTimeHidden: boolean,
  timeZone: string,
  lang: SheetLanguage,
): string {
  const labels = LABELS[lang]
  if (!playAt) return labels.noDate
  const at = new Date(playAt)
  const day = new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(at)
  if (isTimeHidden) return `${day} · ${labels.timeToConfirm}`
  const time = new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit', hour12: false, timeZone })
  return `${day} · ${time.format(at)}`
}

function roundLabel(sheet: MatchSheet, lang: SheetLanguage): string | null {
  if (!sheet.round) return null
  return sheet.round.name ?? `${LABELS[lang].round} ${sheet.round.number}`
}

export async function renderMatchSheets(
  sheets: MatchSheet[],
  league: SheetLeague,
  lang: SheetLanguage,
  options: { creationDate?: Date } = {},
): Promise<Buffer> {
  // loaded when a sheet is first asked for, not at start-up
  const [{ default: PDFDocument }, logo] = await Promise.all([import('pdfkit'), logoAsPng(league.logo)])
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang,
    font: FONT.regular,
    info: {
      Title: `${LABELS[lang].title} · ${league.name}`,
      Author: league.name,
      Creator: 'League Portal',
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  })
  const done = collectPdf(doc)
  for (const sheet of sheets) {
    doc.addPage()
    drawSheet(doc, sheet, league, logo, lang)
  }
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    // in the bottom margin: PDFKit would otherwise start a new page for it
    doc.page.margins.bottom = 0
    doc.font(FONT.regular).fontSize(7).fillColor(GREY)
    const text = LABELS[lang].page(i + 1, range.count)
    line(doc, text, doc.page.width - MARGIN - doc.widthOfString(text), doc.page.height - MARGIN + 8, doc.page.width)
  }
  doc.end()
  return done
}

/** PDFKit draws JPEG and PNG only: a stored WebP logo (or any other) is turned into a small PNG. */
async function logoAsPng(bytes: Uint8Array | null): Promise<Buffer | null> {
  if (!bytes) return null
  try {
    const { default: sharp } = await import('sharp')
    return await sharp(bytes).resize(240, 240, { fit: 'inside', withoutEnlargement: true }).png().toBuffer()
  } catch {
    return null
  }
}

/** `text` cut with an ellipsis to fit `width` at the current font: PDFKit would wrap it onto the next row. */
function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** One line of text at (x, y), never wrapped. */
function line(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.text(fitText(doc, text, width), x, y, { lineBreak: false })
}

function drawSheet(doc: Doc, sheet: MatchSheet, league: SheetLeague, logo: Buffer | null, lang: SheetLanguage) {
  const labels = LABELS[lang]
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  let y = MARGIN

  // Header: logo, league, title; then the game's particulars.
  const logoSize = 46
  const textLeft = logo ? left + logoSize + 10 : left
  if (logo) doc.image(logo, left, y, { fit: [logoSize, logoSize] })
  doc.fillColor(INK).font(FONT.bold).fontSize(15)
  line(doc, league.name, textLeft, y, width - (textLeft - left))
  doc.font(FONT.regular).fontSize(10)
  const title = [labels.title, sheet.tournamentName, roundLabel(sheet, lang)].filter(Boolean).join(' · ')
  line(doc, title, textLeft, y + 20, width - (textLeft - left))
  y += logo ? logoSize + 8 : 40

  const details: [string, string][] = [
    [labels.date, formatSheetDate(sheet.playAt, sheet.isPlayAtTimeHidden, league.timeZone, lang)],
    [labels.venue, sheet.venue ? [sheet.venue.name, sheet.venue.address].filter(Boolean).join(' · ') : labels.noDate],
  ]
  if (sheet.fieldName) details.push([labels.field, sheet.fieldName])
  for (const [label, value] of details) {
    doc.font(FONT.bold).fontSize(9)
    const labelWidth = doc.widthOfString(`${label}: `)
    line(doc, `${label}: `, left, y, labelWidth + 1)
    doc.font(FONT.regular)
    line(doc, value, left + labelWidth, y, width - labelWidth)
    y += 13
  }
  y += 4

  // The two rosters side by side, rows sized so both fit the page with the boxes below.
  const columnWidth = (width - GAP) / 2
  const rows = Math.max(sheet.home.players.length, sheet.away.players.length) + BLANK_LINES
  const boxesHeight = 250
  const available = doc.page.height - MARGIN - 14 - boxesHeight - y - 32
  const rowHeight = Math.max(10, Math.min(17, available / rows))
  const tableBottom = Math.max(
    drawRoster(doc, sheet.home, `${labels.home}: `, left, y, columnWidth, rows, rowHeight, lang),
    drawRoster(doc, sheet.away, `${labels.away}: `, left + columnWidth + GAP, y, columnWidth, rows, rowHeight, lang),
  )
  y = tableBottom + 6
  const hasWarnings = [...sheet.home.players, ...sheet.away.players].some((p) => p.yellowsBeforeSuspension !== null)
  if (hasWarnings) {
    doc.font(FONT.regular).fontSize(7).fillColor(GREY).text(labels.warnedLegend, left, y, { width })
    y += 10
  }
  if (y + boxesHeight > doc.page.height - MARGIN - 14) {
    doc.addPage()
    y = MARGIN
  }
  drawBoxes(doc, sheet, left, y + 4, width, lang)
}

function drawRoster(
  doc: Doc,
  side: SheetSide,
  prefix: string,
  x: number,
  top: number,
  width: number,
  rows: number,
  rowHeight: number,
  lang: SheetLanguage,
): number {
  const labels = LABELS[lang]
  const fontSize = Math.min(8.5, rowHeight - 3)
  const col = { number: 20, dni: 56, signature: 80 }
  const nameWidth = width - col.number - col.dni - col.signature
  const xs = { number: x, name: x + col.number, dni: x + col.number + nameWidth, signature: x + width - col.signature }
  let y = top

  doc.rect(x, y, width, 18).fill(SHADE)
  doc.fillColor(INK).font(FONT.bold).fontSize(10)
  line(doc, `${prefix}${side.teamName}`, x + 4, y + 4, width - 8)
  y += 18
  doc.font(FONT.bold).fontSize(7.5)
  const header = (text: string, at: number, w: number) => line(doc, text, at + 2, y + 3, w - 4)
  header(labels.number, xs.number, col.number)
  header(labels.name, xs.name, nameWidth)
  header(labels.dni, xs.dni, col.dni)
  header(labels.signature, xs.signature, col.signature)
  y += 12
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke()

  const players: (SheetPlayer | null)[] = [...side.players]
  while (players.length < rows) players.push(null)
  players.forEach((p, index) => {
    const rowTop = y + index * rowHeight
    const textY = rowTop + (rowHeight - fontSize) / 2 + 0.5
    if (p) {
      doc.font(FONT.regular).fontSize(fontSize).fillColor(INK)
      line(doc, p.jerseyNumber === null ? '' : String(p.jerseyNumber), xs.number + 2, textY, col.number - 4)
      // a player one yellow from a suspension: the count in bold after the name, which gives way to it
      const flag =
        p.yellowsBeforeSuspension !== null && p.suspendedGames === null
          ? ` (${labels.warned(p.yellowsBeforeSuspension)})`
          : ''
      doc.font(FONT.bold)
      const flagWidth = flag ? doc.widthOfString(flag) : 0
      doc.font(FONT.regular)
      const name = fitText(doc, `${p.lastname}, ${p.firstname}`, nameWidth - 4 - flagWidth)
      line(doc, name, xs.name + 2, textY, nameWidth - 4)
      if (flag) {
        doc.font(FONT.bold)
        line(doc, flag, xs.name + 2 + doc.font(FONT.regular).widthOfString(name), textY, flagWidth + 1)
        doc.font(FONT.regular)
      }
      line(doc, p.dni ?? '', xs.dni + 2, textY, col.dni - 4)
      if (p.suspendedGames !== null) {
        // the signature box is where the suspension is printed: the player must not sign in
        doc.rect(xs.signature, rowTop, col.signature, rowHeight).fill('#000000')
        const size = Math.min(6.5, fontSize)
        doc.fillColor('#ffffff').font(FONT.bold).fontSize(size)
        line(
          doc,
          labels.suspended(p.suspendedGames),
          xs.signature + 2,
          rowTop + (rowHeight - size) / 2 + 0.5,
          col.signature - 4,
        )
        doc.fillColor(INK).font(FONT.regular).fontSize(fontSize)
      }
    } else if (index === side.players.length) {
      doc.font(FONT.regular).fontSize(Math.min(6.5, fontSize)).fillColor(GREY)
      line(doc, labels.lateAdditions, xs.name + 2, textY, nameWidth - 4)
      doc.fillColor(INK)
    }
    doc
      .moveTo(x, rowTop + rowHeight)
      .lineTo(x + width, rowTop + rowHeight)
      .lineWidth(0.4)
      .strokeColor(GREY)
      .stroke()
  })
  const bottom = y + rows * rowHeight
  doc.lineWidth(0.6).strokeColor(INK)
  for (const at of [xs.name, xs.dni, xs.signature])
    doc
      .moveTo(at, y - 12)
      .lineTo(at, bottom)
      .stroke()
  doc.rect(x, top, width, bottom - top).stroke()
  return bottom
}

function drawBoxes(doc: Doc, sheet: MatchSheet, x: number, top: number, width: number, lang: SheetLanguage) {
  const labels = LABELS[lang]
  const half = (width - GAP) / 2
  const label = (text: string, at: number, y: number, w: number) => {
    doc.font(FONT.bold).fontSize(8).fillColor(INK)
    line(doc, text, at + 4, y + 4, w - 8)
  }
  const box = (at: number, y: number, w: number, h: number, text: string) => {
    doc.lineWidth(0.8).strokeColor(INK).rect(at, y, w, h).stroke()
    label(text, at, y, w)
  }

  // Score: one box per team with its name.
  let y = top
  box(x, y, width, 42, labels.score)
  const scoreWidth = (width - 40) / 2
  for (const [i, name] of [sheet.home.teamName, sheet.away.teamName].entries()) {
    const at = x + 16 + i * (scoreWidth + 8)
    doc.font(FONT.regular).fontSize(9)
    line(doc, name, at, y + 22, scoreWidth - 44)
    doc.rect(at + scoreWidth - 40, y + 16, 30, 20).stroke()
  }
  y += 48

  box(x, y, half, 66, labels.goals)
  box(x + half + GAP, y, half, 66, labels.cards)
  y += 72
  box(x, y, half, 34, labels.referee)
  // the appointed officials (decision 0050), printed in the referee's box
  doc.font(FONT.regular).fontSize(9).fillColor(INK)
  if (sheet.officials.referee) line(doc, sheet.officials.referee, x + 4, y + 14, half - 8)
  if (sheet.officials.assistants.length > 0) {
    doc.fontSize(7)
    line(doc, `${labels.assistants}: ${sheet.officials.assistants.join(', ')}`, x + 4, y + 25, half - 8)
  }
  box(x + half + GAP, y, half, 34, labels.refereeSignature)
  y += 40
  box(x, y, half, 30, `${labels.captain} (${labels.home})`)
  box(x + half + GAP, y, half, 30, `${labels.captain} (${labels.away})`)
  y += 36
  box(x, y, width, 42, labels.remarks)
}
