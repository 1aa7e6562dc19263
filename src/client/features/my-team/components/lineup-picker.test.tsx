// @vitest-environment happy-dom
/** The delegate's line-up picker (decisions 0038, 0039): who may play first, the others greyed with why. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { LineupPicker } from './lineup-picker.tsx'

const ORG = 'o1'
const GAME = 'g1'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const me: Me = {
  user: {
    id: 'u1',
    email: 'd@example.com',
    emailVerified: true,
    displayName: 'Dora',
    firstname: 'Dora',
    lastname: 'D',
    phone: '',
    role: 'user',
  },
  organizations: [{ id: ORG, name: 'Liga', role: 'delegate' }],
  activeOrganizationId: ORG,
}

const entry = (id: string, firstname: string, jerseyNumber: number, status = 'approved') => ({
  id,
  firstname,
  lastname: 'Leones',
  jerseyNumber,
  status: status as 'approved' | 'pending' | 'rejected',
})

const roster = [entry('p1', 'Ana', 1), entry('p2', 'Bea', 2), entry('p3', 'Carla', 3, 'pending')]

const eligibility = {
  gameId: GAME,
  home: {
    teamId: 't1',
    players: [
      {
        playerId: 'p1',
        name: 'Ana Leones',
        number: 1,
        eligible: false,
        reasons: [{ code: 'SUSPENDED', suspensionId: 's1', gamesLeft: 1 }],
      },
      { playerId: 'p2', name: 'Bea Leones', number: 2, eligible: true, reasons: [] },
      {
        playerId: 'p3',
        name: 'Carla Leones',
        number: 3,
        eligible: false,
        reasons: [{ code: 'NOT_APPROVED', status: 'pending' }],
      },
    ],
  },
  away: { teamId: 't2', players: [] },
}

async function render(answerEligibility: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/eligibility'))
        return answerEligibility ? json(200, eligibility) : json(404, { code: 'NOT_FOUND' })
      return json(200, { home: [], away: [] })
    }),
  )
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), me)
  const view = await renderRoutes(
    [
      {
        path: '/:lang/my-team',
        element: <LineupPicker organizationId={ORG} gameId={GAME} side="home" roster={roster} isClosed={false} />,
      },
    ],
    { at: '/en/my-team', queryClient },
  )
  await settle(4)
  return view
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => ({
    text: li.textContent ?? '',
    disabled: li.querySelector('input')?.disabled ?? false,
  }))

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the delegate’s line-up picker', () => {
  it('lists who may play first and greys a suspended or unapproved player with why', async () => {
    const view = await render(true)
    cleanup = view.unmount
    const [first, second, third] = rows(view.container)
    expect(first).toMatchObject({ disabled: false })
    expect(first?.text).toContain('Bea')
    expect(second?.text).toContain('Ana')
    expect(second?.text).toContain('Suspended: 1 more game')
    expect(second?.disabled).toBe(true)
    expect(third?.text).toContain('Waiting for approval on the list')
    expect(third?.disabled).toBe(true)
  })

  it('without the eligibility answer, greys by the list’s status only', async () => {
    const view = await render(false)
    cleanup = view.unmount
    const row = (name: string) => rows(view.container).find((r) => r.text.includes(name))
    expect(row('Ana')?.disabled).toBe(false)
    expect(row('Carla')?.disabled).toBe(true)
    expect(row('Carla')?.text).toContain('Pending')
  })
})
