/**
 * The competition benchmark's measurements over HTTP against a real server process, one keep-alive client sending
 * requests one after another, as a user's browser would: the standings, fixture generation, and a result entered with
 * the standings read after it (on PostgreSQL also across two instances).
 */
import os from 'node:os'
import {
  cookieOf,
  type ServerProcess,
  signIn,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from '../test/process/server-process.ts'
import { EMAIL, PASSWORD, type Seeded } from './competition-seed.ts'
import { type Client, client, expectStatus, serverCpuMs } from './server-client.ts'
import { percentile } from './stats.ts'
import type { BenchResult } from './types.ts'

const WARM_UP = 30
const STANDINGS_RUNS = 300
const RESULT_RUNS = 150

/** The server's CPU per request of a measurement, and the machine's load while it ran (timings suffer above #CPUs). */
function cpuNote(pid: number, before: number | null, requests: number): string {
  const after = serverCpuMs(pid)
  const cpu =
    before === null || after === null ? '' : `; server CPU ${((after - before) / requests).toFixed(1)} ms a request`
  return `${cpu}; load ${os.loadavg()[0]?.toFixed(2)}`
}

async function timed(runs: number, warmUp: number, once: (i: number) => Promise<void>, afterWarmUp?: () => void) {
  for (let i = 0; i < warmUp; i++) await once(i)
  afterWarmUp?.()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await once(warmUp + i)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** The path and the figures' prefix shared by the measurements of one server. */
type Run = { kind: 'PGlite' | 'PostgreSQL'; api: Client; server: ServerProcess; base: string; standingsPath: string }

/** GET standings of the 40-team tournament (checked once), and the fixed cost of any request beside it. */
async function measureStandings({ kind, api, server, base, standingsPath }: Run, seeded: Seeded) {
  const results: BenchResult[] = []
  const check = await api.request('GET', standingsPath)
  expectStatus(check, 200, 'GET standings')
  const rows = (JSON.parse(check.body) as { groups: { rows: { played: number }[] }[] }).groups[0]?.rows ?? []
  const played = rows.reduce((sum, row) => sum + row.played, 0) / 2
  if (rows.length !== 40 || played !== 1560) throw new Error(`standings counted ${rows.length} teams, ${played} games`)

  let cpuBefore: number | null = null
  const standings = await timed(
    STANDINGS_RUNS,
    WARM_UP,
    async () => {
      expectStatus(await api.request('GET', standingsPath), 200, 'GET standings')
    },
    () => {
      cpuBefore = serverCpuMs(server.pid)
    },
  )
  const standingsCpu = cpuNote(server.pid, cpuBefore, STANDINGS_RUNS)
  results.push(
    {
      name: `${kind}: GET standings, 40 teams / 1,560 games, p95`,
      value: percentile(standings, 95),
      unit: 'ms',
      budget: 15,
      lowerIsBetter: true,
      note: `${STANDINGS_RUNS} sequential requests on one keep-alive connection after ${WARM_UP} warm-up${standingsCpu}`,
    },
    { name: `${kind}:   …p50`, value: percentile(standings, 50), unit: 'ms', budget: null, lowerIsBetter: true },
  )

  const baseline = await timed(STANDINGS_RUNS, WARM_UP, async () => {
    expectStatus(await api.request('GET', `${base}/tournaments/${seeded.tournamentId}`), 200, 'GET tournament')
  })
  results.push({
    name: `${kind}:   …GET tournaments/{id} (the fixed cost: session, membership, one row), p50`,
    value: percentile(baseline, 50),
    unit: 'ms',
    budget: null,
    lowerIsBetter: true,
    note: `p95 ${percentile(baseline, 95).toFixed(1)} ms`,
  })
  return results
}

/** Fixture generation for 64 teams home and away over HTTP: the preview, and the saving once. */
async function measureFixtures({ kind, api, base }: Run, seeded: Seeded) {
  const results: BenchResult[] = []
  const preview = await timed(50, 5, async () => {
    expectStatus(
      await api.request('POST', `${base}/tournaments/${seeded.bigTournamentId}/fixtures/preview`, {
        groupId: seeded.bigGroupId,
        mode: 'homeAndAway',
        startDate: '2025-03-01',
      }),
      200,
      'POST fixtures/preview',
    )
  })
  results.push({
    name: `${kind}:   …POST fixtures/preview, 64 teams home and away (2,016 games), p95`,
    value: percentile(preview, 95),
    unit: 'ms',
    budget: null,
    lowerIsBetter: true,
    note: 'the whole request: session, group, the circle method and ~170 KB of JSON',
  })
  const started = performance.now()
  expectStatus(
    await api.request('POST', `${base}/tournaments/${seeded.bigTournamentId}/fixtures`, {
      groupId: seeded.bigGroupId,
      mode: 'homeAndAway',
      startDate: '2025-03-01',
    }),
    201,
    'POST fixtures',
  )
  results.push({
    name: `${kind}:   …POST fixtures, 64 teams home and away: 126 rounds and 2,016 games saved`,
    value: performance.now() - started,
    unit: 'ms',
    budget: null,
    lowerIsBetter: true,
    note: 'once',
  })
  return results
}

/** A result entered (PUT stats, confirmed) and the updated standings read after it; across instances on PostgreSQL. */
async function measureResults(run: Run, serverEnv: Record<string, string>, seeded: Seeded) {
  const { kind, api, server, base, standingsPath } = run
  const results: BenchResult[] = []
  const [home1, home2] = seeded.scorers.home as [string, string]
  const [away1] = seeded.scorers.away as [string]
  const firstGame = seeded.gameIds[0] as string
  const putStats = async (on: Client, i: number) =>
    expectStatus(
      await on.request('PUT', `${base}/games/${firstGame}/stats`, {
        home: {
          goals: [
            { playerId: home1, goals: 1 + (i % 3) },
            { playerId: home2, goals: 1 },
          ],
          unassignedGoals: 0,
        },
        away: { goals: [{ playerId: away1, goals: i % 4 }], unassignedGoals: 1 },
        confirm: true,
      }),
      200,
      'PUT stats',
    )
  let cpuBefore: number | null = null
  const putTimes: number[] = []
  const getTimes: number[] = []
  const pair = await timed(
    RESULT_RUNS,
    10,
    async (i) => {
      const started = performance.now()
      await putStats(api, i)
      const between = performance.now()
      expectStatus(await api.request('GET', standingsPath), 200, 'GET standings')
      putTimes.push(between - started)
      getTimes.push(performance.now() - between)
    },
    () => {
      cpuBefore = serverCpuMs(server.pid)
    },
  )
  const pairCpu = cpuNote(server.pid, cpuBefore, RESULT_RUNS)
  results.push(
    {
      name: `${kind}: PUT stats (confirmed) + GET the updated standings, p95`,
      value: percentile(pair, 95),
      unit: 'ms',
      budget: 30,
      lowerIsBetter: true,
      note: `${RESULT_RUNS} pairs; the PUT answers the game sheet${pairCpu.replace('a request', 'a pair')}`,
    },
    { name: `${kind}:   …p50`, value: percentile(pair, 50), unit: 'ms', budget: null, lowerIsBetter: true },
    ...(
      [
        ['PUT stats', putTimes],
        ['GET standings after it', getTimes],
      ] as const
    ).map(([what, times]) => {
      const measured = times.slice(-RESULT_RUNS).sort((a, b) => a - b)
      return {
        name: `${kind}:   …${what} alone, p50`,
        value: percentile(measured, 50),
        unit: 'ms',
        budget: null,
        lowerIsBetter: true,
        note: `p95 ${percentile(measured, 95).toFixed(1)} ms`,
      }
    }),
  )
  if (kind === 'PostgreSQL') results.push(await measureAcrossInstances(run, serverEnv, putStats))
  return results
}

/**
 * Behind a load balancer the GET may reach another instance, which learns of the result only through the standings'
 * stamp and reads the tournament again (decision 0012): the cost without the result applied.
 */
async function measureAcrossInstances(
  { kind, api, standingsPath }: Run,
  serverEnv: Record<string, string>,
  putStats: (on: Client, i: number) => Promise<void>,
): Promise<BenchResult> {
  const other = await spawnServer({
    dataDir: tempDataDir('league-portal-bench-pg-b-'),
    env: { LOG_LEVEL: 'warn', ...serverEnv },
  })
  try {
    await waitHealthy(other, 120_000)
    const otherSignIn = await signIn(other, EMAIL, PASSWORD)
    const otherApi = client(other, cookieOf(otherSignIn))
    try {
      const across = await timed(RESULT_RUNS, 10, async (i) => {
        await putStats(api, i)
        expectStatus(await otherApi.request('GET', standingsPath), 200, 'GET standings on instance B')
      })
      return {
        name: `${kind}:   …PUT stats on instance A + GET the standings on instance B, p95`,
        value: percentile(across, 95),
        unit: 'ms',
        budget: null,
        lowerIsBetter: true,
        note: `p50 ${percentile(across, 50).toFixed(1)} ms; B reads the whole tournament again after every result`,
      }
    } finally {
      otherApi.close()
    }
  } finally {
    await other.stop('SIGTERM').catch(() => undefined)
  }
}

export async function measure(
  kind: 'PGlite' | 'PostgreSQL',
  serverEnv: Record<string, string>,
  dataDir: string,
  seeded: Seeded,
) {
  const results: BenchResult[] = []
  // BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`) profiles the server under measurement
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS
  const server = await spawnServer({
    dataDir,
    env: { LOG_LEVEL: 'warn', ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}), ...serverEnv },
  })
  try {
    await waitHealthy(server, 120_000)
    const signedIn = await signIn(server, EMAIL, PASSWORD)
    if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`)
    const api = client(server, cookieOf(signedIn))
    const base = `/api/orgs/${seeded.orgId}`
    const standingsPath = `${base}/tournaments/${seeded.tournamentId}/standings`
    const run: Run = { kind, api, server, base, standingsPath }
    try {
      results.push(...(await measureStandings(run, seeded)))
      results.push(...(await measureFixtures(run, seeded)))
      results.push(...(await measureResults(run, serverEnv, seeded)))
    } finally {
      api.close()
    }
  } finally {
    await server.stop('SIGTERM').catch(() => undefined)
  }
  return results
}
