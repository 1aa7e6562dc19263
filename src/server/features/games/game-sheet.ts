/**
 * The game sheet (`GET games/{id}`): the game, and per side its roster, scorers, cards (with the suspension each
 * created), the players suspended for this game (suspensions, draft or confirmed, whose remaining games reach it)
 * and the yellow-card warnings (N−1 and N yellows in the tournament, when the tournament sets N). Two statements:
 * everything but the suspensions (readSheet), then the suspensions of both teams (with the teams' games, when any).
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { secondYellowOf, yellowCardWarning } from '#domain/discipline/suspensions.ts'
import type { CardType, GameSheet, GameSide } from '#domain/games/game.schema.ts'
import type { Appointment } from '#domain/officials/official.schema.ts'
import { builtOnce } from '#server/db/built-once.ts'
import type { Db } from '#server/db/client.ts'
import {
  game,
  gameCard,
  gameGoal,
  gameLineup,
  gameOfficial,
  official,
  player,
  suspension,
  teamPlayer,
  tournament,
} from '#server/db/schema.ts'
import { getGameReport } from '#server/features/match-reports/match-reports.api.ts'
import { findSuspensionViews } from '#server/features/suspensions/suspensions.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { appointInOrder } from '#server/lib/competition/game-officials.ts'
import { gameViewColumns, toGame } from '#server/lib/competition/game-view.ts'
import { compareNames } from '#server/lib/search.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'

/** The yellow cards that sent a player off (the second of the player's yellows in the game, by minute then entry). */
function secondYellowIds(cards: CardEntry[]): Set<string> {
  const byPlayer = new Map<string, CardEntry[]>()
  for (const card of cards) {
    if (card.type !== 'yellow') continue
    byPlayer.set(`${card.teamId}|${card.id}`, [...(byPlayer.get(`${card.teamId}|${card.id}`) ?? []), card])
  }
  const ids = new Set<string>()
  for (const yellows of byPlayer.values()) {
    const second = secondYellowOf([...yellows].sort(byMinuteThenEntry))
    if (second) ids.add(second.cardId)
  }
  return ids
}

/** A line-up's order: shirt number (none last), then last and first name. */
export function byNumberThenName(
  a: { jerseyNumber: number | null; lastname: string; firstname: string },
  b: { jerseyNumber: number | null; lastname: string; firstname: string },
): number {
  return (
    (a.jerseyNumber ?? Number.MAX_SAFE_INTEGER) - (b.jerseyNumber ?? Number.MAX_SAFE_INTEGER) ||
    compareNames(a.lastname, b.lastname) ||
    compareNames(a.firstname, b.firstname)
  )
}

export function byMinuteThenEntry(
  a: { minute: number | null; createdAt: string | Date },
  b: { minute: number | null; createdAt: string | Date },
): number {
  const minute = (a.minute ?? Number.MAX_SAFE_INTEGER) - (b.minute ?? Number.MAX_SAFE_INTEGER)
  return minute || new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime()
}

/**
 * Yellow cards per player in the tournament that count toward accumulation, over games not deleted: the two yellows
 * of a game where the player was sent off by the second are left out (domain accumulatingYellows).
 */
export async function yellowCountsOf(
  db: Db,
  organizationId: string,
  tournamentId: string,
  playerIds: string[],
  secondYellowCounts = false,
) {
  const counts = new Map<string, number>()
  if (playerIds.length === 0) return counts
  const rows = await db
    .select({ playerId: gameCard.playerId, gameId: gameCard.gameId, n: count() })
    .from(gameCard)
    .innerJoin(game, eq(game.id, gameCard.gameId))
    .where(
      and(
        eq(gameCard.organizationId, organizationId),
        eq(gameCard.tournamentId, tournamentId),
        eq(gameCard.type, 'yellow'),
        inArray(gameCard.playerId, playerIds),
        isNull(game.deletedAt),
      ),
    )
    .groupBy(gameCard.playerId, gameCard.gameId)
  for (const row of rows) {
    if (Number(row.n) >= 2 && !secondYellowCounts) continue
    counts.set(row.playerId, (counts.get(row.playerId) ?? 0) + Number(row.n))
  }
  return counts
}

type RosterEntry = { teamId: string; id: string; firstname: string; lastname: string; jerseyNumber: number | null }
type GoalEntry = RosterEntry & { goals: number; minutes: number[] }
type CardEntry = RosterEntry & {
  cardId: string
  type: string
  reason: string | null
  minute: number | null
  createdAt: string
}

/**
 * Everything on the sheet but the suspensions and the report, in ONE statement (one plan, one round trip): the game
 * with its names and its tournament's settings, then the two rosters, the goals, the cards, the line-ups, the
 * officials and the rosters' yellow cards in the tournament as JSON arrays. A sheet is read at every tap of a result
 * entered on a phone.
 */
const sheetQuery = builtOnce((db) => {
  const organizationId = sql.placeholder('organizationId')
  // subqueries name the outer row `game` and alias their own tables (see game-view.ts)
  return db
    .select({
      ...gameViewColumns,
      settings: sql<unknown>`(select t.settings from ${tournament} t where t.id = game.tournament_id)`,
      roster: sql<[string, string, string, string, number | null][]>`(
        select coalesce(json_agg(json_build_array(tp.team_id, p.id, p.firstname, p.lastname, p.jersey_number)), '[]')
        from ${teamPlayer} tp join ${player} p on p.id = tp.player_id
        where tp.organization_id = ${organizationId} and tp.team_id in (game.home_team_id, game.away_team_id)
          and p.deleted_at is null)`,
      goals: sql<[string, string, number, string, string, number | null, number[]][]>`(
        select coalesce(json_agg(json_build_array(gg.team_id, gg.player_id, gg.goals, p.firstname, p.lastname, p.jersey_number, gg.minutes)), '[]')
        from ${gameGoal} gg join ${player} p on p.id = gg.player_id
        where gg.organization_id = ${organizationId} and gg.game_id = game.id)`,
      cards: sql<
        [string, string, string, string, string | null, number | null, string, string, string, number | null][]
      >`(
        select coalesce(json_agg(json_build_array(c.id, c.team_id, c.player_id, c.type, c.reason, c.minute, c.created_at,
            p.firstname, p.lastname, p.jersey_number) order by c.minute asc nulls last, c.created_at asc, c.id asc), '[]')
        from ${gameCard} c join ${player} p on p.id = c.player_id
        where c.organization_id = ${organizationId} and c.game_id = game.id)`,
      lineup: sql<[string, string, string, string, number | null][]>`(
        select coalesce(json_agg(json_build_array(l.team_id, p.id, p.firstname, p.lastname, p.jersey_number)), '[]')
        from ${gameLineup} l join ${player} p on p.id = l.player_id
        where l.organization_id = ${organizationId} and l.game_id = game.id)`,
      // its officials, in the order findAppointmentsOf reads them
      officials: sql<[string, string, string, string, string | null][]>`(
        select coalesce(json_agg(json_build_array(go.official_id, o.name, go.role, go.status, go.responded_at)
            order by go.role asc, go.position asc), '[]')
        from ${gameOfficial} go join ${official} o on o.id = go.official_id
        where go.organization_id = ${organizationId} and go.game_id = game.id)`,
      // the yellow cards in the tournament (games not deleted) of the players on either roster
      yellows: sql<[string, number][]>`(
        select coalesce(json_agg(json_build_array(y.player_id, y.n)), '[]') from (
          select c.player_id, count(*) as n from ${gameCard} c join ${game} g on g.id = c.game_id
          where c.organization_id = ${organizationId} and c.tournament_id = game.tournament_id and c.type = 'yellow'
            and g.deleted_at is null
            and c.player_id in (select tp.player_id from ${teamPlayer} tp
              where tp.organization_id = ${organizationId} and tp.team_id in (game.home_team_id, game.away_team_id))
          group by c.player_id) y)`,
    })
    .from(game)
    .where(and(eq(game.organizationId, organizationId), eq(game.id, sql.placeholder('id'))))
})

async function readSheet(db: Db, organizationId: string, id: string) {
  assertUuid(id)
  const [row] = await sheetQuery(db).execute({ organizationId, id })
  if (!row) throw new AppError('NOT_FOUND')
  const entry = ([teamId, playerId, firstname, lastname, jerseyNumber]: [
    string,
    string,
    string,
    string,
    number | null,
  ]) => ({
    teamId,
    id: playerId,
    firstname,
    lastname,
    jerseyNumber,
  })
  return {
    row,
    settings: TournamentSettingsSchema.parse(row.settings),
    roster: row.roster.map(entry),
    goals: row.goals.map(
      ([teamId, playerId, goals, firstname, lastname, jerseyNumber, minutes]): GoalEntry => ({
        ...entry([teamId, playerId, firstname, lastname, jerseyNumber]),
        goals,
        minutes: minutes ?? [],
      }),
    ),
    lineup: row.lineup.map(entry),
    cards: row.cards.map(
      ([cardId, teamId, playerId, type, reason, minute, createdAt, ...rest]): CardEntry => ({
        ...entry([teamId, playerId, ...rest]),
        cardId,
        type,
        reason,
        minute,
        createdAt: new Date(createdAt).toISOString(),
      }),
    ),
    yellowCounts: new Map(row.yellows),
  }
}

export async function getGameSheet({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<GameSheet> {
  assertUuid(id)
  // the report needs only the game's id: on PostgreSQL it is read beside the sheet, on a connection of its own
  const [sheet, report] = await Promise.all([readSheet(db, organizationId, id), getGameReport(db, organizationId, id)])
  const { row: viewRow, settings, roster, goals, cards, lineup, yellowCounts } = sheet
  const view = toGame(viewRow)
  const teamIds = [view.homeTeamId, view.awayTeamId]
  const suspensions = await findSuspensionViews({
    db,
    organizationId,
    where: and(eq(suspension.tournamentId, view.tournamentId), inArray(suspension.teamId, teamIds)),
    includeDeletedTournaments: true,
  })
  const n = settings.yellowCardsForSuspension
  const jerseyOf = new Map(roster.map((p) => [p.id, p.jerseyNumber]))
  const suspensionOfCard = new Map(suspensions.flatMap((s) => (s.cardId ? [[s.cardId, s]] : [])))
  const secondYellows = secondYellowIds(cards)

  const side = (teamId: string, teamName: string, score: number, unassignedGoals: number): GameSide => {
    const players = roster
      .filter((p) => p.teamId === teamId)
      .sort((a, b) => compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname))
    return {
      teamId,
      teamName,
      goals: score,
      unassignedGoals,
      scorers: goals
        .filter((g) => g.teamId === teamId)
        .sort((a, b) => b.goals - a.goals || compareNames(a.lastname, b.lastname))
        .map(({ id: playerId, firstname, lastname, jerseyNumber, goals: scored, minutes }) => ({
          playerId,
          firstname,
          lastname,
          jerseyNumber,
          goals: scored,
          minutes,
        })),
      lineup: lineup
        .filter((p) => p.teamId === teamId)
        .sort(byNumberThenName)
        .map(({ id: playerId, firstname, lastname, jerseyNumber }) => ({
          playerId,
          firstname,
          lastname,
          jerseyNumber,
        })),
      cards: cards
        .filter((c) => c.teamId === teamId)
        .map((card) => {
          const created = suspensionOfCard.get(card.cardId)
          return {
            id: card.cardId,
            teamId: card.teamId,
            playerId: card.id,
            firstname: card.firstname,
            lastname: card.lastname,
            jerseyNumber: card.jerseyNumber,
            type: card.type as CardType,
            reason: card.reason,
            minute: card.minute,
            createdAt: card.createdAt,
            suspensionId: created?.id ?? null,
            suspensionStatus: created?.status ?? null,
            isDraftSuspensionIgnored: created?.isDraftSuspensionIgnored ?? false,
            isSecondYellow: secondYellows.has(card.cardId),
          }
        }),
      suspendedPlayers: suspensions
        .filter(
          (s) => s.teamId === teamId && (s.status === 'draft' || s.status === 'active') && s.gamesToServe.includes(id),
        )
        .map((s) => ({
          suspensionId: s.id,
          playerId: s.playerId,
          firstname: s.player.firstname,
          lastname: s.player.lastname,
          jerseyNumber: jerseyOf.get(s.playerId) ?? null,
          status: s.status as 'draft' | 'active',
          gamesCount: s.gamesCount,
          remaining: s.remaining,
          reason: s.reason,
        })),
      warnings: players.flatMap((p) => {
        const yellowCount = yellowCounts.get(p.id) ?? 0
        const warning = yellowCardWarning(yellowCount, n)
        return warning
          ? [
              {
                playerId: p.id,
                firstname: p.firstname,
                lastname: p.lastname,
                jerseyNumber: p.jerseyNumber,
                yellowCount,
                warning,
              },
            ]
          : []
      }),
      players: players.map(({ id: playerId, firstname, lastname, jerseyNumber }) => ({
        id: playerId,
        firstname,
        lastname,
        jerseyNumber,
      })),
    }
  }

  return {
    ...view,
    report,
    officials: sheet.row.officials.reduce(
      (list: Appointment[], [officialId, name, role, status, respondedAt]) =>
        appointInOrder(list, { officialId, name, role, status, respondedAt }),
      [],
    ),
    yellowCardsForSuspension: n,
    ineligibleFielded: viewRow.game.ineligibleFielded ?? [],
    home: side(view.homeTeamId, view.homeTeam.name, view.homeGoals, viewRow.game.homeUnassignedGoals),
    away: side(view.awayTeamId, view.awayTeam.name, view.awayGoals, viewRow.game.awayUnassignedGoals),
  }
}
