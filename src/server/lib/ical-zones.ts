/**
 * Time zones in iCalendar feeds (RFC 5545): the VTIMEZONE of the league's zone and instants written as its wall clock,
 * shared by the public feeds (features/public/calendar.ts) and an official's own calendar (decision 0050).
 */
import type { ICalLuxonDateTimeStub } from 'ical-generator'
import { offsetMinutes, offsetTransitions, wallClockIn } from '#domain/organizations/time-zone.ts'

/** `+0130` / `-0300` for an offset in minutes. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

/** `YYYYMMDDTHHmmss` of the wall clock `offset` minutes ahead of UTC at `instant`. */
function localStamp(instant: number, offset: number): string {
  return new Date(instant + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '')
}

/**
 * The VTIMEZONE component (RFC 5545 §3.6.5) of `zone` from January 1 of `firstYear` to the end of `lastYear`: the
 * offset in force on the first day, then one observance per change (DAYLIGHT when the clock goes forward, STANDARD
 * when it goes back), each starting at the wall clock of the change in the offset it leaves.
 */
export function vtimezone(zone: string, firstYear: number, lastYear: number): string {
  const from = Date.UTC(firstYear, 0, 1)
  const to = Date.UTC(lastYear + 1, 0, 1)
  const initial = offsetMinutes(from, zone)
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, fromMinutes: number, toMinutes: number) =>
    [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${formatOffset(fromMinutes)}`,
      `TZOFFSETTO:${formatOffset(toMinutes)}`,
      `END:${kind}`,
    ].join('\r\n')
  const transitions = offsetTransitions(zone, from, to)
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    // in force before the first change: daylight when that change turns the clock back
    observance(
      transitions[0] && transitions[0].toMinutes < initial ? 'DAYLIGHT' : 'STANDARD',
      localStamp(from, initial),
      initial,
      initial,
    ),
    ...transitions.map((change) =>
      observance(
        change.toMinutes > change.fromMinutes ? 'DAYLIGHT' : 'STANDARD',
        localStamp(change.at, change.fromMinutes),
        change.fromMinutes,
        change.toMinutes,
      ),
    ),
    'END:VTIMEZONE',
  ]
  return lines.join('\r\n')
}

/**
 * An instant as ical-generator reads a Luxon DateTime: with the event's `timezone` set it asks for the wall clock in
 * that zone (`setZone`, then `toFormat`), which the domain's wallClockIn gives. (A plain Date would be written in the
 * server process's own zone.)
 */
export function zonedInstant(instant: Date, zone = 'UTC'): ICalLuxonDateTimeStub {
  return {
    isValid: true,
    zone: { type: 'iana' },
    setZone: (next?: string) => zonedInstant(instant, next ?? zone),
    toJSDate: () => instant,
    toJSON: () => instant.toISOString(),
    toFormat: (format: string) => {
      const clock = wallClockIn(instant, zone)
      if (format === 'yyyyLLdd') return clock.date.replaceAll('-', '')
      if (format === 'HHmmss') return `${clock.time.replace(':', '')}00`
      throw new Error(`zonedInstant: unexpected format ${format}`)
    },
  }
}
