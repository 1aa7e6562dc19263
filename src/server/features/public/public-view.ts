/**
 * The one place rows become public shapes (domain/public/public.schema.ts), field by field: whatever a row holds
 * besides what is named here never leaves the server. Also the league's time zone and the published-only filters.
 */
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { defaultTimeZoneForCountry } from '#domain/organizations/time-zone.ts'
import type { PublicGame, PublicGameStatus } from '#domain/public/public.schema.ts'
import { game, tournament } from '#server/db/schema.ts'
import type { GameViewRow } from '#server/features/games/game-view.ts'

/** The league's time zone, from one place: the one its admin set, else its first league's country's. */
export function leagueTimeZone(org: { timeZone: string | null; leagues: { country: string }[] }): string {
  return org.timeZone ?? defaultTimeZoneForCountry(org.leagues[0]?.country)
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * A game the public sees: published (confirming publishes too) and not deleted, in a tournament not deleted.
 * Suspended games stay: they show as suspended.
 */
export const publishedGame: SQL = sql`${and(isNull(game.deletedAt), isNotNull(game.publishedAt))} and exists (
  select 1 from ${tournament} pt where pt.id = game.tournament_id and pt.deleted_at is null)`

export function publicStatusOf(row: { suspendedAt: Date | null; confirmedPlayedAt: Date | null }): PublicGameStatus {
  if (row.suspendedAt) return 'suspended'
  if (row.confirmedPlayedAt) return 'played'
  return 'scheduled'
}

export type VenueInfo = { name: string; address: string | null }

/** A game row (selectGames) as the public sees it. */
export function toPublicGame(
  row: Omit<GameViewRow, 'total'>,
  context: { timeZone: string; venues: Map<string, VenueInfo> },
): PublicGame {
  const g = row.game
  const status = publicStatusOf(g)
  const venue = g.locationId ? context.venues.get(g.locationId) : undefined
  return {
    id: g.id,
    version: g.version,
    tournament: { id: g.tournamentId, name: row.tournamentName },
    groupId: g.groupId,
    round:
      g.roundId && row.round ? { id: g.roundId, number: row.round[0], name: row.round[1], date: row.round[2] } : null,
    homeTeam: { id: g.homeTeamId, name: row.homeName },
    awayTeam: { id: g.awayTeamId, name: row.awayName },
    kind: g.kind as PublicGame['kind'],
    status,
    playAt: g.playAt && !g.isPlayAtTimeHidden ? g.playAt.toISOString() : null,
    date: g.playAt ? localDate(g.playAt, context.timeZone) : null,
    isTimeHidden: g.isPlayAtTimeHidden,
    venue: venue ? { name: venue.name, address: venue.address, field: row.fieldName } : null,
    homeGoals: status === 'played' ? g.homeGoals : null,
    awayGoals: status === 'played' ? g.awayGoals : null,
  }
}

export const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim()
