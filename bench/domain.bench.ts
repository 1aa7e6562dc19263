/**
 * Pure competition rules, timed on their own (no database, no HTTP): the fixture generator and the standings
 * engine at the sizes a large league reaches. Timings belong here rather than in the unit tests, where a loaded
 * machine would make them flaky (docs/conventions.md, "Tests").
 */
import { mulberry32 } from '../src/domain/competition/random.ts'
import { DEFAULT_TOURNAMENT_SETTINGS } from '../src/domain/competition/settings.ts'
import { isSuspendedAt, type SuspensionTeamGame, servedGames } from '../src/domain/discipline/suspensions.ts'
import {
  checkSideEligibility,
  type ListEntry,
  type OtherTeamEntry,
  type SideEligibilityInput,
} from '../src/domain/eligibility/check-eligibility.ts'
import { generateFixtures } from '../src/domain/fixtures/generate-fixtures.ts'
import { computeStandings, makeLotOrder, type StandingsGame } from '../src/domain/standings/compute-standings.ts'
import { percentile } from './stats.ts'
import type { BenchResult } from './types.ts'

/** Runs `work` `warmUp + runs` times and returns the sorted timings of the measured runs, in ms. */
function time(work: () => void, runs: number, warmUp: number): number[] {
  const times: number[] = []
  for (let i = 0; i < warmUp + runs; i++) {
    const started = performance.now()
    work()
    if (i >= warmUp) times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

function fixtures(): BenchResult {
  const teamIds = Array.from({ length: 64 }, (_, i) => `team-${i}`)
  const times = time(() => generateFixtures({ teamIds, mode: 'homeAndAway', startDate: '2025-03-01' }), 200, 20)
  return {
    name: 'fixture generation, 64 teams home and away (circle method, 126 rounds), p95',
    value: percentile(times, 95),
    unit: 'ms',
    budget: 10,
    lowerIsBetter: true,
    note: `200 runs after 20 warm-up; median ${percentile(times, 50).toFixed(2)} ms`,
  }
}

function standings(): BenchResult {
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
        cards: random() < 0.5 ? [{ teamId: home, type: 'yellow' }] : [],
      })
    }
  }
  const input = {
    teams: ids.map((id) => ({ id, name: id })),
    games,
    settings: DEFAULT_TOURNAMENT_SETTINGS,
    lotOrder: makeLotOrder(ids, 1),
  }
  const times = time(() => computeStandings(input), 51, 5)
  return {
    name: 'standings, a 40-team double round robin (1,560 games), median',
    value: percentile(times, 50),
    unit: 'ms',
    budget: 5,
    lowerIsBetter: true,
    note: `51 runs after 5 warm-up; p95 ${percentile(times, 95).toFixed(2)} ms`,
  }
}

/**
 * One side of a game as the eligibility service builds it (decision 0038): a list of 30 in a Sub-17 tournament of 20
 * teams (600 approved entries to search for a second list), 5 suspensions resolved over the team's 38 games, 2 of
 * which the suspended player appeared in.
 */
function teamGames(team: number, gameId: string, appeared: number): SuspensionTeamGame[] {
  return Array.from({ length: 38 }, (_, i) => ({
    id: i === 20 ? gameId : `g-${team}-${i}`,
    playAt: `2026-03-${String((i % 28) + 1).padStart(2, '0')}T18:00:00Z`,
    isConfirmedPlayed: i < 20,
    isCounting: true,
    playerAppeared: i >= 18 && i < 18 + appeared,
  }))
}

/** The team's five suspensions resolved at the game, as the service does on every read and write. */
function suspensionsAt(team: number, gameId: string, games: SuspensionTeamGame[][]) {
  const earned = `g-${team}-17`
  return games.flatMap((list, k) => {
    const served = servedGames({
      suspension: { gamesCount: 2, skipEarnedGame: true, earnedGameId: earned },
      teamGames: list,
    })
    return isSuspendedAt(served, gameId, earned)
      ? [{ id: `s-${team}-${k}`, playerId: `p-${team}-${k}`, gamesLeft: served.remaining }]
      : []
  })
}

function sideAt(random: () => number, team: number) {
  const list: ListEntry[] = Array.from({ length: 30 }, (_, i) => ({
    playerId: `p-${team}-${i}`,
    name: `Jugador ${i}`,
    number: i + 1,
    status: random() < 0.9 ? 'approved' : 'pending',
    birthDate: random() < 0.95 ? `2009-0${1 + Math.floor(random() * 9)}-15` : null,
    since: '2026-02-01T12:00:00.000Z',
  }))
  const otherTeams: OtherTeamEntry[] = Array.from({ length: 600 }, (_, i) => ({
    teamId: `team-${i % 20}`,
    teamName: `Equipo ${i % 20}`,
    playerId: `p-${i % 20}-${Math.floor(i / 20)}`,
    since: '2026-02-01T12:00:00.000Z',
  }))
  const rules = { bornFrom: '2009-01-01', bornTo: null, onePerTournament: true }
  return { team, teamId: `team-${team}`, rules, list, otherTeams }
}

function eligibility(games: number, budget: number, label: string): BenchResult {
  const random = mulberry32(11)
  // the rows as loaded are built once; what is timed is what the service computes from them
  const loaded = Array.from({ length: games }, (_, g) =>
    [sideAt(random, (2 * g) % 20), sideAt(random, (2 * g + 1) % 20)].map((side) => ({
      side,
      gameId: `game-${g}`,
      games: [0, 1, 2, 0, 1].map((appeared) => teamGames(side.team, `game-${g}`, appeared)),
    })),
  )
  const work = () => {
    for (const pair of loaded)
      for (const { side, gameId, games: served } of pair) {
        const input: SideEligibilityInput = { ...side, suspensions: suspensionsAt(side.team, gameId, served) }
        checkSideEligibility(input)
      }
  }
  const times = time(work, 51, 5)
  return {
    name: `eligibility, ${label} (two lists of 30, suspensions resolved), p95`,
    value: percentile(times, 95),
    unit: 'ms',
    budget,
    lowerIsBetter: true,
    note: `51 runs after 5 warm-up; median ${percentile(times, 50).toFixed(2)} ms`,
  }
}

export async function run(): Promise<BenchResult[]> {
  return [fixtures(), standings(), eligibility(1, 20, 'one game'), eligibility(20, 150, 'a round of 20 games')]
}
