/**
 * `npm test`: every test the project has, then one closing line "N passed, N failed".
 * 1. Vitest, the units: the domain's rules and the client's components and hooks, each file in its own module graph.
 * 2. Vitest on PGlite: server integration and process tests. Each file makes its own server on its own database, so
 *    these run without Vitest's isolation: a worker imports the server's modules once for all its files rather than
 *    once a file, which was a third of the run (docs/decisions/0052-ci-time.md).
 * 3. With TEST_DATABASE_URL: the server integration tests on PostgreSQL, the same way, beside 2 (its output printed
 *    when it ends). The server tests then run on PostgreSQL only, but for those in PGLITE_TOO, which run on both.
 * 4. Browser tests (Playwright, Debian's Chromium: scripts/chromium-path.ts), run beside the others: they spend much
 *    of their time waiting on the browser and the server, and the machine has cores to spare then. Their output is
 *    kept in a file and printed when they end, so the two logs do not interleave. Without Chromium they are skipped
 *    with a printed reason, except in CI (CI=true) or with REQUIRE_E2E=1, where a missing browser fails the run.
 *    The screenshot-only tests (tagged @screenshots) are not part of this run: `npm run screenshots` takes them.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from './build-if-needed.ts'
import { chromiumPath } from './chromium-path.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPORTS = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-reports-'))
export const CHROMIUM = chromiumPath()
const totals = { passed: 0, failed: 0, skipped: 0 }
/** The failed tests' names, printed again at the very end so that the last lines of a long run say what broke. */
const failures: string[] = []
let ok = true

/**
 * Runs one command; resolves whether it passed. With `log`, its output goes to that file and is printed, under its
 * label, when it ends (so that runs side by side do not interleave); without, it is printed as it comes.
 */
function run(label: string, args: string[], env: Record<string, string> = {}, log?: string): Promise<boolean> {
  if (!log) process.stdout.write(`\n=== ${label} ===\n`)
  const out = log ? fs.openSync(log, 'w') : 'inherit'
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (log) process.stdout.write(`\n=== ${label} ===\n${fs.readFileSync(log, 'utf8')}`)
      if (code !== 0) ok = false
      resolve(code === 0)
    })
  })
}

function countVitest(file: string, label: string) {
  if (!fs.existsSync(file)) {
    ok = false
    totals.failed += 1
    failures.push(`${label}: no report was written`)
    return
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: {
      name: string
      status: string
      message?: string
      assertionResults: { fullName: string; status: string }[]
    }[]
  }
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
  for (const result of report.testResults) {
    const where = `${label}: ${path.relative(ROOT, result.name)}`
    const failed = result.assertionResults.filter((assertion) => assertion.status === 'failed')
    for (const assertion of failed) failures.push(`${where} › ${assertion.fullName}`)
    // A file that fails outside its tests (a hook, an import) fails the run without a failed test to count.
    if (result.status === 'failed' && failed.length === 0) {
      failures.push(`${where}: ${(result.message ?? 'failed').split('\n')[0]}`)
      totals.failed += 1
    }
  }
}

interface PlaywrightSuite {
  title: string
  specs?: { title: string; tests: { status: string; projectName?: string }[] }[]
  suites?: PlaywrightSuite[]
}

function listPlaywrightFailures(suites: PlaywrightSuite[], titles: string[] = []) {
  for (const suite of suites) {
    const trail = [...titles, suite.title]
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'unexpected')) {
        failures.push(`Browser: ${[...trail, spec.title].filter(Boolean).join(' › ')}`)
      }
    }
    listPlaywrightFailures(suite.suites ?? [], trail)
  }
}

const requireE2e = process.env.CI === 'true' || process.env.REQUIRE_E2E === '1'
const e2eReport = path.join(REPORTS, 'playwright.json')
const e2eLog = path.join(REPORTS, 'playwright.log')
let browserTests: Promise<number | null> | undefined
if (fs.existsSync(CHROMIUM)) {
  buildIfNeeded()
  const log = fs.openSync(e2eLog, 'w')
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--grep-invert', '@screenshots'],
    { cwd: ROOT, stdio: ['ignore', log, log], env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } },
  )
  browserTests = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  process.stdout.write('\n(The browser tests run meanwhile; their output follows the Vitest runs.)\n')
}

const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs')
/**
 * One Vitest run of `files` (paths from the root); its report counted, a failure named after `name`. `log`: its
 * output kept in that file and printed when it ends (for a run beside another).
 */
async function vitestRun(
  name: string,
  title: string,
  files: string[],
  options: { args?: string[]; env?: Record<string, string>; log?: boolean } = {},
) {
  const report = path.join(REPORTS, `vitest-${name}.json`)
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  const log = options.log ? path.join(REPORTS, `vitest-${name}.log`) : undefined
  await run(title, [vitest, 'run', ...files, ...(options.args ?? []), ...reporters], options.env, log)
  countVitest(report, name)
}

/**
 * With PostgreSQL there, the server tests that run on PGlite too: those that lean on what differs between PGlite's
 * one connection and a pool (the job queue's locks, the schedule's lock against double bookings, the appointments'
 * lock against an official booked twice, concurrent writes and their version checks, a report's lock and the money
 * it posts), the sweep that calls every endpoint once, and the demo league (what `npm start` users load, on PGlite).
 * The database layer's tests (`src/server/db/`) and the process tests (real servers on PGlite, as users start them)
 * always run on PGlite; the rest of `src/server` on PostgreSQL only (docs/decisions/0052-ci-time.md).
 */
const PGLITE_TOO = [
  'src/server/db/',
  'src/server/demo/',
  'src/server/lib/concurrency.test.ts',
  'src/server/features/notifications/',
  'src/server/features/games/games.test.ts',
  'src/server/features/games/double-booking.test.ts',
  'src/server/features/match-reports/',
  'src/server/features/money/',
  'src/server/features/officials/',
  'src/server/features/organizations/tenant-isolation.test.ts',
]

function pgliteServerFiles(): string[] {
  const processTests = fs.globSync('test/**/*.test.ts', { cwd: ROOT })
  if (!process.env.TEST_DATABASE_URL) return ['src/server/', ...processTests]
  const server = fs.globSync('src/server/**/*.test.ts', { cwd: ROOT })
  return [...processTests, ...server.filter((file) => PGLITE_TOO.some((part) => file.startsWith(part)))]
}

await vitestRun('units', 'Vitest: units (domain, client)', ['src/domain/', 'src/client/'])
// The two database passes side by side: each leaves a core idle at times (its last files, waits on a process or on
// PostgreSQL), which the other fills (docs/decisions/0052-ci-time.md).
const pglitePass = vitestRun('PGlite', 'Vitest on PGlite: server integration and process tests', pgliteServerFiles(), {
  args: ['--no-isolate'],
})
if (process.env.TEST_DATABASE_URL) {
  process.stdout.write('\n(The PostgreSQL pass runs meanwhile; its output follows.)\n')
  await Promise.all([
    pglitePass,
    vitestRun('PostgreSQL', 'Vitest on PostgreSQL: server integration tests', ['src/server/'], {
      args: ['--no-isolate'],
      env: { TEST_DB: 'postgres' },
      log: true,
    }),
  ])
} else {
  await pglitePass
  process.stdout.write('\nTEST_DATABASE_URL is not set: the integration tests ran on PGlite only.\n')
}

if (browserTests) {
  const status = await browserTests
  process.stdout.write('\n=== Browser tests (Playwright + Chromium) ===\n')
  process.stdout.write(fs.readFileSync(e2eLog, 'utf8'))
  if (status !== 0) ok = false
  if (fs.existsSync(e2eReport)) {
    const report = JSON.parse(fs.readFileSync(e2eReport, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
      suites: PlaywrightSuite[]
    }
    const stats = report.stats
    totals.passed += stats.expected + stats.flaky
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
    listPlaywrightFailures(report.suites)
  } else {
    // the browser tests did not run (the server did not start, the port was taken): a failure, counted as one
    ok = false
    totals.failed += 1
    failures.push('Browser: no report was written (the log above says why)')
  }
} else if (requireE2e) {
  process.stdout.write(`\nBrowser tests are required here but Chromium is missing at ${CHROMIUM}.\n`)
  ok = false
  totals.failed += 1
} else {
  process.stdout.write(
    `\nSkipping the browser tests: Chromium not found at ${CHROMIUM} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH).\n`,
  )
}

fs.rmSync(REPORTS, { recursive: true, force: true })
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}\n`)
process.stdout.write(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
)
process.exit(ok && totals.failed === 0 ? 0 : 1)
