import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryName, countryOptions, PRIORITY_COUNTRIES } from './countries.ts'

describe('countries', () => {
  it('has the full ISO list without duplicates', () => {
    expect(COUNTRY_CODES.length).toBe(249)
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length)
    for (const code of PRIORITY_COUNTRIES) expect(COUNTRY_CODES).toContain(code)
  })

  it('names countries in the interface language', () => {
    expect(countryName('AR', 'es')).toBe('Argentina')
    expect(countryName('ES', 'es')).toBe('España')
    expect(countryName('ES', 'en')).toBe('Spain')
    expect(countryName('gb', 'en')).toBe('United Kingdom')
  })

  it('lists the priority countries first, then the rest alphabetically, each once', () => {
    const options = countryOptions('es')
    expect(options.slice(0, 3).map((option) => option.code)).toEqual(['AR', 'ES', 'UY'])
    expect(options).toHaveLength(COUNTRY_CODES.length)
    const rest = options.filter((option) => !option.isPriority).map((option) => option.name)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('es').compare))
  })
})
