/**
 * The match day screen's arithmetic (decision 0042): each game of the day as a row of schedule values, which rows
 * changed, the clashes the rows make as typed — the rule of domain/games/schedule-clash.ts, the one the server applies
 * (decision 0020) — and the one request that saves them.
 */
import type { Game } from '#client/lib/competition/competition-api.ts'
import {
  type ScheduleValues,
  schedulePlace,
  schedulePlayAt,
  scheduleValues,
} from '#client/lib/competition/game-schedule.ts'
import type { DayScheduleInput } from '#domain/games/day-schedule.schema.ts'
import { clashBetween, type ScheduleClash, type ScheduledGame } from '#domain/games/schedule-clash.ts'

export type DayRows = Record<string, ScheduleValues>
export type DayGame = Pick<
  Game,
  | 'id'
  | 'version'
  | 'tournamentId'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'playAt'
  | 'isPlayAtTimeHidden'
  | 'locationId'
  | 'fieldId'
  | 'confirmedPlayedAt'
>

export function dayRows(games: readonly DayGame[]): DayRows {
  return Object.fromEntries(games.map((game) => [game.id, scheduleValues(game)]))
}

function saved(values: ScheduleValues) {
  return { ...schedulePlayAt(values), ...schedulePlace(values) }
}

export function isRowChanged(game: DayGame, values: ScheduleValues | undefined): boolean {
  if (!values) return false
  const next = saved(values)
  const now = saved(scheduleValues(game))
  const instant = (at: string | null) => (at === null ? null : Date.parse(at))
  return (
    instant(next.playAt) !== instant(now.playAt) ||
    next.isPlayAtTimeHidden !== now.isPlayAtTimeHidden ||
    next.locationId !== now.locationId ||
    next.fieldId !== now.fieldId
  )
}

/** Each row's clash with another row of the day, as typed: the same team twice, or the same venue and field. */
export function dayClashes(
  games: readonly DayGame[],
  rows: DayRows,
  minutesOf: (tournamentId: string) => number,
  timeZone: string,
): Map<string, ScheduleClash> {
  const scheduled: ScheduledGame[] = games.map((game) => {
    const values = rows[game.id] ?? scheduleValues(game)
    const { playAt, isPlayAtTimeHidden, locationId, fieldId } = saved(values)
    return {
      id: game.id,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      playAt,
      isPlayAtTimeHidden,
      locationId,
      fieldId,
      minutes: minutesOf(game.tournamentId),
    }
  })
  const clashes = new Map<string, ScheduleClash>()
  for (const [i, game] of scheduled.entries()) {
    for (const other of scheduled.slice(i + 1)) {
      const clash = clashBetween(game, other, timeZone)
      if (!clash) continue
      if (!clashes.has(game.id)) clashes.set(game.id, clash)
      if (!clashes.has(other.id)) clashes.set(other.id, { ...clash, game: other, other: game })
    }
  }
  return clashes
}

/** The body that saves the changed rows (null when nothing changed); played games are not sent. */
export function dayScheduleBody(games: readonly DayGame[], rows: DayRows): DayScheduleInput | null {
  const changed = games.filter((game) => !game.confirmedPlayedAt && isRowChanged(game, rows[game.id]))
  if (changed.length === 0) return null
  return {
    games: changed.map((game) => ({
      id: game.id,
      version: game.version,
      ...saved(rows[game.id] as ScheduleValues),
    })),
  }
}
