import { describe, expect, it } from 'vitest'
import { localeVariantFor } from '#domain/navigation/locale-variant.ts'
import { spanishRegionOf } from './i18n.ts'

describe('before any league is known, the browser stands in for its country (decision 0042)', () => {
  it('an es-AR browser reads Argentine Spanish at sign-up; others read Spain’s or English', () => {
    expect(localeVariantFor('es', spanishRegionOf(['es-AR', 'es', 'en']))).toBe('es-AR')
    expect(localeVariantFor('es', spanishRegionOf(['es-ES']))).toBe('es')
    expect(localeVariantFor('es', spanishRegionOf(['en-US', 'es']))).toBe('es')
    expect(localeVariantFor('en', spanishRegionOf(['es-AR']))).toBe('en')
    expect(spanishRegionOf(['en-GB', 'es-ar'])).toBe('AR')
  })
})
