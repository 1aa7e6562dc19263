import { collectPdf } from '#server/lib/pdf.ts'
import type { UserManualContent, UserManualLanguage, UserManualSection } from './user-manual.content.ts'
import {
  CONTACT_EMAIL_TOKEN,
  USER_MANUAL_CONTENT,
  USER_MANUAL_EDITION_DATE,
  USER_MANUAL_VERSION,
} from './user-manual.content.ts'

// Renders the administrator's user manual (user-manual.content.ts) as an A4 PDF with the standard Helvetica fonts:
// a cover, a table of contents with links, numbered sections, bullets and tips, page numbers and bookmarks.
// The output depends only on its inputs: the creation date is fixed (the edition date unless one is passed), and PDFKit
// derives the file id from the document info, so rendering the same manual twice gives the same bytes.

export type RenderUserManualOptions = {
  /** Printed on the cover; defaults to USER_MANUAL_VERSION. */
  version?: string
  /** Support address printed on the cover and in "Getting help"; left out when absent. */
  contactEmail?: string
  /** The PDF's CreationDate and ModDate; defaults to USER_MANUAL_EDITION_DATE. */
  creationDate?: Date
  /** Compress page content streams (default true). */
  compress?: boolean
}

type Doc = PDFKit.PDFDocument

const AUTHOR = 'League Portal'
const MARGIN = { top: 64, bottom: 68, left: 60, right: 60 }
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' }
const COLOR = {
  primary: '#1b5e20',
  primaryLight: '#e8f2e9',
  text: '#222222',
  muted: '#666666',
  rule: '#c5d3c7',
  onPrimary: '#ffffff',
}
const BODY_SIZE = 10
const BODY_LINE_GAP = 2.5
const PARAGRAPH_GAP = 6
const BULLET_GAP = 3.5
const BULLET_INDENT = 18
const HEADING_SIZE = 15
const SECTION_GAP = 14
const TOC_ROW_HEIGHT = 23
const FOOTER_OFFSET = 42
const LOCALE: Record<UserManualLanguage, string> = { es: 'es-ES', en: 'en-GB' }

type Segment = { text: string; isBold: boolean }

/** The manual's text with `{contactEmail}` filled in, or the paragraphs and bullets holding it left out. */
export function getUserManualContent(lang: UserManualLanguage, contactEmail?: string): UserManualContent {
  const content = USER_MANUAL_CONTENT[lang]
  const resolve = (texts: string[]) =>
    texts.flatMap((text) => {
      if (!text.includes(CONTACT_EMAIL_TOKEN)) return [text]
      return contactEmail ? [text.replaceAll(CONTACT_EMAIL_TOKEN, contactEmail)] : []
    })
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      paragraphs: resolve(section.paragraphs),
      ...(section.bullets ? { bullets: resolve(section.bullets) } : {}),
      ...(section.closing ? { closing: resolve(section.closing) } : {}),
    })),
  }
}

export async function renderUserManual(
  lang: UserManualLanguage,
  options: RenderUserManualOptions = {},
): Promise<Buffer> {
  const content = getUserManualContent(lang, options.contactEmail)
  const creationDate = options.creationDate ?? USER_MANUAL_EDITION_DATE
  // loaded on the first manual asked for, not at start-up (PDFKit and its fonts take ~70 ms to load)
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    pdfVersion: '1.7',
    lang,
    displayTitle: true,
    font: FONT.regular,
    info: {
      Title: content.title,
      Subject: content.subtitle,
      Author: AUTHOR,
      Creator: AUTHOR,
      Keywords: content.labels.keywords,
      CreationDate: creationDate,
      ModDate: creationDate,
    },
  })
  const done = collectPdf(doc)

  drawCover(doc, content, lang, { ...options, creationDate })
  const tocPageCount = Math.ceil((content.sections.length * TOC_ROW_HEIGHT + 80) / contentHeight(doc))
  // The contents go on reserved pages after the cover, filled in once the sections' pages are known.
  for (let i = 0; i <= tocPageCount; i++) doc.addPage()
  const sectionPages = content.sections.map((section, index) => drawSection(doc, section, index, content))
  drawTableOfContents(doc, content, sectionPages, 1)
  drawFooters(doc, content)

  doc.end()
  return done
}

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right
}

function contentHeight(doc: Doc): number {
  return doc.page.height - MARGIN.top - MARGIN.bottom
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN.bottom
}

/** Starts a new page unless `height` points still fit on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage()
}

function bodyLineHeight(doc: Doc): number {
  doc.font(FONT.regular).fontSize(BODY_SIZE)
  return doc.currentLineHeight(true) + BODY_LINE_GAP
}

/**
 * Splits `**bold**` markup into runs. Spaces at the start of a run move to the end of the previous one: PDFKit drops
 * spaces at the end of a line but would print them at the start of the next.
 */
function parseSegments(text: string): Segment[] {
  const segments: Segment[] = []
  text.split('**').forEach((part, index) => {
    const previous = segments.at(-1)
    const leading = part.length - part.trimStart().length
    const body = previous ? part.slice(leading) : part
    if (previous && leading > 0) previous.text += part.slice(0, leading)
    if (body.length > 0) segments.push({ text: body, isBold: index % 2 === 1 })
  })
  return segments
}

function plainText(text: string): string {
  return text.replaceAll('**', '')
}

/** Height of a block of body text, measured in the wider of the two weights so that boxes never come out short. */
function measureBody(doc: Doc, text: string, width: number): number {
  const plain = plainText(text)
  const regular = doc.font(FONT.regular).fontSize(BODY_SIZE).heightOfString(plain, { width, lineGap: BODY_LINE_GAP })
  const bold = text.includes('**')
    ? doc.font(FONT.bold).fontSize(BODY_SIZE).heightOfString(plain, { width, lineGap: BODY_LINE_GAP })
    : regular
  doc.font(FONT.regular)
  return Math.max(regular, bold)
}

/** Writes body text with `**bold**` runs at (x, y), wrapping within `width` and flowing onto new pages. */
function writeRich(doc: Doc, text: string, x: number, y: number, width: number, color = COLOR.text): void {
  const segments = parseSegments(text)
  doc.fillColor(color).fontSize(BODY_SIZE)
  segments.forEach((segment, index) => {
    const textOptions = { width, lineGap: BODY_LINE_GAP, continued: index < segments.length - 1 }
    doc.font(segment.isBold ? FONT.bold : FONT.regular)
    if (index === 0) doc.text(segment.text, x, y, textOptions)
    else doc.text(segment.text, textOptions)
  })
  doc.font(FONT.regular)
  doc.x = MARGIN.left
}

function writeParagraph(doc: Doc, text: string): void {
  const width = contentWidth(doc)
  ensureSpace(doc, Math.min(measureBody(doc, text, width), bodyLineHeight(doc) * 2))
  writeRich(doc, text, MARGIN.left, doc.y, width)
  doc.y += PARAGRAPH_GAP
}

function writeBullets(doc: Doc, bullets: string[]): void {
  const width = contentWidth(doc) - BULLET_INDENT
  for (const bullet of bullets) {
    ensureSpace(doc, Math.min(measureBody(doc, bullet, width), bodyLineHeight(doc) * 2))
    const y = doc.y
    doc
      .font(FONT.bold)
      .fontSize(BODY_SIZE)
      .fillColor(COLOR.primary)
      .text('•', MARGIN.left + 5, y, { lineBreak: false })
    writeRich(doc, bullet, MARGIN.left + BULLET_INDENT, y, width)
    doc.y += BULLET_GAP
  }
  doc.y += PARAGRAPH_GAP - BULLET_GAP
}

function writeTip(doc: Doc, tip: string, label: string): void {
  const padding = 9
  const barWidth = 3
  const width = contentWidth(doc) - 2 * padding - barWidth
  const text = `**${label}:** ${tip}`
  const textHeight = measureBody(doc, text, width)
  const boxHeight = textHeight + 2 * padding - BODY_LINE_GAP
  ensureSpace(doc, boxHeight)
  const top = doc.y + 2
  doc.rect(MARGIN.left, top, contentWidth(doc), boxHeight).fill(COLOR.primaryLight)
  doc.rect(MARGIN.left, top, barWidth, boxHeight).fill(COLOR.primary)
  writeRich(doc, text, MARGIN.left + barWidth + padding, top + padding, width)
  doc.y = top + boxHeight + PARAGRAPH_GAP + 4
}

/** Draws one section and returns the page number (1-based) where it starts. */
function drawSection(doc: Doc, section: UserManualSection, index: number, content: UserManualContent): number {
  const width = contentWidth(doc)
  const heading = `${index + 1}. ${section.heading}`
  doc.font(FONT.bold).fontSize(HEADING_SIZE)
  const headingHeight = doc.heightOfString(heading, { width })
  if (doc.y > MARGIN.top + 1) doc.y += SECTION_GAP
  ensureSpace(doc, headingHeight + 10 + bodyLineHeight(doc) * 3)
  const page = doc.bufferedPageRange().count

  doc.outline.addItem(heading)
  doc
    .font(FONT.bold)
    .fontSize(HEADING_SIZE)
    .fillColor(COLOR.primary)
    .text(heading, MARGIN.left, doc.y, { width, destination: sectionDestination(index) })
  const ruleY = doc.y + 3
  doc
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + width, ruleY)
    .lineWidth(0.6)
    .strokeColor(COLOR.rule)
    .stroke()
  doc.y = ruleY + 9

  for (const paragraph of section.paragraphs) writeParagraph(doc, paragraph)
  if (section.bullets?.length) writeBullets(doc, section.bullets)
  for (const paragraph of section.closing ?? []) writeParagraph(doc, paragraph)
  if (section.tip) writeTip(doc, section.tip, content.labels.tip)
  return page
}

function sectionDestination(index: number): string {
  return `section-${index + 1}`
}

function drawCover(
  doc: Doc,
  content: UserManualContent,
  lang: UserManualLanguage,
  options: RenderUserManualOptions & { creationDate: Date },
): void {
  const { width: pageWidth, height: pageHeight } = doc.page
  const width = contentWidth(doc)
  const bandHeight = 330

  doc.rect(0, 0, pageWidth, bandHeight).fill(COLOR.primary)
  drawPitch(doc, MARGIN.left, bandHeight + 150, width, 240)

  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(COLOR.onPrimary)
    .text(content.labels.product.toUpperCase(), MARGIN.left, 96, { width, characterSpacing: 2 })
  doc.font(FONT.bold).fontSize(30).text(content.title, MARGIN.left, 130, { width, lineGap: 2 })
  doc
    .font(FONT.regular)
    .fontSize(13)
    .text(content.subtitle, MARGIN.left, doc.y + 14, { width, lineGap: 3 })

  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor(COLOR.primary)
    .text(content.labels.audience, MARGIN.left, bandHeight + 36, { width })

  const edition = new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    options.creationDate,
  )
  const lines = [
    `${content.labels.version} ${options.version ?? USER_MANUAL_VERSION} · ${content.labels.edition}: ${edition}`,
    ...(options.contactEmail ? [`${content.labels.contact}: ${options.contactEmail}`] : []),
  ]
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted)
  let y = pageHeight - MARGIN.bottom - lines.length * 15
  doc
    .moveTo(MARGIN.left, y - 12)
    .lineTo(MARGIN.left + width, y - 12)
    .lineWidth(0.6)
    .strokeColor(COLOR.rule)
    .stroke()
  for (const line of lines) {
    doc.text(line, MARGIN.left, y, { width, lineBreak: false })
    y += 15
  }
}

/** A football pitch in outline, as a quiet illustration for the cover. */
function drawPitch(doc: Doc, x: number, y: number, width: number, height: number): void {
  const midX = x + width / 2
  const midY = y + height / 2
  const boxDepth = width * 0.13
  const boxHeight = height * 0.55
  const goalDepth = width * 0.05
  const goalHeight = height * 0.25
  doc.save().lineWidth(1.2).strokeColor(COLOR.rule)
  doc.rect(x, y, width, height).stroke()
  doc
    .moveTo(midX, y)
    .lineTo(midX, y + height)
    .stroke()
  doc.circle(midX, midY, height * 0.16).stroke()
  doc.circle(midX, midY, 2).fillColor(COLOR.rule).fill()
  for (const side of [0, 1]) {
    const edge = side === 0 ? x : x + width
    const direction = side === 0 ? 1 : -1
    const boxX = side === 0 ? edge : edge - boxDepth
    const goalX = side === 0 ? edge : edge - goalDepth
    doc.rect(boxX, midY - boxHeight / 2, boxDepth, boxHeight).stroke()
    doc.rect(goalX, midY - goalHeight / 2, goalDepth, goalHeight).stroke()
    doc.circle(edge + direction * boxDepth * 0.72, midY, 2).fill()
  }
  doc.restore()
}

function drawTableOfContents(
  doc: Doc,
  content: UserManualContent,
  sectionPages: number[],
  firstPageIndex: number,
): void {
  let pageIndex = firstPageIndex
  doc.switchToPage(pageIndex)
  const width = contentWidth(doc)
  const numberWidth = 26
  const pageNumberWidth = 28
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOR.primary)
    .text(content.labels.tableOfContents, MARGIN.left, MARGIN.top, { width })
  let y = doc.y + 18

  content.sections.forEach((section, index) => {
    if (y + TOC_ROW_HEIGHT > bottomLimit(doc)) {
      pageIndex++
      doc.switchToPage(pageIndex)
      y = MARGIN.top
    }
    const titleWidth = width - numberWidth - pageNumberWidth - 12
    const pageLabel = String(sectionPages[index])
    doc.font(FONT.bold).fontSize(11).fillColor(COLOR.primary)
    doc.text(`${index + 1}.`, MARGIN.left, y, { width: numberWidth, lineBreak: false })
    doc.font(FONT.regular).fillColor(COLOR.text)
    const title = fitText(doc, section.heading, titleWidth)
    doc.text(title, MARGIN.left + numberWidth, y, { width: titleWidth, lineBreak: false })
    const leaderStart = MARGIN.left + numberWidth + doc.widthOfString(title) + 6
    const leaderEnd = MARGIN.left + width - pageNumberWidth
    const leaderY = y + doc.currentLineHeight() - 3
    doc
      .save()
      .moveTo(leaderStart, leaderY)
      .lineTo(leaderEnd, leaderY)
      .lineWidth(0.8)
      .dash(0.8, { space: 2.6 })
      .strokeColor(COLOR.muted)
      .stroke()
      .restore()
    doc.font(FONT.bold).fillColor(COLOR.text)
    doc.text(pageLabel, leaderEnd, y, { width: pageNumberWidth, align: 'right', lineBreak: false })
    doc.goTo(MARGIN.left, y - 4, width, TOC_ROW_HEIGHT - 2, sectionDestination(index))
    y += TOC_ROW_HEIGHT
  })
}

/** Shortens a single line with an ellipsis when it does not fit (headings are short; this is only a safeguard). */
function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let shortened = text
  while (shortened.length > 1 && doc.widthOfString(`${shortened}…`) > width) shortened = shortened.slice(0, -1)
  return `${shortened.trimEnd()}…`
}

function drawFooters(doc: Doc, content: UserManualContent): void {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index)
    const width = contentWidth(doc)
    const y = doc.page.height - FOOTER_OFFSET
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .moveTo(MARGIN.left, y - 8)
      .lineTo(MARGIN.left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted)
    doc.text(content.labels.footer, MARGIN.left, y, { width: width / 2, lineBreak: false })
    doc.text(`${content.labels.page} ${index + 1} ${content.labels.of} ${count}`, MARGIN.left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = bottomMargin
  }
}
