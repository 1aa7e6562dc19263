/**
 * The cached standings follow a game's writes without reading the tournament again (decision 0012): a game UPDATE
 * returns its new row and, when this instance holds the tournament's standings, their stamp as the statement's own
 * snapshot saw it; once the write has committed, `noteGameWrite` hands both to the standings. Only for statements
 * that bump the game's version by one and change nothing else the stamp covers (results, cards, confirmations, a
 * game's own fields), one UPDATE of the game per transaction.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import { game } from '#server/db/schema.ts'
import { hasStandingsOf, noteGameChanged, standingsStampSql } from '#server/features/standings/standings.api.ts'
import type { GameRow } from '#server/lib/competition/game-view.ts'

export type GameWrite = GameRow & { stampBefore: string | null }

/** What a game UPDATE returns for noteGameWrite: the whole row, and the stamp when there are standings to follow. */
export function gameWriteReturning(organizationId: string, tournamentId: string) {
  return {
    ...getTableColumns(game),
    stampBefore: hasStandingsOf(organizationId, tournamentId)
      ? standingsStampSql(organizationId, tournamentId)
      : sql<string | null>`null`,
  }
}

/** After the write committed: the game went from `before` to `written` (a row gameWriteReturning returned). */
export function noteGameWrite(organizationId: string, before: GameRow, written: GameWrite): void {
  const { stampBefore, ...after } = written
  if (stampBefore === null || after.tournamentId !== before.tournamentId || after.version !== before.version + 1) return
  noteGameChanged({ organizationId, tournamentId: before.tournamentId, stampBefore, before, after })
}
