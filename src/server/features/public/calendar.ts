/**
 * iCalendar feeds (RFC 5545) of a tournament's or a team's published games, through ical-generator: one VEVENT per
 * game with a date, UID fixed by the game's id, SEQUENCE = the game's version (it grows with every change),
 * SUMMARY "Home – Away" (with the score once played, a shoot-out too), LOCATION (venue – field, address), URL of the
 * public game page, STATUS:CANCELLED for a suspended game, DESCRIPTION the tournament and the game's round ("Jornada 3",
 * "Fecha 3" in an Argentine league: the pages' words, decision 0055) or a knockout game's cup and round, DTSTAMP the time the feed was made, and an end the tournament's game length later (matchMinutesOf). A hidden time gives an all-day event on the game's day in the league's time zone (the day comes
 * from the domain's calendarDayIn). Times are written as the league's wall clock with `TZID` = its IANA zone, and the
 * feed carries that zone's VTIMEZONE (its offsets and changes over the years the games span, read from the runtime's
 * time-zone data), so a calendar shows 21:00 in Buenos Aires as 21:00 there and converts it for a fan elsewhere.
 */
import ical, { ICalEventStatus } from 'ical-generator'
import type { PublicGame } from '#domain/public/public.schema.ts'
import { vtimezone, zonedInstant } from '#server/lib/ical-zones.ts'
import type { PublicOrganization } from './public.service.ts'
import { knockoutLabel, publicScoreText, tieOutcomeText } from './public-game-text.ts'
import { type PublicLang, type PublicTexts, textsOf } from './public-texts.ts'

/** A game's length when its tournament's is not known (the default 11-a-side game with its break). */
const DEFAULT_MATCH_MINUTES = 105

/** "Sede Norte – Cancha 2, Av. Siempre Viva 742": the venue, its field and its address. */
function locationOf(venue: PublicGame['venue']): string | null {
  if (!venue) return null
  const place = venue.field ? `${venue.name} – ${venue.field}` : venue.name
  return [place, venue.address].filter(Boolean).join(', ')
}

export { vtimezone }

/** A league game's round as the pages name it: its own name, else "Jornada 3" (es), "Fecha 3" (es-AR), "Round 3". */
function roundOf(g: PublicGame, t: PublicTexts): string | null {
  if (!g.round || g.knockout) return null
  return g.round.name ?? `${t('round')} ${g.round.number}`
}

function nextDay(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d
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
  const t = textsOf(lang, org.leagues[0]?.country)
  for (const g of games) {
    if (!g.date) continue
    const score = publicScoreText(g, t, '–')
    const cup = knockoutLabel(g, t)
    const outcome = tieOutcomeText(g, t)
    const common = {
      id: `game-${g.id}@${host}`,
      sequence: g.version,
      summary: `${g.homeTeam.name} – ${g.awayTeam.name}${score ? ` ${score}` : ''}`,
      url: `${baseUrl}/${lang}/l/${org.slug}/games/${g.id}`,
      location: locationOf(g.venue),
      description: [g.tournament.name, roundOf(g, t), cup, outcome].filter(Boolean).join(' · '),
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
