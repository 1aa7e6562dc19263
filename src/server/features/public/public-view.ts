/**
 * The one place rows become public shapes (domain/public/public.schema.ts), field by field: whatever a row holds
 * besides what is named here never leaves the server. Also the league's time zone and the published-only filters.
 */
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Bracket, BracketTie } from '#domain/brackets/bracket.schema.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import type { PublicBracket, PublicBracketTie, PublicGame, PublicGameStatus } from '#domain/public/public.schema.ts'
import { game, tournament } from '#server/db/schema.ts'
import type { GameViewRow } from '#server/lib/competition/game-view.ts'

/**
 * A game the public sees: published (confirming publishes too) and not deleted, in a tournament not deleted.
 * Suspended games stay: they show as suspended.
 */
export const publishedGame: SQL = sql`${and(isNull(game.deletedAt), isNotNull(game.publishedAt))} and exists (
  select 1 from ${tournament} pt where pt.id = game.tournament_id and pt.deleted_at is null)`

export function publicStatusOf(row: { suspendedAt: Date | null; confirmedPlayedAt: Date | null }): PublicGameStatus {
  if (row.suspendedAt) return 'suspended'
  if (row.confirmedPlayedAt) return 'played'
  return 'scheduled'
}

export type VenueInfo = { name: string; address: string | null }

/** A game row (selectGames) as the public sees it. */
export function toPublicGame(
  row: Omit<GameViewRow, 'total'>,
  context: { timeZone: string; venues: Map<string, VenueInfo> },
): PublicGame {
  const g = row.game
  const status = publicStatusOf(g)
  const venue = g.locationId ? context.venues.get(g.locationId) : undefined
  return {
    id: g.id,
    version: g.version,
    tournament: { id: g.tournamentId, name: row.tournamentName },
    groupId: g.groupId,
    round:
      g.roundId && row.round ? { id: g.roundId, number: row.round[0], name: row.round[1], date: row.round[2] } : null,
    homeTeam: { id: g.homeTeamId, name: row.homeName },
    awayTeam: { id: g.awayTeamId, name: row.awayName },
    kind: g.kind as PublicGame['kind'],
    status,
    playAt: g.playAt && !g.isPlayAtTimeHidden ? g.playAt.toISOString() : null,
    date: g.playAt ? calendarDayIn(g.playAt, context.timeZone) : null,
    isTimeHidden: g.isPlayAtTimeHidden,
    venue: venue ? { name: venue.name, address: venue.address, field: row.fieldName } : null,
    homeGoals: status === 'played' ? g.homeGoals : null,
    awayGoals: status === 'played' ? g.awayGoals : null,
    walkover: status === 'played' && (g.walkover === 'home' || g.walkover === 'away') ? { winner: g.walkover } : null,
    penalties:
      status === 'played' && g.homePenalties !== null && g.awayPenalties !== null
        ? { home: g.homePenalties, away: g.awayPenalties }
        : null,
    knockout: null,
  }
}

/**
 * A bracket (brackets feature) as the public sees it, given the tournament's public games (published, not deleted).
 * A leg shows its game only once published and its score only once confirmed. The aggregate, penalties and winner
 * show only when the public legs add up to the bracket's aggregate, so a result that is not public can never show
 * through them; a team that moved up on such a result is not shown in later ties either.
 */
export function toPublicBracket(bracket: Bracket, publicGames: Map<string, PublicGame>): PublicBracket {
  const names = new Map(bracket.teams.map((t) => [t.id, t.name]))
  const ref = (id: string | null) => (id === null ? null : { id, name: names.get(id) ?? '' })
  /** teams whose place in a later tie comes from a result the public does not see */
  const hidden = new Set<string>()
  const tieView = (tie: BracketTie): PublicBracketTie => {
    const homeId = tie.homeTeamId !== null && !hidden.has(tie.homeTeamId) ? tie.homeTeamId : null
    const awayId = tie.awayTeamId !== null && !hidden.has(tie.awayTeamId) ? tie.awayTeamId : null
    const legs = tie.isBye
      ? []
      : Array.from({ length: tie.legs }, (_, i) => {
          const id = tie.gameIds[i]
          const g = id !== undefined && homeId !== null && awayId !== null ? publicGames.get(id) : undefined
          const played = g && g.status === 'played' && g.homeGoals !== null && g.awayGoals !== null ? g : null
          const score = played
            ? played.homeTeam.id === homeId
              ? { home: played.homeGoals as number, away: played.awayGoals as number }
              : { home: played.awayGoals as number, away: played.homeGoals as number }
            : null
          return { leg: i + 1, gameId: g ? g.id : null, score }
        })
    const scored = legs.flatMap((l) => (l.score ? [l.score] : []))
    const sum =
      scored.length === 0
        ? null
        : scored.reduce((acc, x) => ({ home: acc.home + x.home, away: acc.away + x.away }), { home: 0, away: 0 })
    const isPublicResult =
      tie.isBye ||
      (homeId !== null &&
        awayId !== null &&
        (tie.aggregate === null
          ? sum === null
          : sum !== null && sum.home === tie.aggregate.home && sum.away === tie.aggregate.away))
    const winnerId = tie.isBye ? (homeId ?? awayId) : isPublicResult ? tie.winnerTeamId : null
    if (tie.winnerTeamId !== null && winnerId === null) hidden.add(tie.winnerTeamId)
    return {
      id: tie.id,
      homeTeam: ref(homeId),
      awayTeam: ref(awayId),
      isBye: tie.isBye,
      legs,
      aggregate: isPublicResult && !tie.isBye ? sum : null,
      penalties: isPublicResult && tie.penalties ? { home: tie.penalties.home, away: tie.penalties.away } : null,
      winner: ref(winnerId),
    }
  }
  const rounds = bracket.rounds.map((r) => ({ name: r.name, ties: r.ties.map(tieView) }))
  const final = rounds.at(-1)?.ties[0]
  const champion = bracket.championTeamId !== null && final?.winner?.id === bracket.championTeamId ? final.winner : null
  const runnerUp = champion && final ? (final.homeTeam?.id === champion.id ? final.awayTeam : final.homeTeam) : null
  return {
    id: bracket.id,
    name: bracket.name,
    champion,
    runnerUp,
    rounds,
    thirdPlaceTie: bracket.thirdPlaceTie ? tieView(bracket.thirdPlaceTie) : null,
  }
}
