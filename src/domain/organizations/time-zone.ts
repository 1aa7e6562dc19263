/**
 * The league's time zone (decision 0020): every date and time the portal shows or generates is read in it, whatever the
 * viewer's device. Pure functions on the IANA database the runtime carries (Intl), shared by client and server.
 */

/** The zone a country's league plays in when the organization has not chosen one (the capital's, for a big country). */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  ES: 'Europe/Madrid',
  UY: 'America/Montevideo',
  CL: 'America/Santiago',
  PY: 'America/Asuncion',
  BO: 'America/La_Paz',
  PE: 'America/Lima',
  EC: 'America/Guayaquil',
  CO: 'America/Bogota',
  VE: 'America/Caracas',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  CR: 'America/Costa_Rica',
  PA: 'America/Panama',
  GT: 'America/Guatemala',
  HN: 'America/Tegucigalpa',
  SV: 'America/El_Salvador',
  NI: 'America/Managua',
  DO: 'America/Santo_Domingo',
  CU: 'America/Havana',
  PR: 'America/Puerto_Rico',
  US: 'America/New_York',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  PT: 'Europe/Lisbon',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  AD: 'Europe/Andorra',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  JP: 'Asia/Tokyo',
}

/** Default when the country has no entry above: UTC (the organization sets its own in Settings). */
export const FALLBACK_TIME_ZONE = 'UTC'

export function defaultTimeZoneForCountry(country: string | null | undefined): string {
  return COUNTRY_TIME_ZONES[(country ?? '').trim().toUpperCase()] ?? FALLBACK_TIME_ZONE
}

/** True for a zone name the runtime's IANA database knows ("Europe/Madrid"), false for offsets and unknown names. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone) || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()
function partsFormat(zone: string): Intl.DateTimeFormat {
  let known = partsFormats.get(zone)
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormats.set(zone, known)
  }
  return known
}

/** The wall clock of `instant` in `zone`: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function wallClockIn(instant: Date | string, zone: string): { date: string; time: string } {
  const date = instant instanceof Date ? instant : new Date(instant)
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** The calendar day of `instant` in `zone`, `YYYY-MM-DD`. */
export function calendarDayIn(instant: Date | string, zone: string): string {
  return wallClockIn(instant, zone).date
}

/** Minutes `zone` is ahead of UTC at `instant` (Madrid in summer: 120). */
export function offsetMinutes(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * The instant a wall-clock `date` (`YYYY-MM-DD`) and `time` (`HH:mm`) in `zone` stands for, as ISO 8601 UTC. A time
 * skipped by a daylight-saving change (02:30 on Madrid's last Sunday of March) is read with the offset before the
 * change (03:30 summer time); a time that happens twice (02:30 on the last Sunday of October) is the first one.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // the offset an hour either side of the wall time, as if it were UTC: one of them is right
  const before = offsetMinutes(wall - 3 * 3_600_000, zone)
  const after = offsetMinutes(wall + 3 * 3_600_000, zone)
  const candidates = [wall - before * 60_000, wall - after * 60_000]
  const exact = candidates.filter((c) => {
    const clock = wallClockIn(new Date(c), zone)
    return clock.date === date && clock.time === time
  })
  const chosen = exact.length > 0 ? Math.min(...exact) : wall - before * 60_000
  return new Date(chosen).toISOString()
}

/** A change of `zone`'s offset from UTC (a daylight-saving change, or a country changing its zone). */
export interface OffsetTransition {
  /** The first instant (ms, to the minute) with the new offset. */
  at: number
  fromMinutes: number
  toMinutes: number
}

const WEEK_MS = 7 * 86_400_000

/**
 * Every change of `zone`'s offset between the instants `from` and `to` (ms), in order: the offset is read once a
 * week (no zone changes twice in a week) and each change is then found to the minute by bisection.
 */
export function offsetTransitions(zone: string, from: number, to: number): OffsetTransition[] {
  const transitions: OffsetTransition[] = []
  let previous = from
  let previousOffset = offsetMinutes(from, zone)
  while (previous < to) {
    const next = Math.min(previous + WEEK_MS, to)
    const nextOffset = offsetMinutes(next, zone)
    if (nextOffset !== previousOffset) {
      let low = previous
      let high = next
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000
        if (offsetMinutes(middle, zone) === previousOffset) low = middle
        else high = middle
      }
      transitions.push({ at: high, fromMinutes: previousOffset, toMinutes: nextOffset })
    }
    previous = next
    previousOffset = nextOffset
  }
  return transitions
}
