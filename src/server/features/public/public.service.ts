/**
 * The public league site's reads (decision 0013): a league found by its public slug, and only what is published in it.
 * Every function takes the organization found by `getPublicOrganization` and scopes by it; an id that is a draft,
 * deleted, or another league's answers NOT_FOUND. Reads go through the competition features (standings, scorers,
 * suspensions, game sheets, game views) and map their output field by field (public-view.ts).
 *
 * Decisions: a tournament is public while it is not deleted and has at least one published game (before that it is
 * a draft); a team is public while it is not deleted and plays in a public tournament (in one of its groups or in a
 * published game); a player is public only as a name (with jersey number, position and photo) on a public team's
 * roster or a published game's sheet. Results show once confirmed.
 */

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PublicLeague } from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, league, organization, team } from '#server/db/schema.ts'
import { readTournamentRounds } from '#server/features/games/games.api.ts'
import { timeZoneOf } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findPublicChampions } from './public-knockout.ts'
import { findPublicTournaments, readPublicGames } from './public-queries.ts'
import { publishedGame } from './public-view.ts'

/** A league with public pages, as the public reads it. */
export type PublicOrganization = {
  id: string
  slug: string
  name: string
  logoUrl: string | null
  leagues: { name: string; country: string }[]
  timeZone: string
  /** its game pages name the appointed referee (the league's setting, decision 0050) */
  showsReferee: boolean
  /** changes whenever anything the public pages show may have changed (the ETag's source; see publicStampSql) */
  stamp: string
}

/**
 * A fingerprint of the organization's league data: per table, a sum over its rows of a hash of (id, version), so any
 * insert, update, soft or hard delete changes it. One statement over indexed rows of one organization.
 */
function publicStampSql() {
  const sig = (table: string, columns = 'id::text || version::text') =>
    sql.raw(
      `(select coalesce(sum(hashtext(${columns})::bigint), 0) from ${table} x where x.organization_id = organization.id)`,
    )
  return sql<string>`concat_ws('.', organization.version,
    ${sig('game')}, ${sig('tournament')}, ${sig('season')}, ${sig('team')}, ${sig('player')},
    ${sig('location')}, ${sig('location_field')}, ${sig('tournament_group')}, ${sig('round')},
    ${sig('suspension')}, ${sig('bracket')}, ${sig('point_adjustment', 'id::text || points::text')},
    ${sig('team_player', 'team_id::text || player_id::text')}, ${sig('group_team', 'group_id::text || team_id::text || position::text')},
    ${sig('game_official', 'game_id::text || official_id::text || role || status')}, ${sig('official', "id::text || name || coalesce(deleted_at::text, '')")},
    (select coalesce(sum(hashtext(l.name || l.country || l.position::text))::bigint, 0) from ${league} l where l.organization_id = organization.id))`
}

/** The organization whose public pages answer at `slug`, with its stamp; NOT_FOUND when none (or turned off). */
export async function getPublicOrganization({ db, slug }: { db: Db; slug: string }): Promise<PublicOrganization> {
  if (!/^[a-z0-9-]{3,60}$/.test(slug)) throw new AppError('NOT_FOUND')
  const [row] = await db
    .select({
      id: organization.id,
      slug: organization.publicSlug,
      name: organization.name,
      logoPath: organization.logoPath,
      timeZone: organization.timeZone,
      showsReferee: organization.showRefereePublicly,
      leagues: sql<
        { name: string; country: string }[]
      >`(select coalesce(json_agg(json_build_object('name', l.name, 'country', l.country) order by l.position), '[]') from ${league} l where l.organization_id = organization.id)`,
      stamp: publicStampSql(),
    })
    .from(organization)
    .where(and(eq(organization.publicSlug, slug), isNull(organization.deletedAt)))
  if (!row?.slug) throw new AppError('NOT_FOUND')
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoPath ? `/api/uploads/${row.logoPath}` : null,
    leagues: row.leagues.map((l) => ({ name: l.name, country: l.country })),
    timeZone: timeZoneOf(row, row.leagues),
    showsReferee: row.showsReferee,
    stamp: row.stamp,
  }
}

export async function getPublicLeague({
  db,
  org,
  now = new Date(),
}: {
  db: Db
  org: PublicOrganization
  now?: Date
}): Promise<PublicLeague> {
  const [tournaments, nextGames, latestResults] = await Promise.all([
    findPublicTournaments(db, org),
    readPublicGames(
      db,
      org,
      and(
        isNull(game.confirmedPlayedAt),
        isNull(game.suspendedAt),
        sql`${game.playAt} >= ${new Date(now.getTime() - 3 * 3600_000)}`,
      ),
      { limit: 10 },
    ),
    readPublicGames(db, org, and(sql`${game.confirmedPlayedAt} is not null`, isNull(game.suspendedAt)), {
      order: 'latest',
      limit: 10,
    }),
  ])
  const champions = await findPublicChampions(db, org, tournaments, (where) =>
    readPublicGames(db, org, where, { withKnockout: false }),
  )
  return {
    slug: org.slug,
    name: org.name,
    logoUrl: org.logoUrl,
    leagues: org.leagues,
    timeZone: org.timeZone,
    tournaments,
    nextGames,
    latestResults,
    champions,
  }
}

/** Every public page's path under `/{lang}/l/{slug}` (the sitemap): the league, its tournaments and each of their rounds, teams and games. */
export async function findPublicSitemap({ db, org }: { db: Db; org: PublicOrganization }): Promise<string[]> {
  const [tournaments, games] = await Promise.all([
    findPublicTournaments(db, org),
    db
      .select({ id: game.id, home: game.homeTeamId, away: game.awayTeamId })
      .from(game)
      .where(and(eq(game.organizationId, org.id), publishedGame)),
  ])
  const groupTeams =
    tournaments.length === 0
      ? []
      : await db
          .select({ id: groupTeam.teamId })
          .from(groupTeam)
          .where(
            and(
              eq(groupTeam.organizationId, org.id),
              inArray(
                groupTeam.tournamentId,
                tournaments.map((t) => t.id),
              ),
            ),
          )
  // every round's page, so that search engines reach each round (the page shows two at a time: decision 0054)
  const roundPages = await Promise.all(
    tournaments.map(async (t) => {
      const index = await readTournamentRounds(db, {
        organizationId: org.id,
        tournamentId: t.id,
        gameFilter: publishedGame,
      })
      return index.rounds.map((r) => `/tournaments/${t.id}?round=${r.key}`)
    }),
  )
  const candidateTeams = [...new Set([...games.flatMap((g) => [g.home, g.away]), ...groupTeams.map((t) => t.id)])]
  const teams =
    candidateTeams.length === 0
      ? []
      : await db
          .select({ id: team.id })
          .from(team)
          .where(and(eq(team.organizationId, org.id), inArray(team.id, candidateTeams), isNull(team.deletedAt)))
  return [
    '',
    ...tournaments.map((t) => `/tournaments/${t.id}`),
    ...roundPages.flat(),
    ...teams.map((t) => `/teams/${t.id}`),
    ...games.map((g) => `/games/${g.id}`),
  ]
}

/** The public slugs of every organization with public pages (robots.txt names their sitemaps). */
export async function findPublicSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: organization.publicSlug })
    .from(organization)
    .where(and(sql`${organization.publicSlug} is not null`, isNull(organization.deletedAt)))
    .orderBy(asc(organization.publicSlug))
    .limit(5000)
  return rows.flatMap((r) => (r.slug ? [r.slug] : []))
}
