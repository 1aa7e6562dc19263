import { describe, expect, it } from 'vitest'
import { deduplicatedName, NAME_KEY_SQL, NAME_KEY_TRANSLATION, normalizeName } from './name-key.ts'

/** What the database's translate() + space collapsing does (NAME_KEY_SQL), in TypeScript. */
function sqlKey(name: string): string {
  const { from, to } = NAME_KEY_TRANSLATION
  const map = new Map([...from].map((ch, i) => [ch, [...to][i]]))
  return [...name]
    .map((ch) => map.get(ch) ?? ch)
    .join('')
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .trim()
}

describe('normalizeName', () => {
  it.each([
    ['Sportivo Haedo', 'sportivo haedo'],
    ['  SPORTIVO   haedo ', 'sportivo haedo'],
    ['Sportivo\tHaedo', 'sportivo haedo'],
    ['Atlético Ñandú', 'atletico nandu'],
    ['ATLÉTICO ÑANDÚ', 'atletico nandu'],
    ['Çakır Köln', 'cakır koln'],
    ['Temporada 2026', 'temporada 2026'],
    ['Club\u00a0Atlético', 'club atletico'],
    ['', ''],
  ])('%j → %j', (name, key) => {
    expect(normalizeName(name)).toBe(key)
  })

  it('tells different names apart', () => {
    expect(normalizeName('Sportivo Haedo')).not.toBe(normalizeName('Sportivo Haedo B'))
    expect(normalizeName('Los Andes')).not.toBe(normalizeName('Losandes'))
  })
})

describe('the SQL key', () => {
  it('maps every letter it lists as normalizeName does', () => {
    const { from, to } = NAME_KEY_TRANSLATION
    expect([...from]).toHaveLength([...to].length)
    for (const [i, letter] of [...from].entries()) expect(normalizeName(`x${letter}x`), letter).toBe(`x${[...to][i]}x`)
  })

  it('covers the Latin letters with diacritics', () => {
    expect(NAME_KEY_TRANSLATION.from).toContain('Ñ')
    expect(NAME_KEY_TRANSLATION.from).toContain('ü')
    expect(NAME_KEY_TRANSLATION.from.length).toBeGreaterThan(250)
  })

  it.each(['  Atlético   ÑANDÚ ', 'Çakır Köln', 'São Paulo FC', 'Peñarol\u00a0 de  Mayo', 'Łódź'])(
    'gives %j the key normalizeName gives (Latin letters)',
    (name) => {
      // Ł and ł have no decomposition: both keys keep them as they are, apart from case
      const key = normalizeName(name)
      expect(sqlKey(name)).toBe(name.includes('Ł') ? key.replace('ł', 'Ł') : key)
    },
  )

  it('is plain SQL over the name column with no quote inside the mapping', () => {
    expect(NAME_KEY_TRANSLATION.from).not.toContain("'")
    expect(NAME_KEY_SQL).toMatch(/^btrim\(regexp_replace\(translate\(name, '/)
  })
})

describe('deduplicatedName', () => {
  it('suffixes the first free number', () => {
    expect(deduplicatedName('Sportivo Haedo', new Set(['sportivo haedo']))).toBe('Sportivo Haedo (2)')
    expect(deduplicatedName('Sportivo Haedo', new Set(['sportivo haedo', 'sportivo haedo (2)']))).toBe(
      'Sportivo Haedo (3)',
    )
  })
})
