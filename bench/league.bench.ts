/**
 * Issue 3 budgets, on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL:
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
 * at a time, exactly as the services write them; the roster entries (each player on one team) directly in SQL.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { POSITIONS } from '../src/domain/players/positions.ts'
import { openPglite } from '../src/server/db/client.ts'
import {
  call,
  cookieOf,
  killAllServers,
  removeTempDirs,
  type ServerProcess,
  signUp,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from '../test/process/server-process.ts'
import { percentile } from './stats.ts'
import type { BenchResult } from './types.ts'

const PLAYERS = 5_000
const TEAMS = 500
const SEED_CONCURRENCY = 10
const WARM_UP = 30
const SAMPLES = 250
const CHANGES = 100
const LIST_BUDGET_MS = 20
const LIVE_BUDGET_MS = 1_000
/** a change whose event has not arrived after this long counts as this long (and is reported as lost) */
const LIVE_TIMEOUT_MS = 5_000
const PASSWORD = 'correct-horse-1'

const dniOf = (i: number) => String(20_000_000 + i)
const FIRSTNAMES = ['Juan', 'María', 'Lucía', 'Mateo', 'Sofía', 'Martín', 'Valentina', 'Tomás', 'Camila', 'Joaquín']
const SURNAMES = Array.from({ length: 100 }, (_, i) => {
  const roots = ['Gómez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Núñez']
  return `${roots[i % 10]}${i < 10 ? '' : ` ${roots[Math.floor(i / 10)]}`}`
})
/** a compound surname, searched as typed on a phone (no accents, lower case): "Díaz Martínez" and "Martínez Díaz" */
const SEARCHED_Q = 'diaz martinez'
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
/** how many seeded players the search finds: every word in the names or the DNI (100: 2 surnames of 100) */
const searchedMatches = () =>
  Array.from({ length: PLAYERS }, (_, i) =>
    plain(`${FIRSTNAMES[i % FIRSTNAMES.length]} ${SURNAMES[i % SURNAMES.length]} ${dniOf(i)}`),
  ).filter((text) => SEARCHED_Q.split(' ').every((word) => text.includes(word))).length

// --- HTTP -------------------------------------------------------------------------------------------------------

type Reply = { status: number; body: string }

/** Keep-alive requests as a browser makes them (Origin, session cookie); `sockets` connections at most. */
function client(server: Pick<ServerProcess, 'url' | 'origin'>, cookie: string, sockets = 1) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  const url = new URL(server.url)
  const request = (method: string, urlPath: string, body?: unknown) =>
    new Promise<Reply>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: urlPath,
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
      req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)))
      req.on('error', reject)
      req.end(payload)
    })
  return { request, close: () => agent.destroy() }
}

type Client = ReturnType<typeof client>

function expectStatus(res: Reply, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`)
}

async function jsonOf<T>(res: Response, status: number, what: string): Promise<T> {
  const text = await res.text()
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

// --- the league -------------------------------------------------------------------------------------------------

type League = { orgId: string; admin: string; member: string }

/** An admin with an organization, and a second member (a viewer, invited and accepted) for the live streams. */
async function createLeague(server: ServerProcess): Promise<League> {
  const tag = randomBytes(4).toString('hex')
  const adminRes = await signUp(server, `bench-admin-${tag}@example.com`, PASSWORD)
  await jsonOf(adminRes.clone(), 200, 'sign-up')
  const admin = cookieOf(adminRes)
  const org = await jsonOf<{ id: string }>(
    await call(server, '/api/orgs', {
      cookie: admin,
      json: { name: 'Bench League', leagues: [{ name: 'A', country: 'AR' }] },
    }),
    201,
    'POST /api/orgs',
  )
  const email = `bench-viewer-${tag}@example.com`
  const memberRes = await signUp(server, email, PASSWORD)
  await jsonOf(memberRes.clone(), 200, 'sign-up of the member')
  const member = cookieOf(memberRes)
  await jsonOf(
    await call(server, `/api/orgs/${org.id}/invitations`, { cookie: admin, json: { email, role: 'viewer' } }),
    201,
    'POST invitations',
  )
  const accepted = await call(server, `/api/invitations/${invitationToken(server, email)}/accept`, {
    method: 'POST',
    cookie: member,
  })
  await jsonOf(accepted, 200, 'accepting the invitation')
  return { orgId: org.id, admin, member }
}

/** The invitation link's token, from the .eml the server wrote to DATA_DIR/outbox (no SMTP_URL). */
function invitationToken(server: ServerProcess, email: string): string {
  const outbox = path.join(server.dataDir, 'outbox')
  const file = fs.readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`))
  if (!file) throw new Error(`no invitation mail for ${email} in ${outbox}`)
  const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '')
  const token = /\/invitations\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1]
  if (!token) throw new Error(`no invitation link in ${file}`)
  return token
}

/** Runs `count` tasks, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next
        next += 1
        await task(i)
      }
    }),
  )
}

/** 500 teams and 5,000 players through the API, 10 requests at a time. */
async function seed(server: ServerProcess, league: League) {
  const api = client(server, league.admin, SEED_CONCURRENCY)
  const base = `/api/orgs/${league.orgId}`
  const started = performance.now()
  try {
    await inParallel(TEAMS, SEED_CONCURRENCY, async (i) => {
      const res = await api.request('POST', `${base}/teams`, { name: `Club ${i + 1}`, alias: `C${i + 1}` })
      expectStatus(res, 201, 'POST teams')
    })
    const teamsMs = performance.now() - started
    await inParallel(PLAYERS, SEED_CONCURRENCY, async (i) => {
      const res = await api.request('POST', `${base}/players`, {
        firstname: FIRSTNAMES[i % FIRSTNAMES.length],
        lastname: SURNAMES[i % SURNAMES.length],
        birthDate: `${1980 + (i % 25)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        email: `jugador${i}@example.com`,
        position: POSITIONS[i % POSITIONS.length],
        jerseyNumber: i % 100,
        dni: dniOf(i),
      })
      expectStatus(res, 201, 'POST players')
    })
    return { teamsMs, playersMs: performance.now() - started - teamsMs }
  } finally {
    api.close()
  }
}

/**
 * Every player on one team's roster (10 a team), written directly: through the API (two live notices per entry)
 * the 5,000 entries would double the loading time. The row is the one addRosterPlayer inserts: organization, team,
 * player, added_at; rosters change neither the team's nor the player's version or updated_at.
 */
const ROSTERS_SQL = `
  insert into team_player (organization_id, team_id, player_id, added_at)
  select p.organization_id, t.id, p.id, now()
  from (select id, organization_id, row_number() over (order by dni) - 1 as n from player where organization_id = $1) p
  join (select id, row_number() over (order by created_at, id) - 1 as n from team where organization_id = $1) t
    on t.n = p.n % ${TEAMS}`

async function onPostgresDatabase<T>(url: string, work: (pgClient: pg.Client) => Promise<T>): Promise<T> {
  const pgClient = new pg.Client({ connectionString: url })
  await pgClient.connect()
  try {
    return await work(pgClient)
  } finally {
    await pgClient.end()
  }
}

async function addRostersOnPostgres(url: string, orgId: string) {
  const { rowCount } = await onPostgresDatabase(url, (pgClient) => pgClient.query(ROSTERS_SQL, [orgId]))
  if (rowCount !== PLAYERS) throw new Error(`${rowCount} roster entries written, not ${PLAYERS}`)
}

/**
 * The first page of players on tables PostgreSQL has not analyzed yet: right after a bulk load until autovacuum's
 * first pass (a minute by default), or for good where autovacuum is off (as on some CI servers).
 */
async function beforeAnalyze(writer: ServerProcess, league: League): Promise<BenchResult> {
  const api = client(writer, league.admin)
  const urlPath = `/api/orgs/${league.orgId}/players`
  try {
    const { times, cpu } = await timed(
      writer.pid,
      async () => {
        expectStatus(await api.request('GET', urlPath), 200, `GET ${urlPath}`)
      },
      100,
      10,
    )
    return {
      name: 'PostgreSQL:   …GET players, first page, before the tables are analyzed, p95',
      value: percentile(times, 95),
      unit: 'ms',
      budget: null,
      lowerIsBetter: true,
      note: `p50 ${percentile(times, 50).toFixed(1)} ms; ${cpu}100 requests; the figures above are after ANALYZE, as autovacuum leaves the tables; ${load()}`,
    }
  } finally {
    api.close()
  }
}

/** PGlite has one process on its data directory: the server is stopped meanwhile. */
async function addRostersOnPglite(dataDir: string, orgId: string) {
  const database = await openPglite({ dataDir })
  try {
    const result = await database.pglite?.query(ROSTERS_SQL, [orgId])
    if (result?.affectedRows !== PLAYERS)
      throw new Error(`${result?.affectedRows} roster entries written, not ${PLAYERS}`)
  } finally {
    await database.close()
  }
}

// --- measuring ----------------------------------------------------------------------------------------------------

const load = () => `load ${os.loadavg()[0]?.toFixed(2)}`

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * CPU time the server process has used so far (Linux /proc), in ms; null elsewhere. Per request, it shows what a
 * request costs the server whatever else the machine is doing (PostgreSQL's own work is in its processes, not here).
 */
function serverCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime: the 14th and 15th fields of the line, the 12th and 13th after "pid (comm) "
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : null
  } catch {
    return null
  }
}

/** Sequential runs of `once` after a warm-up: the sorted times, and a note with the server's CPU per request. */
async function timed(pid: number, once: () => Promise<void>, samples = SAMPLES, warmUp = WARM_UP) {
  for (let i = 0; i < warmUp; i++) await once()
  const cpuBefore = serverCpuMs(pid)
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    await once()
    times.push(performance.now() - started)
  }
  const cpuAfter = serverCpuMs(pid)
  const cpu =
    cpuBefore === null || cpuAfter === null
      ? ''
      : `server CPU ${((cpuAfter - cpuBefore) / samples).toFixed(1)} ms a request; `
  return { times: times.sort((a, b) => a - b), cpu }
}

type PageOf = {
  items: { id: string; dni?: string; teams?: unknown[]; playerCount?: number }[]
  nextCursor: string | null
  total?: number
}

async function lists(kind: string, server: ServerProcess, api: Client, orgId: string): Promise<BenchResult[]> {
  const base = `/api/orgs/${orgId}`
  const get = async (urlPath: string) => {
    const res = await api.request('GET', urlPath)
    expectStatus(res, 200, `GET ${urlPath}`)
    return JSON.parse(res.body) as PageOf
  }
  // What each request answers, checked once: the figures are only worth something if the pages are right.
  const first = await get(`${base}/players`)
  if (first.items.length !== 25 || first.total !== PLAYERS || !first.nextCursor) {
    throw new Error(`the first page of players has ${first.items.length} items of ${first.total}`)
  }
  if (first.items.some((p) => p.teams?.length !== 1)) throw new Error('a player of the first page is not on one team')
  const cursorPath = `${base}/players?cursor=${encodeURIComponent(first.nextCursor)}`
  const second = await get(cursorPath)
  if (second.items.length !== 25 || second.items.some((p) => first.items.some((q) => q.id === p.id))) {
    throw new Error('the next page of players repeats the first one or is short')
  }
  const searchPath = `${base}/players?q=${encodeURIComponent(SEARCHED_Q)}`
  const found = await get(searchPath)
  const matches = searchedMatches()
  if (found.total !== matches || found.items.length !== Math.min(25, matches)) {
    throw new Error(`?q=${SEARCHED_Q} found ${found.items.length} of ${found.total} players, not ${matches}`)
  }
  const dni = dniOf(Math.floor(PLAYERS / 2))
  const dniPath = `${base}/players?dni=${dni.replace(/(\d\d)(\d{3})(\d{3})/, '$1.$2.$3')}`
  const byDni = await get(dniPath)
  if (byDni.items.length !== 1 || byDni.items[0]?.dni !== dni)
    throw new Error(`?dni=${dni} found ${byDni.items.length}`)
  const teamsPath = `${base}/teams`
  const teams = await get(teamsPath)
  if (teams.items.length !== 25 || teams.total !== TEAMS)
    throw new Error(`teams: ${teams.items.length} of ${teams.total}`)

  const figures: { name: string; path: string; note: string }[] = [
    { name: 'GET players, first page', path: `${base}/players`, note: '25 of 5,000 with their teams, and the total' },
    { name: 'GET players, next page (?cursor=)', path: cursorPath, note: 'the second page' },
    {
      name: `GET players?q= a surname`,
      path: searchPath,
      note: `"${SEARCHED_Q}": ${matches} of 5,000 match, first 25 and the total`,
    },
    { name: 'GET players?dni=', path: dniPath, note: `"${dniPath.split('=')[1]}" typed with dots: 1 player` },
    { name: 'GET teams, first page', path: teamsPath, note: '25 of 500 with their player counts, and the total' },
  ]
  const results: BenchResult[] = []
  for (const figure of figures) {
    const { times, cpu } = await timed(server.pid, async () => {
      await get(figure.path)
    })
    results.push({
      name: `${kind}: ${figure.name}, p95`,
      value: percentile(times, 95),
      unit: 'ms',
      budget: LIST_BUDGET_MS,
      lowerIsBetter: true,
      note: `p50 ${percentile(times, 50).toFixed(1)} ms; ${cpu}${figure.note}; ${SAMPLES} sequential requests after ${WARM_UP} warm-up; ${load()}`,
    })
  }
  return results
}

/** Another member's SSE stream: each `change` event's data with the moment (performance.now()) it was parsed. */
async function openStream(server: Pick<ServerProcess, 'url' | 'origin'>, orgId: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(`${server.url}/api/orgs/${orgId}/events`, {
    headers: { cookie, origin: server.origin, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  if (res.status !== 200 || !res.body) throw new Error(`GET events answered ${res.status}: ${await res.text()}`)
  const arrivals = new Map<string, { at: number; arrivedAt: number; wallArrivedAt: number }>()
  let ready = false
  const listeners = new Set<() => void>()
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value.replace(/\r\n?/g, '\n')
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const arrivedAt = performance.now()
          const wallArrivedAt = Date.now()
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: ?(.*)$/m.exec(block)?.[1]
          const data = /^data: ?(.*)$/m.exec(block)?.[1]
          if (event === 'ready') ready = true
          if (event === 'change' && data) {
            const change = JSON.parse(data) as { entity: string; action: string; id?: string; at: number }
            if (change.entity === 'players' && change.action === 'created' && change.id) {
              arrivals.set(change.id, { at: change.at, arrivedAt, wallArrivedAt })
            }
          }
        }
        for (const listener of listeners) listener()
      }
    } catch {
      // aborted by close()
    }
  })()
  const until = (check: () => boolean, timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const listener = () => {
        if (!check()) return
        clearTimeout(timer)
        listeners.delete(listener)
        resolve(true)
      }
      const timer = setTimeout(() => {
        listeners.delete(listener)
        resolve(false)
      }, timeoutMs)
      listeners.add(listener)
      listener()
    })
  if (!(await until(() => ready, 10_000))) throw new Error('the event stream sent no ready event within 10 s')
  return {
    /** when the created event of player `id` arrived, waiting up to timeoutMs */
    arrival: async (id: string, timeoutMs: number) =>
      (await until(() => arrivals.has(id), timeoutMs)) ? arrivals.get(id) : undefined,
    close: () => controller.abort(),
  }
}

async function liveDelay(
  kind: string,
  writer: ServerProcess,
  reader: ServerProcess,
  league: League,
  how: string,
): Promise<BenchResult[]> {
  const api = client(writer, league.admin)
  const stream = await openStream(reader, league.orgId, league.member)
  const delays: number[] = []
  const commitToArrival: number[] = []
  let lost = 0
  try {
    for (let i = 0; i < CHANGES + 5; i++) {
      const sentAt = performance.now()
      const res = await api.request('POST', `/api/orgs/${league.orgId}/players`, {
        firstname: 'Vivo',
        lastname: `Cambio ${i}`,
        dni: dniOf(PLAYERS + 10 + i),
      })
      expectStatus(res, 201, 'POST players')
      const { id } = JSON.parse(res.body) as { id: string }
      const arrived = await stream.arrival(id, LIVE_TIMEOUT_MS)
      if (i < 5) continue // warm-up
      if (!arrived) {
        lost += 1
        delays.push(LIVE_TIMEOUT_MS)
        continue
      }
      delays.push(arrived.arrivedAt - sentAt)
      commitToArrival.push(arrived.wallArrivedAt - arrived.at)
    }
  } finally {
    stream.close()
    api.close()
  }
  delays.sort((a, b) => a - b)
  commitToArrival.sort((a, b) => a - b)
  return [
    {
      name: `${kind}: a change's delay to another client's SSE stream, p95`,
      value: percentile(delays, 95),
      unit: 'ms',
      budget: LIVE_BUDGET_MS,
      lowerIsBetter: true,
      note: `${CHANGES} players created one after another, ${how}; from just before the POST to the event's arrival; p50 ${percentile(delays, 50).toFixed(1)} ms, max ${(delays.at(-1) ?? 0).toFixed(1)} ms${lost ? `; ${lost} EVENTS LOST (counted as ${LIVE_TIMEOUT_MS} ms)` : ''}; ${load()}`,
    },
    {
      name: `${kind}:   …from the event's \`at\` (commit) to its arrival, p95`,
      value: commitToArrival.length ? percentile(commitToArrival, 95) : null,
      unit: 'ms',
      budget: null,
      lowerIsBetter: true,
      note: `p50 ${percentile(commitToArrival, 50)} ms; whole milliseconds (Date.now() on both sides, one machine)`,
    },
  ]
}

// --- the two databases --------------------------------------------------------------------------------------------

function notMeasured(name: string, budget: number, error: unknown): BenchResult {
  const note = error instanceof Error ? error.message : String(error)
  return { name, value: null, unit: 'ms', budget, lowerIsBetter: true, note: note.split('\n').slice(0, 4).join(' / ') }
}

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
