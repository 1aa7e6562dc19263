/** Opens the database, migrates, makes sure a super admin exists, and serves the portal. */
import type { Server } from 'node:http'

// A signal may arrive while modules load or the database opens: the handlers are in place before anything heavy,
// and a stop asked for early runs as soon as there is something to close.
let shutdown: ((signal: string, code?: number) => Promise<void>) | null = null
let pendingSignal: string | null = null
const onSignal = (signal: string) => {
  if (shutdown) void shutdown(signal)
  else pendingSignal = signal
}
process.on('SIGINT', () => onSignal('SIGINT'))
process.on('SIGTERM', () => onSignal('SIGTERM'))

// Node keeps the code it compiled (our TypeScript once its types are stripped, and the packages') on disk, in the
// system's temporary folder or NODE_COMPILE_CACHE, checked against each file's contents: a later start loads faster.
;(await import('node:module')).enableCompileCache?.()

const { EnvError, loadEnv } = await import('./env.ts')
let env: ReturnType<typeof loadEnv>
try {
  env = loadEnv()
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  throw error
}
if (pendingSignal) process.exit(0)

const [
  { serve },
  { default: pino },
  { createServerContext, ensureSuperAdmin },
  { DataDirLockedError, openDatabase },
  { answeringAddresses },
  { networkInterfaces },
  { startReportSweep },
] = await Promise.all([
  import('@hono/node-server'),
  import('pino'),
  import('./bootstrap.ts'),
  import('./db/client.ts'),
  import('./lib/security.ts'),
  import('node:os'),
  import('./features/match-reports/report-sweep.ts'),
])

const logger = pino({
  level: env.LOG_LEVEL,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
})

let database: Awaited<ReturnType<typeof openDatabase>>
try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    namedStatements: env.DATABASE_NAMED_STATEMENTS,
  })
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  throw error
}

let server: Server | undefined
let closeLive: (() => Promise<void>) | undefined
let stopReportSweep: (() => Promise<void>) | undefined
let stopJobs: (() => Promise<void>) | undefined
let stopping = false
shutdown = async (signal, code = 0) => {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down')
  if (server) {
    const open = server
    // Let requests under way finish; live streams never end by themselves, so they are cut after a grace period.
    const grace = setTimeout(() => open.closeAllConnections(), 2000)
    await new Promise<void>((resolve) => open.close(() => resolve()))
    clearTimeout(grace)
  }
  await stopReportSweep?.().catch(() => {})
  // the job worker finishes the job in hand (one cut off would run again when its lease ends: decision 0047)
  await stopJobs?.().catch(() => {})
  await closeLive?.().catch(() => {})
  await database.close().catch((error) => logger.error({ err: error }, 'closing the database failed'))
  process.exit(code)
}
if (pendingSignal) await shutdown(pendingSignal)

try {
  await database.migrate()
  const context = await createServerContext({ env, database, logger })
  closeLive = () => context.live.close()
  const worker = context.jobs.start()
  stopJobs = () => worker.stop()
  const admin = await ensureSuperAdmin({
    db: database.db,
    auth: context.auth,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  })
  if (admin.created && admin.password) {
    process.stdout.write(
      `\nA super admin was created. Sign in with:\n  e-mail:   ${admin.email}\n  password: ${admin.password}\nThis password is shown only once: change it in Settings.\n\n`,
    )
  } else if (admin.created) {
    logger.info({ email: admin.email }, 'super admin created from ADMIN_EMAIL')
  }
  if (env.DEMO) {
    // DEMO=1: the first start on an empty database (no organization yet) builds the demo league (decision 0007)
    const { buildDemoLeagueOnEmptyDatabase } = await import('./demo/demo-league.ts')
    const demo = await buildDemoLeagueOnEmptyDatabase({ db: database.db, live: context.live })
    if (demo?.created) {
      process.stdout.write(
        `\nThe demo league was created. Sign in to it with:\n  e-mail:   ${demo.email}\n  password: ${demo.password}\n\n`,
      )
    }
  }
  server = serve({ fetch: context.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    // performance.now() counts from the process's start, module loading included.
    const ms = Math.round(performance.now())
    // Every address a browser may use: a write from any of them is same-origin (decision 0015).
    const addresses = answeringAddresses({
      baseURL: context.baseURL,
      host: env.HOST,
      port: info.port,
      interfaces: networkInterfaces(),
    })
    logger.info(
      { port: info.port, database: database.kind, startupMs: ms, addresses },
      `League portal ready at ${addresses.join(', ')} (${database.kind}, started in ${ms} ms)`,
    )
    // the match reports' window ends without anyone asking (decision 0051): every instance sweeps, each report once
    stopReportSweep = startReportSweep({
      db: database.db,
      live: context.live,
      onError: (error) => logger.error({ err: error }, 'the match report sweep failed'),
    })
    // PGlite has no autovacuum: refresh the planner's statistics once per start, after the server is up.
    if (database.kind === 'pglite') void database.pglite?.exec('analyze').catch(() => {})
  }) as Server
  server.on('error', (error) => {
    logger.error({ err: error }, 'the server could not listen')
    void shutdown?.('error', 1)
  })
} catch (error) {
  logger.error({ err: error }, 'start-up failed')
  await stopJobs?.().catch(() => {})
  await closeLive?.().catch(() => {})
  await database.close().catch(() => {})
  process.exit(1)
}
