/** What the standings table shows and in which order: compact first on a phone (P, GD, Pts), the rest scrolling. */

import { ZONE_VALUES, type Zone } from '#client/lib/competition/competition-constants.ts'
import type { StandingsRow } from '#client/lib/competition/standings-api.ts'

export type StandingsColumn =
  | 'played'
  | 'won'
  | 'drawn'
  | 'lost'
  | 'goalsFor'
  | 'goalsAgainst'
  | 'goalDifference'
  | 'points'
  | 'pointAdjustment'
  | 'fairPlayPoints'

export const WIDE_COLUMNS: readonly StandingsColumn[] = [
  'played',
  'won',
  'drawn',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
  'pointAdjustment',
  'fairPlayPoints',
]

/** On a phone the table shows position, team, P, GD and Pts; "All columns" adds the rest (COMPACT_COLUMNS). */
export const PHONE_COLUMNS: readonly StandingsColumn[] = ['played', 'goalDifference', 'points']

/** A phone's table with every column: P, GD and Pts first, the rest a horizontal scroll away. */
export const COMPACT_COLUMNS: readonly StandingsColumn[] = [
  'played',
  'goalDifference',
  'points',
  'won',
  'drawn',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'pointAdjustment',
  'fairPlayPoints',
]

/** The zones present in a table, in their canonical order (the legend shows only those). */
export function zonesIn(rows: readonly Pick<StandingsRow, 'zone'>[]): Zone[] {
  const present = new Set(rows.map((row) => row.zone))
  return ZONE_VALUES.filter((zone) => present.has(zone))
}

/** "=5" for a team level with others after every criterion, otherwise "5". */
export function positionText(row: Pick<StandingsRow, 'position' | 'tiedOnLots'>): string {
  return row.tiedOnLots ? `=${row.position}` : String(row.position)
}

/**
 * The tie-breaker worth saying under a team's name: the one that put it ahead of the team below it, level with it on
 * points. Only the team ahead gets it: the one behind was not "ahead on goal difference" (decision 0025). Teams still level
 * after every criterion say so ("lots"); nothing when points alone decided (the common case).
 */
export function tieNote(
  row: Pick<StandingsRow, 'decidedBy' | 'tiedOnLots' | 'points'>,
  next?: Pick<StandingsRow, 'points'>,
): 'lots' | StandingsRow['decidedBy'] {
  if (row.tiedOnLots) return 'lots'
  if (!row.decidedBy || row.decidedBy === 'points') return null
  if (!next || next.points !== row.points) return null
  return row.decidedBy
}
