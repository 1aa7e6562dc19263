import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { DomainError } from '../competition/domain-error.ts'
import { mulberry32 } from '../competition/random.ts'
import { DEFAULT_TOURNAMENT_SETTINGS } from '../competition/settings.ts'
import {
  type ComputeStandingsInput,
  computeStandings,
  makeLotOrder,
  type StandingsGame,
  type StandingsSettings,
  zoneFor,
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

describe('zones', () => {
  test.each([
    { teamCount: 10, q: { goldCup: 4, silverCup: 4, ascend: 0, descend: 2 }, zones: 'GGGGSSSSDD' },
    { teamCount: 10, q: { goldCup: 4, silverCup: 4, ascend: 2, descend: 2 }, zones: 'AAGGSSSSDD' },
    { teamCount: 6, q: { goldCup: 4, silverCup: 4, ascend: 0, descend: 1 }, zones: 'GGGGSD' },
    { teamCount: 3, q: { goldCup: 0, silverCup: 0, ascend: 2, descend: 2 }, zones: 'AAD' },
    { teamCount: 5, q: { goldCup: 0, silverCup: 2, ascend: 0, descend: 0 }, zones: 'SS...' },
    { teamCount: 4, q: { goldCup: 0, silverCup: 0, ascend: 0, descend: 0 }, zones: '....' },
  ])('$teamCount teams, $q → $zones', ({ teamCount, q, zones }) => {
    const letter = { ascend: 'A', descend: 'D', goldCup: 'G', silverCup: 'S' } as const
    const actual = Array.from({ length: teamCount }, (_, i) => {
      const zone = zoneFor(i + 1, teamCount, q)
      return zone === null ? '.' : letter[zone]
    }).join('')
    expect(actual).toBe(zones)
  })

  test('rows carry their zone', () => {
    const rows = computeStandings({
      teams: teams('a', 'b', 'c'),
      games: [game('a-b 1-0'), game('b-c 1-0')],
      settings: settings({ qualifiers: { goldCup: 1, silverCup: 1, ascend: 0, descend: 1 } }),
    })
    expect(rows.map((row) => [row.teamId, row.zone])).toEqual([
      ['a', 'goldCup'],
      ['b', 'silverCup'],
      ['c', 'descend'],
    ])
  })
})

describe('invalid input', () => {
  test.each<{ name: string; input: Partial<ComputeStandingsInput>; code: string }>([
    { name: 'duplicate team', input: { teams: teams('a', 'a') }, code: 'STANDINGS_DUPLICATE_TEAM' },
    { name: 'unknown team in a game', input: { games: [game('a-x 1-0')] }, code: 'STANDINGS_UNKNOWN_TEAM' },
    { name: 'a team playing itself', input: { games: [game('a-a 1-0')] }, code: 'STANDINGS_INVALID_GAME' },
    {
      name: 'negative goals',
      input: { games: [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: -1, awayGoals: 0 }] },
      code: 'STANDINGS_INVALID_GAME',
    },
    {
      name: 'fractional goals',
      input: { games: [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1.5, awayGoals: 0 }] },
      code: 'STANDINGS_INVALID_GAME',
    },
    {
      name: 'card for a team not in the game',
      input: { teams: teams('a', 'b', 'c'), games: [game('a-b 1-0', [{ teamId: 'c', type: 'red' }])] },
      code: 'STANDINGS_INVALID_CARD',
    },
    {
      name: 'adjustment for an unknown team',
      input: { pointAdjustments: [{ teamId: 'x', points: -1, reason: '' }] },
      code: 'STANDINGS_UNKNOWN_TEAM',
    },
    {
      name: 'fractional adjustment',
      input: { pointAdjustments: [{ teamId: 'a', points: 0.5, reason: '' }] },
      code: 'STANDINGS_INVALID_ADJUSTMENT',
    },
    { name: 'override for an unknown team', input: { fairPlayOverride: { x: 1 } }, code: 'STANDINGS_UNKNOWN_TEAM' },
    {
      name: 'override not a number',
      input: { fairPlayOverride: { a: Number.NaN } },
      code: 'STANDINGS_INVALID_FAIR_PLAY',
    },
  ])('$name throws $code', ({ input, code }) => {
    const call = () => computeStandings({ teams: teams('a', 'b'), games: [], settings: settings(), ...input })
    expect(call).toThrow(DomainError)
    expect(call).toThrow(expect.objectContaining({ code }))
  })
})

describe('makeLotOrder', () => {
  const ids = Array.from({ length: 12 }, (_, i) => `team-${i}`)

  test('is a permutation, deterministic for a seed, and leaves its input alone', () => {
    const copy = [...ids]
    const first = makeLotOrder(ids, 2024)
    expect(makeLotOrder(ids, 2024)).toEqual(first)
    expect([...first].sort()).toEqual([...ids].sort())
    expect(ids).toEqual(copy)
  })

  test('different seeds give different orders', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => makeLotOrder(ids, seed).join(',')))
    expect(orders.size).toBe(20)
  })

  test('the order for a seed is stable across versions (stored orders are re-drawable)', () => {
    expect(makeLotOrder(['a', 'b', 'c', 'd', 'e'], 42)).toMatchInlineSnapshot(`
      [
        "a",
        "e",
        "c",
        "b",
        "d",
      ]
    `)
  })
})

describe('properties', () => {
  const scoreArbitrary = fc.record({ home: fc.nat(6), away: fc.nat(6) })

  test('positions, totals and order hold for any results of a round robin', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.array(scoreArbitrary, { maxLength: 45 }), (teamCount, scores) => {
        const ids = Array.from({ length: teamCount }, (_, i) => `t${i}`)
        const pairs = ids.flatMap((home, i) => ids.slice(i + 1).map((away) => [home, away] as const))
        const games = pairs.slice(0, scores.length).map(([homeTeamId, awayTeamId], i) => ({
          homeTeamId,
          awayTeamId,
          homeGoals: scores[i]?.home ?? 0,
          awayGoals: scores[i]?.away ?? 0,
        }))
        const rows = computeStandings({ teams: ids.map((id) => ({ id, name: id })), games, settings: settings() })
        expect(rows.map((row) => row.position)).toEqual(ids.map((_, i) => i + 1))
        expect(new Set(rows.map((row) => row.teamId)).size).toBe(teamCount)
        const draws = games.filter((g) => g.homeGoals === g.awayGoals).length
        expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(3 * (games.length - draws) + 2 * draws)
        expect(rows.reduce((sum, row) => sum + row.goalDifference, 0)).toBe(0)
        for (let i = 1; i < rows.length; i++) {
          const [above, below] = [rows[i - 1], rows[i]]
          expect(above?.points).toBeGreaterThanOrEqual(below?.points ?? 0)
          if (above?.points === below?.points) {
            expect(above?.goalDifference).toBeGreaterThanOrEqual(below?.goalDifference ?? 0)
          }
        }
        for (const row of rows) {
          for (const other of row.tiedWith) {
            expect(rows.find((candidate) => candidate.teamId === other)?.tiedWith).toContain(row.teamId)
          }
        }
      }),
    )
  })
})

describe('a large league', () => {
  test('a 40-team double round robin (1,560 games) ranks every team once (its speed: `npm run bench -- domain`)', () => {
    const random = mulberry32(7)
    const ids = Array.from({ length: 40 }, (_, i) => `team-${i}`)
    const games: StandingsGame[] = []
    for (const home of ids) {
      for (const away of ids) {
        if (home === away) continue
        games.push({
          homeTeamId: home,
          awayTeamId: away,
          homeGoals: Math.floor(random() * 4),
          awayGoals: Math.floor(random() * 4),
          cards: [],
        })
      }
    }
    const rows = computeStandings({
      teams: ids.map((id) => ({ id, name: id })),
      games,
      settings: settings(),
      lotOrder: makeLotOrder(ids, 1),
    })
    expect(new Set(rows.map((row) => row.teamId)).size).toBe(40)
    expect(rows.every((row) => row.played === 78)).toBe(true)
  })
})
