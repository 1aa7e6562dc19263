import { describe, expect, test } from 'vitest'
import { formatMoney, parseAmount } from './money-format.ts'

describe('money format', () => {
  test.each([
    ['1500', 150_000],
    ['1.500', 150_000],
    ['1.500,50', 150_050],
    ['1500.5', 150_050],
    ['0', null],
    ['abc', null],
    ['-5', null],
  ])('%s → %s', (text, amount) => {
    expect(parseAmount(text, 'ARS')).toBe(amount)
  })

  test('in the reader’s language', () => {
    expect(formatMoney(150_050, 'ARS', 'es').replace(/\s/g, ' ')).toBe('$ 1.500,50')
    expect(formatMoney(-2_500, 'EUR', 'en')).toBe('-€25.00')
  })
})
