import { collectPdf } from '#server/lib/pdf.ts'
import type { UserManualContent, UserManualLanguage } from './user-manual.content.ts'
import { CONTACT_EMAIL_TOKEN, USER_MANUAL_CONTENT, USER_MANUAL_EDITION_DATE } from './user-manual.content.ts'
import { drawCover, drawFooters, drawTableOfContents } from './user-manual-pages.ts'
import { drawSection } from './user-manual-sections.ts'
import { AUTHOR, contentHeight, FONT, MARGIN, TOC_ROW_HEIGHT } from './user-manual-style.ts'

// Renders the administrator's user manual (user-manual.content.ts) as an A4 PDF with the standard Helvetica fonts:
// a cover, a table of contents with links, numbered sections, bullets and tips, page numbers and bookmarks
// (user-manual-pages.ts draws the cover, contents and footers; user-manual-sections.ts the sections).
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
