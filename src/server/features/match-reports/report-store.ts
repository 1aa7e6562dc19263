/**
 * Reading a game's match report (decision 0051): its row, whether the game has an appointed referee, and whether the
 * caller is that referee. "The appointed referee" is the game's `game_official` of role referee not declined, whose
 * official is linked to the caller's account.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { GameReport, ReportStatus, Side } from '#domain/match-reports/report.schema.ts'
import type { Db } from '#server/db/client.ts'
import { gameOfficial, gameReport, official } from '#server/db/schema.ts'

export type ReportRow = typeof gameReport.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The report as the API shows it; an appointed game with no row yet has an open, empty one. */
export function toReportView(row: ReportRow | null): GameReport {
  const confirmation = (side: Side) => {
    const at = row?.[side === 'home' ? 'homeConfirmedAt' : 'awayConfirmedAt'] ?? null
    return at
      ? { by: row?.[side === 'home' ? 'homeConfirmedBy' : 'awayConfirmedBy'] ?? null, at: at.toISOString() }
      : null
  }
  return {
    status: (row?.status ?? 'open') as ReportStatus,
    submittedAt: iso(row?.submittedAt ?? null),
    submittedBy: row?.submittedByName ?? null,
    remarks: row?.remarks ?? '',
    deadline: iso(row?.deadline ?? null),
    confirmations: { home: confirmation('home'), away: confirmation('away') },
    dispute:
      row?.disputeSide && row.disputedAt
        ? {
            side: row.disputeSide as Side,
            reason: row.disputeReason ?? '',
            at: row.disputedAt.toISOString(),
            by: row.disputedBy,
          }
        : null,
    confirmedAt: iso(row?.confirmedAt ?? null),
    confirmedBy: row?.confirmedBy ?? null,
  }
}

export type ReportContext = {
  /** the game has an appointed referee (not declined) */
  hasReferee: boolean
  /** the caller is that referee */
  isAppointedReferee: boolean
  row: ReportRow | null
}

/** The report's context for one game of the organization, in one statement (`forUpdate` locks the report row). */
export async function readReportContext(
  db: Db,
  organizationId: string,
  gameId: string,
  userId: string | null,
): Promise<ReportContext> {
  const [referee] = await db
    .select({ userId: official.userId })
    .from(gameOfficial)
    .innerJoin(official, eq(official.id, gameOfficial.officialId))
    .where(
      and(
        eq(gameOfficial.organizationId, organizationId),
        eq(gameOfficial.gameId, gameId),
        eq(gameOfficial.role, 'referee'),
        ne(gameOfficial.status, 'declined'),
        isNull(official.deletedAt),
      ),
    )
  const [row] = await db
    .select()
    .from(gameReport)
    .where(and(eq(gameReport.organizationId, organizationId), eq(gameReport.gameId, gameId)))
  return {
    hasReferee: referee !== undefined,
    isAppointedReferee: userId !== null && referee?.userId === userId,
    row: row ?? null,
  }
}

/** The report of the game, when it has one (an appointed referee, or a report already written); null otherwise. */
export async function getGameReport(db: Db, organizationId: string, gameId: string): Promise<GameReport | null> {
  const context = await readReportContext(db, organizationId, gameId, null)
  if (!context.hasReferee && !context.row) return null
  return toReportView(context.row)
}
