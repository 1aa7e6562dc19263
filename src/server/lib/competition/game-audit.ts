/**
 * The audit trail's entries for games written in bulk, by the games feature and by others (fixture generation,
 * brackets, a tournament's or a group's deletion): one entry per game (decision 0022), written with one statement per
 * thousand (recordAudits), so a fixture of 120 games costs one more statement, not 120.
 */
import type { Db } from '#server/db/client.ts'
import { game } from '#server/db/schema.ts'
import { recordAudits } from '#server/lib/audit.ts'

/** What a game's deletion or restore records: who played whom, when, and the score. */
export function gameSummary(row: {
  tournamentId: string
  homeTeamId: string
  awayTeamId: string
  playAt: Date | null
  homeGoals: number
  awayGoals: number
}) {
  const { tournamentId, homeTeamId, awayTeamId, playAt, homeGoals, awayGoals } = row
  return { tournamentId, homeTeamId, awayTeamId, playAt, homeGoals, awayGoals }
}

/** The RETURNING of a bulk soft delete or restore of games: the id and the summary the trail keeps. */
export const gameSummaryReturning = {
  id: game.id,
  version: game.version,
  tournamentId: game.tournamentId,
  homeTeamId: game.homeTeamId,
  awayTeamId: game.awayTeamId,
  playAt: game.playAt,
  homeGoals: game.homeGoals,
  awayGoals: game.awayGoals,
}

type SummaryRow = { id: string } & Parameters<typeof gameSummary>[0]

/** One `delete` (or `restore`) entry per game removed (or brought back) along with something else. */
export async function auditGamesRemoved(
  db: Db,
  organizationId: string,
  rows: SummaryRow[],
  action: 'delete' | 'restore' = 'delete',
): Promise<void> {
  await recordAudits(
    db,
    rows.map((row) => ({
      organizationId,
      action,
      entityType: 'game',
      entityId: row.id,
      ...(action === 'delete' ? { before: gameSummary(row) } : { after: gameSummary(row) }),
    })),
  )
}

/**
 * One `create` entry per game inserted in bulk (`values` as inserted, with their ids): who plays whom, where in the
 * competition and when; nulls and bookkeeping are left out by the trail's own rules.
 */
export async function auditGamesCreated(
  db: Db,
  organizationId: string,
  values: (Partial<typeof game.$inferInsert> & { id: string })[],
): Promise<void> {
  await recordAudits(
    db,
    values.map((v) => ({ organizationId, action: 'create', entityType: 'game', entityId: v.id, after: v })),
  )
}
