/**
 * Budgets: the server's start-up time on an existing data dir, and GET /api/me throughput and latency under
 * concurrent keep-alive clients. The sign-in page's JavaScript is measured as a browser receives it, in the `browser`
 * area (bench/browser.bench.ts), no longer by compressing the files on disk.
 */
import http from 'node:http'
import os from 'node:os'
import {
  call,
  cookieOf,
  killAllServers,
  removeTempDirs,
  signUp,
  spawnServer,
  tempDataDir,
} from '../test/process/server-process.ts'
import type { BenchResult } from './types.ts'

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  try {
    results.push(...(await startupTime()))
    results.push(...(await meThroughput()))
  } finally {
    await killAllServers()
    removeTempDirs()
  }
  return results
}

function notMeasured(name: string, unit: string, budget: number | null, error: unknown): BenchResult {
  const note = error instanceof Error ? error.message : String(error)
  return { name, value: null, unit, budget, lowerIsBetter: true, note: note.split('\n').slice(0, 6).join(' / ') }
}

// --- start-up time --------------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

async function startupTime(): Promise<BenchResult[]> {
  const name = 'start-up on an existing data dir (spawn → /api/health 200, median of 3)'
  try {
    const dataDir = tempDataDir('league-portal-bench-')
    const first = await spawnServer({ dataDir, env: { LOG_LEVEL: 'info' } })
    await first.ready(120_000)
    await expectExit(first.stop('SIGTERM'), 'the preparing start')

    const spawnToHealth: number[] = []
    const ownStartup: number[] = []
    for (let i = 0; i < 3; i++) {
      const startedAt = performance.now()
      const server = await spawnServer({ dataDir, env: { LOG_LEVEL: 'info' } })
      await pollHealth(server, 60_000)
      spawnToHealth.push(performance.now() - startedAt)
      ownStartup.push((await server.ready(10_000)).startupMs)
      await expectExit(server.stop('SIGTERM'), `start ${i + 1}`)
    }
    return [
      {
        name,
        value: median(spawnToHealth) / 1000,
        unit: 's',
        budget: 2,
        lowerIsBetter: true,
        note: `runs ${spawnToHealth.map((ms) => `${Math.round(ms)} ms`).join(', ')}, after a first start that migrated and filled Node's compile cache`,
      },
      {
        name: "  …the server's own startupMs (median)",
        value: median(ownStartup) / 1000,
        unit: 's',
        budget: null,
        lowerIsBetter: true,
        note: `runs ${ownStartup.map((ms) => `${ms} ms`).join(', ')}; counted from the process's start, module loading included`,
      },
    ]
  } catch (error) {
    return [notMeasured(name, 's', 2, error)]
  }
}

async function expectExit(exit: Promise<{ code: number | null; signal: string | null }>, what: string) {
  const { code, signal } = await exit
  if (code !== 0) throw new Error(`${what} did not stop cleanly (code ${code}, signal ${signal})`)
}

async function pollHealth(server: Awaited<ReturnType<typeof spawnServer>>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (server.exit()) throw new Error(`the server exited while starting: ${server.stderr().slice(-2000)}`)
    const status = await new Promise<number>((resolve) => {
      const req = http.get(`${server.url}/api/health`, { agent: false, timeout: 2_000 }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('timeout', () => req.destroy())
      req.on('error', () => resolve(0))
    })
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs} ms`)
}

// --- GET /api/me under load -----------------------------------------------------------------------------------------

const CLIENTS = 10
const WARM_UP_MS = 1_000
const MEASURE_MS = 5_000

async function meThroughput(): Promise<BenchResult[]> {
  const name = `GET /api/me p95 latency, ${CLIENTS} keep-alive clients`
  try {
    const server = await spawnServer({ dataDir: tempDataDir('league-portal-bench-'), env: { LOG_LEVEL: 'warn' } })
    await pollHealth(server, 120_000)
    const signedUp = await signUp(server, `bench-${Date.now()}@example.com`, 'correct-horse-1')
    if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`)
    const cookie = cookieOf(signedUp)
    const check = await call(server, '/api/me', { cookie })
    if (check.status !== 200) throw new Error(`GET /api/me answered ${check.status}: ${await check.text()}`)
    await check.arrayBuffer()

    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
    const url = new URL(`${server.url}/api/me`)
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(
          { host: url.hostname, port: url.port, path: url.pathname, agent, headers: { cookie }, timeout: 30_000 },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
            res.on('error', reject)
          },
        )
        req.on('timeout', () => req.destroy(new Error('request timed out')))
        req.on('error', reject)
      })

    const latencies: number[] = []
    let failures = 0
    const start = performance.now()
    const warmEnd = start + WARM_UP_MS
    const end = warmEnd + MEASURE_MS
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          const sent = performance.now()
          const status = await get()
          const done = performance.now()
          if (sent >= warmEnd) {
            if (status === 200) latencies.push(done - sent)
            else failures += 1
          }
        }
      }),
    )
    const elapsed = (performance.now() - warmEnd) / 1000
    agent.destroy()
    await expectExit(server.stop('SIGTERM'), 'the measured server')
    if (latencies.length === 0) throw new Error('no request answered 200 during the measurement')
    if (failures > 0) throw new Error(`${failures} requests did not answer 200 during the measurement`)
    latencies.sort((a, b) => a - b)
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0
    return [
      {
        name,
        value: pct(95),
        unit: 'ms',
        budget: 50,
        lowerIsBetter: true,
        note: `our budget; ${latencies.length} requests in ${elapsed.toFixed(1)} s after ${WARM_UP_MS / 1000} s warm-up`,
      },
      { name: '  …p50 latency', value: pct(50), unit: 'ms', budget: null, lowerIsBetter: true },
      {
        name: '  …throughput',
        value: latencies.length / elapsed,
        unit: 'req/s',
        budget: null,
        lowerIsBetter: false,
        note: `client and server share ${os.cpus().length} CPUs`,
      },
    ]
  } catch (error) {
    return [notMeasured(name, 'ms', 50, error)]
  }
}
