/**
 * The day's programme as an A4 PDF (decision 0042), black and white like the match sheets (match-sheet-pdf.ts): the
 * league, the title and the day, then one block per venue with a row per game — time, field, tournament and round,
 * home – away. Real text in the standard Helvetica fonts (searchable, copyable).
 */
import { messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'
import { collectPdf } from '#server/lib/pdf.ts'
import type { ProgrammeGame } from './day-programme.service.ts'
import type { SheetLeague } from './sheets.service.ts'

type Doc = PDFKit.PDFDocument

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' }
const MARGIN = 36
const ROW = 20
const INK = '#000000'
const GREY = '#555555'
const LOCALE: Record<ServerLang, string> = { es: 'es-ES', 'es-AR': 'es-AR', en: 'en-GB' }

/** `text` cut with an ellipsis to fit `width` at the current font (PDFKit would wrap it). */
function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

function cell(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.text(fitText(doc, text, width - 4), x, y, { lineBreak: false })
}

/** One row: each text in its column. */
function cells(doc: Doc, texts: readonly string[], xs: readonly number[], widths: readonly number[], y: number) {
  for (const [i, text] of texts.entries()) cell(doc, text, xs[i] ?? MARGIN, y, widths[i] ?? 0)
}

function timeOf(game: ProgrammeGame, timeZone: string, lang: ServerLang): string {
  if (!game.playAt || game.isPlayAtTimeHidden) return messagesOf(lang).sheets.programme.timeToConfirm
  return new Intl.DateTimeFormat(LOCALE[lang], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(game.playAt))
}

function competitionOf(game: ProgrammeGame, lang: ServerLang): string {
  const round = game.round ? game.round.name?.trim() || `${messagesOf(lang).sheets.round} ${game.round.number}` : null
  return [game.tournament.name, round].filter(Boolean).join(' · ')
}

/** The games by venue, in the order given (the service sorts them by venue, time and field). */
function byVenue(games: readonly ProgrammeGame[], noVenue: string): [string, ProgrammeGame[]][] {
  const venues = new Map<string, ProgrammeGame[]>()
  for (const game of games) {
    const name = game.location?.name ?? noVenue
    venues.set(name, [...(venues.get(name) ?? []), game])
  }
  return [...venues]
}

function drawHeader(doc: Doc, league: SheetLeague, day: string, lang: ServerLang): number {
  const labels = messagesOf(lang).sheets.programme
  const width = doc.page.width - 2 * MARGIN
  const when = new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
  doc.fillColor(INK).font(FONT.bold).fontSize(16)
  cell(doc, league.name, MARGIN, MARGIN, width)
  doc.font(FONT.regular).fontSize(12)
  cell(doc, `${labels.title} · ${when}`, MARGIN, MARGIN + 22, width)
  return MARGIN + 50
}

export async function renderDayProgramme(
  games: readonly ProgrammeGame[],
  league: SheetLeague,
  day: string,
  lang: ServerLang,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const labels = messagesOf(lang).sheets
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang,
    font: FONT.regular,
    info: {
      Title: `${labels.programme.title} · ${league.name} · ${day}`,
      Author: league.name,
      Creator: 'League Portal',
    },
  })
  const done = collectPdf(doc)
  const width = doc.page.width - 2 * MARGIN
  const columns = [0.12, 0.14, 0.3, 0.44].map((share) => share * width)
  const xs = columns.map((_, i) => MARGIN + columns.slice(0, i).reduce((sum, w) => sum + w, 0))
  const bottom = () => doc.page.height - MARGIN - ROW
  let y = drawHeader(doc, league, day, lang)
  if (games.length === 0) {
    doc.font(FONT.regular).fontSize(11)
    cell(doc, labels.programme.noGames, MARGIN, y, width)
  }
  for (const [venue, list] of byVenue(games, labels.programme.noVenue)) {
    if (y + 2 * ROW > bottom()) {
      doc.addPage()
      y = MARGIN
    }
    doc.font(FONT.bold).fontSize(12).fillColor(INK)
    cell(doc, `${labels.venue}: ${venue}`, MARGIN, y + 6, width)
    y += ROW + 6
    doc.font(FONT.bold).fontSize(9).fillColor(GREY)
    const heads = [labels.programme.time, labels.programme.field, labels.programme.competition, labels.programme.game]
    cells(doc, heads, xs, columns, y)
    y += ROW - 6
    for (const game of list) {
      if (y > bottom()) {
        doc.addPage()
        y = MARGIN
      }
      doc
        .moveTo(MARGIN, y - 3)
        .lineTo(MARGIN + width, y - 3)
        .lineWidth(0.5)
        .strokeColor(GREY)
        .stroke()
      doc.font(FONT.regular).fontSize(10).fillColor(INK)
      const values = [
        timeOf(game, league.timeZone, lang),
        game.field?.name ?? '',
        competitionOf(game, lang),
        `${game.homeTeam.name} – ${game.awayTeam.name}`,
      ]
      cells(doc, values, xs, columns, y + 2)
      y += ROW
    }
  }
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    doc.page.margins.bottom = 0
    doc.font(FONT.regular).fontSize(7).fillColor(GREY)
    const text = labels.page.replace('{{n}}', String(i + 1)).replace('{{of}}', String(range.count))
    doc.text(text, doc.page.width - MARGIN - doc.widthOfString(text), doc.page.height - MARGIN + 8, {
      lineBreak: false,
    })
  }
  doc.end()
  return done
}
