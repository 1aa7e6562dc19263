/**
 * What the benchmarks over a real server process share: a keep-alive HTTP client as a browser makes requests, the
 * status check, the server's CPU time, and the row of a figure that could not be measured.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { ServerProcess } from '../test/process/server-process.ts'
import type { BenchResult } from './types.ts'

export type Reply = { status: number; body: string; retryAfter?: string }

/** Keep-alive requests as a browser makes them (Origin, session cookie); `sockets` connections at most. */
export function client(server: Pick<ServerProcess, 'url' | 'origin'>, cookie: string, sockets = 1) {
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
          const retryAfter = res.headers['retry-after']
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text, ...(retryAfter === undefined ? {} : { retryAfter }) }),
          )
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)))
      req.on('error', reject)
      req.end(payload)
    })
  return { request, close: () => agent.destroy() }
}

export type Client = ReturnType<typeof client>

export function expectStatus(res: Reply, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`)
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * CPU time the server process has used so far (Linux /proc), in ms; null elsewhere. Divided by the requests of a
 * measurement, it shows what a request costs the server whatever else the machine is doing, which latency alone does
 * not (PostgreSQL's own work is in its processes, not here).
 */
export function serverCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after "pid (comm) "
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : null
  } catch {
    return null
  }
}

/** A figure that could not be measured: no value, the error's first lines as its note. */
export function notMeasured(name: string, budget: number, error: unknown): BenchResult {
  const note = error instanceof Error ? error.message : String(error)
  return { name, value: null, unit: 'ms', budget, lowerIsBetter: true, note: note.split('\n').slice(0, 4).join(' / ') }
}
