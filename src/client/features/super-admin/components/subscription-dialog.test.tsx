// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, byLabel, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import type { AdminOrganization } from '../api/admin-organizations-api.ts'
import { SubscriptionDialog } from './subscription-dialog.tsx'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const organization: AdminOrganization = {
  id: '7d1a4c8e-1111-4a5b-9c3d-000000000001',
  name: 'Liga Norte',
  slug: 'liga-norte',
  leagues: [{ id: 'l1', name: 'Primera', country: 'AR' }],
  subscription: { status: 'manual', plan: 'Convenio', manualUntil: '2099-12-31', note: 'transferencia' },
  memberCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
}

async function open(fetchMock: ReturnType<typeof vi.fn>, onClose = vi.fn()) {
  vi.stubGlobal('fetch', fetchMock)
  const view = await renderRoutes([
    { path: '/:lang', element: <SubscriptionDialog organization={organization} onClose={onClose} /> },
  ])
  await settle(3)
  return { ...view, onClose, body: document.body }
}

async function choose(label: string, option: string) {
  const combobox = [...document.body.querySelectorAll('[role="combobox"]')].find((element) =>
    element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .some((id) => document.getElementById(id)?.textContent === label),
  )
  await act(async () => {
    combobox?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
  })
  const item = [...document.body.querySelectorAll('[role="option"]')].find((element) => element.textContent === option)
  await click(item as Element)
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('SubscriptionDialog', () => {
  it('starts from the hand-set subscription and saves it with PUT', async () => {
    const fetchMock = vi.fn(async () => json(200, {}))
    const view = await open(fetchMock)
    expect(byLabel(view.body, 'Plan').value).toBe('Convenio')
    expect((view.body.querySelector('textarea[name="note"]') as HTMLTextAreaElement).value).toBe('transferencia')
    await typeInto(byLabel(view.body, 'Plan'), 'Convenio anual')
    await click(buttonByName(view.body, 'Save subscription'))
    await settle(4)
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/orgs/${organization.id}/subscription`,
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ status: 'manual', plan: 'Convenio anual', until: '2099-12-31', note: 'transferencia' }),
      }),
    )
    expect(view.onClose).toHaveBeenCalled()
    await view.unmount()
  })

  it('shows translated validation before calling the server', async () => {
    const fetchMock = vi.fn(async () => json(200, {}))
    const view = await open(fetchMock)
    await typeInto(byLabel(view.body, 'Plan'), 'x'.repeat(81))
    await click(buttonByName(view.body, 'Save subscription'))
    await settle(2)
    expect(view.body.textContent).toContain('Too long.')
    expect(fetchMock).not.toHaveBeenCalled()
    await view.unmount()
  })

  it('clears the subscription with DELETE', async () => {
    const fetchMock = vi.fn(async () => json(200, {}))
    const view = await open(fetchMock)
    await choose('Status', 'Clear the hand-set subscription')
    expect(view.body.textContent).toContain('The organization will show what Stripe last said')
    await click(buttonByName(view.body, 'Clear subscription'))
    await settle(4)
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/orgs/${organization.id}/subscription`,
      expect.objectContaining({ method: 'DELETE' }),
    )
    await view.unmount()
  })

  it('puts the server’s field errors on the fields', async () => {
    const fetchMock = vi.fn(async () =>
      json(400, {
        code: 'VALIDATION_FAILED',
        status: 400,
        invalidParams: [{ name: 'until', reason: 'validation.invalid_format' }],
      }),
    )
    const view = await open(fetchMock)
    await click(buttonByName(view.body, 'Save subscription'))
    await settle(4)
    expect(view.body.textContent).toContain('This value has the wrong format.')
    expect(view.onClose).not.toHaveBeenCalled()
    await view.unmount()
  })
})
