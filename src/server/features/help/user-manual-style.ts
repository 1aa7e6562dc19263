/** The user manual's page geometry, fonts, colours and spacing (see user-manual.ts), shared by its drawing modules. */
import type { UserManualLanguage } from './user-manual.content.ts'

export type Doc = PDFKit.PDFDocument

export const AUTHOR = 'League Portal'
export const MARGIN = { top: 64, bottom: 68, left: 60, right: 60 }
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' }
export const COLOR = {
  primary: '#1b5e20',
  primaryLight: '#e8f2e9',
  text: '#222222',
  muted: '#666666',
  rule: '#c5d3c7',
  onPrimary: '#ffffff',
}
export const BODY_SIZE = 10
export const BODY_LINE_GAP = 2.5
export const PARAGRAPH_GAP = 6
export const BULLET_GAP = 3.5
export const BULLET_INDENT = 18
export const HEADING_SIZE = 15
export const SECTION_GAP = 14
export const TOC_ROW_HEIGHT = 23
export const FOOTER_OFFSET = 42
export const LOCALE: Record<UserManualLanguage, string> = { es: 'es-ES', en: 'en-GB' }

export function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right
}

export function contentHeight(doc: Doc): number {
  return doc.page.height - MARGIN.top - MARGIN.bottom
}

export function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN.bottom
}

export function sectionDestination(index: number): string {
  return `section-${index + 1}`
}
