/**
 * Pages as a phone on slow 4G receives them (bench/browser-metrics.ts), against their budgets.
 * - sign-in `/es`, first visit: JavaScript on the wire ≤ 150 KB (target 100) and LCP ≤ 1.5 s (target 1.0), median of 3;
 * - dashboard signed in, first visit and repeat visit (≤ 30 KB of JavaScript, LCP ≤ 1.0 s);
 * - a tournament page (8 teams, fixtures), signed in, first visit.
 * A real server process (`node src/server/main.ts`, NODE_ENV production) serves the built app (dist/client, built
 * when missing) on a fresh data dir; the data is made through the API. KB are 1,024 bytes.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { verifyEmailFromOutbox } from '../test/process/outbox-links.ts'
import {
  call,
  cookieOf,
  killAllServers,
  nodeBinary,
  ROOT,
  removeTempDirs,
  type ServerProcess,
  signUp,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from '../test/process/server-process.ts'
import { measurePage, type PageMetrics } from './browser-metrics.ts'
import type { BenchResult } from './types.ts'

const KB = 1024
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3)

function ensureBuilt() {
  const indexHtml = path.join(ROOT, 'dist/client/index.html')
  if (fs.existsSync(indexHtml) && fs.existsSync(path.join(ROOT, 'dist/client/sw.js'))) return
  process.stdout.write('dist/client is missing: running `vite build`...\n')
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(nodeBinary(), [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`vite build failed: ${`${build.stderr}${build.stdout}`.slice(-600)}`)
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text()
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/** An admin (onboarding done) with a league, a tournament of 8 teams in one group and its fixtures. */
async function seed(server: ServerProcess) {
  const email = `bench-browser-${Date.now()}@example.com`
  const signedUp = await signUp(server, email, 'correct-horse-1')
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}`)
  const cookie = cookieOf(signedUp)
  // the admin of a league in use has opened the verification link (an unverified one sees a banner besides)
  await verifyEmailFromOutbox(server, email)
  // the onboarding user step: without a display name every signed-in page redirects to /onboarding/user
  await json(
    await call(server, '/api/me', {
      cookie,
      method: 'PATCH',
      json: { displayName: 'Ana Pérez', firstname: 'Ana', lastname: 'Pérez', phone: '+54 11 5555 1234' },
    }),
    'PATCH /api/me',
  )
  const org = await json<{ id: string }>(
    await call(server, '/api/orgs', {
      cookie,
      json: { name: 'Liga Bench', leagues: [{ name: 'Primera', country: 'AR' }] },
    }),
    'POST /api/orgs',
  )
  const base = `/api/orgs/${org.id}`
  const tournament = await json<{ id: string }>(
    await call(server, `${base}/tournaments`, { cookie, json: { name: 'Apertura' } }),
    'POST tournaments',
  )
  const teamIds: string[] = []
  for (let i = 1; i <= 8; i++) {
    const team = await json<{ id: string }>(
      await call(server, `${base}/teams`, { cookie, json: { name: `Club Atlético ${i}` } }),
      'POST teams',
    )
    teamIds.push(team.id)
  }
  const group = await json<{ id: string }>(
    await call(server, `${base}/tournaments/${tournament.id}/groups`, { cookie, json: { name: 'Zona A', teamIds } }),
    'POST groups',
  )
  await json(
    await call(server, `${base}/tournaments/${tournament.id}/fixtures`, {
      cookie,
      json: { groupId: group.id, mode: 'homeAndAway', startDate: '2026-03-07' },
    }),
    'POST fixtures',
  )
  return { cookie, tournamentId: tournament.id }
}

function cookiesFor(header: string) {
  return header
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1) }
    })
}

function rows(
  page: string,
  metrics: PageMetrics,
  budgets: { scriptKb: number; lcpS: number; targetScriptKb?: number; targetLcpS?: number },
): BenchResult[] {
  const { bytes } = metrics
  const kb = (n: number) => `${(n / KB).toFixed(1)}`
  const byType = `document ${kb(bytes.document)}, script ${kb(bytes.script)}, stylesheet ${kb(bytes.stylesheet)}, image ${kb(bytes.image)}, font ${kb(bytes.font)}, fetch ${kb(bytes.fetch)}, other ${kb(bytes.other)} KB`
  return [
    {
      name: `${page}: JavaScript on the wire`,
      value: bytes.script / KB,
      unit: 'KB',
      budget: budgets.scriptKb,
      lowerIsBetter: true,
      note: `median of ${RUNS}${budgets.targetScriptKb ? `; target ${budgets.targetScriptKb} KB` : ''}`,
    },
    {
      name: `${page}: LCP`,
      value: metrics.lcpMs / 1000,
      unit: 's',
      budget: budgets.lcpS,
      lowerIsBetter: true,
      note: `median of ${RUNS}${budgets.targetLcpS ? `; target ${budgets.targetLcpS} s` : ''}`,
    },
    {
      name: `  …${page}: all bytes on the wire`,
      value: bytes.total / KB,
      unit: 'KB',
      budget: null,
      lowerIsBetter: true,
      note: byType,
    },
  ]
}

function notMeasured(name: string, error: unknown): BenchResult {
  const note = error instanceof Error ? error.message : String(error)
  return {
    name,
    value: null,
    unit: '',
    budget: null,
    lowerIsBetter: true,
    note: note.split('\n').slice(0, 4).join(' / '),
  }
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  try {
    ensureBuilt()
    const server = await spawnServer({ dataDir: tempDataDir('league-portal-bench-'), env: { LOG_LEVEL: 'warn' } })
    await waitHealthy(server, 120_000)
    const { cookie, tournamentId } = await seed(server)
    const cookies = cookiesFor(cookie)
    const pages: { name: string; measure: () => Promise<PageMetrics>; budgets: Parameters<typeof rows>[2] }[] = [
      {
        name: 'sign-in /es, first visit',
        measure: () => measurePage(`${server.url}/es`, { runs: RUNS, waitFor: 'form' }),
        budgets: { scriptKb: 150, lcpS: 1.5, targetScriptKb: 100, targetLcpS: 1.0 },
      },
      {
        name: 'dashboard signed in, first visit',
        measure: () => measurePage(`${server.url}/es/dashboard`, { cookies, runs: RUNS, waitFor: 'main h1' }),
        budgets: { scriptKb: 400, lcpS: 3.0 },
      },
      {
        name: 'dashboard signed in, repeat visit',
        measure: () =>
          measurePage(`${server.url}/es/dashboard`, { cookies, runs: RUNS, warm: true, waitFor: 'main h1' }),
        budgets: { scriptKb: 30, lcpS: 1.0 },
      },
      {
        name: 'tournament page signed in, first visit',
        measure: () =>
          measurePage(`${server.url}/es/tournaments/${tournamentId}`, { cookies, runs: RUNS, waitFor: 'main h1' }),
        budgets: { scriptKb: 450, lcpS: 3.5 },
      },
    ]
    for (const page of pages) {
      try {
        results.push(...rows(page.name, await page.measure(), page.budgets))
      } catch (error) {
        results.push(notMeasured(page.name, error))
      }
    }
  } catch (error) {
    results.push(notMeasured('browser pages', error))
  } finally {
    await killAllServers()
    removeTempDirs()
  }
  return results
}
