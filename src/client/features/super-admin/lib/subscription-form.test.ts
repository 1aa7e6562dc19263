import { describe, expect, it } from 'vitest'
import {
  createSubscriptionFormSchema,
  isIsoDate,
  subscriptionFormDefaults,
  toSetSubscriptionBody,
} from './subscription-form.ts'

const schema = createSubscriptionFormSchema(() => new Date('2026-03-10T23:30:00Z'))
const valid = { status: 'manual' as const, plan: 'Convenio', until: '2026-12-31', note: 'transferencia' }

function messages(values: unknown) {
  const result = schema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the hand-set subscription form', () => {
  it('accepts a plan, a last day from today (UTC) on and a note, all optional', () => {
    expect(messages(valid)).toEqual({})
    expect(messages({ ...valid, until: '2026-03-10' })).toEqual({})
    expect(messages({ status: 'active', plan: '', until: '', note: '' })).toEqual({})
  })

  it('refuses a last day before today with its own message', () => {
    expect(messages({ ...valid, until: '2026-03-09' })).toEqual({ until: 'super_admin.subscription.until_past' })
  })

  it('refuses a day that does not exist or is badly written', () => {
    expect(messages({ ...valid, until: '2026-02-30' })).toEqual({ until: 'validation.invalid_format' })
    expect(messages({ ...valid, until: 'invalid' })).toEqual({ until: 'validation.invalid_format' })
  })

  it('limits the plan to 80 characters and the note to 500', () => {
    expect(messages({ ...valid, plan: 'x'.repeat(81), note: 'y'.repeat(501) })).toEqual({
      plan: 'validation.too_long',
      note: 'validation.too_long',
    })
  })

  it('knows only manual, active and none', () => {
    expect(Object.keys(messages({ ...valid, status: 'trialing' }))).toEqual(['status'])
  })

  it('checks calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2027-2-28')).toBe(false)
  })
})

describe('subscriptionFormDefaults', () => {
  it('starts from the hand-set subscription', () => {
    expect(
      subscriptionFormDefaults({ status: 'manual', plan: 'Convenio', manualUntil: '2026-12-31', note: 'n' }),
    ).toEqual({ status: 'manual', plan: 'Convenio', until: '2026-12-31', note: 'n' })
  })

  it('starts a new manual one otherwise', () => {
    expect(subscriptionFormDefaults({ status: 'active', plan: 'Liga Pro' })).toEqual({
      status: 'manual',
      plan: '',
      until: '',
      note: '',
    })
  })
})

describe('toSetSubscriptionBody', () => {
  it('leaves empty fields out and trims', () => {
    expect(toSetSubscriptionBody({ status: 'manual', plan: '  Convenio ', until: '', note: ' ' })).toEqual({
      status: 'manual',
      plan: 'Convenio',
    })
    expect(toSetSubscriptionBody(valid)).toEqual(valid)
  })

  it('sends nothing but the status to clear', () => {
    expect(toSetSubscriptionBody({ ...valid, status: 'none' })).toEqual({ status: 'none' })
  })
})
