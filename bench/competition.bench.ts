/**
 * Issue 4 budgets, on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL:
 * - standings of a 40-team double round robin (1,560 confirmed games, cards included) over HTTP: p95 ≤ 15 ms;
 * - fixture generation for 64 teams: ≤ 10 ms (the circle method itself, p95; the HTTP preview and the saving of the
 *   2,016 games are reported beside it);
 * - entering a result (PUT stats, confirmed) and reading the updated standings: p95 ≤ 30 ms for the pair.
 *
 * The league is seeded in the database through the services (the 1,560 results written in one UPDATE, as the stats
 * service would leave them), then a real server process (`node src/server/main.ts`) serves it, and one keep-alive
 * client measures requests one after another, as a user's browser would.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { CreateTournamentInputSchema } from '../src/domain/tournaments/tournament.schema.ts'
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts'
import { account, game, user } from '../src/server/db/schema.ts'
import { generateGroupFixtures } from '../src/server/features/fixtures/fixtures.service.ts'
import { createGroup } from '../src/server/features/groups/groups.service.ts'
import { createOrganization } from '../src/server/features/organizations/organizations.service.ts'
import { createPlayer } from '../src/server/features/players/players.service.ts'
import { addRosterPlayer } from '../src/server/features/teams/team-roster.service.ts'
import { createTeam } from '../src/server/features/teams/teams.service.ts'
import { createTournament } from '../src/server/features/tournaments/tournaments.service.ts'
import { createMemoryLiveHub } from '../src/server/live/live-hub.ts'
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
import { percentile } from './stats.ts'
import type { BenchResult } from './types.ts'

const EMAIL = 'bench@example.com'
const PASSWORD = 'correct-horse-1'
const WARM_UP = 30
const STANDINGS_RUNS = 300
const RESULT_RUNS = 150

type Seeded = {
  orgId: string
  tournamentId: string
  gameIds: string[]
  /** a game of teams with two players each, for results with scorers */
  scorers: { home: string[]; away: string[] }
  bigTournamentId: string
  bigGroupId: string
}

/**
 * CPU time the server process has used so far (Linux /proc), in ms; null elsewhere. Divided by the requests of a
 * measurement, it shows the work a request costs whatever else the machine is doing, which latency alone does not.
 */
function serverCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after "pid (comm) "
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : null
  } catch {
    return null
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** The server's CPU per request of a measurement, and the machine's load while it ran (timings suffer above #CPUs). */
function cpuNote(pid: number, before: number | null, requests: number): string {
  const after = serverCpuMs(pid)
  const cpu =
    before === null || after === null ? '' : `; server CPU ${((after - before) / requests).toFixed(1)} ms a request`
  return `${cpu}; load ${os.loadavg()[0]?.toFixed(2)}`
}

async function seed(database: Database): Promise<Seeded> {
  const db = database.db
  const live = createMemoryLiveHub()
  const userId = randomUUID()
  await db.insert(user).values({ id: userId, name: 'Bench', email: EMAIL, emailVerified: true, displayName: 'Bench' })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(PASSWORD),
  })
  const org = await createOrganization({
    db,
    data: { name: 'Bench League', leagues: [{ name: 'Bench', country: 'AR' }] },
    adminUserId: userId,
  })
  const ctx = { db, live, organizationId: org.id }
  const tournament = await createTournament({
    ...ctx,
    data: CreateTournamentInputSchema.parse({ name: 'Forty', settings: { yellowCardsForSuspension: 3 } }),
  })
  const teamIds: string[] = []
  for (let i = 0; i < 40; i++) teamIds.push((await createTeam({ ...ctx, data: { name: `Equipo ${i + 1}` } })).id)
  const group = await createGroup({ ...ctx, tournamentId: tournament.id, data: { name: 'Única', teamIds } })
  const fixtures = await generateGroupFixtures({
    ...ctx,
    tournamentId: tournament.id,
    data: { groupId: group.id, mode: 'homeAndAway', startDate: '2024-08-03' },
  })
  // every result entered and confirmed, with cards, as PUT stats and POST cards would leave the rows
  await db
    .update(game)
    .set({
      homeGoals: sql`abs(hashtext(${game.id}::text)) % 5`,
      awayGoals: sql`abs(hashtext(${game.id}::text || 'a')) % 4`,
      homeUnassignedGoals: sql`abs(hashtext(${game.id}::text)) % 5`,
      awayUnassignedGoals: sql`abs(hashtext(${game.id}::text || 'a')) % 4`,
      homeYellow: sql`abs(hashtext(${game.id}::text || 'y')) % 3`,
      awayYellow: sql`abs(hashtext(${game.id}::text || 'z')) % 3`,
      homeRed: sql`case when abs(hashtext(${game.id}::text || 'r')) % 15 = 0 then 1 else 0 end`,
      statsUpdatedAt: new Date(),
      publishedAt: new Date(),
      confirmedPlayedAt: new Date(),
    })
    .where(and(eq(game.organizationId, org.id), eq(game.tournamentId, tournament.id)))
  const gameIds = fixtures.rounds.flatMap((r) => r.games.map((g) => g.id as string))
  const first = fixtures.rounds[0]?.games[0] as { homeTeamId: string; awayTeamId: string }
  const scorers = { home: [] as string[], away: [] as string[] }
  for (const [side, teamId] of [
    ['home', first.homeTeamId],
    ['away', first.awayTeamId],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const player = await createPlayer({ ...ctx, data: { firstname: `Goleador ${i}`, lastname: side } })
      await addRosterPlayer({ ...ctx, id: teamId, data: { playerId: player.id } })
      scorers[side].push(player.id)
    }
  }
  const big = await createTournament({ ...ctx, data: CreateTournamentInputSchema.parse({ name: 'Sixty-four' }) })
  const bigTeams: string[] = []
  for (let i = 0; i < 64; i++) bigTeams.push((await createTeam({ ...ctx, data: { name: `Club ${i + 1}` } })).id)
  const bigGroup = await createGroup({ ...ctx, tournamentId: big.id, data: { name: 'Grande', teamIds: bigTeams } })
  return {
    orgId: org.id,
    tournamentId: tournament.id,
    gameIds,
    scorers,
    bigTournamentId: big.id,
    bigGroupId: bigGroup.id,
  }
}

/** One keep-alive connection, requests one after another. */
function client(server: ServerProcess, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const url = new URL(server.url)
  const request = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          timeout: 30_000,
          headers: {
            cookie,
            origin: server.origin,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            text += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(new Error('request timed out')))
      req.on('error', reject)
      req.end(payload)
    })
  return { request, close: () => agent.destroy() }
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

function expectStatus(res: { status: number; body: string }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`)
}

async function measure(
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
    try {
      const check = await api.request('GET', standingsPath)
      expectStatus(check, 200, 'GET standings')
      const rows = (JSON.parse(check.body) as { groups: { rows: { played: number }[] }[] }).groups[0]?.rows ?? []
      const played = rows.reduce((sum, row) => sum + row.played, 0) / 2
      if (rows.length !== 40 || played !== 1560)
        throw new Error(`standings counted ${rows.length} teams, ${played} games`)

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

      const [home1, home2] = seeded.scorers.home as [string, string]
      const [away1] = seeded.scorers.away as [string]
      const firstGame = seeded.gameIds[0] as string
      const putStats = async (on: typeof api, i: number) =>
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
      cpuBefore = null
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
      if (kind === 'PostgreSQL') {
        // Behind a load balancer the GET may reach another instance, which learns of the result only through the
        // standings' stamp and reads the tournament again (decision 0012): the cost without the result applied.
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
            results.push({
              name: `${kind}:   …PUT stats on instance A + GET the standings on instance B, p95`,
              value: percentile(across, 95),
              unit: 'ms',
              budget: null,
              lowerIsBetter: true,
              note: `p50 ${percentile(across, 50).toFixed(1)} ms; B reads the whole tournament again after every result`,
            })
          } finally {
            otherApi.close()
          }
        } finally {
          await other.stop('SIGTERM').catch(() => undefined)
        }
      }
    } finally {
      api.close()
    }
  } finally {
    await server.stop('SIGTERM').catch(() => undefined)
  }
  return results
}

function notMeasured(name: string, budget: number, error: unknown): BenchResult {
  const note = error instanceof Error ? error.message : String(error)
  return { name, value: null, unit: 'ms', budget, lowerIsBetter: true, note: note.split('\n').slice(0, 4).join(' / ') }
}

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
