import { describe, expect, it } from 'vitest'
import { vtimezone } from './calendar.ts'

describe('vtimezone', () => {
  it("writes Madrid's 2026 changes at the wall clock they leave: forward on 29 March, back on 25 October", () => {
    const text = vtimezone('Europe/Madrid', 2026, 2026)
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Madrid',
      'BEGIN:STANDARD',
      'DTSTART:20260101T010000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ])
  })

  it('writes one observance for a zone without changes (Buenos Aires), and half hours (Adelaide) in its offsets', () => {
    expect(vtimezone('America/Argentina/Buenos_Aires', 2025, 2027)).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:America/Argentina/Buenos_Aires',
        'BEGIN:STANDARD',
        'DTSTART:20241231T210000',
        'TZOFFSETFROM:-0300',
        'TZOFFSETTO:-0300',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
    )
    const adelaide = vtimezone('Australia/Adelaide', 2026, 2026)
    // summer in January: daylight first, back to +0930 in April, forward to +1030 in October
    expect(adelaide).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260101T103000\r\nTZOFFSETFROM:+1030\r\nTZOFFSETTO:+1030')
    expect(adelaide).toContain('BEGIN:STANDARD\r\nDTSTART:20260405T030000\r\nTZOFFSETFROM:+1030\r\nTZOFFSETTO:+0930')
    expect(adelaide).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20261004T020000\r\nTZOFFSETFROM:+0930\r\nTZOFFSETTO:+1030')
  })
})
