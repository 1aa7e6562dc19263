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
  /** linked to a player record (decision 0045): without an organization, the user's home is My page */
  hasPlayerRecords?: boolean
  billingEnabled: boolean
}

/** Pages for signed-out visitors: a signed-in user there goes on as if to /dashboard (or to `next`). */
const SIGNED_OUT_PATHS = new Set(['', '/signup', '/forgot-password'])
/** Pages anybody may see; nobody is redirected away from them. */
const OPEN_PATHS = new Set(['/terms', '/reset-password'])
const INVITATION_PREFIX = '/invitations/'
/** the link of a player invitation (decision 0045): open like a member invitation's */
const PLAYER_INVITATION_PREFIX = '/player-invitations/'
const isInvitationPath = (path: string) =>
  path.startsWith(INVITATION_PREFIX) || path.startsWith(PLAYER_INVITATION_PREFIX)
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
/** a player's own page (decision 0045), outside the admin shell */
export const MY_PAGE_PATH = '/me'
/** the pages a user who is only a player may open besides My page */
const PLAYER_PATHS = /^\/(me|help|settings)(\/|$)/

export function isPublicPath(path: string): boolean {
  return SIGNED_OUT_PATHS.has(path) || OPEN_PATHS.has(path) || isInvitationPath(path)
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
  if (OPEN_PATHS.has(input.path) || isInvitationPath(input.path)) return null

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
  if (!input.hasOrganization && input.hasPlayerRecords) {
    // only a player: My page is home; the league pages need a membership
    return PLAYER_PATHS.test(path) ? stayOr(null) : localizePath(lang, MY_PAGE_PATH)
  }
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
