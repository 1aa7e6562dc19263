/** Opens the database, migrates, makes sure a super admin exists, and serves the portal. */
import { serve } from '@hono/node-server'
import pino from 'pino'
import { createServerContext, ensureSuperAdmin } from './bootstrap.ts'
import { DataDirLockedError, openDatabase } from './db/client.ts'
import { EnvError, loadEnv } from './env.ts'

const startedAt = performance.now()
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

const logger = pino({
  level: env.LOG_LEVEL,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
})

let database: Awaited<ReturnType<typeof openDatabase>>
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  throw error
}

let stopping = false
async function stop(signal: string, code = 0) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down')
  server?.close()
  await liveHub?.close().catch(() => {})
  await database.close().catch((error) => logger.error({ err: error }, 'closing the database failed'))
  process.exit(code)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

let server: ReturnType<typeof serve> | undefined
let liveHub: { close(): Promise<void> } | undefined
try {
  await database.migrate()
  const context = await createServerContext({ env, database, logger })
  liveHub = context.live
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
  server = serve({ fetch: context.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const ms = Math.round(performance.now() - startedAt)
    logger.info(
      { port: info.port, database: database.kind, startupMs: ms },
      `League portal ready at ${context.baseURL} (${database.kind}, started in ${ms} ms)`,
    )
  })
  server.on('error', (error) => {
    logger.error({ err: error }, 'the server could not listen')
    void stop('error', 1)
  })
} catch (error) {
  logger.error({ err: error }, 'start-up failed')
  await database.close().catch(() => {})
  process.exit(1)
}
