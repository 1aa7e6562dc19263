/**
 * The subscription paywall, on the server: with billing on, an organization without a subscription (none, canceled,
 * or a hand-set one past its last day: the rule of src/domain/navigation) has its writes refused with 402
 * SUBSCRIPTION_REQUIRED, which the client turns into the subscription page. Reads stay open, so an admin can still
 * look and export; super admins are exempt; so are the writes that lead out of the state (the billing portal) or only
 * take access away (removing a member or leaving, revoking an invitation). Decision 0016.
 */
import { eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { isWithoutSubscription } from '#domain/navigation/resolve-redirect.ts'
import { effectiveStatusOf, type SubscriptionDetails, todayUtc } from '#domain/organizations/subscription-state.ts'
import { isUuid } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { organization } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/http.ts'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** `METHOD path-after-/api/orgs/:orgId` writes allowed without a subscription. */
const ALLOWED_WITHOUT_SUBSCRIPTION = [
  /^POST \/billing\/portal$/,
  /^DELETE \/members\/[^/]+$/,
  /^DELETE \/invitations\/[^/]+$/,
]
const ORG_PATH = /^\/api\/orgs\/([^/]+)(\/.*)?$/

export function isAllowedWithoutSubscription(method: string, rest: string): boolean {
  return READS.has(method) || ALLOWED_WITHOUT_SUBSCRIPTION.some((allowed) => allowed.test(`${method} ${rest}`))
}

/** For `/api/orgs/:orgId/*` after requireActor; `billingEnabled` false (self-hosted, no Stripe): nothing to do. */
export function requireSubscriptionForWrites({
  db,
  billingEnabled,
}: {
  db: Db
  billingEnabled: boolean
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!billingEnabled || c.get('actor').isSuperAdmin) return next()
    const match = ORG_PATH.exec(c.req.path)
    const orgId = match?.[1]
    if (!orgId || !isUuid(orgId) || isAllowedWithoutSubscription(c.req.method, match?.[2] ?? '')) return next()
    // Only the organization's members learn its state; anyone else goes on to requireOrg's 404.
    const access = c.get('orgAccess')
    if (!access?.id || !access.role) return next()
    const [row] = await db
      .select({ status: organization.subscriptionStatus, details: organization.subscription })
      .from(organization)
      .where(eq(organization.id, access.id))
    if (!row) return next()
    const status = effectiveStatusOf(
      {
        status: row.status as Parameters<typeof effectiveStatusOf>[0]['status'],
        details: row.details as SubscriptionDetails,
      },
      todayUtc(),
    )
    if (isWithoutSubscription(status)) {
      throw new AppError('SUBSCRIPTION_REQUIRED', { detail: 'This league needs a subscription to make changes.' })
    }
    return next()
  }
}
