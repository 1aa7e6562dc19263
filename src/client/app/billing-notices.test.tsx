// @vitest-environment happy-dom

// The billing notices (features/billing) together with the session gate's redirects that flag them (app): tested
// here, where the two are composed, since a feature does not import the app.
import { Outlet } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BillingNotices } from '#client/features/billing/components/billing-notices.tsx'
import { billingServer, type FakeBillingServer, json, meWith } from '#client/features/billing/testing/billing-server.ts'
import { click, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { SessionGate } from './session-gate.tsx'

function Shell() {
  return (
    <>
      <BillingNotices />
      <Outlet />
    </>
  )
}

const page = (name: string) => <p data-testid="page">{name}</p>
const routes = [
  {
    path: '/:lang',
    element: <SessionGate />,
    children: [
      {
        element: <Shell />,
        children: ['dashboard', 'users', 'help', 'settings', 'subscription'].map((path) => ({
          path,
          element: page(path),
        })),
      },
    ],
  },
]

async function visit(at: string, server: FakeBillingServer = {}) {
  const fetchMock = billingServer(server)
  vi.stubGlobal('fetch', fetchMock)
  const view = await renderRoutes(routes, { at })
  await settle(8)
  const byTestId = (id: string) => view.container.querySelector(`[data-testid="${id}"]`)
  const where = () => `${view.router.state.location.pathname}${view.router.state.location.search}`
  return { ...view, byTestId, where, fetchMock }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 3_600_000).toISOString()

beforeEach(() => {
  window.sessionStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('billing notices (billing on)', () => {
  it('shows the billing issue on the page the redirect flagged, with fix and help for an admin', async () => {
    const view = await visit('/en/users', { subscription: { status: 'error' } })
    expect(view.where()).toBe('/en/users?billingIssue=1')
    expect(view.byTestId('billing-issue-notice')?.textContent).toContain('There is a problem with your payment method')
    expect(view.byTestId('billing-issue-fix')?.textContent).toBe('Fix billing')
    expect(view.byTestId('billing-issue-help')?.getAttribute('href')).toBe('/en/help')
    await view.unmount()
  })

  it('keeps a billing issue on the dashboard (a notice, not a redirect to the subscription page)', async () => {
    const view = await visit('/en/dashboard', { subscription: { status: 'error' } })
    expect(view.where()).toBe('/en/dashboard?billingIssue=1')
    expect(view.byTestId('page')?.textContent).toBe('dashboard')
    expect(view.byTestId('billing-issue-notice')).not.toBeNull()
    await view.unmount()
  })

  it('tells a member who is not an admin to ask an admin, without the fix button', async () => {
    const view = await visit('/en/dashboard', { me: meWith('viewer'), subscription: { status: 'error' } })
    expect(view.byTestId('billing-issue-notice')?.textContent).toContain("Ask your organization's admin")
    expect(view.byTestId('billing-issue-fix')).toBeNull()
    expect(view.byTestId('billing-issue-help')).not.toBeNull()
    await view.unmount()
  })

  it('shows no billing notice on the subscription page, which shows the state itself', async () => {
    const view = await visit('/en/subscription', { subscription: { status: 'error' } })
    expect(view.where()).toBe('/en/subscription')
    expect(view.byTestId('billing-issue-notice')).toBeNull()
    await view.unmount()
  })

  it('opens Stripe’s portal from "fix billing"', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const fetchMock = billingServer({
      subscription: { status: 'error' },
      extra: { 'POST /api/orgs/o1/billing/portal': json(200, { url: 'https://billing.stripe.com/p/session/x' }) },
    })
    vi.stubGlobal('fetch', fetchMock)
    const view = await renderRoutes(routes, { at: '/en/dashboard?billingIssue=1' })
    await settle(8)
    await click(view.container.querySelector('[data-testid="billing-issue-fix"]') as Element)
    await settle(4)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orgs/o1/billing/portal',
      expect.objectContaining({ method: 'POST', body: '{"lang":"en"}' }),
    )
    expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x')
    await view.unmount()
  })

  it('sends an Argentina league to the dashboard with its notice', async () => {
    const view = await visit('/en/users', { country: 'AR' })
    expect(view.where()).toBe('/en/dashboard?argentinaSetupPending=1')
    expect(view.byTestId('argentina-setup-notice')?.textContent).toContain('our team will contact you')
    expect(view.byTestId('billing-issue-notice')).toBeNull()
    await view.unmount()
  })

  it.each(['/help', '/settings'])('lets an Argentina league see %s, still with its notice', async (path) => {
    const view = await visit(`/en${path}`, { country: 'AR' })
    expect(view.where()).toBe(`/en${path}`)
    expect(view.byTestId('argentina-setup-notice')).not.toBeNull()
    await view.unmount()
  })

  it('lets an organization without subscription get help instead of bouncing to the subscription page', async () => {
    const view = await visit('/en/help', { subscription: { status: 'none' } })
    expect(view.where()).toBe('/en/help')
    expect(view.byTestId('page')?.textContent).toBe('help')
    await view.unmount()
  })

  it('counts the trial’s days left and hides the banner for the session once dismissed', async () => {
    const server = { subscription: { status: 'trialing' as const, trialEndsAt: inDays(9) } }
    const view = await visit('/en/dashboard', server)
    const banner = view.byTestId('trial-banner')
    expect(banner?.textContent).toContain('Your free trial ends in 9 days')
    await click(banner?.querySelector('button[aria-label="Hide for this session"]') as Element)
    expect(view.byTestId('trial-banner')).toBeNull()
    await view.unmount()

    const again = await visit('/en/users', server)
    expect(again.byTestId('trial-banner')).toBeNull()
    await again.unmount()
  })

  it('shows nothing for an organization in good standing', async () => {
    const view = await visit('/en/dashboard', { subscription: { status: 'active', plan: 'Pro' } })
    expect(view.container.querySelector('[role="alert"], .MuiAlert-root')).toBeNull()
    await view.unmount()
  })
})

describe('billing notices (billing off)', () => {
  it('never shows, even with the flags in the address', async () => {
    const view = await visit('/en/dashboard?billingIssue=1&argentinaSetupPending=1', {
      billingEnabled: false,
      subscription: { status: 'error' },
      country: 'AR',
    })
    expect(view.byTestId('billing-issue-notice')).toBeNull()
    expect(view.byTestId('argentina-setup-notice')).toBeNull()
    expect(view.fetchMock).not.toHaveBeenCalledWith('/api/orgs/o1/billing', expect.anything())
    await view.unmount()
  })
})
