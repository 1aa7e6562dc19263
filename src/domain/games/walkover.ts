/**
 * A walkover ("W.O.", decision 0020, decision 0027): the side that won without playing gets the tournament's
 * `walkoverScore` (default 3–0). The game then holds that score like any other, so standings, brackets and statistics
 * count it with no special case; its `walkover` mark only changes how it is shown ("W.O.").
 */
import type { TournamentSettings } from '../competition/settings.ts'
import type { WalkoverSide } from './game.schema.ts'

/** The goals of each side of a walkover won by `winner`. */
export function walkoverGoals(
  score: TournamentSettings['walkoverScore'],
  winner: WalkoverSide,
): { homeGoals: number; awayGoals: number } {
  return winner === 'home'
    ? { homeGoals: score.winner, awayGoals: score.loser }
    : { homeGoals: score.loser, awayGoals: score.winner }
}

/** How a walkover is written wherever a game is shown, in every language. */
export const WALKOVER_LABEL = 'W.O.'

/** A score as text, "3–0", with " (W.O.)" after it for a walkover. */
export function scoreText(
  game: { homeGoals: number | null; awayGoals: number | null; walkover?: unknown },
  separator = '–',
): string {
  const score = `${game.homeGoals ?? 0}${separator}${game.awayGoals ?? 0}`
  return game.walkover ? `${score} (${WALKOVER_LABEL})` : score
}

/** The side that wins a walkover when `teamId` does not play (withdrew, did not show up). */
export function walkoverWinnerAgainst(game: { homeTeamId: string }, teamId: string): WalkoverSide {
  return game.homeTeamId === teamId ? 'away' : 'home'
}
