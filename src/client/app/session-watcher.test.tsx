// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Me } from '#client/lib/session/session-api.ts'
import { createTestQueryClient, renderRoutes, settle } from '#client/lib/testing/render.tsx'
import { SESSION_CHECK_INTERVAL, SessionWatcher } from './session-watcher.tsx'

const me: Me = {
  user: {
    id: 'u1',
    email: 'ana@example.com',
    emailVerified: true,
    displayName: 'Ana',
    firstname: '',
    lastname: '',
    phone: '',
    role: 'user',
  },
  organizations: [{ id: 'o1', name: 'Liga', role: 'admin' }],
  activeOrganizationId: 'o1',
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

async function renderWatcher(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock)
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(['session', 'me'], me)
  return renderRoutes(
    [
      { path: '/:lang/dashboard', element: <SessionWatcher lang="es" /> },
      { path: '/:lang', element: <p>sign in</p> },
    ],
    { at: '/es/dashboard', queryClient },
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('SessionWatcher', () => {
  it('checks the session every 30 minutes and keeps a valid one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const fetchMock = vi.fn(async () => json(200, me))
    const view = await renderWatcher(fetchMock)
    expect(SESSION_CHECK_INTERVAL).toBe(1_800_000)
    await act(async () => vi.advanceTimersByTime(SESSION_CHECK_INTERVAL - 1))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    await settle()
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything())
    expect(view.router.state.location.pathname).toBe('/es/dashboard')
    await view.unmount()
  })

  it('on a 401 signs out, writes a console error and goes to the language root', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/me' ? json(401, { code: 'UNAUTHENTICATED', status: 401 }) : json(200, {}),
    )
    const view = await renderWatcher(fetchMock)
    await act(async () => vi.advanceTimersByTime(SESSION_CHECK_INTERVAL))
    await settle(5)
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }))
    expect(consoleError).toHaveBeenCalledWith('session expired')
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(view.router.state.location.pathname).toBe('/es')
    expect(view.queryClient.getQueryData(['session', 'me'])).toBeNull()
    await view.unmount()
  })

  it('keeps the session when the check finds no network (a field with no signal)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const view = await renderWatcher(fetchMock)
    await act(async () => vi.advanceTimersByTime(SESSION_CHECK_INTERVAL))
    await settle(5)
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything())
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-out', expect.anything())
    expect(consoleError).not.toHaveBeenCalled()
    expect(view.router.state.location.pathname).toBe('/es/dashboard')
    expect(view.queryClient.getQueryData(['session', 'me'])).toEqual(me)
    consoleError.mockRestore()
    await view.unmount()
  })

  it('ends the session on any 401 from the API', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchMock = vi.fn(async () => json(401, { code: 'UNAUTHENTICATED', status: 401 }))
    const view = await renderWatcher(fetchMock)
    const { apiRequest } = await import('#client/lib/api-client.ts')
    await act(async () => {
      await apiRequest('/api/orgs/o1').catch(() => undefined)
    })
    await settle(5)
    expect(consoleError).toHaveBeenCalledWith('session expired')
    expect(view.router.state.location.pathname).toBe('/es')
    await view.unmount()
  })
})
