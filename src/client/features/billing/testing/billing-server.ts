import { vi } from 'vitest'
import type { Me } from '#client/lib/session/session-api.ts'
import type { Billing, Subscription } from '../api/billing-api.ts'

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function meWith(role: 'admin' | 'viewer' = 'admin'): Me {
  return {
    user: {
      id: 'u1',
      email: 'ana@example.com',
      emailVerified: true,
      displayName: 'Ana',
      firstname: 'Ana',
      lastname: 'P',
      phone: '',
      role: 'user',
    },
    organizations: [{ id: 'o1', name: 'Liga Sur', role }],
    activeOrganizationId: 'o1',
  }
}

export interface FakeBillingServer {
  me?: Me
  billingEnabled?: boolean
  subscription?: Subscription
  country?: string
  billing?: Partial<Billing>
  /** answers of other requests, by `METHOD /path` */
  extra?: Record<string, Response | (() => Response)>
}

/** A fetch mock answering the session, configuration, organization and billing endpoints the billing UI reads. */
export function billingServer({
  me = meWith('admin'),
  billingEnabled = true,
  subscription = { status: 'none' },
  country = 'ES',
  billing,
  extra = {},
}: FakeBillingServer = {}) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    const answer = extra[key]
    if (answer) return typeof answer === 'function' ? answer() : answer
    if (url === '/api/me') return json(200, me)
    if (url === '/api/config') {
      return json(200, {
        contactEmail: 'help@example.com',
        billingEnabled,
        version: '1',
        ...(billingEnabled
          ? { stripePublishableKey: 'pk_test_1', pricingTableIds: { es: 'prctbl_es', en: 'prctbl_en' } }
          : {}),
      })
    }
    if (url === '/api/orgs/o1') {
      return json(200, {
        id: 'o1',
        name: 'Liga Sur',
        slug: 'liga-sur',
        logoUrl: null,
        leagues: [{ id: 'l1', name: 'Primera', country }],
        subscription,
        role: me.organizations[0]?.role ?? 'admin',
        createdAt: '2026-01-01T00:00:00Z',
      })
    }
    if (url === '/api/orgs/o1/billing') {
      if (me.organizations[0]?.role !== 'admin') return json(403, { code: 'FORBIDDEN', status: 403 })
      return json(200, { subscription, hasBillingAccount: subscription.status !== 'none', ...billing })
    }
    return json(404, { code: 'NOT_FOUND', status: 404 })
  })
}
