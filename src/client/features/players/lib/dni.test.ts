import { describe, expect, it } from 'vitest'
import { isDni as domainIsDni, normalizeDni as domainNormalizeDni } from '#domain/players/player.schema.ts'
import { isDni, looksLikeDni, normalizeDni } from './dni.ts'

const SAMPLES = [
  '12.345.678',
  '12345678',
  ' 12-345-678 ',
  'AB 123 456',
  'x1234',
  '1234',
  '',
  '.12345',
  '12345678901234567890',
  '123456789012345678901',
  '12_345_678',
  'ñ12345',
  `${'1'.repeat(5)}${'.'.repeat(36)}`,
]

describe('the copied DNI rules', () => {
  it.each(SAMPLES)('agree with the domain’s for %j', (sample) => {
    expect(normalizeDni(sample)).toBe(domainNormalizeDni(sample))
    expect(isDni(sample)).toBe(domainIsDni(sample.trim()))
  })
})

describe('looksLikeDni', () => {
  it('is true for what people type as a DNI, false for names', () => {
    expect(looksLikeDni('12.345.678')).toBe(true)
    expect(looksLikeDni('30111222')).toBe(true)
    expect(looksLikeDni('Pérez')).toBe(false)
    expect(looksLikeDni('garcia')).toBe(false)
    expect(looksLikeDni('123')).toBe(false)
  })
})
