import { describe, expect, it } from 'vitest'
import { MINUS_SIGN, minusSigned, signedNumber } from './signed-number.ts'

describe('signed numbers', () => {
  it.each([
    [3, '+3'],
    [-1, '−1'],
    [-12, '−12'],
    [0, '0'],
  ])('%d reads %s, with a true minus sign', (value, text) => {
    expect(signedNumber(value)).toBe(text)
    expect(signedNumber(value)).not.toContain('-')
  })

  it('prints negatives without a plus for positives', () => {
    expect(minusSigned(-4)).toBe(`${MINUS_SIGN}4`)
    expect(minusSigned(4)).toBe('4')
    expect(minusSigned(0)).toBe('0')
  })
})
