/**
 * Double bookings (decision 0020): a team cannot play two games whose times overlap (TEAM_BUSY), and a venue
 * (the same field, when games name fields) cannot host two games whose times overlap (VENUE_BUSY).
 *
 * - A game takes `[playAt, playAt + minutes)`, minutes from its own tournament (matchMinutesOf): games of tournaments
 *   with different lengths compare each with its own. Instants, not wall clocks: a daylight-saving change inside a game
 *   neither lengthens nor shortens it.
 * - A game whose time is hidden (a generated round's day, 12:00 UTC: decision 0007) takes its whole day: a team with a
 *   game that day, hidden or not, is busy. The day of a timed game is its calendar day in the league's time zone; the
 *   day of a hidden one is its UTC day, as everywhere. A venue is never busy because of a hidden time (a venue hosts
 *   several games a day; without times nothing overlaps yet).
 * - A venue clash needs the same venue and either the same field or a game without a field (the whole venue).
 * - Undated games clash with nothing. Which games count (not deleted, not suspended) is the caller's choice.
 */
import { calendarDayIn } from '#domain/organizations/time-zone.ts'

export type ScheduledGame = {
  id: string
  homeTeamId: string
  awayTeamId: string
  playAt: Date | string | null
  isPlayAtTimeHidden: boolean
  locationId: string | null
  fieldId: string | null
  /** the game's length, its tournament's matchMinutesOf */
  minutes: number
}

export type ScheduleClash<G extends ScheduledGame = ScheduledGame> = {
  kind: 'team' | 'venue'
  /** the game that was checked */
  game: G
  /** the game already there */
  other: G
  /** the busy team (kind `team`) */
  teamId: string | null
}

const MINUTE_MS = 60_000

function instantOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value)
}

const days = new WeakMap<ScheduledGame, { zone: string; day: string }>()

function dayOf(game: ScheduledGame, timeZone: string): string {
  const known = days.get(game)
  if (known?.zone === timeZone) return known.day
  const at = new Date(instantOf(game.playAt as Date | string))
  const day = game.isPlayAtTimeHidden ? at.toISOString().slice(0, 10) : calendarDayIn(at, timeZone)
  days.set(game, { zone: timeZone, day })
  return day
}

/** Whether two timed games' spans overlap (touching ends do not: a game may start when the other ends). */
export function timesOverlap(a: ScheduledGame, b: ScheduledGame): boolean {
  if (!a.playAt || !b.playAt) return false
  const startA = instantOf(a.playAt)
  const startB = instantOf(b.playAt)
  return startA < startB + b.minutes * MINUTE_MS && startB < startA + a.minutes * MINUTE_MS
}

/** The clash between `game` and `other`, team first, or null. */
export function clashBetween<G extends ScheduledGame>(game: G, other: G, timeZone: string): ScheduleClash<G> | null {
  if (game.id === other.id || !game.playAt || !other.playAt) return null
  const hidden = game.isPlayAtTimeHidden || other.isPlayAtTimeHidden
  const overlap = hidden ? dayOf(game, timeZone) === dayOf(other, timeZone) : timesOverlap(game, other)
  if (!overlap) return null
  const otherTeams = [other.homeTeamId, other.awayTeamId]
  const busy = [game.homeTeamId, game.awayTeamId].find((teamId) => otherTeams.includes(teamId))
  if (busy) return { kind: 'team', game, other, teamId: busy }
  if (
    !hidden &&
    game.locationId &&
    game.locationId === other.locationId &&
    (!game.fieldId || !other.fieldId || game.fieldId === other.fieldId)
  ) {
    return { kind: 'venue', game, other, teamId: null }
  }
  return null
}

/**
 * The first clash of any of `games` with `others` or with each other (games listed later are checked against earlier
 * ones), in the order given; null when none. `others` may include `games` themselves: a game never clashes with
 * itself. Indexed by team and venue, so a generated season's hundreds of games check quickly.
 */
export function findScheduleClash<G extends ScheduledGame>(
  games: readonly G[],
  others: readonly G[],
  timeZone: string,
): ScheduleClash<G> | null {
  const checked = new Set(games.map((g) => g.id))
  const index = new Map<string, G[]>()
  const add = (key: string | null, game: G) => {
    if (!key) return
    const list = index.get(key)
    if (list) list.push(game)
    else index.set(key, [game])
  }
  const addGame = (game: G) => {
    if (!game.playAt) return
    add(`t:${game.homeTeamId}`, game)
    add(`t:${game.awayTeamId}`, game)
    if (game.locationId) add(`v:${game.locationId}`, game)
  }
  for (const other of others) if (!checked.has(other.id)) addGame(other)
  for (const game of games) {
    const near = [`t:${game.homeTeamId}`, `t:${game.awayTeamId}`, `v:${game.locationId}`].flatMap(
      (key) => index.get(key) ?? [],
    )
    for (const other of near) {
      const clash = clashBetween(game, other, timeZone)
      if (clash) return clash
    }
    addGame(game)
  }
  return null
}
