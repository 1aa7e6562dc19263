/**
 * iCalendar feeds (RFC 5545) of a tournament's or a team's published games, through ical-generator: one VEVENT per
 * game with a date, UID fixed by the game's id, SEQUENCE = the game's version (it grows with every change),
 * SUMMARY "Home – Away" (with the score once played, a shoot-out too), LOCATION (venue – field, address), URL of the
 * public game page, STATUS:CANCELLED for a suspended game, DESCRIPTION the tournament (and a knockout game's cup and
 * round), DTSTAMP the time the feed was made, and an end the tournament's game length later (matchMinutesOf). A hidden time gives an all-day event on the game's day in the league's time zone (the day comes
 * from the domain's calendarDayIn). Times are written as the league's wall clock with `TZID` = its IANA zone, and the
 * feed carries that zone's VTIMEZONE (its offsets and changes over the years the games span, read from the runtime's
 * time-zone data), so a calendar shows 21:00 in Buenos Aires as 21:00 there and converts it for a fan elsewhere.
 */
import ical, { ICalEventStatus, type ICalLuxonDateTimeStub } from 'ical-generator'
import { offsetMinutes, offsetTransitions, wallClockIn } from '#domain/organizations/time-zone.ts'
import type { PublicGame } from '#domain/public/public.schema.ts'
import type { PublicOrganization } from './public.service.ts'
import { knockoutLabel, publicScoreText, tieOutcomeText } from './public-game-text.ts'
import type { PublicLang } from './public-texts.ts'

/** A game's length when its tournament's is not known (the default 11-a-side game with its break). */
const DEFAULT_MATCH_MINUTES = 105

/** "Sede Norte – Cancha 2, Av. Siempre Viva 742": the venue, its field and its address. */
function locationOf(venue: PublicGame['venue']): string | null {
  if (!venue) return null
  const place = venue.field ? `${venue.name} – ${venue.field}` : venue.name
  return [place, venue.address].filter(Boolean).join(', ')
}

function nextDay(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d
}

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
function zonedInstant(instant: Date, zone = 'UTC'): ICalLuxonDateTimeStub {
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

export function buildCalendar({
  org,
  name,
  games,
  baseUrl,
  lang,
  matchMinutes,
  now = new Date(),
}: {
  org: PublicOrganization
  name: string
  games: PublicGame[]
  baseUrl: string
  lang: PublicLang
  /** each tournament's game length in minutes (matchMinutesOf) */
  matchMinutes: Map<string, number>
  /** when the feed is made: every event's DTSTAMP */
  now?: Date
}): string {
  const host = new URL(baseUrl).hostname
  const calendar = ical({
    name: `${name} · ${org.name}`,
    prodId: { company: 'League Portal', product: 'public-league-site', language: lang.toUpperCase() },
    url: `${baseUrl}/${lang}/l/${org.slug}`,
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', org.timeZone]],
  })
  const years = games.flatMap((g) => (g.playAt ? [new Date(g.playAt).getUTCFullYear()] : []))
  for (const g of games) {
    if (!g.date) continue
    const score = publicScoreText(g, lang, '–')
    const cup = knockoutLabel(g, lang)
    const outcome = tieOutcomeText(g, lang)
    const common = {
      id: `game-${g.id}@${host}`,
      sequence: g.version,
      summary: `${g.homeTeam.name} – ${g.awayTeam.name}${score ? ` ${score}` : ''}`,
      url: `${baseUrl}/${lang}/l/${org.slug}/games/${g.id}`,
      location: locationOf(g.venue),
      description: [g.tournament.name, cup, outcome].filter(Boolean).join(' · '),
      status: g.status === 'suspended' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: now,
    }
    if (g.playAt) {
      const start = new Date(g.playAt)
      calendar.createEvent({
        ...common,
        timezone: org.timeZone,
        start: zonedInstant(start),
        end: zonedInstant(
          new Date(start.getTime() + (matchMinutes.get(g.tournament.id) ?? DEFAULT_MATCH_MINUTES) * 60_000),
        ),
      })
    } else {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: new Date(`${g.date}T00:00:00Z`),
        end: nextDay(g.date),
      })
    }
  }
  const text = calendar.toString()
  if (years.length === 0) return text
  // the zone's definition goes before the events that name it (ical-generator writes one only for a calendar-wide
  // zone, which would also write DTSTAMP in the server's own zone)
  const at = text.indexOf('BEGIN:VEVENT')
  return `${text.slice(0, at)}${vtimezone(org.timeZone, Math.min(...years), Math.max(...years))}\r\n${text.slice(at)}`
}
