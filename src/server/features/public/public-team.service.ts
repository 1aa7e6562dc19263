/** A public team and a published game (public.service.ts). */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { PublicGameDetail, PublicTeam } from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, player, team, teamPlayer, tournament } from '#server/db/schema.ts'
import { getGameSheet } from '#server/features/games/games.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'
import type { PublicOrganization } from './public.service.ts'
import { findPublicTournaments, readPublicGames } from './public-queries.ts'
import { fullName, publishedGame } from './public-view.ts'

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
      .where(
        and(
          eq(teamPlayer.organizationId, org.id),
          eq(teamPlayer.teamId, teamId),
          // the public page shows the registered list: approved entries only (decision 0038)
          eq(teamPlayer.status, 'approved'),
          isNull(player.deletedAt),
        ),
      )
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
