/** "My games" (decision 0050): a referee's appointments in the league, upcoming and recent, with their answers. */
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { game, gameOfficial, location, team, tournament } from '#server/db/schema.ts'
import type { OrgScope } from '#server/lib/team-scope.ts'

/** How far back "My games" reaches: a month of games already played (for the match reports still open). */
const PAST_DAYS = 31

export async function findMyGames({ db, organizationId, scope }: { db: Db; organizationId: string; scope: OrgScope }) {
  const officialId = scope.officialId ?? null
  if (!officialId) return { officialId, items: [] }
  const home = alias(team, 'home')
  const away = alias(team, 'away')
  const since = new Date(Date.now() - PAST_DAYS * 86_400_000)
  const rows = await db
    .select({
      gameId: game.id,
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      homeTeam: home.name,
      awayTeam: away.name,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      location: location.name,
      role: gameOfficial.role,
      status: gameOfficial.status,
    })
    .from(gameOfficial)
    .innerJoin(game, eq(game.id, gameOfficial.gameId))
    .innerJoin(tournament, eq(tournament.id, game.tournamentId))
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .leftJoin(location, eq(location.id, game.locationId))
    .where(
      and(
        eq(gameOfficial.organizationId, organizationId),
        eq(gameOfficial.officialId, officialId),
        isNull(game.deletedAt),
        or(isNull(game.playAt), gte(game.playAt, since)),
      ),
    )
    .orderBy(asc(game.playAt))
    .limit(200)
  return {
    officialId,
    items: rows.map((r) => ({
      ...r,
      playAt: r.playAt?.toISOString() ?? null,
      role: r.role as 'referee' | 'assistant',
      status: r.status as 'pending' | 'accepted' | 'declined',
    })),
  }
}
