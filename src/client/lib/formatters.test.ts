import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './formatters.ts'

describe('formatDate', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 18, 30))

  it('uses the es-ES calendar for Spanish', () => {
    expect(formatDate(date, 'es', { timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
    )
    expect(formatDate(date, 'es', { timeZone: 'UTC' })).toContain('2026')
  })

  it('uses the en-GB calendar (day before month) for English', () => {
    expect(formatDate(date, 'en', { style: 'long', timeZone: 'UTC' })).toBe('5 March 2026')
  })

  it('accepts ISO strings and returns an empty string for invalid input', () => {
    expect(formatDate('2026-03-05T18:30:00Z', 'en', { timeZone: 'UTC' })).toBe('5 Mar 2026')
    expect(formatDate('not a date', 'en')).toBe('')
  })

  it('formats date and time in a given time zone', () => {
    expect(formatDate(date, 'en', { style: 'datetime', timeZone: 'America/Argentina/Buenos_Aires' })).toContain('15:30')
  })
})

describe('formatNumber', () => {
  it('groups digits by locale', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(1234567, 'es')).toBe('1.234.567')
  })
})
