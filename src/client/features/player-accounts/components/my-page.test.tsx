// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { MyPage } from './my-page.tsx'

const record = {
  id: 'p1',
  version: 3,
  organizationId: 'o1',
  league: { id: 'o1', name: 'Liga del Sur', slug: 'liga-del-sur', publicSlug: null, crestUrl: null },
  firstname: 'Ana',
  lastname: 'Paz',
  birthDate: null,
  dni: null,
  email: 'ana@example.com',
  phone: null,
  photoUrl: null,
  jerseyNumber: 9,
  publicName: null,
  teams: [],
  tournaments: [],
  stats: { gamesPlayed: 0, goals: 0, yellow: 0, blue: 0, red: 0 },
  suspensions: [],
  nextGames: [],
}

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
  vi.unstubAllGlobals()
})

describe('My page', () => {
  it('lets the player upload their own photo to their own record', async () => {
    const calls: { method: string; url: string; file?: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init)
        if (request.method === 'POST') {
          const form = await request.formData()
          calls.push({ method: 'POST', url: request.url, file: (form.get('file') as File | null)?.name })
          return Response.json({ ...record, photoUrl: '/api/uploads/me.png' })
        }
        calls.push({ method: request.method, url: request.url })
        return Response.json({ items: [record] })
      }),
    )
    const view = await renderRoutes([{ path: '/:lang/me', element: <MyPage /> }], { at: '/en/me' })
    unmount = view.unmount
    await settle(6)
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')
    expect(input).not.toBeNull()
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [file] })
      input?.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle(6)
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: expect.stringMatching(/\/api\/me\/players\/p1\/photo$/), file: 'me.png' },
    ])
    // the page reads the records again, with the new photo
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1)
  })
})
