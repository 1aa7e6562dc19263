/**
 * The scale benchmark's load generator: `clients` concurrent keep-alive clients sending a scenario's requests until
 * `total` are answered, while a probe asks /api/health every 100 ms (what a load balancer or an uptime check would see
 * while the league is busy). It reports the latency percentiles, throughput, errors, the probe's p95 and the server's
 * CPU per request.
 */
import fs from 'node:fs'
import os from 'node:os'
import type { ServerProcess } from '../test/process/server-process.ts'
import { type Client, client, type Reply, serverCpuMs } from './server-client.ts'
import { percentile } from './stats.ts'

export type Scenario = {
  name: string
  /** the request of the i-th call; expected status 200 unless `status` */
  request(api: Client, i: number): Promise<Reply>
  status?: number
  /** the p95 budget at one client, in ms (at 10 and 50 clients the figure is informational: the cores are shared) */
  budgetMs: number
  /** a result kept per organization (leaderboards, dashboard): the bench holds it to tighter budgets */
  kept?: boolean
  /** the health check's p95 budget during the scenario, when it differs from the bench's */
  healthBudgetMs?: number
  /**
   * Requests sent at the scenario's concurrency before measuring, not counted (their p95 is reported apart): a server
   * that has only just met a kind of request is still compiling its code and its statements' plans, which a few dozen
   * requests do not show past. One request when unset.
   */
  warmUp?: number
  /** requests measured, when not requestsFor(clients): a closed loop of ten needs a few hundred for a steady p95 */
  requests?(clients: number): number
}

export type LoadFigures = {
  p50: number
  p95: number
  p99: number
  throughput: number
  errors: number
  /** the warm-up's p95 (the scenario's `warmUp` requests before the measured ones), when it has one */
  warmUpP95?: number
  /** answered 503 with Retry-After: load shed on purpose (RENDER_BUSY), counted apart from the errors */
  shed: number
  requests: number
  healthP95: number
  cpuPerRequestMs: number | null
  firstError?: string
  load: number
}

/** Requests per measurement at 1, 10 and 50 clients; `SCALE_REQUESTS=0.5` halves them for a quick run. */
const FACTOR = Number(process.env.SCALE_REQUESTS ?? 1)
export const CLIENT_COUNTS = [1, 10, 50] as const
export const requestsFor = (clients: number) =>
  Math.max(clients, Math.round(FACTOR * ({ 1: 15, 10: 40 }[clients] ?? 100)))

/** The server's resident memory (Linux /proc), in MB; null elsewhere. */
export function rssMb(pid: number): number | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'))
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null
  } catch {
    return null
  }
}

/** Asks /api/health every 100 ms until stopped; the latencies, with a failed or timed-out probe counted as 30 s. */
function healthProbe(server: ServerProcess, cookie: string) {
  const api = client(server, cookie)
  const times: number[] = []
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      try {
        await api.request('GET', '/api/health')
        times.push(performance.now() - started)
      } catch {
        times.push(30_000)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return {
    async stop() {
      running = false
      await done
      api.close()
      return percentile(
        times.sort((a, b) => a - b),
        95,
      )
    },
  }
}

type Driven = { times: number[]; errors: number; shed: number; firstError?: string }

/** `total` requests of `scenario` from `clients` concurrent loops, the i-th numbered `first + i`. */
async function drive(api: Client, scenario: Scenario, clients: number, total: number, first: number): Promise<Driven> {
  const driven: Driven = { times: [], errors: 0, shed: 0 }
  let next = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next
        next += 1
        const t0 = performance.now()
        try {
          const res = await scenario.request(api, first + i)
          if (res.status === 503 && res.retryAfter !== undefined) driven.shed += 1
          else if (res.status !== (scenario.status ?? 200)) {
            driven.errors += 1
            driven.firstError ??= `${res.status}: ${res.body.slice(0, 120)}`
          }
        } catch (error) {
          driven.errors += 1
          driven.firstError ??= error instanceof Error ? error.message : String(error)
        }
        driven.times.push(performance.now() - t0)
      }
    }),
  )
  driven.times.sort((a, b) => a - b)
  return driven
}

export async function runLoad(
  server: ServerProcess,
  cookie: string,
  scenario: Scenario,
  clients: number,
  total = scenario.requests?.(clients) ?? requestsFor(clients),
): Promise<LoadFigures> {
  const api = client(server, cookie, clients)
  // the first of a kind pays for plans and module loading; numbered apart from the measured requests
  const warmUp =
    scenario.warmUp === undefined ? undefined : await drive(api, scenario, clients, scenario.warmUp, 1_000_000)
  if (!warmUp) await scenario.request(api, 0).catch(() => undefined)
  const probe = healthProbe(server, cookie)
  const cpuBefore = serverCpuMs(server.pid)
  const started = performance.now()
  const { times, errors, shed, firstError } = await drive(api, scenario, clients, total, 1)
  const wallMs = performance.now() - started
  const cpuAfter = serverCpuMs(server.pid)
  const healthP95 = await probe.stop()
  api.close()
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    throughput: (total * 1000) / wallMs,
    errors,
    shed,
    requests: total,
    ...(warmUp ? { warmUpP95: percentile(warmUp.times, 95) } : {}),
    healthP95,
    cpuPerRequestMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / total,
    ...(firstError ? { firstError } : {}),
    load: os.loadavg()[0] ?? 0,
  }
}
