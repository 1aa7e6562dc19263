import { describe, expect, it } from 'vitest'
import { checkDelegateLineup, type LineupGame } from './delegate-lineup.ts'

const now = new Date('2026-05-10T15:00:00Z')
const game: LineupGame = {
  homeTeamId: 'home',
  awayTeamId: 'away',
  playAt: new Date('2026-05-10T18:00:00Z'),
  confirmedPlayedAt: null,
  statsUpdatedAt: null,
}
const homeOnly = { home: true, away: false }
const awayOnly = { home: false, away: true }

describe('checkDelegateLineup', () => {
  it.each([
    ['the home delegate, home side, before kick-off', game, ['home'], homeOnly, { ok: true, side: 'home' }],
    ['the away delegate, away side', game, ['away', 'x'], awayOnly, { ok: true, side: 'away' }],
    ['a game with no date yet', { ...game, playAt: null }, ['away'], awayOnly, { ok: true, side: 'away' }],
    ['the other side', game, ['home'], awayOnly, { ok: false, reason: 'FORBIDDEN' }],
    ['both sides', game, ['home'], { home: true, away: true }, { ok: false, reason: 'FORBIDDEN' }],
    ['no side at all', game, ['home'], { home: false, away: false }, { ok: false, reason: 'FORBIDDEN' }],
    ['a game of other teams', game, ['x'], homeOnly, { ok: false, reason: 'FORBIDDEN' }],
    ['at kick-off', { ...game, playAt: now }, ['home'], homeOnly, { ok: false, reason: 'LINEUP_CLOSED' }],
    ['with a result', { ...game, statsUpdatedAt: now }, ['home'], homeOnly, { ok: false, reason: 'LINEUP_CLOSED' }],
    [
      'confirmed played',
      { ...game, playAt: null, confirmedPlayedAt: now },
      ['home'],
      homeOnly,
      { ok: false, reason: 'LINEUP_CLOSED' },
    ],
  ] as const)('%s', (_, g, teams, sent, expected) => {
    expect(checkDelegateLineup(g, teams, sent, now)).toEqual(expected)
  })
})
