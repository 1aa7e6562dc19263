/**
 * Whether an official can take a game (decision 0050): busy when another of their games overlaps it, by the same rule
 * as a team's double booking (domain/games/schedule-clash.ts, decision 0041: each game lasts its tournament's
 * `matchMinutes`; a game whose time is hidden takes its whole day), and unavailable on a day they marked, the game's
 * day in the league's time zone.
 */
import { clashBetween, type ScheduledGame } from '#domain/games/schedule-clash.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'

export type OfficialGame = Omit<ScheduledGame, 'homeTeamId' | 'awayTeamId' | 'locationId' | 'fieldId'>

/**
 * The other games of the official whose times overlap `game`. Teams and venues play no part: the shared check runs
 * with one made-up team on both games, so only the time rule of a team's double booking decides.
 */
export function overlappingGames<G extends OfficialGame>(
  game: OfficialGame,
  others: readonly G[],
  timeZone: string,
): G[] {
  const asTeam = (g: OfficialGame): ScheduledGame => ({
    ...g,
    homeTeamId: 'official',
    awayTeamId: 'official',
    locationId: null,
    fieldId: null,
  })
  return others.filter((other) => clashBetween(asTeam(game), asTeam(other), timeZone) !== null)
}

/** The day of the game (the league's calendar; a hidden time's UTC day, as everywhere) when it is in a marked span. */
export function unavailableDay(
  game: Pick<OfficialGame, 'playAt' | 'isPlayAtTimeHidden'>,
  spans: readonly { from: string; to: string }[],
  timeZone: string,
): string | null {
  if (!game.playAt) return null
  const at = new Date(game.playAt)
  const day = game.isPlayAtTimeHidden ? at.toISOString().slice(0, 10) : calendarDayIn(at, timeZone)
  return spans.some((s) => s.from <= day && day <= s.to) ? day : null
}

/** The fee of one appointment, in minor units: the tournament's `officialFees` for the role. */
export function feeOf(fees: { referee: number; assistant: number }, role: 'referee' | 'assistant'): number {
  return role === 'referee' ? fees.referee : fees.assistant
}
