/**
 * Builds the Hono app without listening: main.ts serves it, tests call app.request().
 * A request's way: request id → (auth handler | public API | session → organization → role → validation → service)
 * → problem+json on error; every other path is the web app, after the language redirects.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { createPrivateApi, createPublicApi } from './app-routes.ts'
import { type Auth, CLIENT_IP_HEADER } from './auth/auth.ts'
import { SessionCache } from './auth/guards.ts'
import { createSignInThrottle } from './auth/sign-in-throttle.ts'
import type { StripeGateway } from './billing/stripe-client.ts'
import type { Database } from './db/client.ts'
import { billingEnvOf, type Env } from './env.ts'
import { createPublicPageRoutes } from './features/public/public.routes.ts'
import { createPublicOrganizations } from './features/public/public-organizations.ts'
import { APP_BUILD_HEADER, createBuildId } from './features/web/built-files.ts'
import { createWebRoutes } from './features/web/web.routes.ts'
import { limitRequestBodies } from './lib/body-limit.ts'
import { compressResponses } from './lib/compression.ts'
import { type AppEnv, errorHandler, invalidCharacters, problem, requestId, setResponseHeader } from './lib/http.ts'
import { privateResponse } from './lib/private-caching.ts'
import { createRenderPool } from './lib/render-pool.ts'
import { originCheck, originPolicyOf, securityHeaders } from './lib/security.ts'
import { loneSurrogatesInJsonBody } from './lib/well-formed-text.ts'
import type { LiveHub } from './live/live-hub.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Storage } from './storage/storage.ts'

export type AppDeps = {
  env: Env
  database: Database
  auth: Auth
  /**
   * the installation's auth secret (bootstrap.ts): the player cards' keys are encrypted under a key derived from it
   * (decision 0046), and it signs the notification e-mails' unsubscribe links (decision 0047)
   */
  secret: string
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
  /** the VAPID public key devices subscribe to push with (decision 0047) */
  vapidPublicKey: () => Promise<string>
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
  const { env, database, live, baseURL } = deps
  const db = database.db
  const app = new OpenAPIHono<AppEnv>()
  mountFrontMiddlewares(app, deps)

  const sessions = new SessionCache()
  const signIns = createSignInThrottle({ db })
  mountAuthHandler(app, { deps, sessions, signIns })

  // Billing is on when every STRIPE_* variable is set (bootstrap then builds the Stripe gateway).
  const stripe = deps.stripe ?? null
  const billing = stripe ? billingEnvOf(env) : null
  // the public league site: leagues and their stamps kept per instance, forgotten on every write (decision 0013)
  const publicOrganizations = createPublicOrganizations({ db, live })
  const publicBaseUrl = baseURL.replace(/\/$/, '')
  // match sheets and share images drawn on worker threads, a bounded number per organization (decision 0043)
  const renders = createRenderPool()
  const publicApi = createPublicApi({ deps, stripe, billing, publicOrganizations, publicBaseUrl, renders })
  const privateApi = createPrivateApi({ deps, sessions, stripe, billing, renders })

  app.route('/api', publicApi)
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'League Portal API', version: deps.version },
    servers: [{ url: baseURL }],
  })
  app.route('/api', privateApi)
  app.all('/api/*', (c) => problem(c, 'NOT_FOUND'))
  // the public league site's pages, server-rendered without the web app (decision 0013)
  app.route('/', createPublicPageRoutes({ db, organizations: publicOrganizations, baseUrl: publicBaseUrl }))
  app.route('/', createWebRoutes({ clientDir: deps.clientDir }))
  return app
}

/**
 * What every request passes first, in order: request id, body limit, request log, compression, the build header on
 * API answers, then (decision 0015) security headers and the origin check; and the problem+json error handler.
 */
function mountFrontMiddlewares(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const { env, logger, baseURL } = deps
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
}

/** better-auth's own routes (/api/auth/*), behind the sign-in throttle; every answer private. */
function mountAuthHandler(
  app: OpenAPIHono<AppEnv>,
  {
    deps,
    sessions,
    signIns,
  }: { deps: AppDeps; sessions: SessionCache; signIns: ReturnType<typeof createSignInThrottle> },
) {
  const { env, auth } = deps
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
}

export type App = ReturnType<typeof createApp>
