/** "My games" (decision 0050): a referee's appointments in the league, upcoming and recent, with their answers. */
import { asc, eq, gte, isNull, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { game, gameOfficial } from '#server/db/schema.ts'
import type { OrgScope } from '#server/lib/team-scope.ts'
import { selectOfficialGames } from './official-games.ts'

/** How far back "My games" reaches: a month of games already played (for the match reports still open). */
const PAST_DAYS = 31

export async function findMyGames({ db, organizationId, scope }: { db: Db; organizationId: string; scope: OrgScope }) {
  const officialId = scope.officialId ?? null
  if (!officialId) return { officialId, items: [] }
  const since = new Date(Date.now() - PAST_DAYS * 86_400_000)
  const rows = await selectOfficialGames(
    db,
    organizationId,
    eq(gameOfficial.officialId, officialId),
    or(isNull(game.playAt), gte(game.playAt, since)),
  )
    .orderBy(asc(game.playAt))
    .limit(200)
  return {
    officialId,
    items: rows.map((r) => ({
      gameId: r.gameId,
      tournamentId: r.tournamentId,
      tournamentName: r.tournamentName,
      homeTeam: r.homeTeam,
      awayTeam: r.awayTeam,
      isPlayAtTimeHidden: r.isPlayAtTimeHidden,
      location: r.location,
      playAt: r.playAt?.toISOString() ?? null,
      role: r.role as 'referee' | 'assistant',
      status: r.status as 'pending' | 'accepted' | 'declined',
    })),
  }
}
