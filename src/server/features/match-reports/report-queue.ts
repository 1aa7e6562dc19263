/** The league's match reports in one state, oldest first: the admin's queue of disputed reports (decision 0051). */
import { aliasedTable, and, asc, eq, isNull } from 'drizzle-orm'
import type { ReportStatus } from '#domain/match-reports/report.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameReport, team } from '#server/db/schema.ts'
import { toReportView } from './report-store.ts'

const QUEUE_LIMIT = 200

export async function listReports(db: Db, organizationId: string, status: ReportStatus) {
  const home = aliasedTable(team, 'home_team')
  const away = aliasedTable(team, 'away_team')
  const rows = await db
    .select({ report: gameReport, game, homeName: home.name, awayName: away.name })
    .from(gameReport)
    .innerJoin(game, eq(game.id, gameReport.gameId))
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .where(and(eq(gameReport.organizationId, organizationId), eq(gameReport.status, status), isNull(game.deletedAt)))
    .orderBy(asc(gameReport.updatedAt))
    .limit(QUEUE_LIMIT)
  return rows.map((r) => ({
    gameId: r.game.id,
    tournamentId: r.game.tournamentId,
    homeTeamName: r.homeName,
    awayTeamName: r.awayName,
    homeScore: r.game.statsUpdatedAt ? r.game.homeGoals : null,
    awayScore: r.game.statsUpdatedAt ? r.game.awayGoals : null,
    startsAt: r.game.playAt ? r.game.playAt.toISOString() : null,
    isPlayAtTimeHidden: r.game.isPlayAtTimeHidden,
    report: toReportView(r.report),
  }))
}
