import { describe, expect, test } from 'vitest'
import { DEFAULT_TOURNAMENT_SETTINGS, type TieBreaker } from '../competition/settings.ts'
import {
  type ComputeStandingsInput,
  computeStandings,
  type StandingsGame,
  type StandingsSettings,
} from './compute-standings.ts'

const teams = (...ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }))

/** 'a-b 2-1' → a game a (home) v b (away), 2-1. */
function game(text: string, cards: StandingsGame['cards'] = []): StandingsGame {
  const match = /^(\w+)-(\w+) (\d+)-(\d+)$/.exec(text)
  if (match === null) throw new Error(`bad game ${text}`)
  const [, homeTeamId = '', awayTeamId = '', home = '', away = ''] = match
  return { homeTeamId, awayTeamId, homeGoals: Number(home), awayGoals: Number(away), cards }
}

function settings(overrides: Partial<StandingsSettings> = {}): StandingsSettings {
  return { ...DEFAULT_TOURNAMENT_SETTINGS, ...overrides }
}

const order = (input: ComputeStandingsInput) => computeStandings(input).map((row) => row.teamId)

describe('counting', () => {
  test('played, won, drawn, lost, goals and points from the games', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c'),
      games: [game('a-b 2-1'), game('b-c 0-0'), game('c-a 3-1')],
      settings: settings(),
    })
    expect(rows).toEqual([
      expect.objectContaining({ position: 1, teamId: 'c', teamName: 'C', played: 2, won: 1, drawn: 1, lost: 0 }),
      expect.objectContaining({ position: 2, teamId: 'a', played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3 }),
      expect.objectContaining({ position: 3, teamId: 'b', played: 2, won: 0, drawn: 1, lost: 1, goalDifference: -1 }),
    ])
    expect(rows.map((row) => [row.points, row.goalsFor, row.goalsAgainst])).toEqual([
      [4, 3, 1],
      [3, 3, 4],
      [1, 1, 2],
    ])
  })

  test.each([
    { points: { win: 3, draw: 1, loss: 0 }, expected: [3, 1, 0] },
    { points: { win: 2, draw: 1, loss: 0 }, expected: [2, 1, 0] },
    { points: { win: 3, draw: 1, loss: -1 }, expected: [3, 1, -1] },
  ])('points multipliers $points', ({ points, expected }) => {
    const rows = computeStandings({
      teams: teams('w', 'd', 'l'),
      games: [game('w-l 1-0'), game('d-w 0-0'), game('d-l 0-0'), game('l-w 0-1')],
      settings: settings({ points }),
    })
    const [win, draw, loss] = expected as [number, number, number]
    const byId = Object.fromEntries(rows.map((row) => [row.teamId, row.points]))
    expect(byId).toEqual({ w: 2 * win + draw, d: 2 * draw, l: 2 * loss + draw })
  })

  test('a team without games is listed with zeros', () => {
    const rows = computeStandings({ teams: teams('a', 'b', 'z'), games: [game('a-b 1-0')], settings: settings() })
    expect(rows.map((row) => row.teamId)).toEqual(['a', 'z', 'b'])
    expect(rows[1]).toMatchObject({ teamId: 'z', played: 0, won: 0, drawn: 0, lost: 0, points: 0, goalDifference: 0 })
  })

  test('point adjustments are summed, applied after the games and shown apart', () => {
    const rows = computeStandings({
      teams: teams('a', 'b'),
      games: [game('a-b 1-0')],
      settings: settings(),
      pointAdjustments: [
        { teamId: 'a', points: -3, reason: 'late registration' },
        { teamId: 'a', points: -1, reason: 'unpaid fee' },
        { teamId: 'b', points: 2, reason: 'awarded' },
      ],
    })
    expect(rows.map((row) => [row.teamId, row.points, row.pointAdjustment])).toEqual([
      ['b', 2, 2],
      ['a', -1, -4],
    ])
  })

  test.each([
    { fairPlay: { yellow: 1, blue: 2, red: 3 }, expected: { a: 1 + 2 + 3 + 1, b: 2 } },
    { fairPlay: { yellow: 0, blue: 0, red: 10 }, expected: { a: 10, b: 0 } },
  ])('fair-play points $fairPlay', ({ fairPlay, expected }) => {
    const rows = computeStandings({
      teams: teams('a', 'b'),
      games: [
        game('a-b 0-0', [
          { teamId: 'a', type: 'yellow' },
          { teamId: 'a', type: 'blue' },
          { teamId: 'b', type: 'yellow' },
        ]),
        game('b-a 0-0', [
          { teamId: 'a', type: 'red' },
          { teamId: 'a', type: 'yellow' },
          { teamId: 'b', type: 'yellow' },
        ]),
      ],
      settings: settings({ fairPlay }),
    })
    expect(Object.fromEntries(rows.map((row) => [row.teamId, row.fairPlayPoints]))).toEqual(expected)
  })

  test('a fair-play override replaces the value computed from cards', () => {
    const rows = computeStandings({
      teams: teams('a', 'b'),
      games: [game('a-b 0-0', [{ teamId: 'a', type: 'red' }])],
      settings: settings(),
      fairPlayOverride: { a: 1, b: 5 },
    })
    expect(rows.map((row) => [row.teamId, row.fairPlayPoints, row.decidedBy])).toEqual([
      ['a', 1, 'fairPlay'],
      ['b', 5, 'fairPlay'],
    ])
  })
})

describe('withdrawn teams (decision 0027)', () => {
  test('listed last with their played games counted, flagged, without a zone; zones count the teams still in', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c', 'd'),
      // a leads on points, then withdraws; its games stay for everyone
      games: [game('a-b 2-0'), game('a-c 1-0'), game('c-d 1-1'), game('b-d 0-3')],
      settings: settings({ qualifiers: { goldCup: 1, silverCup: 0, ascend: 0, descend: 1 } }),
      withdrawnTeamIds: ['a'],
    })
    expect(rows.map((r) => [r.position, r.teamId, r.withdrawn, r.zone])).toEqual([
      [1, 'd', false, 'goldCup'],
      [2, 'c', false, null],
      [3, 'b', false, 'descend'],
      [4, 'a', true, null],
    ])
    expect(rows[3]).toMatchObject({ played: 2, won: 2, points: 6 })
    expect(rows[2]).toMatchObject({ played: 2, lost: 2, goalsAgainst: 5 })
  })

  test('several withdrawn teams keep the tie-breakers’ order among them, and are never level with a team still in', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c'),
      games: [],
      settings: settings({ tieBreakers: ['points'] }),
      withdrawnTeamIds: ['c', 'a'],
    })
    expect(rows.map((r) => r.teamId)).toEqual(['b', 'a', 'c'])
    expect(rows[0]).toMatchObject({ withdrawn: false, tiedOnLots: false, tiedWith: [] })
    expect(rows[1]).toMatchObject({ withdrawn: true, tiedOnLots: true, tiedWith: ['c'] })
  })

  test('no withdrawals: every row says withdrawn false', () => {
    const rows = computeStandings({ teams: teams('a', 'b'), games: [game('a-b 1-0')], settings: settings() })
    expect(rows.every((r) => r.withdrawn === false)).toBe(true)
  })
})

describe('tie-breakers', () => {
  // In every case a and b are level on points and the criterion under test separates them.
  test.each<{ name: string; tieBreakers: TieBreaker[]; games: string[]; expected: string[]; decidedBy: TieBreaker }>([
    {
      name: 'goal difference, more is better',
      tieBreakers: ['points', 'goalDifference'],
      games: ['a-c 3-0', 'b-c 1-0'],
      expected: ['a', 'b', 'c'],
      decidedBy: 'goalDifference',
    },
    {
      name: 'goals for, more is better',
      tieBreakers: ['points', 'goalsFor'],
      games: ['a-c 1-0', 'b-c 4-3'],
      expected: ['b', 'a', 'c'],
      decidedBy: 'goalsFor',
    },
    {
      name: 'goals against, fewer is better',
      tieBreakers: ['points', 'goalsAgainst'],
      games: ['a-c 4-3', 'b-c 1-0'],
      expected: ['b', 'a', 'c'],
      decidedBy: 'goalsAgainst',
    },
    {
      name: 'wins, more is better',
      tieBreakers: ['points', 'wins'],
      games: ['a-c 0-0', 'a-c 0-0', 'a-c 0-0', 'b-c 1-0', 'b-c 0-1', 'b-c 0-1'],
      expected: ['c', 'b', 'a'],
      decidedBy: 'wins',
    },
    {
      name: 'head-to-head before goal difference (La Liga)',
      tieBreakers: ['points', 'headToHead', 'goalDifference'],
      games: ['a-c 1-0', 'b-c 9-0', 'a-b 3-0', 'b-a 1-0'],
      expected: ['a', 'b', 'c'],
      decidedBy: 'headToHead',
    },
  ])('$name', ({ tieBreakers, games, expected, decidedBy }) => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c'),
      games: games.map((text) => game(text)),
      settings: settings({ tieBreakers }),
    })
    expect(rows.map((row) => row.teamId)).toEqual(expected)
    const pair = rows.filter((row) => row.teamId !== 'c')
    expect(pair.map((row) => row.decidedBy)).toEqual([decidedBy, decidedBy])
    expect(pair[0]?.points).toBe(pair[1]?.points)
  })

  test('fair play, fewer is better', () => {
    const input = {
      teams: teams('a', 'b'),
      games: [game('a-b 1-1', [{ teamId: 'a', type: 'yellow' as const }])],
      settings: settings({ tieBreakers: ['points', 'fairPlay'] }),
    }
    expect(order(input)).toEqual(['b', 'a'])
  })

  // a, b, c level on 10 points. In their mini-league a has 9 points, b and c 4 each with the same goal difference (-2)
  // and goals (1); between b and c alone, b is ahead (a win and a draw). Overall, c has the better goal difference.
  const threeWayTie = [
    'a-b 1-0',
    'a-b 2-0',
    'c-a 1-0',
    'a-c 2-0',
    'b-c 1-0',
    'b-c 0-0',
    'd-a 0-0',
    'd-a 1-0',
    'b-d 1-0',
    'b-d 1-0',
    'c-d 5-0',
    'c-d 5-0',
  ].map((text) => game(text))

  test('head-to-head is computed on the tied subset and not re-applied: the rest go on with the next criterion', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c', 'd'),
      games: threeWayTie,
      settings: settings({ tieBreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'] }),
    })
    expect(rows.map((row) => [row.teamId, row.points, row.goalDifference, row.decidedBy])).toEqual([
      ['a', 10, 3, 'headToHead'],
      ['c', 10, 8, 'goalDifference'],
      ['b', 10, 0, 'goalDifference'],
      ['d', 4, -11, 'points'],
    ])
  })

  test('head-to-head after goal difference only sees the teams still level', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c', 'd'),
      games: threeWayTie,
      settings: settings({ tieBreakers: ['points', 'goalDifference', 'headToHead'] }),
    })
    expect(rows.map((row) => row.teamId)).toEqual(['c', 'a', 'b', 'd'])
  })

  test('head-to-head between teams that have not met leaves them level for the next criterion', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c'),
      games: [game('a-c 1-0'), game('c-b 0-2')],
      settings: settings({ tieBreakers: ['points', 'headToHead', 'goalsFor'] }),
    })
    expect(rows.map((row) => [row.teamId, row.decidedBy])).toEqual([
      ['b', 'goalsFor'],
      ['a', 'goalsFor'],
      ['c', 'points'],
    ])
  })

  test.each([
    { lotOrder: ['c', 'a', 'b'], expected: ['c', 'a', 'b'], tied: [] as string[] },
    { lotOrder: ['b', 'c', 'a'], expected: ['b', 'c', 'a'], tied: [] },
    { lotOrder: ['b', 'x', 'b'], expected: ['b', 'a', 'c'], tied: ['a', 'c'] },
    { lotOrder: [], expected: ['a', 'b', 'c'], tied: ['a', 'b', 'c'] },
  ])('draw of lots $lotOrder: missing teams last, by name, flagged', ({ lotOrder, expected, tied }) => {
    const rows = computeStandings({ teams: teams('c', 'b', 'a'), games: [], settings: settings(), lotOrder })
    expect(rows.map((row) => row.teamId)).toEqual(expected)
    expect(rows.filter((row) => row.tiedOnLots).map((row) => row.teamId)).toEqual(tied)
    for (const row of rows) expect(row.decidedBy).toBe(row.tiedOnLots ? null : 'drawOfLots')
  })

  test('teams level on every criterion are ordered by name and flagged with whom they are level', () => {
    const rows = computeStandings({
      teams: [
        { id: 't1', name: 'Zeta' },
        { id: 't2', name: 'Alpha' },
        { id: 't3', name: 'Mid' },
        { id: 't4', name: 'Low' },
      ],
      games: [game('t1-t4 1-0'), game('t2-t4 1-0'), game('t3-t4 0-0')],
      settings: settings({ tieBreakers: ['points', 'goalDifference'] }),
    })
    expect(rows.map((row) => [row.position, row.teamName, row.tiedOnLots, row.tiedWith])).toEqual([
      [1, 'Alpha', true, ['t1']],
      [2, 'Zeta', true, ['t2']],
      [3, 'Mid', false, []],
      [4, 'Low', false, []],
    ])
  })
})
