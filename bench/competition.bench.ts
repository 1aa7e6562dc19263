/**
 * The competition budgets, on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL:
 * - standings of a 40-team double round robin (1,560 confirmed games, cards included) over HTTP: p95 ≤ 15 ms;
 * - fixture generation for 64 teams: ≤ 10 ms (the circle method itself, p95; the HTTP preview and the saving of the
 *   2,016 games are reported beside it);
 * - entering a result (PUT stats, confirmed) and reading the updated standings: p95 ≤ 30 ms for the pair.
 *
 * The league is seeded in the database through the services (the 1,560 results written in one UPDATE, as the stats
 * service would leave them; competition-seed.ts), then a real server process (`node src/server/main.ts`) serves it, and
 * one keep-alive client measures requests one after another, as a user's browser would (competition-measure.ts).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openPglite, openPostgres } from '../src/server/db/client.ts'
import { killAllServers, removeTempDirs, tempDataDir } from '../test/process/server-process.ts'
import { measure } from './competition-measure.ts'
import { type Seeded, seed } from './competition-seed.ts'
import { notMeasured } from './server-client.ts'
import type { BenchResult } from './types.ts'

async function onPglite(): Promise<BenchResult[]> {
  const dataDir = tempDataDir('league-portal-bench-competition-')
  const database = await openPglite({ dataDir })
  let seeded: Seeded
  try {
    await database.migrate()
    seeded = await seed(database)
  } finally {
    await database.close()
  }
  return measure('PGlite', {}, dataDir, seeded)
}

async function onPostgres(url: string): Promise<BenchResult[]> {
  const name = `lp_bench_${randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const clientPg = new pg.Client({ connectionString: url })
    await clientPg.connect()
    try {
      await clientPg.query(statement)
    } finally {
      await clientPg.end()
    }
  }
  await admin(`create database ${name}`)
  try {
    const target = new URL(url)
    target.pathname = `/${name}`
    const database = await openPostgres(target.toString(), { max: 2 })
    let seeded: Seeded
    try {
      await database.migrate()
      seeded = await seed(database)
    } finally {
      await database.close()
    }
    return await measure(
      'PostgreSQL',
      { DATABASE_URL: target.toString() },
      tempDataDir('league-portal-bench-pg-'),
      seeded,
    )
  } finally {
    await admin(`drop database if exists ${name} with (force)`).catch(() => undefined)
  }
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  try {
    try {
      results.push(...(await onPglite()))
    } catch (error) {
      results.push(notMeasured('PGlite: standings and results over HTTP', 15, error))
    }
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (url) {
      try {
        results.push(...(await onPostgres(url)))
      } catch (error) {
        results.push(notMeasured('PostgreSQL: standings and results over HTTP', 15, error))
      }
    } else {
      process.stdout.write(
        '  PostgreSQL figures skipped: set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to measure them\n',
      )
    }
  } finally {
    await killAllServers()
    removeTempDirs()
  }
  return results
}
