/**
 * The acta as filed (decision 0051), as plain data for the PDF (report-pdf.ts, rendered in the worker pool): the
 * game, its line-ups, goals with their minutes, cards with their reasons, and the report's who and when. Who may read
 * it: the league's staff (scorer and up), the game's delegates and its appointed referee.
 */
import { aliasedTable, and, asc, eq } from 'drizzle-orm'
import type { GameReport } from '#domain/match-reports/report.schema.ts'
import { hasRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, gameLineup, organization, player, team, tournament } from '#server/db/schema.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getGameRow } from '#server/lib/competition/game-view.ts'
import type { OrgScope } from '#server/lib/team-scope.ts'
import { readReportContext, toReportView } from './report-store.ts'

type Person = { name: string }
export type ReportDocumentSide = {
  teamName: string
  score: number
  lineup: Person[]
  goals: (Person & { goals: number; minutes: number[] })[]
  cards: (Person & { type: string; minute: number | null; reason: string | null })[]
}
export type ReportDocument = {
  leagueName: string
  tournamentName: string
  playAt: string | null
  timeZone: string
  home: ReportDocumentSide
  away: ReportDocumentSide
  report: GameReport
}

const nameOf = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`

export async function getReportDocument(input: {
  db: Db
  organizationId: string
  gameId: string
  scope: OrgScope
  userId: string
}): Promise<ReportDocument> {
  const { db, organizationId, gameId, scope } = input
  const current = await getGameRow(db, organizationId, gameId, { active: true })
  const context = await readReportContext(db, organizationId, gameId, input.userId)
  const ownGame = scope.teamIds.includes(current.homeTeamId) || scope.teamIds.includes(current.awayTeamId)
  const allowed =
    hasRole(scope.role, 'scorer') && scope.role !== 'delegate' && scope.role !== 'referee'
      ? true
      : scope.role === 'delegate'
        ? ownGame
        : scope.role === 'referee' && context.isAppointedReferee
  if (!allowed) throw new AppError('FORBIDDEN')
  if (!context.hasReferee && !context.row) throw new AppError('REPORT_NONE')
  const home = aliasedTable(team, 'home_team')
  const away = aliasedTable(team, 'away_team')
  const [names] = await db
    .select({ home: home.name, away: away.name, tournament: tournament.name, league: organization.name })
    .from(game)
    .innerJoin(organization, eq(organization.id, game.organizationId))
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .innerJoin(tournament, eq(tournament.id, game.tournamentId))
    .where(eq(game.id, gameId))
  const person = { firstname: player.firstname, lastname: player.lastname }
  const inGame = <T extends typeof gameLineup | typeof gameGoal | typeof gameCard>(t: T) =>
    and(eq(t.organizationId, organizationId), eq(t.gameId, gameId))
  const [lineups, goals, cards, timeZone] = await Promise.all([
    db
      .select({ teamId: gameLineup.teamId, ...person })
      .from(gameLineup)
      .innerJoin(player, eq(player.id, gameLineup.playerId))
      .where(inGame(gameLineup))
      .orderBy(asc(player.lastname), asc(player.firstname)),
    db
      .select({ teamId: gameGoal.teamId, goals: gameGoal.goals, minutes: gameGoal.minutes, ...person })
      .from(gameGoal)
      .innerJoin(player, eq(player.id, gameGoal.playerId))
      .where(inGame(gameGoal)),
    db
      .select({
        teamId: gameCard.teamId,
        type: gameCard.type,
        minute: gameCard.minute,
        reason: gameCard.reason,
        ...person,
      })
      .from(gameCard)
      .innerJoin(player, eq(player.id, gameCard.playerId))
      .where(inGame(gameCard))
      .orderBy(asc(gameCard.minute), asc(gameCard.createdAt)),
    organizationTimeZone(db, organizationId),
  ])
  const side = (teamId: string, teamName: string, score: number): ReportDocumentSide => ({
    teamName,
    score,
    lineup: lineups.filter((r) => r.teamId === teamId).map((r) => ({ name: nameOf(r) })),
    goals: goals
      .filter((r) => r.teamId === teamId)
      .map((r) => ({ name: nameOf(r), goals: r.goals, minutes: [...r.minutes].sort((a, b) => a - b) })),
    cards: cards
      .filter((r) => r.teamId === teamId)
      .map((r) => ({ name: nameOf(r), type: r.type, minute: r.minute, reason: r.reason })),
  })
  return {
    leagueName: names?.league ?? '',
    tournamentName: names?.tournament ?? '',
    playAt: current.playAt ? current.playAt.toISOString() : null,
    timeZone,
    home: side(current.homeTeamId, names?.home ?? '', current.homeGoals),
    away: side(current.awayTeamId, names?.away ?? '', current.awayGoals),
    report: toReportView(context.row),
  }
}
