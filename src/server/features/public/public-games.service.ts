/**
 * A public tournament's games as JSON for widgets (`/api/public/{slug}/tournaments/{id}/games`), by round
 * (docs/decisions/0054-games-by-round.md): never the whole season at once. Without `round` the current round and the
 * next, with `round=<key>` that round (the keys of the tournament's `roundIndex`), with `team` alone that team's games
 * (one a round), each answer at most ROUND_GAMES_MAX games (`nextOffset` goes on). A round's id (`round=<uuid>`, the
 * older form) still answers that round's games.
 */
import { and, eq, or } from 'drizzle-orm'
import { ROUND_GAMES_MAX } from '#domain/games/games-by-round.schema.ts'
import { currentRound, roundsToShow } from '#domain/games/games-by-round.ts'
import { UuidSchema } from '#domain/lists/list.schema.ts'
import type { PublicGameList } from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { readTournamentRounds } from '#server/features/games/games.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { PublicOrganization } from './public.service.ts'
import { getPublicTournamentSummary, readPublicGames } from './public-queries.ts'
import { publishedGame } from './public-view.ts'

export async function findPublicGamePage({
  db,
  org,
  tournamentId,
  round,
  team,
  offset = 0,
}: {
  db: Db
  org: PublicOrganization
  tournamentId: string
  /** a round key (`3`, `<bracketId>.<index>`, `other`) or a round's id */
  round?: string
  team?: string
  offset?: number
}): Promise<PublicGameList> {
  await getPublicTournamentSummary(db, org, tournamentId)
  const ofTeam = team ? or(eq(game.homeTeamId, team), eq(game.awayTeamId, team)) : undefined
  const page = async (where: ReturnType<typeof and>) => {
    const rows = await readPublicGames(db, org, where, { limit: ROUND_GAMES_MAX + 1, offset })
    return {
      items: rows.slice(0, ROUND_GAMES_MAX),
      nextOffset: rows.length > ROUND_GAMES_MAX ? offset + ROUND_GAMES_MAX : null,
    }
  }
  if (round !== undefined && UuidSchema.safeParse(round).success) {
    const where = and(eq(game.tournamentId, tournamentId), eq(game.roundId, round), ofTeam)
    return { ...(await page(where)), shown: [], current: null, previous: null, next: null }
  }
  const index = await readTournamentRounds(db, {
    organizationId: org.id,
    tournamentId,
    gameFilter: and(publishedGame, ofTeam),
  })
  const current = currentRound(index.rounds)
  if (team !== undefined && round === undefined) {
    // a team plays once a round: its games in the tournament are as many as the rounds
    const shown = index.rounds.filter((r) => r.games > 0).map((r) => r.key)
    return { ...(await page(index.scope)), shown, current, previous: null, next: null }
  }
  const picked = roundsToShow(index.rounds, round)
  if (round !== undefined && picked.shown.length === 0) throw new AppError('NOT_FOUND')
  const games =
    picked.shown.length > 0 ? await page(or(...picked.shown.map(index.gamesOf))) : { items: [], nextOffset: null }
  return { ...games, shown: picked.shown, current, previous: picked.previous, next: picked.next }
}
