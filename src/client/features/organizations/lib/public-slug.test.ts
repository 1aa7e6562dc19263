import { describe, expect, it } from 'vitest'
import { publicGameUrl, publicSiteUrl, publicTournamentUrl, whatsAppShareUrl } from '#client/lib/public-links.ts'
import { suggestPublicSlug } from './public-slug.ts'

describe('suggestPublicSlug', () => {
  it.each([
    ['Liga Amateur del Oeste', 'liga-amateur-del-oeste'],
    ['  Fútbol Ñandú — Pingüinos!! ', 'futbol-nandu-pinguinos'],
    ['AB', 'ab-futbol'],
    ['***', 'liga-futbol'],
    [`${'x'.repeat(59)} y`, 'x'.repeat(59)],
  ])('%s → %s', (name, slug) => {
    expect(suggestPublicSlug(name)).toBe(slug)
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe('share links', () => {
  it('builds the address and a WhatsApp link with the text encoded', () => {
    expect(publicSiteUrl('https://x.test', 'es', 'liga')).toBe('https://x.test/es/l/liga')
    expect(publicGameUrl('https://x.test', 'en', 'liga', 'g1')).toBe('https://x.test/en/l/liga/games/g1')
    expect(publicTournamentUrl('https://x.test', 'es', 'liga', 't1')).toBe('https://x.test/es/l/liga/tournaments/t1')
    expect(whatsAppShareUrl('Liga & co https://x.test/es/l/liga')).toBe(
      'https://wa.me/?text=Liga%20%26%20co%20https%3A%2F%2Fx.test%2Fes%2Fl%2Fliga',
    )
  })
})
