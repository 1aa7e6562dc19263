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
import { requireActor, SessionCache } from './auth/guards.ts'
import type { StripeGateway } from './billing/stripe-client.ts'
import type { Database } from './db/client.ts'
import { billingEnvOf, type Env } from './env.ts'
import { createBillingRoutes, createBillingWebhookRoutes } from './features/billing/billing.routes.ts'
import { createDashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { createFixturesRoutes } from './features/fixtures/fixtures.routes.ts'
import { createGamesRoutes } from './features/games/games.routes.ts'
import { createGroupsRoutes } from './features/groups/groups.routes.ts'
import { createHealthRoutes } from './features/health/health.routes.ts'
import { createHelpRoutes } from './features/help/help.routes.ts'
import {
  createAcceptInvitationRoutes,
  createInvitationsRoutes,
  createPublicInvitationRoutes,
} from './features/invitations/invitations.routes.ts'
import { createLeaderboardsRoutes } from './features/leaderboards/leaderboards.routes.ts'
import { createLiveRoutes } from './features/live/live.routes.ts'
import { createLocationsRoutes } from './features/locations/locations.routes.ts'
import { createMeRoutes } from './features/me/me.routes.ts'
import { createMembersRoutes } from './features/members/members.routes.ts'
import { createOrganizationsRoutes } from './features/organizations/organizations.routes.ts'
import { createPlayersRoutes } from './features/players/players.routes.ts'
import { createSeasonsRoutes } from './features/seasons/seasons.routes.ts'
import { createStandingsRoutes } from './features/standings/standings.routes.ts'
import { createSuperAdminRoutes } from './features/super-admin/super-admin.routes.ts'
import { createSuspensionsRoutes } from './features/suspensions/suspensions.routes.ts'
import { createTeamsRoutes } from './features/teams/teams.routes.ts'
import { createTournamentsRoutes } from './features/tournaments/tournaments.routes.ts'
import { createUploadsRoutes } from './features/uploads/uploads.routes.ts'
import { createWebRoutes } from './features/web/web.routes.ts'
import { type AppEnv, createRouter, errorHandler, problem, requestId } from './lib/http.ts'
import { originCheck, originPolicyOf, securityHeaders } from './lib/security.ts'
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
  /** Stripe, when billing is on (every STRIPE_* variable set); null when off */
  stripe?: StripeGateway | null
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
  // Decision 0015: security headers on every response; cross-site writes refused before any handler runs.
  app.use(securityHeaders({ baseURL }))
  app.use(
    originCheck(
      originPolicyOf({ baseURL, trustProxy: env.TRUST_PROXY, development: env.NODE_ENV === 'development' }),
      logger,
    ),
  )

  const sessions = new SessionCache()
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // better-auth cannot see the socket behind @hono/node-server: hand it the client's address in a header we set.
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY))
    const response = await auth.handler(new Request(c.req.raw, { headers }))
    // sign-out, password changes and resets, revocations, bans: no remembered session outlives them here
    if (c.req.method === 'POST') sessions.clear()
    return response
  })

  // Billing is on when every STRIPE_* variable is set (bootstrap then builds the Stripe gateway).
  const stripe = deps.stripe ?? null
  const billing = stripe ? billingEnvOf(env) : null
  const publicApi = createRouter()
    // Stripe calls the webhook without a session: it is public, and checks Stripe's signature instead.
    .route('/', createBillingWebhookRoutes({ db, gateway: stripe, live }))
    .route(
      '/',
      createHealthRoutes({
        database,
        config: {
          contactEmail: env.CONTACT_EMAIL,
          billingEnabled: billing !== null,
          version: deps.version,
          ...(billing
            ? { stripePublishableKey: billing.publishableKey, pricingTableIds: billing.pricingTableIds }
            : {}),
        },
      }),
    )
    .route('/', createPublicInvitationRoutes({ db }))
    .route('/', createUploadsRoutes({ storage }))
    .route('/', createHelpRoutes({ contactEmail: env.CONTACT_EMAIL, version: deps.version }))
  const privateApi = createRouter()
  privateApi.use('*', requireActor(auth, db, sessions))
  privateApi
    .route('/', createMeRoutes({ db }))
    .route('/', createOrganizationsRoutes({ db, storage }))
    .route('/', createMembersRoutes({ db }))
    .route('/', createInvitationsRoutes({ db, mailer, baseURL }))
    .route('/', createAcceptInvitationRoutes({ db }))
    .route('/', createLiveRoutes({ live }))
    .route('/', createSeasonsRoutes({ db, live }))
    .route('/', createTournamentsRoutes({ db, live }))
    .route('/', createTeamsRoutes({ db, storage, live }))
    .route('/', createPlayersRoutes({ db, storage, live }))
    .route('/', createLocationsRoutes({ db, live }))
    .route('/', createGroupsRoutes({ db, live }))
    .route('/', createFixturesRoutes({ db, live }))
    .route('/', createGamesRoutes({ db, live }))
    .route('/', createSuspensionsRoutes({ db, live }))
    .route('/', createStandingsRoutes({ db, live }))
    .route('/', createLeaderboardsRoutes({ db }))
    .route('/', createDashboardRoutes({ db }))
    .route('/', createSuperAdminRoutes({ db }))
    .route('/', createBillingRoutes({ db, gateway: stripe, baseURL }))

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
