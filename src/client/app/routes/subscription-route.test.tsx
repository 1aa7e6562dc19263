// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { billingServer, type FakeBillingServer, json, meWith } from '#client/features/billing/testing/billing-server.ts'
import { click, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { toastStore } from '#client/lib/toasts/toast-store.ts'
import { SubscriptionRoute } from './subscription-route.tsx'

const loader = vi.hoisted(() => ({ result: 'failed' as 'loaded' | 'failed', calls: 0 }))
vi.mock('#client/features/billing/lib/stripe-pricing-table-loader.ts', () => ({
  loadPricingTableScript: async () => {
    loader.calls += 1
    return loader.result
  },
}))

async function visit(at: string, server: FakeBillingServer = {}) {
  const fetchMock = billingServer(server)
  vi.stubGlobal('fetch', fetchMock)
  const view = await renderRoutes([{ path: '/:lang/subscription', element: <SubscriptionRoute /> }], { at })
  await settle(8)
  const byTestId = (id: string) => view.container.querySelector(`[data-testid="${id}"]`)
  return { ...view, byTestId, fetchMock, text: () => view.container.textContent ?? '' }
}

beforeEach(() => {
  loader.result = 'failed'
  loader.calls = 0
  toastStore.remove()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the subscription page', () => {
  it('says this installation needs no subscription when billing is off, and loads nothing from Stripe', async () => {
    const view = await visit('/en/subscription', { billingEnabled: false })
    expect(view.text()).toContain('Billing is not enabled on this installation')
    expect(view.byTestId('stripe-pricing-table')).toBeNull()
    expect(loader.calls).toBe(0)
    expect(view.fetchMock).not.toHaveBeenCalledWith('/api/orgs/o1/billing', expect.anything())
    await view.unmount()
  })

  it('shows Stripe’s pricing table in the page’s language with the organization and the user’s e-mail', async () => {
    loader.result = 'loaded'
    const view = await visit('/en/subscription', { subscription: { status: 'none' } })
    expect(view.byTestId('subscription-state')?.getAttribute('data-status')).toBe('none')
    expect(view.text()).toContain('No subscription yet')
    const table = view.container.querySelector('stripe-pricing-table')
    expect(table?.getAttribute('pricing-table-id')).toBe('prctbl_en')
    expect(table?.getAttribute('publishable-key')).toBe('pk_test_1')
    expect(table?.getAttribute('client-reference-id')).toBe('o1')
    expect(table?.getAttribute('customer-email')).toBe('ana@example.com')
    await view.unmount()
  })

  it('uses the Spanish pricing table on /es', async () => {
    loader.result = 'loaded'
    const view = await visit('/es/subscription', { subscription: { status: 'canceled' } })
    expect(view.container.querySelector('stripe-pricing-table')?.getAttribute('pricing-table-id')).toBe('prctbl_es')
    await view.unmount()
  })

  it('explains when the plans cannot be loaded, and tries again', async () => {
    const view = await visit('/en/subscription', { subscription: { status: 'none' } })
    expect(view.byTestId('pricing-table-unavailable')?.textContent).toContain('The plans could not be loaded')
    expect(view.container.querySelector('stripe-pricing-table')).toBeNull()
    loader.result = 'loaded'
    const retry = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')
    await click(retry as Element)
    await settle(3)
    expect(loader.calls).toBe(2)
    expect(view.container.querySelector('stripe-pricing-table')).not.toBeNull()
    await view.unmount()
  })

  it('shows the trial with its days left and offers the portal instead of a second checkout', async () => {
    const trialEndsAt = new Date(Date.now() + 5 * 86_400_000 - 3_600_000).toISOString()
    const view = await visit('/en/subscription', {
      subscription: { status: 'trialing', plan: 'Liga Pro', trialEndsAt },
      billing: { trialDaysLeft: 5, hasBillingAccount: true },
    })
    expect(view.text()).toContain('Free trial: 5 days left')
    expect(view.text()).toContain('Plan: Liga Pro')
    expect(view.byTestId('subscription-manage-billing')).not.toBeNull()
    expect(view.container.querySelector('stripe-pricing-table')).toBeNull()
    expect(loader.calls).toBe(0)
    await view.unmount()
  })

  it.each([
    [{ status: 'active', plan: 'Liga Pro', currentPeriodEnd: '2026-07-01T10:00:00Z' }, 'Renews on 1 July 2026.'],
    [
      { status: 'active', currentPeriodEnd: '2026-07-01T10:00:00Z', cancelAtPeriodEnd: true },
      'Ends on 1 July 2026: it will not renew.',
    ],
    [{ status: 'manual', plan: 'Convenio', manualUntil: '2026-12-31' }, 'Valid until 31 December 2026 (included).'],
    [{ status: 'manual' }, 'No end date.'],
    [{ status: 'canceled', plan: 'Old' }, 'Your subscription was canceled'],
  ] as const)('describes %j', async (subscription, expected) => {
    const view = await visit('/en/subscription', { subscription })
    expect(view.text()).toContain(expected)
    await view.unmount()
  })

  it('opens Stripe’s portal to fix a billing issue', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const view = await visit('/es/subscription', {
      subscription: { status: 'error', plan: 'Liga Pro' },
      extra: { 'POST /api/orgs/o1/billing/portal': json(200, { url: 'https://billing.stripe.com/p/session/y' }) },
    })
    await click(view.byTestId('subscription-fix-billing') as Element)
    await settle(4)
    expect(view.fetchMock).toHaveBeenCalledWith(
      '/api/orgs/o1/billing/portal',
      expect.objectContaining({ method: 'POST', body: '{"lang":"es"}' }),
    )
    expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/y')
    await view.unmount()
  })

  it('translates a portal failure into a toast (no billing account yet)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const view = await visit('/en/subscription', {
      subscription: { status: 'error' },
      billing: { hasBillingAccount: false },
      extra: {
        'POST /api/orgs/o1/billing/portal': json(409, { code: 'NO_BILLING_ACCOUNT', status: 409 }),
      },
    })
    await click(view.byTestId('subscription-fix-billing') as Element)
    await settle(4)
    expect(assign).not.toHaveBeenCalled()
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({
        severity: 'error',
        title: 'Could not open the billing portal',
        message: 'This organization has no billing account yet. Choose a plan first.',
      }),
    ])
    await view.unmount()
  })

  it('shows a member the state, tells them to ask an admin, and asks nothing of the billing endpoint', async () => {
    const view = await visit('/en/subscription', { me: meWith('viewer'), subscription: { status: 'none' } })
    expect(view.text()).toContain('Your organization has no subscription yet.')
    expect(view.byTestId('billing-admin-only')?.textContent).toContain("Only your organization's admins")
    expect(view.container.querySelector('stripe-pricing-table')).toBeNull()
    expect(view.byTestId('pricing-table-unavailable')).toBeNull()
    expect(loader.calls).toBe(0)
    expect(view.fetchMock).not.toHaveBeenCalledWith('/api/orgs/o1/billing', expect.anything())
    await view.unmount()
  })
})
