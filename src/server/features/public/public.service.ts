/**
 * The public league site's reads (issue 11): a league found by its public slug, and only what is published in it.
 * Every function takes the organization found by `getPublicOrganization` and scopes by it; an id that is a draft,
 * deleted, or another league's answers NOT_FOUND. Reads go through the competition features (standings, scorers,
 * suspensions, game sheets, game views) and map their output field by field (public-view.ts).
 *
 * Decisions: a tournament is public while it is not deleted and has at least one published game (before that it is
 * a draft); a team is public while it is not deleted and plays in a public tournament (in one of its groups or in a
 * published game); a player is public only as a name (with jersey number, position and photo) on a public team's
 * roster or a published game's sheet. Results show once confirmed.
 */

import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type {
  PublicGame,
  PublicGameDetail,
  PublicLeague,
  PublicStandings,
  PublicTeam,
  PublicTournament,
  PublicTournamentSummary,
} from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import {
  game,
  groupTeam,
  league,
  location,
  organization,
  player,
  round,
  season,
  suspension,
  team,
  teamPlayer,
  tournament,
  tournamentGroup,
} from '#server/db/schema.ts'
import { findBrackets } from '#server/features/brackets/brackets.api.ts'
import { freeTeamIds, teamsPlayingInRounds } from '#server/features/fixtures/fixtures.api.ts'
import { getGameSheet } from '#server/features/games/games.api.ts'
import { timeZoneOf } from '#server/features/organizations/organizations.api.ts'
import { getScorers, getStandings } from '#server/features/standings/standings.api.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { fixtureOrder, selectGames } from '#server/lib/competition/game-view.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'
import { fullName, publishedGame, toPublicBracket, toPublicGame, type VenueInfo } from './public-view.ts'

/** A league with public pages, as the public reads it. */
export type PublicOrganization = {
  id: string
  slug: string
  name: string
  logoUrl: string | null
  leagues: { name: string; country: string }[]
  timeZone: string
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
    stamp: row.stamp,
  }
}

/** Venue names and addresses of the games' locations. */
async function venuesOf(db: Db, organizationId: string, locationIds: (string | null)[]) {
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

async function readPublicGames(
  db: Db,
  org: PublicOrganization,
  where: ReturnType<typeof and>,
  options: { order?: 'fixture' | 'latest'; limit?: number } = {},
): Promise<PublicGame[]> {
  let query = selectGames(db, and(eq(game.organizationId, org.id), publishedGame, where))
  query =
    options.order === 'latest'
      ? query.orderBy(desc(game.playAt), desc(game.confirmedPlayedAt), desc(game.id))
      : query.orderBy(...fixtureOrder)
  if (options.limit) query = query.limit(options.limit)
  const rows = await query
  const venues = await venuesOf(
    db,
    org.id,
    rows.map((r) => r.game.locationId),
  )
  return rows.map((r) => toPublicGame(r, { timeZone: org.timeZone, venues }))
}

/** Public tournaments: not deleted, with a published game. Newest season first, then newest tournament. */
async function findPublicTournaments(db: Db, org: PublicOrganization, id?: string): Promise<PublicTournamentSummary[]> {
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
  return {
    slug: org.slug,
    name: org.name,
    logoUrl: org.logoUrl,
    leagues: org.leagues,
    timeZone: org.timeZone,
    tournaments,
    nextGames,
    latestResults,
  }
}

async function getPublicTournamentSummary(db: Db, org: PublicOrganization, id: string) {
  assertUuid(id)
  const [summary] = await findPublicTournaments(db, org, id)
  if (!summary) throw new AppError('NOT_FOUND')
  return summary
}

export async function getPublicStandings({
  db,
  org,
  tournamentId,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
}): Promise<PublicStandings> {
  await getPublicTournamentSummary(db, org, tournamentId)
  return standingsView(await getStandings({ db, organizationId: org.id, tournamentId }))
}

function standingsView(standings: Awaited<ReturnType<typeof getStandings>>): PublicStandings {
  return {
    tournamentId: standings.tournamentId,
    groups: standings.groups.map((g) => ({
      id: g.groupId,
      name: g.name,
      rows: g.rows.map((r) => ({
        position: r.position,
        team: { id: r.teamId, name: r.teamName },
        played: r.played,
        won: r.won,
        drawn: r.drawn,
        lost: r.lost,
        goalsFor: r.goalsFor,
        goalsAgainst: r.goalsAgainst,
        goalDifference: r.goalDifference,
        points: r.points,
        pointAdjustment: r.pointAdjustment,
        zone: r.zone,
        tiedOnLots: r.tiedOnLots,
        withdrawn: r.withdrawn,
      })),
    })),
  }
}

export async function findPublicGames({
  db,
  org,
  tournamentId,
  roundId,
  teamId,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
  roundId?: string
  teamId?: string
}): Promise<PublicGame[]> {
  await getPublicTournamentSummary(db, org, tournamentId)
  return readPublicGames(
    db,
    org,
    and(
      eq(game.tournamentId, tournamentId),
      roundId ? eq(game.roundId, roundId) : undefined,
      teamId ? or(eq(game.homeTeamId, teamId), eq(game.awayTeamId, teamId)) : undefined,
    ),
  )
}

/** A tournament's page: standings, rounds with their published games, top scorers and the players serving a suspension. */
export async function getPublicTournament({
  db,
  org,
  tournamentId,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
}): Promise<PublicTournament> {
  const summary = await getPublicTournamentSummary(db, org, tournamentId)
  const [standings, games, rounds, scorers, suspensions, teams, brackets] = await Promise.all([
    getStandings({ db, organizationId: org.id, tournamentId }),
    readPublicGames(db, org, eq(game.tournamentId, tournamentId)),
    db
      .select({
        id: round.id,
        number: round.number,
        name: round.name,
        date: round.date,
        groupId: round.groupId,
        byeTeamIds: round.byeTeamIds,
        groupPosition: tournamentGroup.position,
      })
      .from(round)
      .leftJoin(tournamentGroup, eq(tournamentGroup.id, round.groupId))
      .where(and(eq(round.organizationId, org.id), eq(round.tournamentId, tournamentId)))
      .orderBy(asc(round.number), sql`${tournamentGroup.position} asc nulls first`, asc(round.id)),
    getScorers({ db, organizationId: org.id, tournamentId, limit: 20 }),
    findSuspensionViews({ db, organizationId: org.id, where: eq(suspension.tournamentId, tournamentId) }),
    db
      .select({ id: team.id, name: team.name })
      .from(groupTeam)
      .innerJoin(team, eq(team.id, groupTeam.teamId))
      .where(
        and(eq(groupTeam.organizationId, org.id), eq(groupTeam.tournamentId, tournamentId), isNull(team.deletedAt)),
      )
      .orderBy(asc(team.name)),
    findBrackets({ db, organizationId: org.id, tournamentId }),
  ])
  const playing = await teamsPlayingInRounds(
    db,
    org.id,
    rounds.map((r) => r.id),
  )
  const publicGames = new Map(games.map((g) => [g.id, g]))
  const teamName = new Map(teams.map((t) => [t.id, t.name]))
  const gamesOfRound = new Map<string, PublicGame[]>()
  const otherGames: PublicGame[] = []
  for (const g of games) {
    if (g.round) gamesOfRound.set(g.round.id, [...(gamesOfRound.get(g.round.id) ?? []), g])
    else otherGames.push(g)
  }
  return {
    ...summary,
    standings: standingsView(standings),
    rounds: rounds
      .filter((r) => gamesOfRound.has(r.id))
      .map((r) => ({
        id: r.id,
        number: r.number,
        name: r.name,
        date: r.date,
        groupId: r.groupId,
        byeTeams: freeTeamIds(r.byeTeamIds, playing.get(r.id)).flatMap((id) => {
          const name = teamName.get(id)
          return name === undefined ? [] : [{ id, name }]
        }),
        games: gamesOfRound.get(r.id) ?? [],
      })),
    otherGames,
    scorers: scorers.items.map((s) => ({
      position: s.position,
      playerId: s.playerId,
      name: fullName(s),
      team: { id: s.teamId, name: s.teamName },
      goals: s.goals,
    })),
    // confirmed suspensions not yet served; drafts are the administrator's to decide
    suspended: suspensions
      .filter((s) => s.status === 'active')
      .map((s) => ({ playerId: s.playerId, name: fullName(s.player), team: s.team, gamesLeft: s.remaining })),
    teams,
    brackets: brackets.items.map((b) => toPublicBracket(b, publicGames)),
  }
}

/** A published game with its scorers and cards (once confirmed). */
export async function getPublicGame({
  db,
  org,
  gameId,
}: {
  db: Db
  org: PublicOrganization
  gameId: string
}): Promise<PublicGameDetail> {
  assertUuid(gameId)
  const [summary] = await readPublicGames(db, org, eq(game.id, gameId))
  if (!summary) throw new AppError('NOT_FOUND')
  const sheet = await getGameSheet({ db, organizationId: org.id, id: gameId })
  const played = summary.status === 'played'
  const side = (s: typeof sheet.home, ref: { id: string; name: string }, goals: number | null) => ({
    team: ref,
    goals,
    scorers: played
      ? s.scorers.map((x) => ({ playerId: x.playerId, name: fullName(x), goals: x.goals, minutes: x.minutes }))
      : [],
    lineup: played ? s.lineup.map((x) => ({ playerId: x.playerId, name: fullName(x) })) : [],
    unassignedGoals: played ? s.unassignedGoals : 0,
    cards: played
      ? s.cards.map((c) => ({ playerId: c.playerId, name: fullName(c), type: c.type, minute: c.minute }))
      : [],
  })
  return {
    ...summary,
    home: side(sheet.home, summary.homeTeam, summary.homeGoals),
    away: side(sheet.away, summary.awayTeam, summary.awayGoals),
  }
}

/** A public team: its roster (names, numbers, positions, photos) and its published games. */
export async function getPublicTeam({
  db,
  org,
  teamId,
}: {
  db: Db
  org: PublicOrganization
  teamId: string
}): Promise<PublicTeam> {
  assertUuid(teamId)
  const [row] = await db
    .select({ id: team.id, name: team.name, pictureThumbPath: team.pictureThumbPath })
    .from(team)
    .where(
      and(
        eq(team.organizationId, org.id),
        eq(team.id, teamId),
        isNull(team.deletedAt),
        // the outer row is `team` (unaliased: drizzle leaves columns unqualified in a one-table query)
        sql`(exists (select 1 from ${game} where (game.home_team_id = team.id or game.away_team_id = team.id) and ${publishedGame})
          or exists (select 1 from ${groupTeam} gt join ${tournament} t on t.id = gt.tournament_id
            where gt.team_id = team.id and t.deleted_at is null
              and exists (select 1 from ${game} where game.tournament_id = t.id and ${publishedGame})))`,
      ),
    )
  if (!row) throw new AppError('NOT_FOUND')
  const [roster, games, tournaments] = await Promise.all([
    db
      .select({
        id: player.id,
        firstname: player.firstname,
        lastname: player.lastname,
        jerseyNumber: player.jerseyNumber,
        position: player.position,
        photoThumbPath: player.photoThumbPath,
      })
      .from(teamPlayer)
      .innerJoin(player, eq(player.id, teamPlayer.playerId))
      .where(and(eq(teamPlayer.organizationId, org.id), eq(teamPlayer.teamId, teamId), isNull(player.deletedAt)))
      .orderBy(sql`${player.jerseyNumber} asc nulls last`, asc(player.lastname), asc(player.firstname)),
    readPublicGames(db, org, or(eq(game.homeTeamId, teamId), eq(game.awayTeamId, teamId))),
    findPublicTournaments(db, org),
  ])
  const inGroups = await db
    .select({ tournamentId: groupTeam.tournamentId })
    .from(groupTeam)
    .where(and(eq(groupTeam.organizationId, org.id), eq(groupTeam.teamId, teamId)))
  const playsIn = new Set([...games.map((g) => g.tournament.id), ...inGroups.map((g) => g.tournamentId)])
  return {
    id: row.id,
    name: row.name,
    pictureThumbUrl: uploadUrlOf(row.pictureThumbPath),
    tournaments: tournaments.filter((t) => playsIn.has(t.id)).map((t) => ({ id: t.id, name: t.name })),
    roster: roster.map((p) => ({
      id: p.id,
      firstname: p.firstname,
      lastname: p.lastname,
      jerseyNumber: p.jerseyNumber,
      position: p.position,
      photoThumbUrl: uploadUrlOf(p.photoThumbPath),
    })),
    games,
  }
}

/** Round ids of the tournament with a published game (share images and round links). */
export async function findPublicRoundIds({
  db,
  org,
  tournamentId,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
}) {
  await getPublicTournamentSummary(db, org, tournamentId)
  const rows = await db
    .selectDistinct({ id: game.roundId })
    .from(game)
    .where(and(eq(game.organizationId, org.id), eq(game.tournamentId, tournamentId), publishedGame))
  return rows.flatMap((r) => (r.id ? [r.id] : []))
}

/** Every public page's path under `/{lang}/l/{slug}` (the sitemap): the league, its tournaments, teams and games. */
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
