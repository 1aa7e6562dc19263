/**
 * iCalendar feeds (RFC 5545) of a tournament's or a team's published games, through ical-generator: one VEVENT per
 * game with a date, UID fixed by the game's id, SEQUENCE = the game's version (it grows with every change),
 * SUMMARY "Home – Away" (with the score once played), LOCATION, URL of the public game page, STATUS:CANCELLED for a
 * suspended game. A hidden time gives an all-day event on the game's day in the league's time zone (the day comes
 * from the domain's calendarDayIn). Times are written in UTC (`…Z`), which every calendar converts to its own zone;
 * the league's zone is named in X-WR-TIMEZONE.
 */
import ical, { ICalEventStatus } from 'ical-generator'
import type { PublicGame } from '#domain/public/public.schema.ts'
import type { PublicOrganization } from './public.service.ts'
import type { PublicLang } from './public-texts.ts'

/** How long a calendar entry lasts when the game has a time (amateur games: about 90 minutes with the break). */
export const GAME_DURATION_MS = 90 * 60_000

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
}: {
  org: PublicOrganization
  name: string
  games: PublicGame[]
  baseUrl: string
  lang: PublicLang
}): string {
  const host = new URL(baseUrl).hostname
  const calendar = ical({
    name: `${name} · ${org.name}`,
    prodId: { company: 'League Portal', product: 'public-league-site', language: lang.toUpperCase() },
    url: `${baseUrl}/${lang}/l/${org.slug}`,
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', org.timeZone]],
  })
  for (const g of games) {
    if (!g.date) continue
    const score = g.status === 'played' ? ` ${g.homeGoals}–${g.awayGoals}` : ''
    const common = {
      id: `game-${g.id}@${host}`,
      sequence: g.version,
      summary: `${g.homeTeam.name} – ${g.awayTeam.name}${score}`,
      url: `${baseUrl}/${lang}/l/${org.slug}/games/${g.id}`,
      location: g.venue ? [g.venue.name, g.venue.address].filter(Boolean).join(', ') : null,
      description: g.tournament.name,
      status: g.status === 'suspended' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: new Date(0),
    }
    if (g.playAt) {
      const start = new Date(g.playAt)
      calendar.createEvent({ ...common, start, end: new Date(start.getTime() + GAME_DURATION_MS) })
    } else {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: new Date(`${g.date}T00:00:00Z`),
        end: nextDay(g.date),
      })
    }
  }
  return calendar.toString()
}
