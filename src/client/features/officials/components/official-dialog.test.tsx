// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, byLabel, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import { OfficialDialog } from './official-dialog.tsx'
import { RemoveOfficialDialog } from './referees-page.tsx'

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

describe('adding an official', () => {
  it('sends the name and, empty, no contacts; a wrong e-mail stays on its field', async () => {
    const sent: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        sent.push(await request.json())
        return new Response(JSON.stringify({ id: 'f1', name: 'Rita Árbitra' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const onClose = vi.fn()
    const view = await renderRoutes([
      { path: '/:lang', element: <OfficialDialog organizationId="o1" onClose={onClose} /> },
    ])
    unmount = view.unmount
    await settle()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    await typeInto(byLabel(dialog, 'Name'), 'Rita Árbitra')
    await typeInto(byLabel(dialog, 'E-mail'), 'not-an-address')
    await click(buttonByName(dialog, 'Add an official'))
    await settle(6)
    expect(sent).toEqual([])
    expect(dialog.textContent).toContain('Enter a valid email address.')
    await typeInto(byLabel(dialog, 'E-mail'), '')
    await click(buttonByName(dialog, 'Add an official'))
    await settle(6)
    expect(sent).toEqual([{ name: 'Rita Árbitra', email: null, phone: null, level: null }])
    expect(onClose).toHaveBeenCalled()
  })

  it('edits an official: reads them, sends the change with their version, cleared contacts as none', async () => {
    const sent: { method: string; url: string; body: unknown }[] = []
    const official = {
      id: 'f1',
      version: 3,
      name: 'Rita Árbitra',
      email: 'rita@example.com',
      phone: '555 0101',
      level: 'A',
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        const body = request.method === 'GET' ? null : await request.json()
        sent.push({ method: request.method, url: new URL(request.url).pathname, body })
        const answer = request.method === 'GET' ? official : { ...official, ...(body as object), version: 4 }
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
      }),
    )
    const onClose = vi.fn()
    const view = await renderRoutes([
      { path: '/:lang', element: <OfficialDialog organizationId="o1" officialId="f1" onClose={onClose} /> },
    ])
    unmount = view.unmount
    await settle(6)
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Edit Rita Árbitra')
    expect(byLabel(dialog, 'E-mail').value).toBe('rita@example.com')
    await typeInto(byLabel(dialog, 'Level'), 'B')
    await typeInto(byLabel(dialog, 'Phone'), ' ')
    await click(buttonByName(dialog, 'Save'))
    await settle(6)
    // the list and the official are read again after the save
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([
      {
        method: 'PATCH',
        url: '/api/orgs/o1/officials/f1',
        body: { version: 3, name: 'Rita Árbitra', email: 'rita@example.com', phone: null, level: 'B' },
      },
    ])
    expect(onClose).toHaveBeenCalled()
  })

  it('removes an official after saying what becomes of their appointments', async () => {
    const sent: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        sent.push(`${request.method} ${new URL(request.url).pathname}`)
        return new Response(null, { status: 204 })
      }),
    )
    const onClose = vi.fn()
    const view = await renderRoutes([
      {
        path: '/:lang',
        element: (
          <RemoveOfficialDialog
            organizationId="o1"
            official={{ officialId: 'f1', name: 'Rita Árbitra' }}
            onClose={onClose}
          />
        ),
      },
    ])
    unmount = view.unmount
    await settle()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Remove Rita Árbitra?')
    expect(dialog.textContent).toContain('keep their name: appoint someone else to those still to be played')
    expect(sent).toEqual([])
    await click(buttonByName(dialog, 'Remove'))
    await settle(6)
    expect(sent).toEqual(['DELETE /api/orgs/o1/officials/f1'])
    expect(onClose).toHaveBeenCalled()
  })
})
