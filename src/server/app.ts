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
import { createSignInThrottle } from './auth/sign-in-throttle.ts'
import type { StripeGateway } from './billing/stripe-client.ts'
import type { Database } from './db/client.ts'
import { billingEnvOf, type Env } from './env.ts'
import { createAuditRoutes } from './features/audit/audit.routes.ts'
import { createBillingRoutes, createBillingWebhookRoutes } from './features/billing/billing.routes.ts'
import { requireSubscriptionForWrites } from './features/billing/paywall.ts'
import { createBracketsRoutes } from './features/brackets/brackets.routes.ts'
import { createDashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { createExportsRoutes } from './features/exports/exports.routes.ts'
import { createFixturesRoutes } from './features/fixtures/fixtures.routes.ts'
import { createGamesRoutes } from './features/games/games.routes.ts'
import { createGroupsRoutes } from './features/groups/groups.routes.ts'
import { createHealthRoutes } from './features/health/health.routes.ts'
import { createHelpRoutes } from './features/help/help.routes.ts'
import { createImportsRoutes } from './features/imports/imports.routes.ts'
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
import { createPublicApiRoutes, createPublicPageRoutes } from './features/public/public.routes.ts'
import { createPublicOrganizations } from './features/public/public-organizations.ts'
import {
  createPublicShareImageRoutes,
  createShareImageRoutes,
} from './features/public/share-images/share-images.routes.ts'
import { createSeasonsRoutes } from './features/seasons/seasons.routes.ts'
import { createSheetsRoutes } from './features/sheets/sheets.routes.ts'
import { createStandingsRoutes } from './features/standings/standings.routes.ts'
import { createSuperAdminRoutes } from './features/super-admin/super-admin.routes.ts'
import { createSuspensionsRoutes } from './features/suspensions/suspensions.routes.ts'
import { createTeamsRoutes } from './features/teams/teams.routes.ts'
import { createTournamentsRoutes } from './features/tournaments/tournaments.routes.ts'
import { createTwoFactorRoutes } from './features/two-factor/two-factor.routes.ts'
import { createUploadsRoutes } from './features/uploads/uploads.routes.ts'
import { APP_BUILD_HEADER, createBuildId } from './features/web/built-files.ts'
import { createWebRoutes } from './features/web/web.routes.ts'
import { limitRequestBodies } from './lib/body-limit.ts'
import { compressResponses } from './lib/compression.ts'
import {
  type AppEnv,
  createRouter,
  errorHandler,
  invalidCharacters,
  problem,
  requestId,
  setResponseHeader,
} from './lib/http.ts'
import { idempotentPosts } from './lib/idempotency.ts'
import { privateAnswers, privateResponse } from './lib/private-caching.ts'
import { originCheck, originPolicyOf, securityHeaders } from './lib/security.ts'
import { loneSurrogatesInJsonBody } from './lib/well-formed-text.ts'
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
  /** how often open live streams check their session and membership again (tests shorten it) */
  liveCheckMs?: number
}

/**
 * The client's address: the socket's; with TRUST_PROXY, the right-most X-Forwarded-For entry our `hops` proxies did not
 * write themselves (each proxy appends the address it received from), never an entry the client could have written.
 */
export function clientIp(c: Context, trustProxy: boolean, hops = 1): string {
  let socket = 'unknown'
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown'
  } catch {}
  if (!trustProxy) return socket
  return clientIpBehindProxies(socket, c.req.header('x-forwarded-for'), hops)
}

/**
 * The chain is [X-Forwarded-For entries…, socket]; the socket is the nearest proxy, and each of the `hops` trusted
 * proxies appended one entry, so the client is the entry `hops` places from the right. With fewer entries (a proxy
 * that did not append), the left-most one: the furthest address we know.
 */
export function clientIpBehindProxies(socket: string, forwardedFor: string | undefined, hops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (chain.length === 0) return socket
  return chain[Math.max(0, chain.length - hops)] ?? socket
}

export function createApp(deps: AppDeps) {
  const { env, database, auth, mailer, storage, live, logger, baseURL } = deps
  const db = database.db
  const app = new OpenAPIHono<AppEnv>()
  app.use(requestId)
  app.use(limitRequestBodies({ jsonLimit: env.JSON_BODY_LIMIT_KB * 1024 }))
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
  // HTML and JSON of 1 KB or more, compressed by Accept-Encoding (built assets come precompressed: features/web).
  app.use(compressResponses())
  const buildId = createBuildId(deps.clientDir)
  app.use('/api/*', async (c, next) => {
    await next()
    // which build of the web app this server serves: an open tab from an older build then offers to reload
    const build = buildId()
    if (build) setResponseHeader(c, APP_BUILD_HEADER, build)
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
  const signIns = createSignInThrottle({ db })
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // a name or an email holding a lone surrogate: the translated 400 every other route gives (decision 0034)
    const lone = await loneSurrogatesInJsonBody(c.req.raw)
    if (lone.length > 0) return privateResponse(invalidCharacters(c, lone, 'body'))
    // better-auth cannot see the socket behind @hono/node-server: hand it the client's address in a header we set.
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY, env.TRUSTED_PROXY_HOPS))
    const response = await signIns.guard(new Request(c.req.raw, { headers }), auth.handler)
    // sign-out, password changes and resets, revocations, bans: no remembered session outlives them here
    if (c.req.method === 'POST') sessions.clear()
    // sessions, accounts and their cookies: never kept by a cache (decision 0034)
    return privateResponse(response)
  })

  // Billing is on when every STRIPE_* variable is set (bootstrap then builds the Stripe gateway).
  const stripe = deps.stripe ?? null
  const billing = stripe ? billingEnvOf(env) : null
  // the public league site: leagues and their stamps kept per instance, forgotten on every write (decision 0013)
  const publicOrganizations = createPublicOrganizations({ db, live })
  const publicBaseUrl = baseURL.replace(/\/$/, '')
  const publicApi = createRouter()
    // Stripe calls the webhook without a session: it is public, and checks Stripe's signature instead.
    .route('/', createBillingWebhookRoutes({ db, gateway: stripe, live }))
    .route(
      '/',
      createHealthRoutes({
        database,
        live,
        config: {
          contactEmail: env.CONTACT_EMAIL,
          billingEnabled: billing !== null,
          version: deps.version,
          offlineMaxHours: env.OFFLINE_MAX_HOURS,
          ...(billing
            ? { stripePublishableKey: billing.publishableKey, pricingTableIds: billing.pricingTableIds }
            : {}),
        },
      }),
    )
    .route('/', createPublicInvitationRoutes({ db }))
    .route('/', createUploadsRoutes({ storage }))
    .route('/', createHelpRoutes({ contactEmail: env.CONTACT_EMAIL, version: deps.version }))
    // the public league site's images (before its JSON's routes), JSON, feeds and change stream: no session (issue 11)
    .route('/', createPublicShareImageRoutes({ db, storage, organizations: publicOrganizations }))
    .route('/', createPublicApiRoutes({ db, live, organizations: publicOrganizations, baseUrl: publicBaseUrl }))
  const privateApi = createRouter()
  // every answer to a session, its 401 included, is private and never stored (decision 0034)
  privateApi.use('*', privateAnswers)
  privateApi.use('*', requireActor(auth, db, sessions))
  privateApi.use('/orgs/:orgId/*', requireSubscriptionForWrites({ db, billingEnabled: billing !== null }))
  // decision 0033: a POST with an Idempotency-Key runs once; a repeat gets the first answer
  privateApi.use('*', idempotentPosts({ db }))
  privateApi
    .route('/', createMeRoutes({ db }))
    .route('/', createTwoFactorRoutes())
    .route('/', createOrganizationsRoutes({ db, storage, live }))
    .route('/', createMembersRoutes({ db, live }))
    .route('/', createInvitationsRoutes({ db, mailer, baseURL }))
    .route('/', createAcceptInvitationRoutes({ db }))
    .route('/', createLiveRoutes({ live, auth, db, checkMs: deps.liveCheckMs }))
    .route('/', createSeasonsRoutes({ db, live }))
    .route('/', createTournamentsRoutes({ db, live }))
    .route('/', createTeamsRoutes({ db, storage, live }))
    .route('/', createPlayersRoutes({ db, storage, live }))
    .route('/', createLocationsRoutes({ db, live }))
    .route('/', createGroupsRoutes({ db, live }))
    .route('/', createBracketsRoutes({ db, live }))
    .route('/', createFixturesRoutes({ db, live }))
    .route('/', createGamesRoutes({ db, live }))
    .route('/', createSuspensionsRoutes({ db, live }))
    .route('/', createStandingsRoutes({ db, live }))
    .route('/', createSheetsRoutes({ db, storage }))
    .route('/', createExportsRoutes({ db }))
    .route('/', createImportsRoutes({ db, live }))
    .route('/', createLeaderboardsRoutes({ db }))
    .route('/', createDashboardRoutes({ db }))
    .route('/', createAuditRoutes({ db }))
    .route('/', createShareImageRoutes({ db, storage, baseURL }))
    .route('/', createSuperAdminRoutes({ db, live }))
    .route('/', createBillingRoutes({ db, gateway: stripe, baseURL }))

  app.route('/api', publicApi)
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'League Portal API', version: deps.version },
    servers: [{ url: baseURL }],
  })
  app.route('/api', privateApi)
  app.all('/api/*', (c) => problem(c, 'NOT_FOUND'))
  // the public league site's pages, server-rendered without the web app (issue 11)
  app.route('/', createPublicPageRoutes({ db, organizations: publicOrganizations, baseUrl: publicBaseUrl }))
  app.route('/', createWebRoutes({ clientDir: deps.clientDir }))
  return app
}

export type App = ReturnType<typeof createApp>
