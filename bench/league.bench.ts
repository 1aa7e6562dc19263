/**
 * The league data budgets, on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL:
 * - list and search latency with 5,000 players and 500 teams (each player on a team's roster) over HTTP, p95 ≤ 20 ms:
 *   the first page of players, the next page (cursor), `?q=` a surname, `?dni=`, the first page of teams; each
 *   measured on its own, requests one after another on one keep-alive connection, as a user's browser would;
 * - the delay from a change to its arrival at another client, p95 ≤ 1 s: 100 players created one after another,
 *   from just before the POST is sent to the `change` event's arrival on another member's SSE stream. On PostgreSQL
 *   the POST goes to one instance and the stream is on a second one (LISTEN/NOTIFY between them).
 *
 * PostgreSQL is measured after ANALYZE, as autovacuum leaves the tables a minute after a load (the first page of players
 * before it is reported beside); PGlite as loaded, since nothing ever analyzes its tables.
 *
 * The teams and players are loaded through the API of a real server process (`node src/server/main.ts`), ten requests
 * at a time, exactly as the services write them; the roster entries (each player on one team) directly in SQL
 * (league-seed.ts). The measurements are in league-measure.ts.
 */
import { randomBytes } from 'node:crypto'
import {
  killAllServers,
  removeTempDirs,
  type ServerProcess,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from '../test/process/server-process.ts'
import { beforeAnalyze, LIST_BUDGET_MS, LIVE_BUDGET_MS, lists, liveDelay } from './league-measure.ts'
import {
  addRostersOnPglite,
  addRostersOnPostgres,
  createLeague,
  type League,
  onPostgresDatabase,
  SEED_CONCURRENCY,
  seed,
} from './league-seed.ts'
import { client, notMeasured } from './server-client.ts'
import type { BenchResult } from './types.ts'

function seedFigure(kind: string, seeded: Awaited<ReturnType<typeof seed>> & { rostersMs: number }): BenchResult {
  return {
    name: `${kind}: loading 500 teams and 5,000 players through the API`,
    value: (seeded.teamsMs + seeded.playersMs) / 1000,
    unit: 's',
    budget: null,
    lowerIsBetter: true,
    note: `${SEED_CONCURRENCY} requests at a time: teams ${(seeded.teamsMs / 1000).toFixed(1)} s, players ${(seeded.playersMs / 1000).toFixed(1)} s; then the 5,000 roster entries in SQL, ${(seeded.rostersMs / 1000).toFixed(1)} s`,
  }
}

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await spawnServer({ dataDir, env: { LOG_LEVEL: 'warn', ...env } })
  await waitHealthy(server, 120_000)
  return server
}

async function measure(kind: string, writer: ServerProcess, reader: ServerProcess, league: League, how: string) {
  const results: BenchResult[] = []
  const api = client(writer, league.admin)
  try {
    results.push(...(await lists(kind, writer, api, league.orgId)))
  } finally {
    api.close()
  }
  try {
    results.push(...(await liveDelay(kind, writer, reader, league, how)))
  } catch (error) {
    results.push(notMeasured(`${kind}: a change's delay to another client's SSE stream`, LIVE_BUDGET_MS, error))
  }
  return results
}

async function onPglite(): Promise<BenchResult[]> {
  const dataDir = tempDataDir('league-portal-bench-league-')
  const loader = await start(dataDir)
  let league: League
  let seeded: Awaited<ReturnType<typeof seed>>
  try {
    league = await createLeague(loader)
    seeded = await seed(loader, league)
  } finally {
    await loader.stop('SIGTERM').catch(() => undefined)
  }
  const rostersStarted = performance.now()
  await addRostersOnPglite(dataDir, league.orgId)
  const rostersMs = performance.now() - rostersStarted
  const server = await start(dataDir)
  try {
    return [
      seedFigure('PGlite', { ...seeded, rostersMs }),
      ...(await measure('PGlite', server, server, league, 'both clients on the one process')),
    ]
  } finally {
    await server.stop('SIGTERM').catch(() => undefined)
  }
}

async function onPostgres(url: string): Promise<BenchResult[]> {
  const name = `lp_bench_${randomBytes(4).toString('hex')}`
  const admin = (statement: string) => onPostgresDatabase(url, (pgClient) => pgClient.query(statement))
  await admin(`create database ${name}`)
  try {
    const target = new URL(url)
    target.pathname = `/${name}`
    const env = { DATABASE_URL: target.toString() }
    // One after the other: two instances starting at once on an empty database race to create the super admin.
    const a = await start(tempDataDir('league-portal-bench-league-pg-'), env)
    const b = await start(tempDataDir('league-portal-bench-league-pg-'), env)
    try {
      const league = await createLeague(a)
      const seeded = await seed(a, league)
      const rostersStarted = performance.now()
      await addRostersOnPostgres(target.toString(), league.orgId)
      const rostersMs = performance.now() - rostersStarted
      const unanalyzed = await beforeAnalyze(a, league)
      await onPostgresDatabase(target.toString(), (pgClient) => pgClient.query('analyze'))
      return [
        seedFigure('PostgreSQL', { ...seeded, rostersMs }),
        ...(await measure('PostgreSQL', a, b, league, 'POST to instance A, stream on instance B (LISTEN/NOTIFY)')),
        unanalyzed,
      ]
    } finally {
      await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]).catch(() => undefined)
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
      results.push(notMeasured('PGlite: lists with 5,000 players and 500 teams, and live delay', LIST_BUDGET_MS, error))
    }
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (url) {
      try {
        results.push(...(await onPostgres(url)))
      } catch (error) {
        results.push(
          notMeasured('PostgreSQL: lists with 5,000 players and 500 teams, and live delay', LIST_BUDGET_MS, error),
        )
      }
    } else {
      process.stdout.write(
        '  PostgreSQL figures skipped (not a failure): set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to measure them\n',
      )
    }
  } finally {
    await killAllServers()
    removeTempDirs()
  }
  return results
}
