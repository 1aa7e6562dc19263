/**
 * Builds the Hono app without listening: main.ts serves it, tests call app.request().
 * A request's way: request id → (auth handler | public API | session → organization → role → validation → service)
 * → problem+json on error; every other path is the web app, after the language redirects.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { type Auth, CLIENT_IP_HEADER } from './auth/auth.ts'
import { requireActor } from './auth/guards.ts'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import { createHealthRoutes } from './features/health/health.routes.ts'
import { createHelpRoutes } from './features/help/help.routes.ts'
import {
  createAcceptInvitationRoutes,
  createInvitationsRoutes,
  createPublicInvitationRoutes,
} from './features/invitations/invitations.routes.ts'
import { createLiveRoutes } from './features/live/live.routes.ts'
import { createMeRoutes } from './features/me/me.routes.ts'
import { createMembersRoutes } from './features/members/members.routes.ts'
import { createOrganizationsRoutes } from './features/organizations/organizations.routes.ts'
import { createSuperAdminRoutes } from './features/super-admin/super-admin.routes.ts'
import { createUploadsRoutes } from './features/uploads/uploads.routes.ts'
import { createWebRoutes } from './features/web/web.routes.ts'
import { type AppEnv, createRouter, errorHandler, problem, requestId } from './lib/http.ts'
import type { LiveHub } from './live/live-hub.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Storage } from './storage/storage.ts'

export type AppDeps = {
  env: Env
  database: Database
  auth: Auth
  mailer: Mailer
  storage: Storage
  live: LiveHub
  logger: Logger
  baseURL: string
  clientDir: string
  version: string
}

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is set. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export function createApp(deps: AppDeps) {
  const { env, database, auth, mailer, storage, live, logger, baseURL } = deps
  const db = database.db
  const app = new OpenAPIHono<AppEnv>()
  app.use(requestId)
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    if (c.req.path !== '/api/health') {
      logger.info(
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      )
    }
  })
  app.onError(errorHandler(logger))

  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    // better-auth cannot see the socket behind @hono/node-server: hand it the client's address in a header we set.
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY))
    return auth.handler(new Request(c.req.raw, { headers }))
  })

  const publicApi = createRouter()
    .route(
      '/',
      createHealthRoutes({
        database,
        config: { contactEmail: env.CONTACT_EMAIL, billingEnabled: false, version: deps.version },
      }),
    )
    .route('/', createPublicInvitationRoutes({ db }))
    .route('/', createUploadsRoutes({ storage }))
    .route('/', createHelpRoutes({ contactEmail: env.CONTACT_EMAIL, version: deps.version }))
  const privateApi = createRouter()
  privateApi.use('*', requireActor(auth))
  privateApi
    .route('/', createMeRoutes({ db }))
    .route('/', createOrganizationsRoutes({ db, storage }))
    .route('/', createMembersRoutes({ db }))
    .route('/', createInvitationsRoutes({ db, mailer, baseURL }))
    .route('/', createAcceptInvitationRoutes({ db }))
    .route('/', createLiveRoutes({ live }))
    .route('/', createSuperAdminRoutes({ db }))

  app.route('/api', publicApi)
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'League Portal API', version: deps.version },
    servers: [{ url: baseURL }],
  })
  app.route('/api', privateApi)
  app.all('/api/*', (c) => problem(c, 'NOT_FOUND'))
  app.route('/', createWebRoutes({ clientDir: deps.clientDir }))
  return app
}

export type App = ReturnType<typeof createApp>
