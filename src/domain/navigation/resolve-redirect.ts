import { type Lang, localizePath, sanitizeNextPath } from './locale-path.ts'

export type AuthState = 'loading' | 'logged-in' | 'not-logged-in'

export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'error' | 'canceled' | 'manual'

export interface RedirectInput {
  lang: Lang
  /** The path without the `/:lang` prefix: '' for the sign-in page, '/dashboard', '/invitations/abc'... */
  path: string
  query: Record<string, string>
  auth: AuthState
  user?: { displayName: string | null; role: 'super_admin' | 'user' | string }
  organization?: {
    id: string
    leagues: { country: string }[]
    subscription: { status: SubscriptionStatus | string }
  } | null
  hasOrganization: boolean
  billingEnabled: boolean
}

/** Pages for signed-out visitors: a signed-in user there goes on as if to /dashboard (or to `next`). */
const SIGNED_OUT_PATHS = new Set(['', '/signup', '/forgot-password'])
/** Pages anybody may see; nobody is redirected away from them. */
const OPEN_PATHS = new Set(['/terms', '/reset-password'])
const INVITATION_PREFIX = '/invitations/'
/**
 * Signed-in pages (and their subpages) the subscription and Argentina redirects leave alone, so "get help" does not
 * bounce back. `/terms` is an open path: no rule applies there.
 */
const BILLING_EXEMPT_PATH = /^\/(help|settings)(\/|$)/
/** A player's own pages (their card, decision 0046): a player need not be a member of any league, nor pay. */
const PLAYER_PATH = /^\/me\/players\//

export const DASHBOARD_PATH = '/dashboard'
export const ONBOARDING_USER_PATH = '/onboarding/user'
export const ONBOARDING_LEAGUE_PATH = '/onboarding/league'
export const SUBSCRIPTION_PATH = '/subscription'

export function isPublicPath(path: string): boolean {
  return SIGNED_OUT_PATHS.has(path) || OPEN_PATHS.has(path) || path.startsWith(INVITATION_PREFIX)
}

/**
 * Whether a path (after the language) is one of the signed-in app's pages: not a signed-out or open page, not the
 * public league site (`/l/…`, served by the server). The pages a device keeps a snapshot of, and whose HTML lists
 * their chunks (decision 0028).
 */
export function isSignedInPath(path: string): boolean {
  const page = path.replace(/\/+$/, '')
  return !isPublicPath(page) && !/^\/l(\/|$)/.test(page)
}

const WITHOUT_SUBSCRIPTION = new Set(['none', 'canceled'])

/**
 * With billing on, an organization in one of these states has no subscription: the pages send its members to the
 * subscription page (or the Argentina notice), and the server refuses its writes (SUBSCRIPTION_REQUIRED).
 */
export function isWithoutSubscription(status: SubscriptionStatus | string): boolean {
  return WITHOUT_SUBSCRIPTION.has(status)
}

/**
 * Decides where a visitor of `/:lang{path}?{query}` must go (docs/product.md "Routes with known behaviour").
 * Returns the target path with its query, or null to stay. Pure: the caller supplies every fact.
 */
export function resolveRedirect(input: RedirectInput): string | null {
  const { lang, query, auth } = input

  if (auth === 'loading') return null

  if (auth === 'not-logged-in') {
    return isPublicPath(input.path) ? null : localizePath(lang, '')
  }

  // Logged in.
  if (OPEN_PATHS.has(input.path) || input.path.startsWith(INVITATION_PREFIX)) return null

  let path = input.path
  let currentQuery = query
  let isLeavingSignedOutPage = false
  if (SIGNED_OUT_PATHS.has(path)) {
    const next = sanitizeNextPath(query.next)
    if (next) return `/${lang}${next}`
    path = DASHBOARD_PATH
    currentQuery = {}
    isLeavingSignedOutPage = true
  }
  const stayOr = (target: string | null) => target ?? (isLeavingSignedOutPage ? localizePath(lang, path) : null)

  const isSuperAdmin = input.user?.role === 'super_admin'
  if (isSuperAdmin) return stayOr(null)

  // Onboarding.
  if (!input.user?.displayName?.trim()) {
    return path === ONBOARDING_USER_PATH ? stayOr(null) : localizePath(lang, ONBOARDING_USER_PATH)
  }
  if (PLAYER_PATH.test(path)) return stayOr(null)
  if (!input.hasOrganization) {
    return path === ONBOARDING_LEAGUE_PATH ? stayOr(null) : localizePath(lang, ONBOARDING_LEAGUE_PATH)
  }
  if (path === ONBOARDING_LEAGUE_PATH) return localizePath(lang, DASHBOARD_PATH)

  // Billing.
  const organization = input.organization
  if (!input.billingEnabled || !organization) return stayOr(null)
  const status = organization.subscription.status
  const isOnboardingComplete = currentQuery.onboardingComplete !== undefined

  if (isWithoutSubscription(status) && !isOnboardingComplete && !BILLING_EXEMPT_PATH.test(path)) {
    const hasArgentinaLeague = organization.leagues.some((league) => league.country.toUpperCase() === 'AR')
    if (hasArgentinaLeague) {
      const isThere = path === DASHBOARD_PATH && currentQuery.argentinaSetupPending === '1'
      return isThere ? stayOr(null) : localizePath(lang, DASHBOARD_PATH, { argentinaSetupPending: '1' })
    }
    return path === SUBSCRIPTION_PATH ? stayOr(null) : localizePath(lang, SUBSCRIPTION_PATH)
  }

  if (status === 'error' && path !== SUBSCRIPTION_PATH && currentQuery.billingIssue !== '1') {
    return localizePath(lang, path, { ...currentQuery, billingIssue: '1' })
  }

  return stayOr(null)
}
