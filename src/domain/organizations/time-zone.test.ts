import { describe, expect, it } from 'vitest'
import {
  calendarDayIn,
  defaultTimeZoneForCountry,
  isKnownTimeZone,
  wallClockIn,
  zonedTimeToInstant,
} from './time-zone.ts'

describe('defaultTimeZoneForCountry', () => {
  it('gives the league country’s zone, UTC for one without an entry', () => {
    expect(defaultTimeZoneForCountry('AR')).toBe('America/Argentina/Buenos_Aires')
    expect(defaultTimeZoneForCountry('es')).toBe('Europe/Madrid')
    expect(defaultTimeZoneForCountry('ZZ')).toBe('UTC')
    expect(defaultTimeZoneForCountry(undefined)).toBe('UTC')
  })
})

describe('isKnownTimeZone', () => {
  it('accepts IANA names and refuses offsets, unknown names and injections', () => {
    expect(isKnownTimeZone('Europe/Madrid')).toBe(true)
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true)
    for (const zone of ['Mars/Olympus_Mons', '+01:00', "Europe/Madrid'; --", ''])
      expect(isKnownTimeZone(zone)).toBe(false)
  })
})

describe('zonedTimeToInstant', () => {
  it('reads an Argentine 21:00 as 00:00 UTC the next day, whatever the device', () => {
    expect(zonedTimeToInstant('2026-11-20', '21:00', 'America/Argentina/Buenos_Aires')).toBe('2026-11-21T00:00:00.000Z')
    expect(wallClockIn('2026-11-21T00:00:00Z', 'America/Argentina/Buenos_Aires')).toEqual({
      date: '2026-11-20',
      time: '21:00',
    })
    expect(calendarDayIn('2026-11-21T00:00:00Z', 'Europe/Madrid')).toBe('2026-11-21')
  })

  it('follows Madrid across summer time: 18:00 is 17:00 UTC in winter and 16:00 UTC in summer', () => {
    expect(zonedTimeToInstant('2026-03-28', '18:00', 'Europe/Madrid')).toBe('2026-03-28T17:00:00.000Z')
    expect(zonedTimeToInstant('2026-03-29', '18:00', 'Europe/Madrid')).toBe('2026-03-29T16:00:00.000Z')
    expect(zonedTimeToInstant('2026-10-24', '18:00', 'Europe/Madrid')).toBe('2026-10-24T16:00:00.000Z')
    expect(zonedTimeToInstant('2026-10-25', '18:00', 'Europe/Madrid')).toBe('2026-10-25T17:00:00.000Z')
  })

  it('reads a time skipped in spring as after the change, and a repeated autumn time as the first one', () => {
    // 29 March 2026, 02:00 → 03:00: 02:30 does not exist; it is read as 03:30 summer time (01:30 UTC)
    expect(zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z')
    // 25 October 2026, 03:00 → 02:00: 02:30 happens twice; the first is summer time (00:30 UTC)
    expect(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z')
    expect(zonedTimeToInstant('2026-10-25', '00:00', 'Europe/Madrid')).toBe('2026-10-24T22:00:00.000Z')
  })
})
