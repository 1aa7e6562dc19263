// @vitest-environment happy-dom
/** The teams' list and "New team" dialog, through the generic EntityListPage and EntityCreateDialog they are built on. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Me, sessionKeys } from '#client/lib/session/session-api.ts'
import {
  buttonByName,
  byLabel,
  click,
  createTestQueryClient,
  renderRoutes,
  settle,
  typeInto,
} from '#client/lib/testing/render.tsx'
import en from '#client/locales/en.json' with { type: 'json' }
import { TeamCreateDialog } from './team-create-dialog.tsx'
import { TeamsList } from './teams-list.tsx'

const ORG = 'o1'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function me(role: 'admin' | 'viewer'): Me {
  return {
    user: {
      id: 'u1',
      email: 'a@example.com',
      emailVerified: true,
      displayName: 'Ana',
      firstname: 'Ana',
      lastname: 'P',
      phone: '',
      role: 'user',
    },
    organizations: [{ id: ORG, name: 'Liga', role }],
    activeOrganizationId: ORG,
  }
}

const team = (id: string, name: string) => ({
  id,
  version: 1,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  deletedAt: null,
  name,
  alias: null,
  pictureThumbUrl: null,
  playerCount: 2,
})

async function render(
  element: React.ReactNode,
  handler: (method: string, url: string, body: unknown) => Response,
  role: 'admin' | 'viewer' = 'admin',
  at = '/en/list',
) {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method, url, body })
      return handler(method, url, body)
    }),
  )
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(sessionKeys.me(), me(role))
  const view = await renderRoutes(
    [
      { path: '/:lang/list', element },
      { path: '/:lang/:collection/:id', element: <p>entity page</p> },
    ],
    { at, queryClient },
  )
  cleanup = view.unmount
  await settle(4)
  return { ...view, calls }
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
})

describe('EntityCreateDialog', () => {
  it('creates the entity from its fields and opens its page', async () => {
    const onClose = vi.fn()
    const view = await render(<TeamCreateDialog organizationId={ORG} open onClose={onClose} />, (method) =>
      method === 'POST' ? json(201, team('t9', 'Leones')) : json(200, {}),
    )
    // the dialog is portalled to the body
    const dialog = document.body.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain(en.teams.new)
    expect(dialog.textContent).toContain(en.teams.new_hint)
    await typeInto(byLabel(dialog, en.teams.fields.name), 'Leones')
    await click(buttonByName(dialog, en.teams.create))
    await settle(4)
    expect(view.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `/api/orgs/${ORG}/teams`,
      body: { name: 'Leones' },
    })
    expect(view.router.state.location.pathname).toBe('/en/teams/t9')
    expect(onClose).toHaveBeenCalled()
  })

  it('puts the server’s field errors on their fields and stays open', async () => {
    const onClose = vi.fn()
    const view = await render(<TeamCreateDialog organizationId={ORG} open onClose={onClose} />, (method) =>
      method === 'POST'
        ? json(422, { code: 'VALIDATION', status: 422, invalidParams: [{ name: 'name', reason: 'validation.taken' }] })
        : json(200, {}),
    )
    const dialog = document.body.querySelector('[role="dialog"]') as HTMLElement
    const name = byLabel(dialog, en.teams.fields.name)
    await typeInto(name, 'Leones')
    await click(buttonByName(dialog, en.teams.create))
    await settle(4)
    expect(view.calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(onClose).not.toHaveBeenCalled()
    expect(view.router.state.location.pathname).toBe('/en/list')
  })
})

describe('EntityListPage', () => {
  it('lists the items, each linking to its page', async () => {
    const view = await render(<TeamsList organizationId={ORG} onCreate={() => undefined} />, () =>
      json(200, { items: [team('t1', 'Leones'), team('t2', 'Pumas')], nextCursor: null, total: 2 }),
    )
    const links = [...view.container.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(links).toContain('/en/teams/t1')
    expect(links).toContain('/en/teams/t2')
    expect(view.container.querySelector('[role="search"]')).not.toBeNull()
    expect(view.calls[0]?.url).toContain(`/api/orgs/${ORG}/teams`)
  })

  it('is ordered by name by default; the name and updated headers change the order (decision 0041)', async () => {
    const view = await render(<TeamsList organizationId={ORG} onCreate={() => undefined} />, () =>
      json(200, { items: [team('t1', 'Leones'), team('t2', 'Pumas')], nextCursor: null, total: 2 }),
    )
    const header = (name: string) =>
      [...view.container.querySelectorAll('th')].find((th) => th.textContent === name) as HTMLElement
    expect(header(en.teams.fields.name).getAttribute('aria-sort')).toBe('ascending')
    expect(view.calls[0]?.url).not.toContain('sort=')
    await click(header(en.teams.fields.name).querySelector('[role="button"]') as HTMLElement)
    await settle(4)
    expect(view.calls.map((call) => call.url)).toContainEqual(expect.stringContaining('sort=-name'))
    expect(view.router.state.location.search).toBe('?sort=-name')
    await click(header(en.lists.updated).querySelector('[role="button"]') as HTMLElement)
    await settle(4)
    expect(view.calls.map((call) => call.url)).toContainEqual(expect.stringContaining('sort=-updated'))
    expect(header(en.lists.updated).getAttribute('aria-sort')).toBe('descending')
  })

  it('orders by every sortable column, kept in the address; an order the list lacks is ignored (decision 0055)', async () => {
    const page = () => json(200, { items: [team('t1', 'Leones'), team('t2', 'Pumas')], nextCursor: null, total: 2 })
    const view = await render(
      <TeamsList organizationId={ORG} onCreate={() => undefined} />,
      page,
      'viewer',
      '/en/list?sort=-players',
    )
    const header = (name: string) =>
      [...view.container.querySelectorAll('th')].find((th) => th.textContent === name) as HTMLElement
    // a shared link's order is the order shown and asked for
    expect(view.calls[0]?.url).toContain('sort=-players')
    expect(header(en.teams.players).getAttribute('aria-sort')).toBe('descending')
    expect(header(en.teams.fields.name).getAttribute('aria-sort')).toBeNull()
    await click(header(en.teams.players).querySelector('[role="button"]') as HTMLElement)
    await settle(4)
    expect(view.router.state.location.search).toBe('?sort=players')
    expect(header(en.teams.players).getAttribute('aria-sort')).toBe('ascending')
    await click(header(en.teams.fields.alias).querySelector('[role="button"]') as HTMLElement)
    await settle(4)
    expect(view.calls.at(-1)?.url).toContain('sort=alias')
    expect(view.router.state.location.search).toBe('?sort=alias')
    expect(header(en.teams.fields.alias).getAttribute('aria-sort')).toBe('ascending')
    await view.unmount()
    cleanup = null

    // a players' order in a teams address: the default order, nothing refused by the server
    const other = await render(
      <TeamsList organizationId={ORG} onCreate={() => undefined} />,
      page,
      'viewer',
      '/en/list?sort=jersey',
    )
    expect(other.calls[0]?.url).not.toContain('sort=')
    const otherHeader = [...other.container.querySelectorAll('th')].find(
      (th) => th.textContent === en.teams.fields.name,
    )
    expect(otherHeader?.getAttribute('aria-sort')).toBe('ascending')
  })

  it('with nothing yet, a writer is offered the first one; a viewer is not', async () => {
    const onCreate = vi.fn()
    const empty = () => json(200, { items: [], nextCursor: null, total: 0 })
    const view = await render(<TeamsList organizationId={ORG} onCreate={onCreate} />, empty)
    expect(view.container.textContent).toContain(en.teams.empty.title)
    await click(buttonByName(view.container, en.teams.new))
    expect(onCreate).toHaveBeenCalledTimes(1)
    await view.unmount()
    cleanup = null

    const read = await render(<TeamsList organizationId={ORG} onCreate={onCreate} />, empty, 'viewer')
    expect(read.container.textContent).toContain(en.teams.empty.body_read_only)
    expect(() => buttonByName(read.container, en.teams.new)).toThrow()
  })
})
