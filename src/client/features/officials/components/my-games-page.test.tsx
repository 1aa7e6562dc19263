// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buttonByName,
  byLabel,
  click,
  jsonResponse,
  renderRoutes,
  settle,
  typeInto,
} from '#client/lib/testing/render.tsx'
import { MyGamesPage } from './my-games-page.tsx'

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

const appointment = {
  gameId: 'g1',
  tournamentId: 't1',
  tournamentName: 'Apertura',
  homeTeam: 'Halcones',
  awayTeam: 'Pumas',
  playAt: '2030-03-09T21:00:00.000Z',
  isPlayAtTimeHidden: false,
  location: null,
  role: 'referee',
  status: 'pending',
}
const official = { id: 'f1', version: 1, name: 'Rita', email: null, phone: null, level: null, linked: true }

/** "My games" at `at`, its API stubbed: the appointments, the official and their days (`days`); writes recorded. */
async function render(at: string, days: { from: string; to: string }[] = []) {
  const sent: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init)
      const url = new URL(request.url).pathname
      if (request.method !== 'GET') {
        const body = await request.json().catch(() => null)
        sent.push({ method: request.method, url, body })
        if (url.endsWith('/unavailability')) return jsonResponse({ ...official, unavailability: body })
        return jsonResponse({ gameId: 'g1', officials: [] })
      }
      if (url.endsWith('/my-games')) return jsonResponse({ officialId: 'f1', items: [appointment] })
      return jsonResponse({ ...official, unavailability: days })
    }),
  )
  const view = await renderRoutes([{ path: '/:lang/my-games', element: <MyGamesPage organizationId="o1" /> }], { at })
  unmount = view.unmount
  await settle(6)
  return { ...view, sent }
}

describe('My games (decision 0050)', () => {
  it('records the answer the e-mail’s link carries, once, and shows that game', async () => {
    const view = await render('/en/my-games?game=g1&answer=accept')
    expect(view.sent).toEqual([
      { method: 'POST', url: '/api/orgs/o1/games/g1/officials/respond', body: { accept: true } },
    ])
    expect(view.container.querySelector('li[aria-current="true"]')?.getAttribute('aria-label')).toBe('Halcones – Pumas')
    expect(view.router.state.location.search).toBe('?game=g1')
  })

  it('marks the days the official cannot work, a single day or a span, and removes them', async () => {
    const view = await render('/en/my-games', [{ from: '2099-01-10', to: '2099-01-12' }])
    const section = view.container.querySelector('[data-testid="unavailable-days"]') as HTMLElement
    expect(section.textContent).toContain('Sat, 10 Jan 2099 – Mon, 12 Jan 2099')
    await typeInto(byLabel(section, 'From'), '2099-02-01')
    await click(buttonByName(section, 'Add'))
    await settle(4)
    expect(view.sent.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/orgs/o1/officials/f1/unavailability',
      body: [
        { from: '2099-01-10', to: '2099-01-12' },
        { from: '2099-02-01', to: '2099-02-01' },
      ],
    })
    await click(buttonByName(section, 'Remove Sat, 10 Jan 2099 – Mon, 12 Jan 2099'))
    await settle(4)
    expect(view.sent.at(-1)?.body).toEqual([{ from: '2099-02-01', to: '2099-02-01' }])
  })
})
