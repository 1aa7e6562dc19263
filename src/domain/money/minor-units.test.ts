import { describe, expect, it } from 'vitest'
import { minorUnitDigits, toMajorUnits, toMinorUnits } from './minor-units.ts'

describe('minor units', () => {
  it.each([
    ['ARS', 2],
    ['EUR', 2],
    ['USD', 2],
    ['CLP', 0],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i decimals', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits)
  })

  it.each([
    [150_050, 'ARS', 1500.5],
    [1500, 'CLP', 1500],
    [1, 'EUR', 0.01],
  ])('%i minor units of %s are %d major units, and back', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major)
    expect(toMinorUnits(major, currency)).toBe(minor)
  })

  it('rounds a major amount with float noise to the nearest minor unit', () => {
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30)
  })
})
