import { describe, expect, it } from 'vitest'
import type { BracketTie } from '../api/brackets-api.ts'
import { currentRoundIndex, gameToOpen, type LegGame, legScores, moveItem } from './bracket-display.ts'

const tie = (extra: Partial<BracketTie> = {}): BracketTie => ({
  id: 'r0t0',
  homeTeamId: 'A',
  awayTeamId: 'B',
  homeSeed: 1,
  awaySeed: 4,
  isBye: false,
  legs: 2,
  gameIds: ['g1', 'g2'],
  winnerTeamId: null,
  aggregate: null,
  penalties: null,
  decidedBy: null,
  ...extra,
})

const game = (id: string, home: string, away: string, hg: number, ag: number, state = 'confirmed'): LegGame => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  homeGoals: hg,
  awayGoals: ag,
  hasResult: state === 'confirmed',
  state,
})

describe('bracket display', () => {
  it('shows each leg from the tie’s teams, whoever was at home', () => {
    const games = new Map([
      ['g1', game('g1', 'B', 'A', 2, 1)],
      ['g2', game('g2', 'A', 'B', 0, 0, 'published')],
    ])
    const legs = legScores(tie(), games)
    expect(legs).toEqual([
      { gameId: 'g1', home: 1, away: 2, isConfirmed: true },
      { gameId: 'g2', home: null, away: null, isConfirmed: false },
    ])
    expect(gameToOpen(tie(), legs)).toBe('g2')
    expect(gameToOpen(tie(), legs.slice(0, 1))).toBe('g2')
    expect(gameToOpen(tie({ gameIds: [] }), [])).toBeNull()
  })

  it('opens on the first round still to play', () => {
    const rounds = [
      { index: 0, ties: [tie({ winnerTeamId: 'A' })] },
      { index: 1, ties: [tie({ awayTeamId: 'C' })] },
      { index: 2, ties: [tie({ awayTeamId: null })] },
    ]
    expect(currentRoundIndex(rounds)).toBe(1)
    expect(currentRoundIndex([{ index: 0, ties: [tie({ winnerTeamId: 'A' })] }])).toBe(0)
  })

  it('moves a team up and down, never out of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})
