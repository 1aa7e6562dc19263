// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, click, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import type { Player } from '../api/players-api.ts'
import { PlayerPortalCard } from './player-portal-card.tsx'

const player = { id: 'p1', firstname: 'Ana', lastname: 'Paz', email: 'ana@example.com', userId: null } as Player

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

async function card(shown: Player, canInvite = true, canUnlink = false) {
  const view = await renderRoutes([
    {
      path: '/:lang',
      element: <PlayerPortalCard organizationId="o1" player={shown} canInvite={canInvite} canUnlink={canUnlink} />,
    },
  ])
  unmount = view.unmount
  await settle()
  return view.container
}

describe('the player’s portal account', () => {
  it('sends the staff’s invitation to the address on the record, in the page’s language', async () => {
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
    const container = await card(player)
    expect(container.textContent).toContain('Not linked to an account yet')
    await click(buttonByName(container, 'Invite to the portal'))
    await settle()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect((dialog.querySelector('input[type="email"]') as HTMLInputElement).value).toBe('ana@example.com')
    await click(buttonByName(dialog, 'Send invitation'))
    await settle(6)
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/orgs\/o1\/players\/p1\/invite$/),
        body: { email: 'ana@example.com', lang: 'en' },
      },
    ])
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('says a linked player has an account, and offers no invitation to a reader', async () => {
    expect((await card({ ...player, userId: 'u1' })).textContent).toContain('Linked to an account')
    await unmount?.()
    expect((await card(player, false)).querySelector('button')).toBeNull()
  })

  it('lets an admin remove the link, and staff choose how the public pages name the player', async () => {
    const sent: { method: string; url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        const text = await request.text()
        sent.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null })
        return new Response(JSON.stringify({ ...linked, userId: null, version: 4 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const linked = { ...player, userId: 'u1', version: 3, publicName: null } as Player
    // a manager: no way to remove the link
    const asManager = await card(linked)
    expect(() => buttonByName(asManager, 'Remove the link')).toThrow()
    await unmount?.()
    const container = await card(linked, true, true)
    await click(buttonByName(container, 'Remove the link'))
    await settle()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Remove the link to the account?')
    await click(buttonByName(dialog, 'Remove the link'))
    await settle(6)
    expect(sent[0]).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(/\/api\/orgs\/o1\/players\/p1\/user$/),
    })

    const select = container.querySelector('[role="combobox"]') as HTMLElement
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
    })
    await settle(2)
    const full = [...document.body.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Full name')
    await click(full as Element)
    await settle(6)
    expect(sent.at(-1)).toMatchObject({
      method: 'PATCH',
      url: expect.stringMatching(/\/api\/orgs\/o1\/players\/p1$/),
      body: { version: 3, publicName: 'full' },
    })
  })
})
