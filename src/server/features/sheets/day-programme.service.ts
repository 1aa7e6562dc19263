/**
 * The day's programme (decision 0042): every game of the organization on one calendar day of the league, any
 * tournament, by venue, time and field, for the venue's notice board. Deleted and suspended games are left out.
 */
import type { Game } from '#domain/games/game.schema.ts'
import { zonedTimeToInstant } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { findGames } from '#server/features/games/games.api.ts'

export type ProgrammeGame = Pick<
  Game,
  'id' | 'playAt' | 'isPlayAtTimeHidden' | 'tournament' | 'round' | 'homeTeam' | 'awayTeam' | 'location' | 'field'
>

/** The games of `day` (YYYY-MM-DD in `timeZone`): a hidden time's 12:00 UTC falls inside the day in every zone. */
export async function findDayProgramme({
  db,
  organizationId,
  day,
  timeZone,
}: {
  db: Db
  organizationId: string
  day: string
  timeZone: string
}): Promise<ProgrammeGame[]> {
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const games: Game[] = []
  for (let offset = 0; ; offset += 2000) {
    const page = await findGames({
      db,
      organizationId,
      query: {
        from: zonedTimeToInstant(day, '00:00', timeZone),
        to: zonedTimeToInstant(next, '00:00', timeZone),
        limit: 2000,
        offset,
      },
    })
    games.push(...page.items)
    if (games.length >= page.total || page.items.length === 0) break
  }
  const byName = (a: string | undefined, b: string | undefined) => (a ?? '\uffff').localeCompare(b ?? '\uffff')
  return games
    .filter((g) => !g.suspendedAt && !g.deletedAt)
    .sort(
      (a, b) =>
        byName(a.location?.name, b.location?.name) ||
        Number(a.isPlayAtTimeHidden) - Number(b.isPlayAtTimeHidden) ||
        (a.playAt ?? '').localeCompare(b.playAt ?? '') ||
        byName(a.field?.name, b.field?.name),
    )
}
