// @vitest-environment happy-dom
/**
 * A payment in a team's account is reversed with a reason (decision 0048): "Reverse" asks for it first, confirming
 * waits until one is typed, and the reason typed is what the server is sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import {
  buttonByName,
  byLabel,
  click,
  createTestQueryClient,
  jsonResponse,
  memberSession,
  renderRoutes,
  settle,
  typeInto,
} from '#client/lib/testing/render.tsx'
import { TeamAccount } from './team-account.tsx'

const ORG = 'o1'
const me = memberSession(ORG, 'treasurer')
const entry = {
  id: 'p1',
  date: '2026-11-20',
  createdAt: '2026-11-20T12:00:00.000Z',
  kind: 'payment',
  rule: null,
  amount: -20_000,
  tournamentId: null,
  gameId: null,
  cardId: null,
  paymentId: 'p1',
  reversesId: null,
  reversed: false,
  method: 'cash',
  receiptNumber: 7,
  note: '',
  by: 'Tesa',
}

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

function serve() {
  const sent: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init)
      const url = new URL(request.url, 'http://localhost')
      if (request.method === 'POST') {
        sent.push({ path: url.pathname, body: await request.json() })
        return jsonResponse({ ...entry, id: 'r1', kind: 'reversal', amount: 20_000, reversesId: 'p1' }, 201)
      }
      if (url.pathname.endsWith('/account'))
        return jsonResponse({ teamId: 'team1', teamName: 'Leones', currency: 'ARS', balance: 30_000, entries: [entry] })
      return jsonResponse({ providers: [], balance: 30_000, currency: 'ARS' })
    }),
  )
  return sent
}

describe('reversing a payment', () => {
  it('asks for a reason, waits until one is typed, and sends it', async () => {
    const sent = serve()
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(sessionKeys.me(), me)
    const view = await renderRoutes(
      [{ path: '/:lang', element: <TeamAccount organizationId={ORG} teamId="team1" canWrite /> }],
      { at: '/en', queryClient },
    )
    unmount = view.unmount
    await settle(10)
    await click(buttonByName(view.container, 'Reverse'))
    await settle(5)
    expect(sent, 'one tap reverses nothing').toEqual([])
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Reverse receipt Nº 7')
    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Reverse')
    expect(confirm?.disabled, 'no reason, no reversal').toBe(true)

    await typeInto(byLabel(dialog, 'Reason'), 'Counted twice')
    expect(confirm?.disabled).toBe(false)
    await click(confirm as HTMLButtonElement)
    await settle(10)
    expect(sent).toEqual([{ path: `/api/orgs/${ORG}/payments/p1/reverse`, body: { reason: 'Counted twice' } }])
  })
})
