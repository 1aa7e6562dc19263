/**
 * How public surfaces name players (decision 0045): every public view that names a player (rosters, scorers, line-ups,
 * cards, suspensions, share images) maps the name through here, so a player's choice and a minor's protection (initials
 * by default, photo never public) hold on every page, JSON document, feed and image. The league's date is today in
 * its time zone.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import { type PublicNameInput, publicNameOf } from '#domain/players/public-name.ts'
import type { Db } from '#server/db/client.ts'
import { player } from '#server/db/schema.ts'

export type PublicPlayerName = ReturnType<typeof publicNameOf>

/** The league's date (YYYY-MM-DD) now, in its time zone. */
export function leagueToday(timeZone: string, now = new Date()): string {
  return calendarDayIn(now, timeZone)
}

/** The public name of one player row already read (it must carry birth date and the public-name choice). */
export function publicPlayerName(row: PublicNameInput, timeZone: string): PublicPlayerName {
  return publicNameOf(row, leagueToday(timeZone))
}

/** The public names of these players of the organization, by id (an id not found is left out). */
export async function findPublicPlayerNames(
  db: Db,
  organizationId: string,
  timeZone: string,
  playerIds: readonly string[],
): Promise<Map<string, PublicPlayerName>> {
  const ids = [...new Set(playerIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: player.id,
      firstname: player.firstname,
      lastname: player.lastname,
      birthDate: player.birthDate,
      publicName: player.publicName,
    })
    .from(player)
    .where(and(eq(player.organizationId, organizationId), inArray(player.id, ids)))
  const today = leagueToday(timeZone)
  return new Map(rows.map((r) => [r.id, publicNameOf(r, today)]))
}

/** A name for a player id from the map, else the row's own full name (never reached for a player of the league). */
export function nameFrom(
  names: Map<string, PublicPlayerName>,
  playerId: string,
  fallback: { firstname: string; lastname: string },
): string {
  return names.get(playerId)?.name ?? publicNameOf({ ...fallback, birthDate: null, publicName: 'initials' }, '').name
}
