/**
 * The reads the public services share (public.service.ts): published games with their venues, and the public
 * tournaments. Every one is scoped by the organization found by `getPublicOrganization`.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { matchMinutesOf, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { PublicGame, PublicTournamentSummary } from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, season, tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { fixtureOrder, selectGames } from '#server/lib/competition/game-view.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { PublicOrganization } from './public.service.ts'
import { knockoutOfPublicBrackets, readPublicBrackets } from './public-knockout.ts'
import { publishedGame, toPublicGame, type VenueInfo } from './public-view.ts'

/** Venue names and addresses of the games' locations. */
export async function venuesOf(db: Db, organizationId: string, locationIds: (string | null)[]) {
  const ids = [...new Set(locationIds.filter((id): id is string => id !== null))]
  const venues = new Map<string, VenueInfo>()
  if (ids.length === 0) return venues
  const rows = await db
    .select({ id: location.id, name: location.name, address: location.address })
    .from(location)
    .where(and(eq(location.organizationId, organizationId), inArray(location.id, ids)))
  for (const r of rows) venues.set(r.id, { name: r.name, address: r.address })
  return venues
}

export async function readPublicGames(
  db: Db,
  org: PublicOrganization,
  where: ReturnType<typeof and>,
  options: { order?: 'fixture' | 'latest'; limit?: number; offset?: number; withKnockout?: boolean } = {},
): Promise<PublicGame[]> {
  let query = selectGames(db, and(eq(game.organizationId, org.id), publishedGame, where))
  query =
    options.order === 'latest'
      ? query.orderBy(desc(game.playAt), desc(game.confirmedPlayedAt), desc(game.id))
      : query.orderBy(...fixtureOrder)
  if (options.limit) query = query.limit(options.limit)
  if (options.offset) query = query.offset(options.offset)
  const rows = await query
  const venues = await venuesOf(
    db,
    org.id,
    rows.map((r) => r.game.locationId),
  )
  const games = rows.map((r) => toPublicGame(r, { timeZone: org.timeZone, venues }))
  const bracketIds = rows.flatMap((r) => (r.game.bracketId ? [r.game.bracketId] : []))
  if (options.withKnockout === false || bracketIds.length === 0) return games
  const { brackets, games: bracketGames } = await readPublicBrackets(db, org, bracketIds, (inBrackets) =>
    readPublicGames(db, org, inBrackets, { withKnockout: false }),
  )
  const places = knockoutOfPublicBrackets(brackets, bracketGames)
  return games.map((g) => ({ ...g, knockout: places.get(g.id) ?? null }))
}

/** Public tournaments: not deleted, with a published game. Newest season first, then newest tournament. */
export async function findPublicTournaments(
  db: Db,
  org: PublicOrganization,
  id?: string,
): Promise<PublicTournamentSummary[]> {
  const rows = await db
    .select({
      id: tournament.id,
      name: tournament.name,
      seasonId: season.id,
      seasonName: season.name,
    })
    .from(tournament)
    .leftJoin(season, and(eq(season.id, tournament.seasonId), isNull(season.deletedAt)))
    .where(
      and(
        eq(tournament.organizationId, org.id),
        isNull(tournament.deletedAt),
        id ? eq(tournament.id, id) : undefined,
        sql`exists (select 1 from ${game} where game.tournament_id = ${tournament.id} and ${publishedGame})`,
      ),
    )
    .orderBy(sql`${season.createdAt} desc nulls last`, desc(tournament.createdAt), asc(tournament.id))
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    season: r.seasonId && r.seasonName !== null ? { id: r.seasonId, name: r.seasonName } : null,
  }))
}

/** A public tournament by id; NOT_FOUND when it is not public (public.service.ts). */
export async function getPublicTournamentSummary(db: Db, org: PublicOrganization, id: string) {
  assertUuid(id)
  const [summary] = await findPublicTournaments(db, org, id)
  if (!summary) throw new AppError('NOT_FOUND')
  return summary
}

/** How long a game of each tournament lasts (its `matchMinutes`, else by team size): the calendar's event length. */
export async function matchMinutesOfTournaments(
  db: Db,
  org: PublicOrganization,
  tournamentIds: string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(tournamentIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: tournament.id, settings: tournament.settings })
    .from(tournament)
    .where(and(eq(tournament.organizationId, org.id), inArray(tournament.id, ids)))
  return new Map(rows.map((r) => [r.id, matchMinutesOf(TournamentSettingsSchema.parse(r.settings ?? {}))]))
}
