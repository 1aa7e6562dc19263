import { describe, expect, test } from 'vitest'
import { formatMajorAmount, formatMoney, parseAmount, parseMajorAmount } from './money-format.ts'

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
    // the opposite of a zero balance is no negative zero
    expect(formatMoney(-0, 'USD', 'en')).toBe('$0.00')
  })
})

describe('amounts typed in units', () => {
  test.each([
    ['1500,50', 'es', { amount: 150_050 }],
    ['1.500,50', 'es', { amount: 150_050 }],
    ['1500.50', 'es', { amount: 150_050 }],
    ['1.500', 'es', { amount: 150_000 }],
    ['1500.50', 'en', { amount: 150_050 }],
    ['1,500.5', 'en', { amount: 150_050 }],
    ['1,500', 'en', { amount: 150_000 }],
    ['0', 'en', { amount: 0 }],
    ['1500,505', 'es', { error: 'money.amount_decimals' }],
    ['1500.505', 'en', { error: 'money.amount_decimals' }],
    ['-5', 'en', { error: 'money.amount_invalid' }],
    ['1.50.0', 'es', { error: 'money.amount_invalid' }],
    ['12,34', 'en', { amount: 1_234 }],
    ['1,5000', 'en', { error: 'money.amount_invalid' }],
    ['', 'en', { error: 'money.amount_invalid' }],
    ['100000001', 'en', { error: 'validation.too_big' }],
  ] as const)('%s (%s) → %o', (text, lang, parsed) => {
    expect(parseMajorAmount(text, 'ARS', lang)).toEqual(parsed)
  })

  test('a currency without minor units takes no decimals', () => {
    expect(parseMajorAmount('1500', 'CLP', 'es')).toEqual({ amount: 1_500 })
    expect(parseMajorAmount('1500,5', 'CLP', 'es')).toEqual({ error: 'money.amount_decimals' })
    expect(formatMajorAmount(1_500, 'CLP', 'es')).toBe('1500')
  })

  test('shown as typed', () => {
    expect(formatMajorAmount(150_050, 'ARS', 'es')).toBe('1500,50')
    expect(formatMajorAmount(150_050, 'EUR', 'en')).toBe('1500.50')
    expect(formatMajorAmount(150_000, 'USD', 'en')).toBe('1500')
  })
})
