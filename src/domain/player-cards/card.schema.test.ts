import { describe, expect, it } from 'vitest'
import { maskDni } from './card.schema.ts'

describe('maskDni', () => {
  it.each([
    ['30123456', '30.***.456'],
    ['30.123.456', '30.***.456'],
    ['X1234567L', 'X1.***.67L'],
    ['1234567', '***67'],
    ['12345', '***45'],
    ['1234', '****'],
    ['12', '***'],
    [null, null],
    ['', null],
  ])('%s → %s', (dni, masked) => {
    expect(maskDni(dni)).toBe(masked)
  })
})
