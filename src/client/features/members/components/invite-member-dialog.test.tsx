// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, byLabel, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import { InviteMemberDialog } from './invite-member-dialog.tsx'

const ORG = '7d1a4c8e-1111-4a5b-9c3d-000000000001'
const TEAMS = [
  { id: '7d1a4c8e-1111-4a5b-9c3d-0000000000a1', name: 'Leones' },
  { id: '7d1a4c8e-1111-4a5b-9c3d-0000000000a2', name: 'Pumas' },
]

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The API as the dialog sees it: the league's teams, and the invitation answered with what was sent. */
function api() {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    if (url.includes('/teams')) return json(200, { items: TEAMS, total: 2, nextCursor: null })
    if (url.endsWith('/invitations') && method === 'POST') return json(201, { id: 'i1' })
    return json(404, { code: 'NOT_FOUND' })
  })
}

async function pick(labelText: string, option: string) {
  const field = [...document.body.querySelectorAll('[role="combobox"]')].find((element) =>
    element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .some((id) => document.getElementById(id)?.textContent?.startsWith(labelText)),
  )
  await act(async () => {
    field?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
  })
  const item = [...document.body.querySelectorAll('[role="option"]')].find((element) => element.textContent === option)
  await click(item as Element)
}

async function sentBodies(fetchMock: ReturnType<typeof api>) {
  const posts = fetchMock.mock.calls.filter(([input, init]) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    return method === 'POST'
  })
  return Promise.all(
    posts.map(async ([input, init]) =>
      JSON.parse(input instanceof Request ? await input.clone().text() : String(init?.body)),
    ),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('InviteMemberDialog', () => {
  it('asks a delegate’s teams and sends them with the invitation', async () => {
    const fetchMock = api()
    vi.stubGlobal('fetch', fetchMock)
    const view = await renderRoutes([
      { path: '/:lang', element: <InviteMemberDialog organizationId={ORG} open onClose={() => undefined} /> },
    ])
    await settle(3)
    const body = document.body
    expect(body.textContent).not.toContain('The teams this delegate keeps.')
    await typeInto(byLabel(body, 'Email'), 'delia@example.com')
    await pick('Role', 'Delegate')
    expect(body.textContent).toContain('The teams this delegate keeps.')
    await click(buttonByName(body, 'Send invitation'))
    await settle(3)
    expect(body.textContent).toContain('This field is required.')
    expect(await sentBodies(fetchMock)).toEqual([])
    const teams = byLabel(body, 'Teams')
    await act(async () => {
      teams.focus()
      teams.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
    })
    await settle(2)
    const option = [...body.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Pumas')
    await click(option as Element)
    await click(buttonByName(body, 'Send invitation'))
    await settle(4)
    expect(await sentBodies(fetchMock)).toEqual([
      { email: 'delia@example.com', role: 'delegate', teamIds: [TEAMS[1]?.id], lang: 'en' },
    ])
    await view.unmount()
  })
})
