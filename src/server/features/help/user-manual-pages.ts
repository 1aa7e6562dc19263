/** The user manual's cover, table of contents and page footers (see user-manual.ts). */
import type { UserManualContent, UserManualLanguage } from './user-manual.content.ts'
import { USER_MANUAL_VERSION } from './user-manual.content.ts'
import {
  bottomLimit,
  COLOR,
  contentWidth,
  type Doc,
  FONT,
  FOOTER_OFFSET,
  LOCALE,
  MARGIN,
  sectionDestination,
  TOC_ROW_HEIGHT,
} from './user-manual-style.ts'

export function drawCover(
  doc: Doc,
  content: UserManualContent,
  lang: UserManualLanguage,
  options: { version?: string; contactEmail?: string; creationDate: Date },
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

export function drawTableOfContents(
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

export function drawFooters(doc: Doc, content: UserManualContent): void {
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
