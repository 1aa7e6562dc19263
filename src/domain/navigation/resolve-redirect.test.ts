import { describe, expect, it } from 'vitest'
import { isSignedInPath, type RedirectInput, resolveRedirect } from './resolve-redirect.ts'

const org = (country: string, status: string) => ({ id: 'org-1', leagues: [{ country }], subscription: { status } })

function input(overrides: Partial<RedirectInput> = {}): RedirectInput {
  return {
    lang: 'es',
    path: '/dashboard',
    query: {},
    auth: 'logged-in',
    user: { displayName: 'Ana', role: 'user' },
    organization: org('ES', 'active'),
    hasOrganization: true,
    billingEnabled: true,
    ...overrides,
  }
}

const superAdmin = { displayName: '', role: 'super_admin' }

describe('resolveRedirect', () => {
  it('waits while the auth state is loading', () => {
    expect(resolveRedirect(input({ auth: 'loading', path: '/users' }))).toBeNull()
  })

  describe('logged out', () => {
    it.each(['', '/signup', '/forgot-password', '/reset-password', '/terms', '/invitations/tok-123'])(
      'never redirects from the public path %j',
      (path) => {
        expect(resolveRedirect(input({ auth: 'not-logged-in', path, user: undefined }))).toBeNull()
      },
    )

    it.each(['/dashboard', '/users', '/onboarding/user', '/super-admin', '/settings'])(
      'sends a private path %j to the language root',
      (path) => {
        expect(resolveRedirect(input({ auth: 'not-logged-in', path, user: undefined }))).toBe('/es')
      },
    )

    it('keeps the language of the path', () => {
      expect(resolveRedirect(input({ lang: 'en', auth: 'not-logged-in', path: '/users', user: undefined }))).toBe('/en')
    })
  })

  describe('logged in on the sign-in page', () => {
    it('continues to the dashboard', () => {
      expect(resolveRedirect(input({ path: '' }))).toBe('/es/dashboard')
    })

    it('continues to the onboarding when the rules below say so', () => {
      expect(resolveRedirect(input({ path: '', user: { displayName: '', role: 'user' } }))).toBe('/es/onboarding/user')
    })

    it('honours a safe next path', () => {
      expect(resolveRedirect(input({ path: '', query: { next: '/invitations/abc' } }))).toBe('/es/invitations/abc')
    })

    it('ignores a next path that leaves the site', () => {
      expect(resolveRedirect(input({ path: '', query: { next: '//evil.example' } }))).toBe('/es/dashboard')
    })

    it('treats the sign-up page the same way', () => {
      expect(resolveRedirect(input({ path: '/signup' }))).toBe('/es/dashboard')
    })
  })

  it('leaves a logged-in user on an invitation page whatever the onboarding state', () => {
    const user = { displayName: '', role: 'user' }
    expect(resolveRedirect(input({ path: '/invitations/abc', user, hasOrganization: false }))).toBeNull()
  })

  describe('onboarding', () => {
    it('sends a user with an empty display name to the user step', () => {
      expect(resolveRedirect(input({ user: { displayName: '', role: 'user' } }))).toBe('/es/onboarding/user')
    })

    it('treats a blank display name as empty', () => {
      expect(resolveRedirect(input({ user: { displayName: '  ', role: 'user' } }))).toBe('/es/onboarding/user')
    })

    it('leaves a user with an empty display name on the user step', () => {
      const user = { displayName: '', role: 'user' }
      expect(resolveRedirect(input({ path: '/onboarding/user', user, hasOrganization: false }))).toBeNull()
    })

    it('sends a user with a display name and no organization to the league step', () => {
      expect(resolveRedirect(input({ hasOrganization: false, organization: null }))).toBe('/es/onboarding/league')
    })

    it('leaves a player without organization on their card (decision 0046)', () => {
      const at = input({ path: '/me/players/abc/card', hasOrganization: false, organization: null })
      expect(resolveRedirect(at)).toBeNull()
    })

    it('leaves a user without organization on the league step', () => {
      const at = input({ path: '/onboarding/league', hasOrganization: false, organization: null })
      expect(resolveRedirect(at)).toBeNull()
    })

    it('sends a user who has an organization away from the league step to the dashboard', () => {
      expect(resolveRedirect(input({ path: '/onboarding/league' }))).toBe('/es/dashboard')
    })

    it('lets a user with everything set stay where they are', () => {
      expect(resolveRedirect(input({ path: '/users' }))).toBeNull()
    })
  })

  describe('billing', () => {
    it('adds argentinaSetupPending on the dashboard for an organization without subscription and an AR league', () => {
      expect(resolveRedirect(input({ path: '/users', organization: org('AR', 'none') }))).toBe(
        '/es/dashboard?argentinaSetupPending=1',
      )
    })

    it('treats a canceled subscription as none', () => {
      expect(resolveRedirect(input({ organization: org('AR', 'canceled') }))).toBe(
        '/es/dashboard?argentinaSetupPending=1',
      )
    })

    it('stays once on the dashboard with argentinaSetupPending', () => {
      const at = input({ query: { argentinaSetupPending: '1' }, organization: org('AR', 'none') })
      expect(resolveRedirect(at)).toBeNull()
    })

    it('skips the Argentina rule when onboardingComplete is present', () => {
      const at = input({ query: { onboardingComplete: '1' }, organization: org('AR', 'none') })
      expect(resolveRedirect(at)).toBeNull()
    })

    it('sends an organization without subscription and no AR league to the subscription page', () => {
      expect(resolveRedirect(input({ organization: org('ES', 'none') }))).toBe('/es/subscription')
    })

    it('stays on the subscription page when already there', () => {
      expect(resolveRedirect(input({ path: '/subscription', organization: org('UY', 'none') }))).toBeNull()
    })

    it('skips the subscription rule when onboardingComplete is present', () => {
      const at = input({ query: { onboardingComplete: '1' }, organization: org('ES', 'none') })
      expect(resolveRedirect(at)).toBeNull()
    })

    it('adds billingIssue=1 to the current path, keeping its query, when the subscription is in error', () => {
      expect(resolveRedirect(input({ path: '/users', query: { tab: 'x' }, organization: org('ES', 'error') }))).toBe(
        '/es/users?tab=x&billingIssue=1',
      )
    })

    it('stays once billingIssue=1 is there', () => {
      expect(resolveRedirect(input({ query: { billingIssue: '1' }, organization: org('ES', 'error') }))).toBeNull()
    })

    it('does not add billingIssue on the subscription page', () => {
      expect(resolveRedirect(input({ path: '/subscription', organization: org('ES', 'error') }))).toBeNull()
    })

    it('adds billingIssue when coming from the sign-in page', () => {
      expect(resolveRedirect(input({ path: '', organization: org('ES', 'error') }))).toBe(
        '/es/dashboard?billingIssue=1',
      )
    })

    it.each(['active', 'trialing', 'manual'])('leaves an organization with status %s alone', (status) => {
      expect(resolveRedirect(input({ organization: org('AR', status) }))).toBeNull()
    })

    it('applies no billing rule when billing is disabled', () => {
      expect(resolveRedirect(input({ billingEnabled: false, organization: org('ES', 'none') }))).toBeNull()
      expect(resolveRedirect(input({ billingEnabled: false, organization: org('AR', 'none') }))).toBeNull()
      expect(resolveRedirect(input({ billingEnabled: false, organization: org('ES', 'error') }))).toBeNull()
    })

    it('waits for the organization before applying billing rules', () => {
      expect(resolveRedirect(input({ organization: undefined }))).toBeNull()
    })

    it('sends an organization whose subscription was canceled and no AR league to the subscription page', () => {
      expect(resolveRedirect(input({ path: '/users', organization: org('ES', 'canceled') }))).toBe('/es/subscription')
    })

    it('applies the Argentina rule when any league is in Argentina, whatever the case of the country', () => {
      const organization = {
        id: 'org-1',
        leagues: [{ country: 'UY' }, { country: 'ar' }],
        subscription: { status: 'none' },
      }
      expect(resolveRedirect(input({ path: '/users', organization }))).toBe('/es/dashboard?argentinaSetupPending=1')
    })

    it('sends an Argentina organization away from the subscription page to the dashboard notice', () => {
      expect(resolveRedirect(input({ path: '/subscription', organization: org('AR', 'none') }))).toBe(
        '/es/dashboard?argentinaSetupPending=1',
      )
    })

    it('adds argentinaSetupPending on the dashboard itself, dropping its other flags', () => {
      expect(resolveRedirect(input({ query: { tab: 'x' }, organization: org('AR', 'none') }))).toBe(
        '/es/dashboard?argentinaSetupPending=1',
      )
    })

    it('keeps the language in the billing redirects', () => {
      expect(resolveRedirect(input({ lang: 'en', organization: org('ES', 'none') }))).toBe('/en/subscription')
      expect(resolveRedirect(input({ lang: 'en', organization: org('AR', 'none') }))).toBe(
        '/en/dashboard?argentinaSetupPending=1',
      )
      expect(resolveRedirect(input({ lang: 'en', organization: org('ES', 'error') }))).toBe(
        '/en/dashboard?billingIssue=1',
      )
    })

    it('goes from the sign-in page to the subscription page of an organization without subscription', () => {
      expect(resolveRedirect(input({ path: '', organization: org('ES', 'none') }))).toBe('/es/subscription')
      expect(resolveRedirect(input({ path: '', organization: org('AR', 'none') }))).toBe(
        '/es/dashboard?argentinaSetupPending=1',
      )
    })

    it('adds billingIssue on the Argentina organization in error too (a Stripe subscription that fails)', () => {
      expect(resolveRedirect(input({ path: '/users', organization: org('AR', 'error') }))).toBe(
        '/es/users?billingIssue=1',
      )
    })
  })

  describe('pages exempt from the subscription and Argentina redirects', () => {
    it.each(['/help', '/settings', '/settings/profile', '/terms'])(
      'leaves an organization without subscription on %j',
      (path) => {
        expect(resolveRedirect(input({ path, organization: org('ES', 'none') }))).toBeNull()
        expect(resolveRedirect(input({ path, organization: org('ES', 'canceled') }))).toBeNull()
      },
    )

    it.each(['/help', '/settings', '/terms'])('leaves an Argentina organization without subscription on %j', (path) => {
      expect(resolveRedirect(input({ path, organization: org('AR', 'none') }))).toBeNull()
    })

    it('does not exempt pages that only start with the same letters', () => {
      expect(resolveRedirect(input({ path: '/helpdesk', organization: org('ES', 'none') }))).toBe('/es/subscription')
      expect(resolveRedirect(input({ path: '/settings-old', organization: org('AR', 'none') }))).toBe(
        '/es/dashboard?argentinaSetupPending=1',
      )
    })

    it('still flags a billing issue on the help and settings pages (the notice shows there)', () => {
      expect(resolveRedirect(input({ path: '/help', organization: org('ES', 'error') }))).toBe(
        '/es/help?billingIssue=1',
      )
      expect(resolveRedirect(input({ path: '/settings', organization: org('ES', 'error') }))).toBe(
        '/es/settings?billingIssue=1',
      )
    })

    it('still applies the onboarding rules there', () => {
      const user = { displayName: '', role: 'user' }
      expect(resolveRedirect(input({ path: '/help', user, organization: org('ES', 'none') }))).toBe(
        '/es/onboarding/user',
      )
      expect(resolveRedirect(input({ path: '/settings', hasOrganization: false, organization: null }))).toBe(
        '/es/onboarding/league',
      )
    })

    it('still sends the dashboard of an organization without subscription to the subscription page', () => {
      expect(resolveRedirect(input({ path: '/dashboard', organization: org('ES', 'none') }))).toBe('/es/subscription')
    })
  })

  describe('super admin exemptions', () => {
    it('skips the user step despite an empty display name', () => {
      expect(resolveRedirect(input({ user: superAdmin }))).toBeNull()
    })

    it('skips the league step without an organization', () => {
      expect(resolveRedirect(input({ user: superAdmin, hasOrganization: false, organization: null }))).toBeNull()
    })

    it('may stay on the league step with an organization', () => {
      expect(resolveRedirect(input({ user: superAdmin, path: '/onboarding/league' }))).toBeNull()
    })

    it('skips the Argentina and subscription rules', () => {
      expect(resolveRedirect(input({ user: superAdmin, organization: org('AR', 'none') }))).toBeNull()
      expect(resolveRedirect(input({ user: superAdmin, organization: org('ES', 'none') }))).toBeNull()
    })

    it('skips the billing issue flag', () => {
      expect(resolveRedirect(input({ user: superAdmin, organization: org('ES', 'error') }))).toBeNull()
    })

    it('still goes from the sign-in page to the dashboard', () => {
      expect(resolveRedirect(input({ user: superAdmin, path: '' }))).toBe('/es/dashboard')
    })

    it('is still sent to the language root when logged out', () => {
      expect(resolveRedirect(input({ auth: 'not-logged-in', user: undefined, path: '/super-admin' }))).toBe('/es')
    })
  })
})

describe('isSignedInPath', () => {
  it('is every page of the signed-in app, not the signed-out, open or public league pages', () => {
    for (const path of ['/dashboard', '/dashboard/', '/tournaments/t1/standings', '/onboarding/user', '/settings']) {
      expect(isSignedInPath(path), path).toBe(true)
    }
    for (const path of ['', '/', '/signup', '/forgot-password', '/terms', '/reset-password', '/invitations/x']) {
      expect(isSignedInPath(path), path).toBe(false)
    }
    for (const path of ['/l', '/l/', '/l/liga-norte/fixtures']) expect(isSignedInPath(path), path).toBe(false)
  })
})

describe('a user who is only a player (decision 0045)', () => {
  const player = {
    lang: 'es' as const,
    query: {},
    auth: 'logged-in' as const,
    user: { displayName: 'Ana', role: 'user' },
    hasOrganization: false,
    hasPlayerRecords: true,
    billingEnabled: false,
  }
  it('lands on My page after signing in, stays there, and may open the player invitation signed out', () => {
    expect(resolveRedirect({ ...player, path: '' })).toBe('/es/me')
    expect(resolveRedirect({ ...player, path: '/dashboard' })).toBe('/es/me')
    expect(resolveRedirect({ ...player, path: '/onboarding/league' })).toBe('/es/me')
    expect(resolveRedirect({ ...player, path: '/me' })).toBeNull()
    expect(resolveRedirect({ ...player, path: '/player-invitations/abc' })).toBeNull()
    expect(
      resolveRedirect({ ...player, auth: 'not-logged-in', user: undefined, path: '/player-invitations/abc' }),
    ).toBeNull()
    // a member who is also a player keeps the dashboard
    expect(resolveRedirect({ ...player, hasOrganization: true, path: '/dashboard' })).toBeNull()
  })
})
