// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import type { fetchRoster } from '../api/my-team-api.ts'
import { RosterList } from './roster-list.tsx'

type RosterEntry = Awaited<ReturnType<typeof fetchRoster>>['items'][number]

const entry = (over: Partial<RosterEntry>): RosterEntry => ({
  id: 'p1',
  firstname: 'Ana',
  lastname: 'Paz',
  dni: null,
  jerseyNumber: 9,
  position: null,
  photoThumbUrl: null,
  addedAt: '2026-03-01T00:00:00.000Z',
  status: 'approved',
  rejectReason: null,
  requestedAt: '2026-03-01T00:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  portalAccount: 'none',
  ...over,
})

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

async function list(players: RosterEntry[], onInvited = () => {}) {
  const view = await renderRoutes([
    { path: '/:lang', element: <RosterList organizationId="o1" players={players} onInvited={onInvited} /> },
  ])
  unmount = view.unmount
  await settle()
  return view.container
}

describe('the delegate’s list and the portal', () => {
  it('invites an approved player without an account through the staff’s dialog, then reads the list again', async () => {
    const sent: { url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        sent.push({ url: request.url, body: await request.json() })
        return new Response(JSON.stringify({ id: 'i1', playerId: 'p1', email: 'ana@example.com', status: 'pending' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const onInvited = vi.fn()
    const container = await list([entry({})], onInvited)
    await click(buttonByName(container, 'Invite Ana Paz to the portal'))
    await settle()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Invite to the portal')
    const email = dialog.querySelector('input[type="email"]') as HTMLInputElement
    expect(email.value).toBe('')
    // an empty address is refused on the phone: nothing is sent
    await click(buttonByName(dialog, 'Send invitation'))
    await settle(4)
    expect(sent).toEqual([])
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    await typeInto(email, 'ana@example.com')
    await click(buttonByName(dialog, 'Send invitation'))
    await settle(6)
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/orgs\/o1\/players\/p1\/invite$/),
        body: { email: 'ana@example.com', lang: 'en' },
      },
    ])
    expect(onInvited).toHaveBeenCalledOnce()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('says who has an account or an invitation, and offers no invitation to those, to a pending request or where the account is not told', async () => {
    const container = await list([
      entry({ id: 'a', firstname: 'Lía', portalAccount: 'linked' }),
      entry({ id: 'b', firstname: 'Eva', portalAccount: 'invited' }),
      entry({ id: 'c', firstname: 'Sol', status: 'pending', portalAccount: null }),
      entry({ id: 'd', firstname: 'Ada', portalAccount: null }),
    ])
    expect(container.textContent).toContain('Has a portal account')
    expect(container.textContent).toContain('Invited to the portal')
    expect(container.textContent).toContain('Pending approval')
    expect(container.querySelector('button')).toBeNull()
  })
})
