/**
 * "My page" (decision 0045): the player records linked to the signed-in user, in every league, each with its teams
 * (and their public calendars), tournaments, statistics, suspensions still to serve and next games with the player's
 * eligibility for them (decision 0038's one function, through the eligibility feature).
 */
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, or, sql, sum } from 'drizzle-orm'
import type { MyPlayer } from '#domain/player-accounts/player-account.schema.ts'
import type { Db } from '#server/db/client.ts'
import {
  game,
  gameCard,
  gameGoal,
  gameLineup,
  location,
  organization,
  player,
  suspension,
  team,
  tournament,
} from '#server/db/schema.ts'
import { getGameEligibility } from '#server/features/eligibility/eligibility.api.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findPlayerTeamsAndTournaments } from '#server/lib/competition/player-teams.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'

/** How many of their teams' next games My page shows per player record. */
export const MY_NEXT_GAMES = 3

type Ref = { id: string; name: string }

/** The player records (not deleted) a user is linked to in an organization: the seam other features use. */
export async function findLinkedPlayerIds({
  db,
  organizationId,
  userId,
}: {
  db: Db
  organizationId: string
  userId: string
}): Promise<string[]> {
  const rows = await db
    .select({ id: player.id })
    .from(player)
    .where(and(eq(player.organizationId, organizationId), eq(player.userId, userId), isNull(player.deletedAt)))
  return rows.map((r) => r.id)
}

/** Confirmed, not deleted games: what statistics count. */
const countedGame = and(isNotNull(game.confirmedPlayedAt), isNull(game.deletedAt))

async function statsOf(db: Db, organizationId: string, playerId: string): Promise<MyPlayer['stats']> {
  const [goals] = await db
    .select({ goals: sum(gameGoal.goals) })
    .from(gameGoal)
    .innerJoin(game, eq(game.id, gameGoal.gameId))
    .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.playerId, playerId), countedGame))
  const cards = await db
    .select({ type: gameCard.type, n: count() })
    .from(gameCard)
    .innerJoin(game, eq(game.id, gameCard.gameId))
    .where(and(eq(gameCard.organizationId, organizationId), eq(gameCard.playerId, playerId), countedGame))
    .groupBy(gameCard.type)
  // a game played: one with the player in its line-up, goals or cards
  const [played] = await db
    .select({ n: count() })
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        countedGame,
        sql`(exists (select 1 from ${gameLineup} l where l.game_id = ${game.id} and l.player_id = ${playerId})
          or exists (select 1 from ${gameGoal} g where g.game_id = ${game.id} and g.player_id = ${playerId})
          or exists (select 1 from ${gameCard} c where c.game_id = ${game.id} and c.player_id = ${playerId}))`,
      ),
    )
  const cardsOf = (type: string) => cards.find((c) => c.type === type)?.n ?? 0
  return {
    gamesPlayed: played?.n ?? 0,
    goals: Number(goals?.goals ?? 0),
    yellow: cardsOf('yellow'),
    blue: cardsOf('blue'),
    red: cardsOf('red'),
  }
}

/** The teams' next published games, not played, suspended or deleted, each with the player's eligibility. */
async function nextGamesOf(
  db: Db,
  organizationId: string,
  playerId: string,
  teamIds: string[],
  now: Date,
): Promise<MyPlayer['nextGames']> {
  if (teamIds.length === 0) return []
  const home = sql`(select name from ${team} where ${team.id} = ${game.homeTeamId})`
  const away = sql`(select name from ${team} where ${team.id} = ${game.awayTeamId})`
  const rows = await db
    .select({
      id: game.id,
      playAt: game.playAt,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      homeName: sql<string>`${home}`,
      awayName: sql<string>`${away}`,
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      venue: location.name,
    })
    .from(game)
    .innerJoin(tournament, eq(tournament.id, game.tournamentId))
    .leftJoin(location, eq(location.id, game.locationId))
    .where(
      and(
        eq(game.organizationId, organizationId),
        or(inArray(game.homeTeamId, teamIds), inArray(game.awayTeamId, teamIds)),
        isNull(game.deletedAt),
        isNull(tournament.deletedAt),
        isNotNull(game.publishedAt),
        isNull(game.confirmedPlayedAt),
        isNull(game.suspendedAt),
        or(isNull(game.playAt), gte(game.playAt, new Date(now.getTime() - 3 * 3_600_000))),
      ),
    )
    .orderBy(sql`${game.playAt} asc nulls last`, asc(game.id))
    .limit(MY_NEXT_GAMES)
  const games: MyPlayer['nextGames'] = []
  for (const r of rows) {
    const eligibility = await getGameEligibility({ db, organizationId, id: r.id })
    const mine = [...eligibility.home.players, ...eligibility.away.players].find((p) => p.playerId === playerId)
    games.push({
      id: r.id,
      playAt: r.playAt ? r.playAt.toISOString() : null,
      tournament: { id: r.tournamentId, name: r.tournamentName },
      homeTeam: { id: r.homeTeamId, name: r.homeName },
      awayTeam: { id: r.awayTeamId, name: r.awayName },
      venue: r.venue ?? null,
      eligibility: mine ? { eligible: mine.eligible, reasons: mine.reasons } : null,
    })
  }
  return games
}

type LinkedRow = {
  player: typeof player.$inferSelect
  org: { id: string; name: string; slug: string; publicSlug: string | null; logoPath: string | null }
}

async function toMyPlayer(db: Db, baseURL: string, row: LinkedRow, now: Date): Promise<MyPlayer> {
  const p = row.player
  const organizationId = row.org.id
  const { teams, tournaments } = await findPlayerTeamsAndTournaments(db, organizationId, p.id)
  const [stats, suspensions, nextGames] = await Promise.all([
    statsOf(db, organizationId, p.id),
    findSuspensionViews({ db, organizationId, where: eq(suspension.playerId, p.id) }),
    nextGamesOf(
      db,
      organizationId,
      p.id,
      teams.map((t) => t.id),
      now,
    ),
  ])
  const site = row.org.publicSlug ? `${baseURL.replace(/\/$/, '')}/api/public/${row.org.publicSlug}` : null
  return {
    id: p.id,
    version: p.version,
    organizationId,
    league: {
      id: organizationId,
      name: row.org.name,
      slug: row.org.slug,
      publicSlug: row.org.publicSlug,
      crestUrl: uploadUrlOf(row.org.logoPath),
    },
    firstname: p.firstname,
    lastname: p.lastname,
    birthDate: p.birthDate,
    dni: p.dni,
    email: p.email,
    phone: p.phone,
    photoUrl: uploadUrlOf(p.photoPath),
    jerseyNumber: p.jerseyNumber,
    publicName: p.publicName === 'full' || p.publicName === 'initials' ? p.publicName : null,
    teams: teams.map((t: Ref) => ({ ...t, calendarUrl: site ? `${site}/teams/${t.id}/calendar.ics` : null })),
    tournaments,
    stats,
    suspensions: suspensions
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, tournament: s.tournament, team: s.team, gamesLeft: s.remaining })),
    nextGames,
  }
}

async function findLinkedRows(db: Db, userId: string, playerId?: string): Promise<LinkedRow[]> {
  if (playerId !== undefined) assertUuid(playerId)
  return db
    .select({
      player,
      org: {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        publicSlug: organization.publicSlug,
        logoPath: organization.logoPath,
      },
    })
    .from(player)
    .innerJoin(organization, eq(organization.id, player.organizationId))
    .where(
      and(
        eq(player.userId, userId),
        isNull(player.deletedAt),
        isNull(organization.deletedAt),
        playerId ? eq(player.id, playerId) : undefined,
      ),
    )
    .orderBy(asc(organization.name), asc(player.lastname))
}

/** `GET /me/players`: every player record linked to the user, in every league. */
export async function findMyPlayers({
  db,
  baseURL,
  userId,
  now,
}: {
  db: Db
  baseURL: string
  userId: string
  now: Date
}) {
  const rows = await findLinkedRows(db, userId)
  const items: MyPlayer[] = []
  for (const row of rows) items.push(await toMyPlayer(db, baseURL, row, now))
  return { items }
}

/** One of the user's player records; NOT_FOUND for any other (another user's record is simply not there). */
export async function getMyPlayer({
  db,
  baseURL,
  userId,
  playerId,
  now,
}: {
  db: Db
  baseURL: string
  userId: string
  playerId: string
  now: Date
}): Promise<MyPlayer> {
  const [row] = await findLinkedRows(db, userId, playerId)
  if (!row) throw new AppError('NOT_FOUND')
  return toMyPlayer(db, baseURL, row, now)
}

/** The linked row itself, for the player's own writes. */
export async function getLinkedRow(db: Db, userId: string, playerId: string): Promise<LinkedRow | undefined> {
  const [row] = await findLinkedRows(db, userId, playerId)
  return row
}
