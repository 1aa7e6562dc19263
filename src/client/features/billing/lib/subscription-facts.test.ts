// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  canChoosePlan,
  hasArgentinaLeague,
  isBilledByStripe,
  isNavigableUrl,
  isWithoutSubscription,
  trialDaysLeftOf,
  trialDaysToShow,
} from './subscription-facts.ts'

const now = new Date('2026-03-10T12:00:00Z')

describe('trialDaysLeftOf', () => {
  it.each([
    ['2026-03-24T12:00:00Z', 14],
    ['2026-03-24T11:59:59Z', 14],
    ['2026-03-11T12:00:01Z', 2],
    ['2026-03-10T12:00:01Z', 1],
    ['2026-03-10T12:00:00Z', 0],
    ['2026-03-01T00:00:00Z', 0],
  ])('counts whole days to %s rounded up, never negative: %i', (end, days) => {
    expect(trialDaysLeftOf(end, now)).toBe(days)
  })

  it('is null without a (valid) end', () => {
    expect(trialDaysLeftOf(undefined, now)).toBeNull()
    expect(trialDaysLeftOf('not a date', now)).toBeNull()
  })
})

describe('trialDaysToShow', () => {
  it('says 0 ("ends today") when the trial ends later today, where the user is', () => {
    const laterToday = new Date(now)
    laterToday.setHours(23, 0, 0, 0)
    expect(trialDaysToShow(laterToday.toISOString(), now)).toBe(0)
  })

  it("keeps the server's count for a later day", () => {
    expect(trialDaysToShow('2026-03-15T12:00:00Z', now)).toBe(5)
  })

  it('is 0 once the trial is over and null without an end', () => {
    expect(trialDaysToShow('2026-03-01T00:00:00Z', now)).toBe(0)
    expect(trialDaysToShow(undefined, now)).toBeNull()
  })
})

describe('subscription states', () => {
  it.each([
    ['none', true, true, false],
    ['canceled', true, true, false],
    ['trialing', false, false, true],
    ['active', false, false, true],
    ['error', false, false, true],
    ['manual', false, false, false],
  ] as const)(
    '%s: without subscription %s, plans offered %s, billed by Stripe %s',
    (status, without, plans, stripe) => {
      expect(isWithoutSubscription(status)).toBe(without)
      expect(canChoosePlan(status)).toBe(plans)
      expect(isBilledByStripe(status)).toBe(stripe)
    },
  )

  it('offers no plans before the state is known', () => {
    expect(canChoosePlan(undefined)).toBe(false)
  })

  it('finds a league in Argentina whatever the case of the country', () => {
    expect(hasArgentinaLeague([{ country: 'UY' }, { country: 'ar' }])).toBe(true)
    expect(hasArgentinaLeague([{ country: 'ES' }])).toBe(false)
    expect(hasArgentinaLeague([])).toBe(false)
  })
})

describe('isNavigableUrl', () => {
  it('accepts http(s) addresses only', () => {
    expect(isNavigableUrl('https://billing.stripe.com/p/session/test_123')).toBe(true)
    expect(isNavigableUrl('http://127.0.0.1:4000/portal')).toBe(true)
    expect(isNavigableUrl('javascript:alert(1)')).toBe(false)
    expect(isNavigableUrl('data:text/html,hi')).toBe(false)
    expect(isNavigableUrl(undefined)).toBe(false)
    expect(isNavigableUrl(42)).toBe(false)
  })
})
