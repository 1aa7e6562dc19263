// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrganizationRole } from '#client/lib/session/session-api.ts'
import { buttonByName, click, jsonResponse, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import type { GameReport, Side } from '#domain/match-reports/report.schema.ts'
import { MatchReportPanel } from './match-report-panel.tsx'

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

const HOUR = 3_600_000
const submitted: GameReport = {
  status: 'submitted',
  submittedAt: new Date(Date.now() - HOUR).toISOString(),
  submittedBy: 'Rita Árbitra',
  remarks: 'Sin incidentes',
  deadline: new Date(Date.now() + 47 * HOUR).toISOString(),
  confirmations: { home: { by: 'Homero', at: new Date().toISOString() }, away: null },
  dispute: null,
  confirmedAt: null,
  confirmedBy: null,
}

/** The panel as `role` sees it; the report's writes are recorded. */
async function panel(role: OrganizationRole, report: GameReport, ownSides: Side[] = []) {
  const sent: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init)
      sent.push({ url: new URL(request.url).pathname, body: await request.json().catch(() => null) })
      return jsonResponse(report)
    }),
  )
  const element = (
    <MatchReportPanel
      organizationId="o1"
      gameId="g1"
      report={report}
      role={role}
      teams={{ home: 'Halcones', away: 'Pumas' }}
      ownSides={ownSides}
    />
  )
  const view = await renderRoutes([{ path: '/:lang', element }])
  unmount = view.unmount
  await settle()
  return { container: view.container, sent }
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')].map((b) => b.textContent)

describe('the match report panel (decision 0051)', () => {
  it('a delegate answers for their own side, and only while it has not answered', async () => {
    const away = await panel('delegate', submitted, ['away'])
    expect(buttons(away.container)).toEqual(['Confirm', 'Dispute'])
    expect(away.container.textContent).toContain('Pumas: not answered yet')
    await click(buttonByName(away.container, 'Confirm'))
    await settle()
    expect(away.sent).toEqual([{ url: '/api/orgs/o1/games/g1/report/confirm', body: { side: 'away' } }])
    await unmount?.()
    // the home side already confirmed: nothing left for its delegate to do
    const home = await panel('delegate', submitted, ['home'])
    expect(buttons(home.container)).toEqual([])
    expect(home.container.querySelector('a[href$="/report.pdf?lang=en"]')).not.toBeNull()
  })

  it('staff confirm or dispute for a side that has not answered, naming it', async () => {
    const { container, sent } = await panel('manager', submitted)
    expect(buttons(container)).toEqual(['Confirm for Pumas', 'Dispute'])
    await click(buttonByName(container, 'Dispute'))
    expect(container.textContent).toContain('For Pumas')
    const reason = container.querySelector('textarea') as HTMLTextAreaElement
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    await act(async () => {
      setter?.call(reason, 'Offside')
      reason.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const dispute = [...container.querySelectorAll('button')].filter((b) => b.textContent === 'Dispute').at(-1)
    await click(dispute as HTMLButtonElement)
    await settle()
    expect(sent).toEqual([{ url: '/api/orgs/o1/games/g1/report/dispute', body: { side: 'away', reason: 'Offside' } }])
  })

  it('once the window is over, no one answers any more', async () => {
    const over = { ...submitted, deadline: new Date(Date.now() - 1000).toISOString() }
    const { container } = await panel('delegate', over, ['away'])
    expect(buttons(container)).toEqual([])
    expect(container.textContent).toContain('the report is being confirmed')
  })

  it('the referee is told what submitting means before it is sent', async () => {
    const open: GameReport = { ...submitted, status: 'open', submittedAt: null, submittedBy: null, remarks: '' }
    const { container, sent } = await panel('referee', { ...open, deadline: null })
    await click(buttonByName(container, 'Submit the report'))
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.textContent).toContain('Once submitted you can no longer change the result')
    expect(sent).toEqual([])
    const send = [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Submit the report')
    await click(send as HTMLButtonElement)
    await settle()
    expect(sent).toEqual([{ url: '/api/orgs/o1/games/g1/report/submit', body: { remarks: '' } }])
  })
})
