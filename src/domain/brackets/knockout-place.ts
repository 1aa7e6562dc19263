/**
 * Where a game stands in a knockout bracket (decision 0019): its cup, its round (or the third-place game), its leg and
 * its tie. A game page, a list, a share image and a calendar entry name a knockout game by its cup and round
 * ("Copa de Oro · Semifinal") and, on the tie's last leg, tell the aggregate and who went through.
 */
import type { Bracket, BracketTie } from './bracket.schema.ts'
import type { RoundName } from './seeding.ts'

export type KnockoutRound = RoundName | 'thirdPlace'

export type KnockoutPlace = {
  bracket: { id: string; name: string }
  round: KnockoutRound
  /** 1 or 2 */
  leg: number
  legs: number
  tie: BracketTie
  /** the game is the tie's last leg: the aggregate and the winner belong to it */
  isLastLeg: boolean
}

/** Every game of the brackets, by game id, with its place. */
export function knockoutPlaces(brackets: readonly Bracket[]): Map<string, KnockoutPlace> {
  const places = new Map<string, KnockoutPlace>()
  for (const b of brackets) {
    const add = (round: KnockoutRound, tie: BracketTie) =>
      tie.gameIds.forEach((gameId, i) => {
        places.set(gameId, {
          bracket: { id: b.id, name: b.name },
          round,
          leg: i + 1,
          legs: tie.legs,
          tie,
          isLastLeg: i + 1 === tie.legs,
        })
      })
    for (const r of b.rounds) for (const tie of r.ties) add(r.name, tie)
    if (b.thirdPlaceTie) add('thirdPlace', b.thirdPlaceTie)
  }
  return places
}

/** A tie's score (home = the tie's home team) turned to a game's sides. */
export function scoreForGame(
  score: { home: number; away: number },
  tie: Pick<BracketTie, 'homeTeamId'>,
  gameHomeTeamId: string,
): { home: number; away: number } {
  return tie.homeTeamId === gameHomeTeamId ? score : { home: score.away, away: score.home }
}
