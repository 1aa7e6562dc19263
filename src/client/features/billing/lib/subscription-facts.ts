import type { Subscription } from '#domain/organizations/organization.schema.ts'

const DAY_MS = 86_400_000

/** Whole days left until `trialEndsAt`, rounded up and never negative (as the server counts `trialDaysLeft`). */
export function trialDaysLeftOf(trialEndsAt: string | undefined, now: Date = new Date()): number | null {
  if (!trialEndsAt) return null
  const end = new Date(trialEndsAt).getTime()
  if (Number.isNaN(end)) return null
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS))
}

/**
 * The trial's days left as the interface says them: 0 ("ends today") when it ends on today's date where the user is,
 * or has ended; otherwise the server's count (whole days, rounded up).
 */
export function trialDaysToShow(trialEndsAt: string | undefined, now: Date = new Date()): number | null {
  const daysLeft = trialDaysLeftOf(trialEndsAt, now)
  if (daysLeft === null || daysLeft === 0 || !trialEndsAt) return daysLeft
  const end = new Date(trialEndsAt)
  const isToday =
    end.getFullYear() === now.getFullYear() && end.getMonth() === now.getMonth() && end.getDate() === now.getDate()
  return isToday ? 0 : daysLeft
}

/** The organization has no subscription the portal counts (none yet, or cancelled). */
export function isWithoutSubscription(status: Subscription['status'] | undefined): boolean {
  return status === 'none' || status === 'canceled'
}

export function hasArgentinaLeague(leagues: readonly { country: string }[]): boolean {
  return leagues.some((league) => league.country.toUpperCase() === 'AR')
}

/**
 * Stripe's pricing table is offered only while there is no subscription to keep: checking out again with a running
 * Stripe subscription (trial, active, billing issue) would start a second one, so those go to the customer portal.
 */
export function canChoosePlan(status: Subscription['status'] | undefined): boolean {
  return isWithoutSubscription(status)
}

/** Stripe's customer portal is the way to change or fix a subscription Stripe bills. */
export function isBilledByStripe(status: Subscription['status'] | undefined): boolean {
  return status === 'trialing' || status === 'active' || status === 'error'
}

/** A URL the browser may be sent to: http(s) only (the portal URL comes from the server, from Stripe). */
export function isNavigableUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false
  try {
    const parsed = new URL(url, window.location.href)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}
