/**
 * Officials' appointments with their games (decision 0050): one query for the clash check, the statement, "My games"
 * and the calendar feed, each adding its own conditions to the appointment's organization and the game not deleted.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { game, gameOfficial, location, team, tournament } from '#server/db/schema.ts'

export function selectOfficialGames(db: Db, organizationId: string, ...conditions: (SQL | undefined)[]) {
  const home = alias(team, 'home')
  const away = alias(team, 'away')
  return db
    .select({
      officialId: gameOfficial.officialId,
      role: gameOfficial.role,
      status: gameOfficial.status,
      gameId: game.id,
      version: game.version,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      suspendedAt: game.suspendedAt,
      confirmedPlayedAt: game.confirmedPlayedAt,
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      settings: tournament.settings,
      homeTeam: home.name,
      awayTeam: away.name,
      location: location.name,
      address: location.address,
    })
    .from(gameOfficial)
    .innerJoin(game, eq(game.id, gameOfficial.gameId))
    .innerJoin(tournament, eq(tournament.id, game.tournamentId))
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .leftJoin(location, eq(location.id, game.locationId))
    .where(and(eq(gameOfficial.organizationId, organizationId), isNull(game.deletedAt), ...conditions))
}
