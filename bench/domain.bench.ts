/**
 * Pure competition rules, timed on their own (no database, no HTTP): the fixture generator and the standings
 * engine at the sizes a large league reaches. Timings belong here rather than in the unit tests, where a loaded
 * machine would make them flaky (docs/conventions.md, "Tests").
 */
import { mulberry32 } from '../src/domain/competition/random.ts'
import { DEFAULT_TOURNAMENT_SETTINGS } from '../src/domain/competition/settings.ts'
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

export async function run(): Promise<BenchResult[]> {
  return [fixtures(), standings()]
}
