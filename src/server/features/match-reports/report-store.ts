/**
 * Reading a game's match report (decision 0051): its row, whether the game has an appointed referee, and whether the
 * caller is that referee. "The appointed referee" is the game's `game_official` of role referee not declined, whose
 * official is linked to the caller's account.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { GameReport, ReportStatus, Side } from '#domain/match-reports/report.schema.ts'
import { builtOnce } from '#server/db/built-once.ts'
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

const reportContextQuery = builtOnce((db) => {
  const organizationId = sql.placeholder('organizationId')
  const gameId = sql.placeholder('gameId')
  // the appointed referee as an object, so that a referee with no account (null) differs from no referee at all
  const referee = sql<{ userId: string | null } | null>`(
    select json_build_object('userId', o.user_id) from ${gameOfficial} go join ${official} o on o.id = go.official_id
    where go.organization_id = ${organizationId} and go.game_id = ${gameId} and go.role = 'referee'
      and go.status <> 'declined' and o.deleted_at is null
    limit 1)`
  return db
    .select({ referee, row: gameReport })
    .from(sql`(select 1) as one`)
    .leftJoin(gameReport, and(eq(gameReport.organizationId, organizationId), eq(gameReport.gameId, gameId)))
})

/** The report's context for one game of the organization, in one statement (a result's every write reads it). */
export async function readReportContext(
  db: Db,
  organizationId: string,
  gameId: string,
  userId: string | null,
): Promise<ReportContext> {
  const [found] = await reportContextQuery(db).execute({ organizationId, gameId })
  const ref = found?.referee ?? null
  return {
    hasReferee: ref !== null,
    isAppointedReferee: userId !== null && ref !== null && ref.userId === userId,
    row: found?.row ?? null,
  }
}

/** The report of the game, when it has one (an appointed referee, or a report already written); null otherwise. */
export async function getGameReport(db: Db, organizationId: string, gameId: string): Promise<GameReport | null> {
  const context = await readReportContext(db, organizationId, gameId, null)
  if (!context.hasReferee && !context.row) return null
  return toReportView(context.row)
}
