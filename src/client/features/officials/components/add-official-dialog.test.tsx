// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, byLabel, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import { AddOfficialDialog } from './add-official-dialog.tsx'

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
      { path: '/:lang', element: <AddOfficialDialog organizationId="o1" onClose={onClose} /> },
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
})
