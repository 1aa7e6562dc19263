/**
 * "A big league at rush hour": one organization with 20 tournaments × 40 teams (800 teams, 16,000 players, 15,600 games,
 * half played and confirmed with scorers and cards; scale-seed.ts), measured over HTTP against a real server process at
 * 1, 10 and 50 concurrent clients for each scenario: leaderboards, dashboard, a tournament's games by round (what the
 * fixtures tab reads) and a page of 500 games, a round's match sheets (PDF), a result written and its standings read
 * (budgeted at 10 clients: ten writers at once), standings read while 10 writers enter results, the public tournament
 * page. Each figure has its p50/p95/p99, throughput, errors, /api/health's p95 during the run and the server's CPU per
 * request; the server's RSS before and after the whole load. Then a steady mixed load with heap snapshots
 * (scale-memory.ts): whether memory stays flat, and what grew.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL / TEST_DATABASE_URL) is set, in a database
 * created for the run and dropped after. `SCALE_TEAMS=10` (teams a tournament) and `SCALE_REQUESTS=0.3` (a fraction
 * of the requests) give a quick run.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openPglite, openPostgres } from '../src/server/db/client.ts'
import {
  cookieOf,
  killAllServers,
  removeTempDirs,
  type ServerProcess,
  signIn,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from '../test/process/server-process.ts'
import { CLIENT_COUNTS, type LoadFigures, requestsFor, rssMb, runLoad, type Scenario } from './scale-load.ts'
import { heapSnapshotEnv, steadyLoad } from './scale-memory.ts'
import { EMAIL, PASSWORD, type ScaleLeague, SLUG, seedScale } from './scale-seed.ts'
import { type Client, client, notMeasured } from './server-client.ts'
import type { BenchResult } from './types.ts'

const HEALTH_BUDGET_MS = 200
/** while clients ask for round sheets, /api/health answers within this (p95): the rendering is off the event loop */
const SHEETS_HEALTH_BUDGET_MS = 50
const RSS_BUDGET_MB = 800
/**
 * p95 of a result written and its tournament's standings read (what the game page does on save), with 10 writers at
 * once, on PostgreSQL
 */
const WRITE_BUDGET_MS = 50
const WRITERS = 10
/** results written, at the scenario's concurrency, before the written results are measured: ten per tournament */
const WRITE_WARM_UP = 200
const WRITE_SCENARIO = 'PUT a result, then GET its standings'

function scenarios(league: ScaleLeague): Scenario[] {
  const base = `/api/orgs/${league.orgId}`
  const tournamentOf = (i: number) => league.tournamentIds[i % league.tournamentIds.length] as string
  return [
    {
      name: 'GET leaderboards',
      budgetMs: 100,
      kept: true,
      request: (api) => api.request('GET', `${base}/leaderboards`),
    },
    { name: 'GET dashboard', budgetMs: 100, kept: true, request: (api) => api.request('GET', `${base}/dashboard`) },
    {
      name: "GET a tournament's games by round (the fixtures tab's read)",
      budgetMs: 100,
      request: (api, i) => api.request('GET', `${base}/tournaments/${tournamentOf(i)}/games`),
    },
    {
      name: 'GET a page of 500 games',
      budgetMs: 150,
      request: (api, i) => api.request('GET', `${base}/games?tournamentId=${tournamentOf(i)}`),
    },
    {
      name: "GET a round's sheets (PDF)",
      budgetMs: 500,
      healthBudgetMs: SHEETS_HEALTH_BUDGET_MS,
      request: (api, i) => {
        const t = i % league.tournamentIds.length
        const rounds = league.roundIds[t] ?? []
        return api.request(
          'GET',
          `${base}/tournaments/${tournamentOf(t)}/sheets.pdf?round=${rounds[Math.floor(rounds.length / 2)]}`,
        )
      },
    },
    {
      name: WRITE_SCENARIO,
      budgetMs: 100,
      // a few seconds of a server at work before the figure, and enough results for its p95 (decision 0043)
      warmUp: WRITE_WARM_UP,
      requests: (clients) => requestsFor(clients) * (clients === WRITERS ? 8 : 3),
      request: async (api, i) => {
        const open = league.openGames[i % league.openGames.length] as { id: string; tournamentId: string }
        const written = await api.request('PUT', `${base}/games/${open.id}/stats`, {
          home: { goals: [], unassignedGoals: i % 4 },
          away: { goals: [], unassignedGoals: (i >> 2) % 3 },
        })
        if (written.status !== 200) return written
        return api.request('GET', `${base}/tournaments/${open.tournamentId}/standings`)
      },
    },
    {
      name: `GET standings while ${WRITERS} writers enter results`,
      budgetMs: 100,
      request: (api, i) => api.request('GET', `${base}/tournaments/${tournamentOf(i)}/standings`),
    },
    {
      name: 'GET public tournament page',
      budgetMs: 100,
      request: (api, i) => api.request('GET', `/es/l/${SLUG}/tournaments/${tournamentOf(i)}`),
    },
  ]
}

/** WRITERS loops entering a result on games of their own until stopped; their latencies. */
function writers(api: Client, league: ScaleLeague) {
  let running = true
  const times: number[] = []
  let errors = 0
  const loops = Array.from({ length: WRITERS }, async (_, w) => {
    for (let i = 0; running; i++) {
      const gameId = league.openGames[(w + i * WRITERS) % league.openGames.length]?.id
      const started = performance.now()
      const res = await api
        .request('PUT', `/api/orgs/${league.orgId}/games/${gameId}/stats`, {
          home: { goals: [], unassignedGoals: i % 4 },
          away: { goals: [], unassignedGoals: (i + w) % 3 },
        })
        .catch(() => ({ status: 0, body: '' }))
      if (res.status !== 200) errors += 1
      times.push(performance.now() - started)
    }
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      times.sort((a, b) => a - b)
      return { p95: times[Math.ceil(0.95 * times.length) - 1] ?? 0, count: times.length, errors }
    },
  }
}

/**
 * Ten writers at the pace of people at a phone, not back to back: each enters a result and reads the standings once a
 * second (ten results a second in all, far more than a league's match day), for PACED_SECONDS. Informational: what
 * each of them waits when the server is not saturated, beside the back-to-back figure above.
 */
const PACED_SECONDS = 20

async function pacedWriters(kind: string, server: ServerProcess, cookie: string, league: ScaleLeague) {
  const api = client(server, cookie, WRITERS)
  const scenario = scenarios(league).find((s) => s.name === WRITE_SCENARIO) as Scenario
  const times: number[] = []
  let errors = 0
  const until = performance.now() + PACED_SECONDS * 1000
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      await new Promise((resolve) => setTimeout(resolve, (1000 * w) / WRITERS))
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now()
        const res = await scenario.request(api, 10_000 + w + i * WRITERS).catch(() => ({ status: 0 }))
        if (res.status !== 200) errors += 1
        const took = performance.now() - started
        times.push(took)
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - took)))
      }
    }),
  )
  api.close()
  times.sort((a, b) => a - b)
  return {
    name: `${kind}: a result written and its standings read, ${WRITERS} writers once a second each, p95`,
    value: times[Math.ceil(0.95 * times.length) - 1] ?? null,
    unit: 'ms',
    budget: null,
    lowerIsBetter: true,
    note: `${times.length} results, ${errors} errors`,
  } satisfies BenchResult
}

/**
 * The kept results (leaderboards, dashboard) have budgets of their own: p95 at one client within 30 ms on PostgreSQL
 * and 60 ms on PGlite, and at least 200 requests a second at 50 clients on PostgreSQL.
 */
const KEPT_P95_MS = { PostgreSQL: 30, PGlite: 60 } as Record<string, number>
const KEPT_THROUGHPUT_AT_50 = 200

function rows(kind: string, scenario: Scenario, clients: number, f: LoadFigures, extra = ''): BenchResult[] {
  const name = `${kind}: ${scenario.name}, ${clients} client${clients === 1 ? '' : 's'}`
  const cpu = f.cpuPerRequestMs === null ? '' : `server CPU ${f.cpuPerRequestMs.toFixed(0)} ms/request; `
  const throughput: BenchResult[] =
    scenario.kept && kind === 'PostgreSQL' && clients === 50
      ? [
          {
            name: `${name}, throughput`,
            value: f.throughput,
            unit: 'req/s',
            budget: KEPT_THROUGHPUT_AT_50,
            lowerIsBetter: false,
          },
        ]
      : []
  return [
    ...throughput,
    {
      name: `${name}, p95`,
      value: f.p95,
      unit: 'ms',
      budget: clients === 1 ? ((scenario.kept ? KEPT_P95_MS[kind] : undefined) ?? scenario.budgetMs) : null,
      lowerIsBetter: true,
      note: `p50 ${f.p50.toFixed(0)} / p99 ${f.p99.toFixed(0)} ms; ${f.throughput.toFixed(1)} req/s; ${cpu}${f.requests} requests${f.warmUpP95 === undefined ? '' : ` (after ${scenario.warmUp} not measured, p95 ${f.warmUpP95.toFixed(0)} ms)`}, ${f.errors} errors, ${f.shed} answered 503 + Retry-After${f.firstError ? ` (${f.firstError})` : ''}${extra}; load ${f.load.toFixed(2)}`,
    },
    {
      name: `${name}, /api/health p95`,
      value: f.healthP95,
      unit: 'ms',
      budget: scenario.healthBudgetMs ?? HEALTH_BUDGET_MS,
      lowerIsBetter: true,
    },
    { name: `${name}, errors`, value: f.errors, unit: '', budget: 0, lowerIsBetter: true },
  ]
}

async function measure(
  kind: string,
  server: ServerProcess,
  league: ScaleLeague,
  snapshotDir: string,
): Promise<BenchResult[]> {
  const signedIn = await signIn(server, EMAIL, PASSWORD)
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`)
  const cookie = cookieOf(signedIn)
  const rssBefore = rssMb(server.pid)
  const results: BenchResult[] = []
  for (const scenario of scenarios(league)) {
    for (const clients of CLIENT_COUNTS) {
      process.stdout.write(`  ${kind}: ${scenario.name}, ${clients} clients...\n`)
      const writing = scenario.name.includes('writers') ? writers(client(server, cookie, WRITERS), league) : null
      try {
        const figures = await runLoad(server, cookie, scenario, clients)
        const written = await writing?.stop()
        const extra = written
          ? `; writers: ${written.count} results, p95 ${written.p95.toFixed(0)} ms, ${written.errors} errors`
          : ''
        results.push(...rows(kind, scenario, clients, figures, extra))
        if (scenario.name === WRITE_SCENARIO && clients === WRITERS)
          results.push({
            name: `${kind}: a result written and its standings read, ${WRITERS} writers at once, p95`,
            value: figures.p95,
            unit: 'ms',
            budget: kind === 'PostgreSQL' ? WRITE_BUDGET_MS : null,
            lowerIsBetter: true,
            note: `${figures.throughput.toFixed(1)} results/s over ${figures.requests} results; the ${WRITE_WARM_UP} before them (not measured) p95 ${figures.warmUpP95?.toFixed(0)} ms`,
          })
        // informational: the writers share the server's one thread with 1, 10 or 50 readers
        if (written)
          results.push({
            name: `${kind}: a result written with ${WRITERS} writers (standings read by ${clients}), p95`,
            value: written.p95,
            unit: 'ms',
            budget: null,
            lowerIsBetter: true,
            note: `${written.count} results, ${written.errors} errors`,
          })
      } catch (error) {
        await writing?.stop()
        results.push(notMeasured(`${kind}: ${scenario.name}, ${clients} clients`, scenario.budgetMs, error))
      }
    }
  }
  results.push(await pacedWriters(kind, server, cookie, league))
  const rssAfter = rssMb(server.pid)
  results.push(
    { name: `${kind}: server RSS before the load`, value: rssBefore, unit: 'MB', budget: null, lowerIsBetter: true },
    {
      name: `${kind}: server RSS after the load`,
      value: rssAfter,
      unit: 'MB',
      budget: RSS_BUDGET_MB,
      lowerIsBetter: true,
    },
  )
  // what the load left once the server had half a minute to itself (V8 gives back the young generation's garbage and
  // shrinks the heap when idle; the render threads leave after RENDER_IDLE_MS)
  await new Promise((resolve) => setTimeout(resolve, 30_000))
  results.push({
    name: `${kind}: server RSS 30 s after the load`,
    value: rssMb(server.pid),
    unit: 'MB',
    budget: null,
    lowerIsBetter: true,
  })
  results.push(...(await steadyLoad(kind, server, cookie, league, snapshotDir)))
  results.push({
    name: `${kind}: server RSS at the end of the run`,
    value: rssMb(server.pid),
    unit: 'MB',
    budget: RSS_BUDGET_MB,
    lowerIsBetter: true,
  })
  return results
}

function seedFigure(kind: string, league: ScaleLeague, ms: number): BenchResult {
  return {
    name: `${kind}: building the league`,
    value: ms / 1000,
    unit: 's',
    budget: 120,
    lowerIsBetter: true,
    note: `${league.tournamentIds.length} tournaments, ${league.teams} teams, ${league.players} players, ${league.games} games (${league.confirmed} confirmed)`,
  }
}

async function serve(dataDir: string, env: Record<string, string>) {
  const server = await spawnServer({ dataDir, env: { LOG_LEVEL: 'warn', ...heapSnapshotEnv(dataDir), ...env } })
  await waitHealthy(server, 120_000)
  return server
}

async function onPglite(): Promise<BenchResult[]> {
  const dataDir = tempDataDir('league-portal-bench-scale-')
  const started = performance.now()
  const database = await openPglite({ dataDir })
  let league: ScaleLeague
  try {
    await database.migrate()
    league = await seedScale(database)
  } finally {
    await database.close()
  }
  const seeded = seedFigure('PGlite', league, performance.now() - started)
  const server = await serve(dataDir, {})
  try {
    return [seeded, ...(await measure('PGlite', server, league, dataDir))]
  } finally {
    await server.stop('SIGTERM').catch(() => undefined)
  }
}

async function onPostgres(url: string): Promise<BenchResult[]> {
  const name = `lp_bench_scale_${randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const pgClient = new pg.Client({ connectionString: url })
    await pgClient.connect()
    try {
      await pgClient.query(statement)
    } finally {
      await pgClient.end()
    }
  }
  await admin(`create database ${name}`)
  try {
    const target = new URL(url)
    target.pathname = `/${name}`
    const started = performance.now()
    const database = await openPostgres(target.toString(), { max: 2 })
    let league: ScaleLeague
    try {
      await database.migrate()
      league = await seedScale(database)
      await database.db.execute('analyze')
    } finally {
      await database.close()
    }
    const seeded = seedFigure('PostgreSQL', league, performance.now() - started)
    const dataDir = tempDataDir('league-portal-bench-scale-pg-')
    const server = await serve(dataDir, { DATABASE_URL: target.toString() })
    try {
      return [seeded, ...(await measure('PostgreSQL', server, league, dataDir))]
    } finally {
      await server.stop('SIGTERM').catch(() => undefined)
    }
  } finally {
    await killAllServers()
    await admin(`drop database if exists ${name} with (force)`).catch(() => undefined)
  }
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  try {
    try {
      results.push(...(await onPglite()))
    } catch (error) {
      results.push(notMeasured('PGlite: the big league', 0, error))
    }
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (url) {
      try {
        results.push(...(await onPostgres(url)))
      } catch (error) {
        results.push(notMeasured('PostgreSQL: the big league', 0, error))
      }
    } else {
      process.stdout.write('  PostgreSQL figures skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to measure them\n')
    }
  } finally {
    await killAllServers()
    removeTempDirs()
  }
  return results
}
