/**
 * Real server processes for the process tests and the benchmarks: `node src/server/main.ts` on 127.0.0.1, a free port
 * and a data directory, with helpers to wait for it, call it as a browser would, and stop or kill it.
 * No vitest import here: bench/ uses it too.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const MAIN = path.join(ROOT, 'src/server/main.ts')

/** Node ≥ 24 runs main.ts as it is; under an older node (the system's), use the project's own node. */
export function nodeBinary(): string {
  const major = Number.parseInt(process.versions.node.split('.')[0] ?? '0', 10)
  if (major >= 24) return process.execPath
  const local = path.join(ROOT, 'node_modules/node/bin/node')
  return fs.existsSync(local) ? local : process.execPath
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const createdDirs = new Set<string>()

export function tempDataDir(prefix = 'league-portal-process-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  createdDirs.add(dir)
  return dir
}

export function removeTempDirs() {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true })
  createdDirs.clear()
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

export type ServerProcess = {
  child: ChildProcess
  pid: number
  port: number
  dataDir: string
  /** the address requests go to */
  url: string
  /** PUBLIC_URL, which better-auth trusts as Origin */
  origin: string
  stdout(): string
  stderr(): string
  /** resolves when the process has exited */
  exited: Promise<Exit>
  exit(): Exit | undefined
  /** waits for the "League portal ready" log line; rejects if the process exits first */
  ready(timeoutMs?: number): Promise<{ startupMs: number }>
  /** waits for the process to exit by itself; rejects after timeoutMs */
  waitExit(timeoutMs?: number): Promise<Exit>
  /** sends a signal and waits for the exit */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>
}

const running = new Set<ServerProcess>()

/** The variables a server reads (env.ts) never leak in from the caller's environment. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'SystemRoot']) {
    const value = process.env[key]
    if (value !== undefined) env[key] = value
  }
  return env
}

/**
 * The flags `npm start` gives Node (package.json's `start`), so that the process tests and the benches, which measure
 * the server's memory and time, run it as it is deployed: the young generation's semi-spaces capped at 16 MB
 * (decision 0056). server-flags.test.ts keeps the two the same. The browser tests' servers run without them: they
 * check what pages do.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const

export async function spawnServer(
  options: { dataDir: string; port?: number; env?: Record<string, string> } = { dataDir: tempDataDir() },
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const origin = `http://localhost:${port}`
  const child = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, MAIN], {
    cwd: ROOT,
    env: {
      ...baseEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: origin,
      RATE_LIMIT_MAX: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  let exit: Exit | undefined
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk
    notify()
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk
    notify()
  })
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = { code, signal }
      running.delete(server)
      notify()
      resolve(exit)
    })
  })

  function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const finish = (fn: () => void) => {
        clearTimeout(timer)
        listeners.delete(listener)
        fn()
      }
      const listener = () => {
        let value: T | undefined
        try {
          value = check()
        } catch (error) {
          finish(() => reject(error))
          return
        }
        if (value !== undefined) finish(() => resolve(value))
      }
      const timer = setTimeout(
        () => finish(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${report()}`))),
        timeoutMs,
      )
      listeners.add(listener)
      listener()
    })
  }

  function report() {
    return `pid ${child.pid} exit ${JSON.stringify(exit)}\n--- stdout ---\n${out.slice(-4000)}\n--- stderr ---\n${err.slice(-4000)}`
  }

  const server: ServerProcess = {
    child,
    pid: child.pid ?? -1,
    port,
    dataDir: options.dataDir,
    url: `http://127.0.0.1:${port}`,
    origin,
    stdout: () => out,
    stderr: () => err,
    exited,
    exit: () => exit,
    ready: (timeoutMs = 60_000) =>
      until(
        () => {
          const line = out.split('\n').find((l) => l.includes('"msg":"League portal ready'))
          if (line) return { startupMs: (JSON.parse(line) as { startupMs: number }).startupMs }
          if (exit) throw new Error(`the server exited before it was ready\n${report()}`)
          return undefined
        },
        timeoutMs,
        'the ready line',
      ),
    waitExit: (timeoutMs = 30_000) => until(() => exit, timeoutMs, 'the exit'),
    stop: async (signal = 'SIGTERM', timeoutMs = 15_000) => {
      if (!exit) child.kill(signal)
      return until(() => exit, timeoutMs, `the exit after ${signal}`)
    },
  }
  running.add(server)
  return server
}

/** SIGKILLs every server still running (afterEach/afterAll) and waits for them to be gone. */
export async function killAllServers() {
  const all = [...running]
  for (const server of all) server.child.kill('SIGKILL')
  await Promise.all(all.map((server) => server.exited))
}

/** Calls the server as the web app would: Origin header, JSON body, session cookie. */
export function call(
  server: Pick<ServerProcess, 'url' | 'origin'>,
  urlPath: string,
  init: { method?: string; json?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: server.origin }
  if (init.cookie) headers.cookie = init.cookie
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${server.url}${urlPath}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
  })
}

export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c !== '' && !c.endsWith('='))
    .join('; ')
}

/** Polls GET /api/health until it answers 200. */
export async function waitHealthy(server: Pick<ServerProcess, 'url' | 'origin'>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    try {
      const res = await call(server, '/api/health', { timeoutMs: 5_000 })
      last = `${res.status} ${await res.text()}`
      if (res.status === 200) return
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`GET /api/health did not answer 200 within ${timeoutMs} ms (last: ${last})`)
}

export async function signUp(server: Pick<ServerProcess, 'url' | 'origin'>, email: string, password: string) {
  return call(server, '/api/auth/sign-up/email', {
    json: { email, password, name: 'Process Test', acceptTerms: true },
  })
}

export async function signIn(server: Pick<ServerProcess, 'url' | 'origin'>, email: string, password: string) {
  return call(server, '/api/auth/sign-in/email', { json: { email, password } })
}
