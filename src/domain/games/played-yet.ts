/**
 * Results only once played (decision 0020): a game can be confirmed played unless its day, in the league's time zone, is
 * after today there. A game with no date can be confirmed (a league that does not schedule in the portal); a hidden
 * time is 12:00 UTC of its day (decision 0007), so its day is the UTC one.
 */
import { calendarDayIn } from '#domain/organizations/time-zone.ts'

export function isPlayedYet(
  game: { playAt: Date | string | null; isPlayAtTimeHidden: boolean },
  now: Date,
  timeZone: string,
): boolean {
  if (!game.playAt) return true
  const day = calendarDayIn(game.playAt, game.isPlayAtTimeHidden ? 'UTC' : timeZone)
  return day <= calendarDayIn(now, timeZone)
}
