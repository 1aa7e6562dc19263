import { describe, expect, it } from 'vitest'
import type { UserManualContent } from './user-manual.content.ts'
import { CONTACT_EMAIL_TOKEN, USER_MANUAL_CONTENT, USER_MANUAL_LANGUAGES } from './user-manual.content.ts'
import { getUserManualContent, renderUserManual } from './user-manual.ts'

// Characters the WinAnsi encoding of the standard PDF fonts can print: Latin-1 plus the Windows-1252 extras.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)
}

function allTexts(content: UserManualContent): string[] {
  return [
    content.title,
    content.subtitle,
    ...Object.values(content.labels),
    ...content.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
      ...(section.closing ?? []),
      ...(section.tip ? [section.tip] : []),
    ]),
  ]
}

/** A PDF literal string as PDFKit writes it: plain bytes when ASCII, otherwise UTF-16BE with a byte order mark. */
function pdfStringLiteral(value: string): Buffer {
  const isAscii = [...value].every((char) => (char.codePointAt(0) ?? 0) <= 0x7f)
  const bytes = isAscii
    ? Buffer.from(value, 'latin1')
    : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(value, 'utf16le').swap16()])
  const escaped = bytes.toString('latin1').replace(/[\n\r\t\b\f()\\]/g, (char) => {
    const names: Record<string, string> = { '\n': 'n', '\r': 'r', '\t': 't', '\b': 'b', '\f': 'f' }
    return `\\${names[char] ?? char}`
  })
  return Buffer.from(`(${escaped})`, 'latin1')
}

function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?![a-zA-Z])/g)?.length ?? 0
}

describe('renderUserManual', () => {
  for (const lang of USER_MANUAL_LANGUAGES) {
    it(`renders the ${lang} manual as a PDF of several pages with its metadata`, async () => {
      const pdf = await renderUserManual(lang, { contactEmail: 'support@example.com' })

      expect(Buffer.isBuffer(pdf)).toBe(true)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdf.subarray(-8).toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
      expect(countPages(pdf)).toBeGreaterThan(3)
      expect(pdf.includes(pdfStringLiteral(USER_MANUAL_CONTENT[lang].title))).toBe(true)
      expect(pdf.includes(pdfStringLiteral('League Portal'))).toBe(true)
      expect(pdf.includes(Buffer.from(`/Lang ${pdfStringLiteral(lang).toString('latin1')}`, 'latin1'))).toBe(true)
    })
  }

  it('gives the same bytes on every render', async () => {
    const first = await renderUserManual('es', { version: '2.1', contactEmail: 'ayuda@example.com' })
    const second = await renderUserManual('es', { version: '2.1', contactEmail: 'ayuda@example.com' })
    expect(second.equals(first)).toBe(true)
  })

  it('uses the creation date it is given', async () => {
    const pdf = await renderUserManual('en', { creationDate: new Date('2030-02-03T04:05:06Z') })
    expect(pdf.includes('(D:20300203040506Z)')).toBe(true)
  })

  it('renders uncompressed when asked, with one page object per page', async () => {
    const pdf = await renderUserManual('en', { compress: false })
    expect(pdf.includes('/FlateDecode')).toBe(false)
    expect(countPages(pdf)).toBeGreaterThan(3)
  })
})

describe('user manual content', () => {
  it('has the same sections, with the same blocks, in both languages', () => {
    const { es, en } = USER_MANUAL_CONTENT
    expect(es.sections.length).toBe(en.sections.length)
    es.sections.forEach((section, index) => {
      const other = en.sections[index]
      expect(section.paragraphs.length, section.heading).toBe(other.paragraphs.length)
      expect(section.bullets?.length, section.heading).toBe(other.bullets?.length)
      expect(section.closing?.length, section.heading).toBe(other.closing?.length)
      expect(Boolean(section.tip), section.heading).toBe(Boolean(other.tip))
    })
  })

  it('uses only characters the standard fonts can print, with balanced bold markers', () => {
    for (const lang of USER_MANUAL_LANGUAGES) {
      for (const text of allTexts(USER_MANUAL_CONTENT[lang])) {
        expect(
          [...text].filter((char) => !isWinAnsi(char)),
          text,
        ).toEqual([])
        expect(text.split('**').length % 2, text).toBe(1)
      }
    }
  })

  it('fills in the contact address, or leaves out the lines that need it', () => {
    const countToken = (content: UserManualContent) => allTexts(content).filter((t) => t.includes(CONTACT_EMAIL_TOKEN))
    for (const lang of USER_MANUAL_LANGUAGES) {
      expect(countToken(USER_MANUAL_CONTENT[lang]).length).toBeGreaterThan(0)
      const withEmail = getUserManualContent(lang, 'help@example.com')
      expect(countToken(withEmail)).toEqual([])
      expect(allTexts(withEmail).some((text) => text.includes('help@example.com'))).toBe(true)
      const withoutEmail = getUserManualContent(lang)
      expect(countToken(withoutEmail)).toEqual([])
      expect(withoutEmail.sections.length).toBe(USER_MANUAL_CONTENT[lang].sections.length)
    }
  })
})
