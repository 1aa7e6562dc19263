import { describe, expect, it } from 'vitest'
import { baseLangOf, isLocaleVariant, localeVariantFor } from './locale-variant.ts'

describe('localeVariantFor', () => {
  it.each([
    ['es', 'AR', 'es-AR'],
    ['es', ' ar ', 'es-AR'],
    ['es', 'ES', 'es'],
    ['es', 'UY', 'es'],
    ['es', null, 'es'],
    ['es', undefined, 'es'],
    ['en', 'AR', 'en'],
    ['en', 'ES', 'en'],
  ] as const)('%s with a league in %s reads %s', (lang, country, variant) => {
    expect(localeVariantFor(lang, country)).toBe(variant)
  })

  it('knows its variants and their languages', () => {
    expect(isLocaleVariant('es-AR')).toBe(true)
    expect(isLocaleVariant('es-MX')).toBe(false)
    expect(baseLangOf('es-AR')).toBe('es')
    expect(baseLangOf('en')).toBe('en')
  })
})
