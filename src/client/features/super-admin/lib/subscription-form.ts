import * as z from 'zod/mini'
import type { SetSubscriptionInput, Subscription } from '#domain/organizations/organization.schema.ts'

export const HAND_SET_STATUSES = ['manual', 'active', 'none'] as const
export type HandSetStatus = (typeof HAND_SET_STATUSES)[number]

/** Today in UTC, `YYYY-MM-DD`: the server compares a hand-set last day with it. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** A calendar day that exists, `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The super admin's "set a subscription by hand" form. `until` is '' (no last day) or a day from today on: an earlier
 * one would be expired at once (the organization would show no subscription).
 */
export function createSubscriptionFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    status: z.enum(HAND_SET_STATUSES),
    plan: z.string().check(z.trim(), z.maxLength(80, 'validation.too_long')),
    until: z.string().check(
      z.refine((value) => value === '' || isIsoDate(value), 'validation.invalid_format'),
      z.refine(
        (value) => value === '' || !isIsoDate(value) || value >= todayUtc(now()),
        'super_admin.subscription.until_past',
      ),
    ),
    note: z.string().check(z.trim(), z.maxLength(500, 'validation.too_long')),
  })
}
export type SubscriptionFormValues = z.infer<ReturnType<typeof createSubscriptionFormSchema>>

/** What the form starts with: the hand-set subscription when there is one, else a new `manual` one. */
export function subscriptionFormDefaults(subscription: Subscription): SubscriptionFormValues {
  if (subscription.status === 'manual') {
    return {
      status: 'manual',
      plan: subscription.plan ?? '',
      until: subscription.manualUntil ?? '',
      note: subscription.note ?? '',
    }
  }
  return { status: 'manual', plan: '', until: '', note: '' }
}

/** The PUT body: empty fields left out. `none` is sent as DELETE instead. */
export function toSetSubscriptionBody(values: SubscriptionFormValues): SetSubscriptionInput {
  const plan = values.plan.trim()
  const note = values.note.trim()
  return {
    status: values.status,
    ...(values.status !== 'none' && plan ? { plan } : {}),
    ...(values.status !== 'none' && values.until ? { until: values.until } : {}),
    ...(values.status !== 'none' && note ? { note } : {}),
  }
}
