/**
 * The list and live benchmark's measurements against a real server process: list and search latency (requests one
 * after another on one keep-alive connection, as a user's browser would) and the delay from a change to its arrival on
 * another member's SSE stream.
 */
import os from 'node:os'
import type { ServerProcess } from '../test/process/server-process.ts'
import { dniOf, type League, PLAYERS, SEARCHED_Q, searchedMatches, TEAMS } from './league-seed.ts'
import { type Client, client, expectStatus, serverCpuMs } from './server-client.ts'
import { percentile } from './stats.ts'
import type { BenchResult } from './types.ts'

const WARM_UP = 30
const SAMPLES = 250
const CHANGES = 100
export const LIST_BUDGET_MS = 20
export const LIVE_BUDGET_MS = 1_000
/** a change whose event has not arrived after this long counts as this long (and is reported as lost) */
const LIVE_TIMEOUT_MS = 5_000

const load = () => `load ${os.loadavg()[0]?.toFixed(2)}`

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

export async function lists(kind: string, server: ServerProcess, api: Client, orgId: string): Promise<BenchResult[]> {
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

/**
 * The first page of players on tables PostgreSQL has not analyzed yet: right after a bulk load until autovacuum's
 * first pass (a minute by default), or for good where autovacuum is off (as on some CI servers).
 */
export async function beforeAnalyze(writer: ServerProcess, league: League): Promise<BenchResult> {
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

export async function liveDelay(
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
