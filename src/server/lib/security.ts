/**
 * Cross-site write refusal and the security headers of every response (decision 0015).
 *
 * - `originCheck`: every POST, PUT, PATCH and DELETE under /api whose Origin (or, lacking it, Referer) is neither the
 *   portal's PUBLIC_URL nor exactly the address the request was sent to is refused with 403 before any handler runs.
 *   A request with neither header (curl, scripts, the API tests) is not a browser's cross-site request and passes.
 * - `securityHeaders`: nosniff and the referrer policy on everything, HSTS when PUBLIC_URL is https, and on HTML a
 *   Content-Security-Policy without inline script (the built index.html's inline scripts are allowed by their hash).
 */
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { type AppEnv, problem } from './http.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Writes that carry their own proof: Stripe's signature, the signed one-click unsubscribe token (RFC 8058). */
export const ORIGIN_CHECK_EXEMPT: readonly string[] = ['/api/billing/webhook', '/api/notifications/unsubscribe']

/** The Vite dev server, trusted in development only (it proxies /api to the API server). */
export const DEV_SERVER_ORIGIN = 'http://localhost:5173'

export type OriginPolicy = {
  /** PUBLIC_URL's origin, plus the dev server's in development */
  trusted: readonly string[]
  /** TRUST_PROXY: X-Forwarded-Host / X-Forwarded-Proto name the address the client used */
  trustProxy: boolean
}

export function originPolicyOf(options: { baseURL: string; trustProxy: boolean; development: boolean }): OriginPolicy {
  const trusted = [new URL(options.baseURL).origin]
  if (options.development) trusted.push(DEV_SERVER_ORIGIN)
  return { trusted, trustProxy: options.trustProxy }
}

function firstHeaderValue(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined
}

/**
 * The origin (scheme://host[:port]) a request was sent to: its URL (the Host header and the socket's scheme), or,
 * only with TRUST_PROXY, the proxy's X-Forwarded-Proto and X-Forwarded-Host. Null when that is not an address.
 */
export function addressedOrigin(request: Request, trustProxy: boolean): string | null {
  try {
    const url = new URL(request.url)
    if (trustProxy) {
      const proto = firstHeaderValue(request.headers.get('x-forwarded-proto'))
      const host = firstHeaderValue(request.headers.get('x-forwarded-host'))
      if (proto || host) {
        const scheme = proto ? proto.toLowerCase().replace(/:$/, '') : url.protocol.slice(0, -1)
        if (scheme !== 'http' && scheme !== 'https') return null
        const forwarded = new URL(`${scheme}://${host ?? url.host}`)
        if (forwarded.pathname !== '/' || forwarded.username || forwarded.password) return null
        return forwarded.origin
      }
    }
    return url.origin
  } catch {
    return null
  }
}

/**
 * Where a browser says a request comes from: its Origin, else its Referer's origin; `null` for an opaque or
 * unparseable one (a sandboxed frame, a `data:` page); `undefined` when it says nothing.
 */
export function claimedOrigin(headers: Headers): string | null | undefined {
  const origin = headers.get('origin')
  if (origin !== null) {
    if (origin === 'null') return null
    try {
      return new URL(origin).origin
    } catch {
      return null
    }
  }
  const referer = headers.get('referer')
  if (referer === null || referer === '') return undefined
  try {
    const { origin: refererOrigin } = new URL(referer)
    return refererOrigin === 'null' ? null : refererOrigin
  } catch {
    return null
  }
}

/** The origins a browser may write from: the trusted ones and the very address the request was sent to. */
export function acceptedOrigins(request: Request, policy: OriginPolicy): string[] {
  const own = addressedOrigin(request, policy.trustProxy)
  return own && !policy.trusted.includes(own) ? [...policy.trusted, own] : [...policy.trusted]
}

export function isWriteAllowed(request: Request, policy: OriginPolicy): boolean {
  const claimed = claimedOrigin(request.headers)
  if (claimed === undefined) return true
  if (claimed === null) return false
  return acceptedOrigins(request, policy).includes(claimed)
}

export function originCheck(policy: OriginPolicy, logger?: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (
      WRITE_METHODS.has(c.req.method) &&
      (c.req.path === '/api' || c.req.path.startsWith('/api/')) &&
      !ORIGIN_CHECK_EXEMPT.includes(c.req.path) &&
      !isWriteAllowed(c.req.raw, policy)
    ) {
      logger?.warn({ origin: claimedOrigin(c.req.raw.headers), path: c.req.path }, 'cross-site write refused')
      return problem(c, 'CROSS_SITE_REQUEST', {
        detail: 'This request comes from another site. Open the portal at its own address and try again.',
      })
    }
    await next()
  }
}

/** Stripe's pricing table: its script, its frames and what they call (the subscription page only). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
}

/** What an HTML page is: the admin app, its subscription page (Stripe's pricing table), or a public league page. */
export type PageKind = 'app' | 'billing' | 'public'

/** `/{lang}/l/…` is the public league site (it may be framed); `/{lang}/subscription` holds the pricing table. */
export function pageKindOf(pathname: string): PageKind {
  if (/^\/(es|en)\/l(\/|$)/.test(pathname)) return 'public'
  if (/^\/(es|en)\/subscription\/?$/.test(pathname)) return 'billing'
  return 'app'
}

/** The sha256 source of each inline `<script>` (one without `src`) of a page, for `script-src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue
    // JSON-LD and other data blocks are not run, so they need no hash.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

export function contentSecurityPolicy(options: { kind: PageKind; scriptHashes?: readonly string[] }): string {
  const stripe = options.kind === 'billing'
  const list = (...sources: (string | readonly string[] | false)[]) =>
    sources.flatMap((source) => (source === false ? [] : typeof source === 'string' ? [source] : source)).join(' ')
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", options.scriptHashes ?? [], stripe && STRIPE_SOURCES.script)],
    // MUI (emotion) writes style elements and style attributes at run time
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', list("'self'", 'data:', 'blob:', stripe && STRIPE_SOURCES.img)],
    ['font-src', "'self' data:"],
    ['connect-src', list("'self'", stripe && STRIPE_SOURCES.connect)],
    ['frame-src', stripe ? list(STRIPE_SOURCES.frame) : "'none'"],
    // blob: the QR reader of "Scan from a picture" (qr-scanner) starts its decoder as a blob worker where the browser
    // has no BarcodeDetector (decision 0046); a blob can only be made by script that already runs here
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // The admin app is never framed (clickjacking); a public league page may be embedded in a club's site.
    ['frame-ancestors', options.kind === 'public' ? '*' : "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

export const HSTS = 'max-age=31536000'

/**
 * Headers on every response. HTML gets a CSP for its kind of page unless its route set one; inline scripts of the
 * page are allowed by hash.
 */
/** A page's HTML, also when it is served precompressed (the service worker precaches the built index.html so). */
async function pageText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8')
  return bytes.toString('utf8')
}

export function securityHeaders(options: { baseURL: string }): MiddlewareHandler<AppEnv> {
  const isHttps = options.baseURL.startsWith('https://')
  return async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type') ?? ''
    const isPage = type.startsWith('text/html') && !c.res.headers.has('content-security-policy')
    // A page is a few kilobytes: hashing its inline scripts per response costs microseconds. Read it BEFORE taking
    // the headers: under @hono/node-server, cloning a lightweight response makes a new one, and headers set on the
    // object taken before the clone were silently lost (no CSP at all on the served pages; e2e/csp.spec.ts).
    const scriptHashes = isPage ? inlineScriptHashes(await pageText(c.res)) : []
    const headers = c.res.headers
    headers.set('x-content-type-options', 'nosniff')
    headers.set('referrer-policy', 'strict-origin-when-cross-origin')
    if (isHttps) headers.set('strict-transport-security', HSTS)
    if (!isPage) return
    const kind = pageKindOf(c.req.path)
    headers.set('content-security-policy', contentSecurityPolicy({ kind, scriptHashes }))
    if (kind !== 'public') headers.set('x-frame-options', 'DENY')
  }
}

/**
 * The addresses the portal answers at, for the start-up log: PUBLIC_URL, and when listening on every interface
 * (0.0.0.0 or ::) localhost and each of the machine's IPv4 addresses; otherwise the one it listens on.
 */
export function answeringAddresses(options: {
  baseURL: string
  host: string
  port: number
  interfaces: Record<string, { address: string; family: string | number; internal: boolean }[] | undefined>
}): string[] {
  const { host, port } = options
  const addresses = [options.baseURL]
  const add = (hostname: string) => {
    const address = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
    if (!addresses.includes(address)) addresses.push(address)
  }
  if (host === '0.0.0.0' || host === '::') {
    add('localhost')
    for (const list of Object.values(options.interfaces)) {
      for (const entry of list ?? []) {
        if (entry.family === 'IPv4' || entry.family === 4) add(entry.address)
      }
    }
  } else {
    add(host)
  }
  return addresses
}
