/**
 * Real seasons (openfootball, CC0) and their official tables, copied into test/fixtures/leagues/ (see its README.md).
 * Each competition is computed from its games alone, with its own tie-break rule read from the file.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { DEFAULT_TOURNAMENT_SETTINGS, type TieBreaker } from '../competition/settings.ts'
import { computeStandings, type StandingsGame, type StandingsRow, type StandingsSettings } from './compute-standings.ts'

const LEAGUES_DIR = new URL('../../../test/fixtures/leagues/', import.meta.url)

interface MatchFile {
  teams: string[]
  matches: { group?: string; home: string; away: string; homeGoals: number; awayGoals: number }[]
  pointDeductions?: { team: string; points: number; reason: string }[]
  tieBreakRule?: string[]
  groups?: {
    group: string
    teams: string[]
    cards?: { team: string; yellow: number; indirectRed: number; directRed: number }[]
  }[]
}

interface ExpectedFile {
  matchFile: string
  tieBreakRule: string[]
  table: {
    position: number
    team: string
    played: number
    won: number
    drawn: number
    lost: number
    goalsFor: number
    goalsAgainst: number
    points: number
  }[]
  totals: { goals: number; matches: number }
}

function load<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, LEAGUES_DIR), 'utf8')) as T
}

/** The files' rule names to ours: the three h2h* steps are our one `headToHead` criterion. */
function tieBreakersFrom(rule: readonly string[]): TieBreaker[] {
  const result: TieBreaker[] = []
  for (const step of rule) {
    const criterion: TieBreaker | undefined = step.startsWith('h2h')
      ? 'headToHead'
      : step === 'drawingOfLots'
        ? 'drawOfLots'
        : (['points', 'goalDifference', 'goalsFor', 'fairPlay'] as const).find((name) => name === step)
    if (criterion === undefined) throw new Error(`unknown tie-break step ${step}`)
    if (!result.includes(criterion)) result.push(criterion)
  }
  return result
}

function settingsWith(tieBreakers: TieBreaker[]): StandingsSettings {
  return { ...DEFAULT_TOURNAMENT_SETTINGS, tieBreakers }
}

function gamesOf(file: MatchFile, group?: string): StandingsGame[] {
  return file.matches
    .filter((match) => group === undefined || match.group === group)
    .map((match) => ({
      homeTeamId: match.home,
      awayTeamId: match.away,
      homeGoals: match.homeGoals,
      awayGoals: match.awayGoals,
    }))
}

function teamsOf(names: readonly string[]) {
  return names.map((name) => ({ id: name, name }))
}

function columns(row: StandingsRow) {
  const { position, teamName, played, won, drawn, lost, goalsFor, goalsAgainst, points } = row
  return { position, team: teamName, played, won, drawn, lost, goalsFor, goalsAgainst, points }
}

describe.each([
  { expectedFile: 'expected-league-en-2022-23.json', headToHeadRows: [] as number[] },
  { expectedFile: 'expected-league-es-2022-23.json', headToHeadRows: [10, 11, 12, 14, 15, 16] },
])('official table $expectedFile', ({ expectedFile, headToHeadRows }) => {
  const expected = load<ExpectedFile>(expectedFile)
  const season = load<MatchFile>(expected.matchFile)
  const tieBreakers = tieBreakersFrom(expected.tieBreakRule)
  const rows = computeStandings({
    teams: teamsOf(season.teams),
    games: gamesOf(season),
    settings: settingsWith(tieBreakers),
  })

  test('is reproduced row for row, in order', () => {
    expect(season.matches).toHaveLength(expected.totals.matches)
    expect(rows.map(columns)).toEqual(
      expected.table.map(({ position, team, played, won, drawn, lost, goalsFor, goalsAgainst, points }) => ({
        position,
        team,
        played,
        won,
        drawn,
        lost,
        goalsFor,
        goalsAgainst,
        points,
      })),
    )
    expect(rows.reduce((sum, row) => sum + row.goalsFor, 0)).toBe(expected.totals.goals)
    expect(rows.every((row) => !row.tiedOnLots && row.pointAdjustment === 0)).toBe(true)
  })

  test('head-to-head decides exactly the rows the notes name', () => {
    const decided = rows.filter((row) => row.decidedBy === 'headToHead').map((row) => row.position)
    expect(decided).toEqual(headToHeadRows)
  })
})

test('La Liga 2022-23 ordered by points, goal difference, goals for differs exactly where head-to-head matters', () => {
  const season = load<MatchFile>('league-es-2022-23.json')
  const expected = load<ExpectedFile>('expected-league-es-2022-23.json')
  const rows = computeStandings({
    teams: teamsOf(season.teams),
    games: gamesOf(season),
    settings: settingsWith(['points', 'goalDifference', 'goalsFor']),
  })
  const differing = rows.filter((row, i) => row.teamName !== expected.table[i]?.team).map((row) => row.position)
  // Girona (10th) and Getafe (15th) happen to keep their places on goal difference; their trios' other members swap.
  expect(differing).toEqual([11, 12, 14, 16])
})

describe('Premier League 2023-24 with point deductions', () => {
  const season = load<MatchFile>('league-en-2023-24.json')
  const deductions = season.pointDeductions ?? []
  const rows = computeStandings({
    teams: teamsOf(season.teams),
    games: gamesOf(season),
    settings: settingsWith(['points', 'goalDifference', 'goalsFor']),
    pointAdjustments: deductions.map((deduction) => ({
      teamId: deduction.team,
      points: deduction.points,
      reason: deduction.reason,
    })),
  })
  const byTeam = new Map(rows.map((row) => [row.teamName, row]))

  test('deductions show in pointAdjustment and in points', () => {
    expect(deductions.map(({ team, points }) => ({ team, points }))).toEqual([
      { team: 'Everton FC', points: -8 },
      { team: 'Nottingham Forest FC', points: -4 },
    ])
    expect(byTeam.get('Everton FC')).toMatchObject({ won: 13, drawn: 9, lost: 16, pointAdjustment: -8, points: 40 })
    expect(byTeam.get('Nottingham Forest FC')).toMatchObject({
      won: 9,
      drawn: 9,
      lost: 20,
      pointAdjustment: -4,
      points: 32,
    })
    expect(rows.filter((row) => row.pointAdjustment !== 0)).toHaveLength(2)
  })

  // The published final table (public record: Manchester City champions on 91, Everton 15th on 40 after −8, Forest 17th
  // on 32 after −4, Luton, Burnley and Sheffield United relegated).
  test.each([
    [1, 'Manchester City FC', 91],
    [2, 'Arsenal FC', 89],
    [3, 'Liverpool FC', 82],
    [4, 'Aston Villa FC', 68],
    [5, 'Tottenham Hotspur FC', 66],
    [6, 'Chelsea FC', 63],
    [7, 'Newcastle United FC', 60],
    [8, 'Manchester United FC', 60],
    [9, 'West Ham United FC', 52],
    [10, 'Crystal Palace FC', 49],
    [11, 'Brighton & Hove Albion FC', 48],
    [12, 'AFC Bournemouth', 48],
    [13, 'Fulham FC', 47],
    [14, 'Wolverhampton Wanderers FC', 46],
    [15, 'Everton FC', 40],
    [16, 'Brentford FC', 39],
    [17, 'Nottingham Forest FC', 32],
    [18, 'Luton Town FC', 26],
    [19, 'Burnley FC', 24],
    [20, 'Sheffield United FC', 16],
  ])('position %i is %s on %i points', (position, team, points) => {
    expect(rows[position - 1]).toMatchObject({ position, teamName: team, points })
  })

  test('without the deductions Everton would be level with Brighton and Bournemouth on 48', () => {
    const unadjusted = computeStandings({
      teams: teamsOf(season.teams),
      games: gamesOf(season),
      settings: settingsWith(['points', 'goalDifference', 'goalsFor']),
    })
    const on48 = unadjusted.filter((row) => row.points === 48).map((row) => row.teamName)
    expect(on48).toEqual(['Brighton & Hove Albion FC', 'Everton FC', 'AFC Bournemouth'])
  })
})

describe('Argentina Superliga 2018-19: 26 teams, single round robin', () => {
  const season = load<MatchFile>('league-ar-2018-19.json')
  const rows = computeStandings({
    teams: teamsOf(season.teams),
    games: gamesOf(season),
    settings: settingsWith(['points', 'goalDifference', 'goalsFor']),
  })

  test('every team played every other once', () => {
    expect(season.teams).toHaveLength(26)
    expect(season.matches).toHaveLength(325)
    const pairs = new Set(season.matches.map((match) => [match.home, match.away].sort().join('|')))
    expect(pairs.size).toBe(325)
    for (const row of rows) {
      expect(row.played).toBe(25)
      expect(row.won + row.drawn + row.lost).toBe(25)
      expect(row.points).toBe(row.won * 3 + row.drawn)
    }
  })

  test('totals are consistent with the games', () => {
    const draws = season.matches.filter((match) => match.homeGoals === match.awayGoals).length
    const goals = season.matches.reduce((sum, match) => sum + match.homeGoals + match.awayGoals, 0)
    const sum = (pick: (row: StandingsRow) => number) => rows.reduce((total, row) => total + pick(row), 0)
    expect(sum((row) => row.points)).toBe(3 * (325 - draws) + 2 * draws)
    expect(sum((row) => row.won)).toBe(sum((row) => row.lost))
    expect(sum((row) => row.drawn)).toBe(2 * draws)
    expect(sum((row) => row.goalsFor)).toBe(goals)
    expect(sum((row) => row.goalsAgainst)).toBe(goals)
    expect(sum((row) => row.goalDifference)).toBe(0)
  })

  test('Racing Club are champions on 57 points (public record; the file has no expected table)', () => {
    expect(rows[0]).toMatchObject({ teamName: 'Racing Club', won: 17, drawn: 6, lost: 2, points: 57 })
  })

  test('the order is by points, goal difference, goals for, and no tie is left', () => {
    for (let i = 1; i < rows.length; i++) {
      const [above, below] = [rows[i - 1] as StandingsRow, rows[i] as StandingsRow]
      const key = (row: StandingsRow) => [row.points, row.goalDifference, row.goalsFor]
      const [a, b] = [key(above), key(below)]
      const firstDifference = a.findIndex((value, k) => value !== b[k])
      expect(firstDifference).toBeGreaterThanOrEqual(0)
      expect(a[firstDifference]).toBeGreaterThan(b[firstDifference] as number)
    }
  })
})

/** FIFA fair-play points as a penalty (fewer is better): yellow 1, second yellow 3, straight red 4. */
function fifaFairPlay(cards: { yellow: number; indirectRed: number; directRed: number }): number {
  return cards.yellow + 3 * cards.indirectRed + 4 * cards.directRed
}

// Final group orders: the public record of both tournaments (FIFA); the files give the notes checked below.
const WORLD_CUP_ORDERS: Record<string, Record<string, string[]>> = {
  'worldcup-2018-groups.json': {
    'Group A': ['Uruguay', 'Russia', 'Saudi Arabia', 'Egypt'],
    'Group B': ['Spain', 'Portugal', 'Iran', 'Morocco'],
    'Group C': ['France', 'Denmark', 'Peru', 'Australia'],
    'Group D': ['Croatia', 'Argentina', 'Nigeria', 'Iceland'],
    'Group E': ['Brazil', 'Switzerland', 'Serbia', 'Costa Rica'],
    'Group F': ['Sweden', 'Mexico', 'South Korea', 'Germany'],
    'Group G': ['Belgium', 'England', 'Tunisia', 'Panama'],
    'Group H': ['Colombia', 'Japan', 'Senegal', 'Poland'],
  },
  'worldcup-2022-groups.json': {
    'Group A': ['Netherlands', 'Senegal', 'Ecuador', 'Qatar'],
    'Group B': ['England', 'USA', 'Iran', 'Wales'],
    'Group C': ['Argentina', 'Poland', 'Mexico', 'Saudi Arabia'],
    'Group D': ['France', 'Australia', 'Tunisia', 'Denmark'],
    'Group E': ['Japan', 'Spain', 'Germany', 'Costa Rica'],
    'Group F': ['Morocco', 'Croatia', 'Belgium', 'Canada'],
    'Group G': ['Brazil', 'Switzerland', 'Cameroon', 'Serbia'],
    'Group H': ['Portugal', 'South Korea', 'Uruguay', 'Ghana'],
  },
}

function worldCupGroup(fileName: string, group: string, options: { withFairPlay: boolean }) {
  const file = load<MatchFile>(fileName)
  const groupData = file.groups?.find((candidate) => candidate.group === group)
  if (groupData === undefined) throw new Error(`no ${group} in ${fileName}`)
  const fairPlayOverride = options.withFairPlay
    ? Object.fromEntries((groupData.cards ?? []).map((cards) => [cards.team, fifaFairPlay(cards)]))
    : undefined
  return computeStandings({
    teams: teamsOf(groupData.teams),
    games: gamesOf(file, group),
    settings: settingsWith(tieBreakersFrom(file.tieBreakRule ?? [])),
    fairPlayOverride,
  })
}

describe.each(Object.entries(WORLD_CUP_ORDERS))('%s', (fileName, orders) => {
  test('uses the default tie-breakers of the product (FIFA order)', () => {
    const file = load<MatchFile>(fileName)
    expect(tieBreakersFrom(file.tieBreakRule ?? [])).toEqual(DEFAULT_TOURNAMENT_SETTINGS.tieBreakers)
    expect(file.matches).toHaveLength(48)
  })

  test.each(Object.entries(orders))('%s finishes in the official order', (group, order) => {
    const rows = worldCupGroup(fileName, group, { withFairPlay: true })
    expect(rows.map((row) => row.teamName)).toEqual(order)
    expect(rows.every((row) => row.played === 3 && !row.tiedOnLots)).toBe(true)
  })
})

describe('World Cup tie notes', () => {
  test.each([
    ['worldcup-2018-groups.json', 'Group B', 'Spain', 'goalsFor'],
    ['worldcup-2018-groups.json', 'Group F', 'Sweden', 'goalDifference'],
    ['worldcup-2018-groups.json', 'Group F', 'South Korea', 'goalDifference'],
    ['worldcup-2022-groups.json', 'Group C', 'Poland', 'goalDifference'],
    ['worldcup-2022-groups.json', 'Group D', 'France', 'goalDifference'],
    ['worldcup-2022-groups.json', 'Group E', 'Spain', 'goalDifference'],
    ['worldcup-2022-groups.json', 'Group G', 'Brazil', 'goalDifference'],
    ['worldcup-2022-groups.json', 'Group H', 'South Korea', 'goalsFor'],
  ] as const)('%s %s: %s is placed by %s', (fileName, group, team, criterion) => {
    const rows = worldCupGroup(fileName, group, { withFairPlay: false })
    expect(rows.find((row) => row.teamName === team)?.decidedBy).toBe(criterion)
  })

  test('2018 group H: Japan above Senegal on fair play (4 v 6), after a 2-2 head-to-head', () => {
    const rows = worldCupGroup('worldcup-2018-groups.json', 'Group H', { withFairPlay: true })
    const japan = rows.find((row) => row.teamName === 'Japan')
    const senegal = rows.find((row) => row.teamName === 'Senegal')
    expect(japan).toMatchObject({ position: 2, points: 4, goalDifference: 0, goalsFor: 4, fairPlayPoints: 4 })
    expect(japan?.decidedBy).toBe('fairPlay')
    expect(senegal).toMatchObject({ position: 3, points: 4, goalDifference: 0, goalsFor: 4, fairPlayPoints: 6 })
    expect(rows.find((row) => row.teamName === 'Colombia')?.fairPlayPoints).toBe(7)
  })

  test('2018 group H from cards on the games (yellow 1, red 4) gives the same order', () => {
    const file = load<MatchFile>('worldcup-2018-groups.json')
    const groupData = file.groups?.find((candidate) => candidate.group === 'Group H')
    const games = gamesOf(file, 'Group H').map((game) => ({
      ...game,
      cards: (groupData?.cards ?? [])
        .filter((cards) => cards.team === game.homeTeamId)
        .flatMap((cards) => [
          ...Array.from({ length: cards.yellow }, () => ({ teamId: cards.team, type: 'yellow' as const })),
          ...Array.from({ length: cards.directRed }, () => ({ teamId: cards.team, type: 'red' as const })),
        ]),
    }))
    // Each team hosts at least once in the group, but only its first home game may carry its cards.
    const seen = new Set<string>()
    const gamesWithCardsOnce = games.map((game) => {
      if (seen.has(game.homeTeamId)) return { ...game, cards: [] }
      seen.add(game.homeTeamId)
      return game
    })
    const rows = computeStandings({
      teams: teamsOf(groupData?.teams ?? []),
      games: gamesWithCardsOnce,
      settings: { ...settingsWith(DEFAULT_TOURNAMENT_SETTINGS.tieBreakers), fairPlay: { yellow: 1, blue: 2, red: 4 } },
    })
    expect(rows.map((row) => [row.teamName, row.fairPlayPoints])).toEqual([
      ['Colombia', 7],
      ['Japan', 4],
      ['Senegal', 6],
      ['Poland', 3],
    ])
  })

  test('2018 group H without fair-play data: Japan and Senegal stay level and are flagged, not silently split', () => {
    const rows = worldCupGroup('worldcup-2018-groups.json', 'Group H', { withFairPlay: false })
    expect(rows.map((row) => [row.teamName, row.tiedOnLots, row.tiedWith])).toEqual([
      ['Colombia', false, []],
      ['Japan', true, ['Senegal']],
      ['Senegal', true, ['Japan']],
      ['Poland', false, []],
    ])
  })
})
