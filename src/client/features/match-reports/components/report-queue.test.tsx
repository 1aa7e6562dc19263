// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import { renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { ReportQueue } from './report-queue.tsx'

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
  setLeagueTimeZone(null)
})

const report = {
  status: 'disputed',
  submittedAt: '2026-11-20T18:00:00.000Z',
  submittedBy: 'Ana Árbitra',
  remarks: '',
  deadline: '2026-11-22T18:00:00.000Z',
  confirmations: { home: null, away: null },
  dispute: { side: 'away', reason: 'The goal was offside', at: '2026-11-21T10:00:00.000Z', by: 'Delegate' },
  confirmedAt: null,
  confirmedBy: null,
}
const item = (gameId: string, status: string) => ({
  gameId,
  tournamentId: 't1',
  homeTeamName: 'Lions',
  awayTeamName: 'Tigers',
  homeScore: 2,
  awayScore: 1,
  startsAt: '2026-11-20T16:00:00.000Z',
  isPlayAtTimeHidden: false,
  report: status === 'disputed' ? report : { ...report, status, dispute: null },
})

describe('the queue of match reports (decision 0051)', () => {
  it('lists the disputed reports with the side, the reason and the game, then those waiting for the teams', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        const status = new URL(request.url).searchParams.get('status') ?? ''
        asked.push(status)
        const items = [item(status === 'disputed' ? 'g1' : 'g2', status)]
        return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } })
      }),
    )
    setLeagueTimeZone('America/Argentina/Buenos_Aires')
    const view = await renderRoutes([{ path: '/:lang', element: <ReportQueue organizationId="o1" /> }])
    unmount = view.unmount
    await settle(6)
    expect(asked.sort()).toEqual(['disputed', 'submitted'])
    const cards = [...view.container.querySelectorAll('[data-testid="report-queue-item"]')]
    expect(cards).toHaveLength(2)
    expect(cards[0]?.textContent).toContain('Tigers disputes it: The goal was offside')
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/en/games/g1')
    expect(cards[0]?.querySelector('a')?.textContent).toBe('Lions 2 – 1 Tigers')
    expect(view.container.textContent).toContain('Waiting for the teams')
    expect(cards[1]?.textContent).toContain('The teams can answer until')
    expect(cards[1]?.textContent).not.toContain('disputes it')
    // times in the league's time zone (Buenos Aires, UTC−3), to the minute
    expect(cards[0]?.textContent).toContain('Fri 20 Nov · 13:00')
    expect(cards[1]?.textContent).toContain('The teams can answer until 22 Nov 2026, 15:00')
  })

  it('says so when nothing is disputed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    )
    const view = await renderRoutes([{ path: '/:lang', element: <ReportQueue organizationId="o1" /> }])
    unmount = view.unmount
    await settle(6)
    expect(view.container.textContent).toContain('No match report is disputed.')
    expect(view.container.querySelectorAll('[data-testid="report-queue-item"]')).toHaveLength(0)
  })
})
