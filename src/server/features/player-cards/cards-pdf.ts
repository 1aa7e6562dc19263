/**
 * A team's printable player cards (decision 0046): credit-card size (85.6 × 54 mm), ten to an A4 page (two columns,
 * five rows) with thin cut lines; each card the league, the team, the player's name and number, the masked DNI, the
 * categories, the valid-until date, the photo when there is one and the QR of the signed token drawn as vector squares.
 * Runs on the render pool's worker threads (lib/render-worker.ts, decision 0043).
 */
import QRCode from 'qrcode'
import { fill, messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'
import { collectPdf } from '#server/lib/pdf.ts'
import type { PrintableCard, TeamCards } from './player-cards.service.ts'

type Doc = PDFKit.PDFDocument

const MM = 72 / 25.4
const CARD_W = 85.6 * MM
const CARD_H = 54 * MM
const COLUMNS = 2
const ROWS = 5
const A4 = { w: 595.28, h: 841.89 }
const LEFT = (A4.w - COLUMNS * CARD_W) / 2
const TOP = (A4.h - ROWS * CARD_H) / 2
const PAD = 8
const QR_SIDE = 30 * MM
const LOCALE: Record<ServerLang, string> = { es: 'es-AR', 'es-AR': 'es-AR', en: 'en-GB' }

function formatDay(day: string, lang: ServerLang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

function drawQr(doc: Doc, token: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' })
  const cell = side / modules.size
  doc.save().fillColor('#000000')
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05)
    }
  }
  doc.fill().restore()
}

function line(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.text(text, x, y, { width, lineBreak: false, ellipsis: true, height: 12 })
}

async function asPng(bytes: Uint8Array | null): Promise<Buffer | null> {
  if (!bytes) return null
  try {
    const { default: sharp } = await import('sharp')
    return await sharp(bytes).resize(120, 150, { fit: 'cover' }).png().toBuffer()
  } catch {
    return null
  }
}

function drawCard(
  doc: Doc,
  data: TeamCards,
  card: PrintableCard,
  photo: Buffer | null,
  at: { x: number; y: number },
  lang: ServerLang,
) {
  const texts = messagesOf(lang).cards
  const { x, y } = at
  doc.save().lineWidth(0.4).strokeColor('#999999').dash(2, { space: 2 }).rect(x, y, CARD_W, CARD_H).stroke().restore()
  const qrX = x + CARD_W - PAD - QR_SIDE
  const textX = photo ? x + PAD + 42 : x + PAD
  const textW = qrX - textX - 6
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(8)
  line(doc, data.league, x + PAD, y + PAD, CARD_W - 2 * PAD)
  doc.font('Helvetica').fontSize(6.5).fillColor('#555555')
  line(doc, texts.title.toUpperCase(), x + PAD, y + PAD + 10, CARD_W - 2 * PAD)
  if (photo) doc.image(photo, x + PAD, y + PAD + 24, { width: 36, height: 45 })
  let cursor = y + PAD + 24
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9.5)
  line(doc, card.name, textX, cursor, textW)
  cursor += 14
  doc.font('Helvetica').fontSize(7.5)
  line(
    doc,
    `${texts.team}: ${data.team}${card.number !== null ? ` · ${texts.number} ${card.number}` : ''}`,
    textX,
    cursor,
    textW,
  )
  cursor += 11
  if (card.dniMasked) {
    line(doc, `${texts.dni} ${card.dniMasked}`, textX, cursor, textW)
    cursor += 11
  }
  if (card.tournaments.length > 0) {
    line(doc, `${texts.category}: ${card.tournaments.join(', ')}`, textX, cursor, textW)
    cursor += 11
  }
  doc.font('Helvetica-Bold').fontSize(7.5)
  line(
    doc,
    fill(texts.validUntil, { date: formatDay(data.validUntil, lang) }),
    x + PAD,
    y + CARD_H - PAD - 10,
    textW + (textX - x - PAD),
  )
  drawQr(doc, card.token, qrX, y + CARD_H - PAD - QR_SIDE, QR_SIDE)
}

export async function renderTeamCards(data: TeamCards, lang: ServerLang): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${data.team} · ${data.league}` },
  })
  const done = collectPdf(doc)
  const photos = await Promise.all(data.cards.map((c) => asPng(c.photo)))
  if (data.cards.length === 0) {
    doc.addPage()
    doc.font('Helvetica').fontSize(11).text(messagesOf(lang).cards.empty, 48, 48)
  }
  data.cards.forEach((card, index) => {
    const slot = index % (COLUMNS * ROWS)
    if (slot === 0) doc.addPage()
    const at = { x: LEFT + (slot % COLUMNS) * CARD_W, y: TOP + Math.floor(slot / COLUMNS) * CARD_H }
    drawCard(doc, data, card, photos[index] ?? null, at, lang)
  })
  doc.end()
  return done
}
