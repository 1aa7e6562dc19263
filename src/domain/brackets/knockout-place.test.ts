import { describe, expect, it } from 'vitest'
import type { Bracket, BracketTie } from './bracket.schema.ts'
import { knockoutPlaces, scoreForGame } from './knockout-place.ts'

const tie = (id: string, gameIds: string[], legs = gameIds.length): BracketTie => ({
  id,
  homeTeamId: 'a',
  awayTeamId: 'b',
  homeSeed: 1,
  awaySeed: 2,
  isBye: false,
  legs,
  gameIds,
  winnerTeamId: null,
  aggregate: null,
  penalties: null,
  decidedBy: null,
})

const bracket = {
  id: 'cup',
  name: 'Copa de Oro',
  rounds: [
    { index: 0, name: 'semiFinal', date: null, ties: [tie('r0t0', ['s1', 's2']), tie('r0t1', ['s3'], 2)] },
    { index: 1, name: 'final', date: null, ties: [tie('r1t0', ['f'])] },
  ],
  thirdPlaceTie: tie('third', ['t']),
} as unknown as Bracket

describe('knockoutPlaces', () => {
  it('names each game’s cup, round and leg, and whether it is its tie’s last', () => {
    const places = knockoutPlaces([bracket])
    expect(places.get('s1')).toMatchObject({
      bracket: { name: 'Copa de Oro' },
      round: 'semiFinal',
      leg: 1,
      legs: 2,
      isLastLeg: false,
    })
    expect(places.get('s2')).toMatchObject({ leg: 2, isLastLeg: true })
    // a second leg not made yet: the first is not the last
    expect(places.get('s3')).toMatchObject({ leg: 1, legs: 2, isLastLeg: false })
    expect(places.get('f')).toMatchObject({ round: 'final', leg: 1, legs: 1, isLastLeg: true })
    expect(places.get('t')?.round).toBe('thirdPlace')
    expect(places.has('other')).toBe(false)
  })

  it('turns a tie’s score to a game’s sides', () => {
    expect(scoreForGame({ home: 3, away: 2 }, { homeTeamId: 'a' }, 'a')).toEqual({ home: 3, away: 2 })
    expect(scoreForGame({ home: 3, away: 2 }, { homeTeamId: 'a' }, 'b')).toEqual({ home: 2, away: 3 })
  })
})
