import { describe, expect, it } from 'vitest'
import { dniRefusalFor, spanishIdIsValid } from './dni-by-country.ts'

describe('DNI by country', () => {
  it('Argentina: 7–8 digits, dots allowed', () => {
    for (const ok of ['12345678', '12.345.678', '1.234.567', '1234567']) expect(dniRefusalFor(ok, 'AR'), ok).toBeNull()
    for (const bad of ['abc12', '123456', '123456789', '12-345-678', '12.34.5678']) {
      expect(dniRefusalFor(bad, 'AR'), bad).toBe('validation.dni_ar')
    }
  })

  it('Spain: a DNI with its check letter, or a NIE (X/Y/Z) with its own', () => {
    expect(spanishIdIsValid('12345678Z')).toBe(true)
    expect(dniRefusalFor('12345678-z', 'ES')).toBeNull()
    expect(dniRefusalFor('12345678A', 'ES')).toBe('validation.dni_es')
    // NIE: X → 0, Y → 1, Z → 2 before the digits
    expect(dniRefusalFor('X1234567L', 'ES')).toBeNull()
    expect(dniRefusalFor('Y1234567X', 'ES')).toBeNull()
    expect(dniRefusalFor('Z1234567R', 'ES')).toBeNull()
    expect(dniRefusalFor('X1234567A', 'ES')).toBe('validation.dni_es')
    expect(dniRefusalFor('W1234567L', 'ES')).toBe('validation.dni_es')
  })

  it('elsewhere: no country rule', () => {
    expect(dniRefusalFor('abc12', 'UY')).toBeNull()
  })
})
