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
import { findPublicPlayerNames, nameFrom, type PublicPlayerName, publicPlayerName } from './public-player-names.ts'
import { findPublicTournaments, readPublicGames } from './public-queries.ts'
import { publishedGame } from './public-view.ts'

const byNumber = (a: number, b: number) => a - b
/** Minutes ascending, none last. */
const minuteOrder = (a: number | null, b: number | null) =>
  (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER)

/**
 * A side's cards as the public reads them, in minute order: a player's second yellow in the game is the sending-off it
 * is (a red, marked as a second yellow: decision 0020), never a second yellow beside the first.
 */
function publicCards(
  cards: {
    playerId: string
    firstname: string
    lastname: string
    type: 'yellow' | 'blue' | 'red'
    minute: number | null
  }[],
  names: Map<string, PublicPlayerName>,
) {
  // the game sheet lists cards by minute, then entry: the order a second yellow is judged in
  const yellows = new Map<string, number>()
  return cards
    .map((c) => {
      const nth = c.type === 'yellow' ? (yellows.get(c.playerId) ?? 0) + 1 : 0
      if (c.type === 'yellow') yellows.set(c.playerId, nth)
      const isSecondYellow = nth === 2
      return {
        playerId: c.playerId,
        name: nameFrom(names, c.playerId, c),
        type: isSecondYellow ? ('red' as const) : c.type,
        minute: c.minute,
        isSecondYellow,
      }
    })
    .sort((a, b) => minuteOrder(a.minute, b.minute))
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
  // every name through the one public-name rule (decision 0045)
  const names = played
    ? await findPublicPlayerNames(
        db,
        org.id,
        org.timeZone,
        [sheet.home, sheet.away].flatMap((s) => [
          ...s.scorers.map((x) => x.playerId),
          ...s.lineup.map((x) => x.playerId),
          ...s.cards.map((x) => x.playerId),
        ]),
      )
    : new Map<string, PublicPlayerName>()
  const side = (s: typeof sheet.home, ref: { id: string; name: string }, goals: number | null) => ({
    team: ref,
    goals,
    scorers: played
      ? s.scorers
          .map((x) => ({
            playerId: x.playerId,
            name: nameFrom(names, x.playerId, x),
            goals: x.goals,
            minutes: [...x.minutes].sort(byNumber),
          }))
          .sort((a, b) => minuteOrder(a.minutes[0] ?? null, b.minutes[0] ?? null))
      : [],
    lineup: played ? s.lineup.map((x) => ({ playerId: x.playerId, name: nameFrom(names, x.playerId, x) })) : [],
    unassignedGoals: played ? s.unassignedGoals : 0,
    cards: played ? publicCards(s.cards, names) : [],
  })
  // the referee by name only, and only where the league chose to show it; never an official's contacts
  const referee = org.showsReferee
    ? (sheet.officials?.find((o) => o.role === 'referee' && o.status !== 'declined')?.name ?? null)
    : null
  return {
    ...summary,
    referee,
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
        birthDate: player.birthDate,
        publicName: player.publicName,
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
    roster: roster.map((p) => {
      // a minor: initials unless chosen otherwise, and never a photo (decision 0045)
      const shown = publicPlayerName(p, org.timeZone)
      return {
        id: p.id,
        firstname: shown.firstname,
        lastname: shown.lastname,
        jerseyNumber: p.jerseyNumber,
        position: p.position,
        photoThumbUrl: shown.isPhotoPublic ? uploadUrlOf(p.photoThumbPath) : null,
      }
    }),
    games,
  }
}
