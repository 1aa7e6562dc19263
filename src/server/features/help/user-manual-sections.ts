/** The user manual's sections: headings, paragraphs with `**bold**` runs, bullets and tips (see user-manual.ts). */
import type { UserManualContent, UserManualSection } from './user-manual.content.ts'
import {
  BODY_LINE_GAP,
  BODY_SIZE,
  BULLET_GAP,
  BULLET_INDENT,
  bottomLimit,
  COLOR,
  contentWidth,
  type Doc,
  FONT,
  HEADING_SIZE,
  MARGIN,
  PARAGRAPH_GAP,
  SECTION_GAP,
  sectionDestination,
} from './user-manual-style.ts'

type Segment = { text: string; isBold: boolean }

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
export function drawSection(doc: Doc, section: UserManualSection, index: number, content: UserManualContent): number {
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
