/**
 * The typed client sends what the untyped one sent (same URL, init, cookies) and fails the same way (ApiError with
 * the problem's code, the 401 listeners told): docs/decisions/0032-typed-api-client.md.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, onUnauthorized } from '../api-client.ts'
import { isStaleVersionError, patchEntity } from '../league-data/league-api.ts'
import { dataOf, formDataOf, typedApi } from './typed-api.ts'

const respond = (status: number, body?: unknown) =>
  vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      }),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('typedApi', () => {
  it('GETs the path with its parameters filled in, cookies included, and answers the JSON', async () => {
    const fetchMock = respond(200, { items: [] })
    vi.stubGlobal('fetch', fetchMock)
    const signal = new AbortController().signal
    const data = await dataOf(
      typedApi.GET('/api/orgs/{orgId}/members', { params: { path: { orgId: 'o 1/ñ' } }, signal }),
    )
    expect(data).toEqual({ items: [] })
    expect(fetchMock).toHaveBeenCalledWith('/api/orgs/o%201%2F%C3%B1/members', {
      method: 'GET',
      headers: { Accept: 'application/json, application/problem+json' },
      body: undefined,
      credentials: 'include',
      signal,
    })
  })

  it('sends a JSON body with its type, and a query without its empty values', async () => {
    const fetchMock = respond(200, { user: {} })
    vi.stubGlobal('fetch', fetchMock)
    await typedApi.PATCH('/api/me', { body: { displayName: 'Ana' } })
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/me',
      expect.objectContaining({
        method: 'PATCH',
        body: '{"displayName":"Ana"}',
        headers: { Accept: 'application/json, application/problem+json', 'Content-Type': 'application/json' },
      }),
    )
    await typedApi.GET('/api/admin/orgs', { params: { query: { q: 'liga norte', status: undefined } } })
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/orgs?q=liga+norte', expect.anything())
  })

  it('answers undefined for a 204', async () => {
    vi.stubGlobal('fetch', respond(204))
    await expect(
      dataOf(typedApi.DELETE('/api/orgs/{orgId}/members/{userId}', { params: { path: { orgId: 'o', userId: 'u' } } })),
    ).resolves.toBeUndefined()
  })

  it('throws a problem+json as ApiError with its code, and tells the 401 listeners', async () => {
    vi.stubGlobal('fetch', respond(409, { code: 'NAME_TAKEN', detail: 'Taken', invalidParams: [] }))
    await expect(dataOf(typedApi.POST('/api/orgs', { body: { name: 'x', leagues: [] } }))).rejects.toMatchObject({
      status: 409,
      code: 'NAME_TAKEN',
    })
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    vi.stubGlobal('fetch', respond(401, { code: 'UNAUTHENTICATED' }))
    await expect(dataOf(typedApi.GET('/api/me'))).rejects.toBeInstanceOf(ApiError)
    expect(listener).toHaveBeenCalledWith('/api/me')
    stop()
  })

  it('sends an upload as multipart, its boundary left to the browser', async () => {
    const fetchMock = respond(200, { id: 'o' })
    vi.stubGlobal('fetch', fetchMock)
    const file = new File(['png'], 'logo.png', { type: 'image/png' })
    await typedApi.POST('/api/orgs/{orgId}/logo', {
      params: { path: { orgId: 'o' } },
      body: { file },
      bodySerializer: formDataOf,
    })
    const init = fetchMock.mock.calls[0]?.[1 as never] as unknown as RequestInit
    expect(init.body).toBeInstanceOf(FormData)
    expect((init.body as FormData).get('file')).toBeInstanceOf(File)
    expect(init.headers).toEqual({ Accept: 'application/json, application/problem+json' })
  })

  it('turns a 409 STALE_VERSION into a StaleVersionError carrying the thing as it is now', async () => {
    const current = { id: 'p1', version: 3, firstname: 'Lucila' }
    const fetchMock = respond(409, { code: 'STALE_VERSION', detail: 'Changed', current })
    vi.stubGlobal('fetch', fetchMock)
    const error = await patchEntity('o1', 'players', 'p1', { version: 2, firstname: 'Luciana' }).catch((e) => e)
    expect(isStaleVersionError(error)).toBe(true)
    expect(error).toMatchObject({ status: 409, code: 'STALE_VERSION', current })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orgs/o1/players/p1',
      expect.objectContaining({ method: 'PATCH', body: '{"version":2,"firstname":"Luciana"}' }),
    )
  })
})
