/**
 * Wires the server's parts together: database (migrated), auth secret, mail, storage, auth and the app.
 * main.ts calls it to serve; tests call it with a test database.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { type App, createApp } from './app.ts'
import { createAuth } from './auth/auth.ts'
import { createStripeGateway } from './billing/stripe-client.ts'
import type { Database, Db } from './db/client.ts'
import { account, appSetting, user } from './db/schema.ts'
import { billingEnvOf, type Env, s3EnvOf } from './env.ts'
import { notificationJobHandlers, vapidKeysOf } from './features/notifications/notifications.api.ts'
import { type RunResult, runDueJobs } from './lib/jobs/job-queue.ts'
import { type JobWorker, startJobWorker } from './lib/jobs/job-worker.ts'
import { createMemoryLiveHub, createPostgresLiveHub, type LiveHub } from './live/live-hub.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { createS3Storage } from './storage/s3-storage.ts'
import { createDiskStorage, type Storage } from './storage/storage.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const VERSION = '0.1.0'
/** better-auth refuses addresses without a dot in the domain (admin@localhost), so the default is a reserved one. */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

export type ServerContext = {
  app: App
  database: Database
  auth: ReturnType<typeof createAuth>
  mailer: Mailer
  live: LiveHub
  baseURL: string
  /** the job queue: the worker loop main.ts starts, and one round of due jobs (tests pass the clock) */
  jobs: JobRunner
}

export type JobRunner = {
  runDueJobs(options?: { now?: Date; leaseMs?: number }): Promise<RunResult>
  start(options?: { intervalMs?: number }): JobWorker
}

/** The installation's auth secret: AUTH_SECRET, else one generated on first start and kept in the database. */
export async function authSecretOf(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv
  await db
    .insert(appSetting)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret'))
  if (!row) throw new Error('Could not read the auth secret')
  return row.value
}

/** Uploads on disk (DATA_DIR/uploads), or in the S3 bucket with the disk as a local copy when S3_* is set. */
export function createStorage(env: Env, logger: Logger): Storage {
  const uploadsDir = path.join(env.DATA_DIR, 'uploads')
  const s3 = s3EnvOf(env)
  if (!s3) return createDiskStorage(uploadsDir, logger)
  logger.info({ bucket: s3.bucket, endpoint: new URL(s3.endpoint).origin }, 'pictures are stored in an S3 bucket')
  return createS3Storage({ ...s3, uploadsDir, logger })
}

export async function createServerContext(options: {
  env: Env
  database: Database
  logger: Logger
  mailer?: Mailer
  /** the built web app to serve; dist/client unless given (tests serve a made-up one) */
  clientDir?: string
  /** how often open live streams check their session and membership again (tests shorten it) */
  liveCheckMs?: number
}): Promise<ServerContext> {
  const { env, database, logger } = options
  const baseURL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  const secret = await authSecretOf(database.db, env.AUTH_SECRET)
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), logger })
  const storage = createStorage(env, logger)
  const auth = createAuth({ db: database.db, env, mailer, secret, baseURL })
  const live = database.pool ? await createPostgresLiveHub(database.pool, logger) : createMemoryLiveHub()
  const billing = billingEnvOf(env)
  const stripe = billing ? await createStripeGateway(billing) : null
  // Web Push keys: VAPID_* or generated on first start and kept in the database (decision 0047)
  const vapid = await vapidKeysOf(database.db, {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    contactEmail: env.CONTACT_EMAIL,
  })
  const handlers = notificationJobHandlers({ mailer, baseURL, secret, vapid, digestSeconds: env.NOTIFY_DIGEST_SECONDS })
  const jobs: JobRunner = {
    runDueJobs: (options = {}) => runDueJobs({ db: database.db, handlers, ...options }),
    start: (options = {}) => startJobWorker({ db: database.db, handlers, logger, ...options }),
  }
  const app = createApp({
    env,
    database,
    auth,
    secret,
    mailer,
    storage,
    live,
    logger,
    baseURL,
    clientDir: options.clientDir ?? path.join(ROOT, 'dist/client'),
    version: VERSION,
    stripe,
    liveCheckMs: options.liveCheckMs,
    vapidPublicKey: async () => vapid.publicKey,
  })
  return { app, database, auth, mailer, live, baseURL, jobs }
}

/**
 * On a database without a super admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password
 * that is returned so main.ts prints it once.
 */
export async function ensureSuperAdmin(options: {
  db: Db
  auth: ServerContext['auth']
  email?: string
  password?: string
}): Promise<{ email: string; password?: string; created: boolean }> {
  const { db, auth } = options
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
  const [any] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'super_admin')).limit(1)
  if (any) return { email, created: false }
  const password = options.password ?? randomBytes(12).toString('base64url')
  const hash = await (await auth.$context).password.hash(password)
  // Instances starting together on one PostgreSQL must not both create it: the check and the insert hold a lock.
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72707370)`)
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'super_admin')).limit(1)
    if (existing) return false
    const [sameEmail] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email))
    if (sameEmail) {
      await tx.update(user).set({ role: 'super_admin' }).where(eq(user.id, sameEmail.id))
      return false
    }
    const userId = randomUUID()
    await tx.insert(user).values({
      id: userId,
      name: 'Super admin',
      email,
      emailVerified: true,
      role: 'super_admin',
      displayName: 'Super admin',
    })
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash })
    return true
  })
  if (!created) return { email, created: false }
  return { email, password: options.password ? undefined : password, created: true }
}
