import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, onUnauthorized, toApiError } from './api-client.ts'

function respond(status: number, body: unknown, contentType = 'application/json') {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('toApiError', () => {
  it('reads an RFC 9457 problem with invalidParams', () => {
    const error = toApiError(400, {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid body',
      code: 'VALIDATION_FAILED',
      requestId: 'r-1',
      invalidParams: [{ name: 'name', reason: 'validation.too_small' }, { bogus: true }],
    })
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      requestId: 'r-1',
      invalidParams: [{ name: 'name', reason: 'validation.too_small' }],
      message: 'Invalid body',
    })
  })

  it("reads better-auth's {code, message}", () => {
    expect(toApiError(422, { code: 'USER_ALREADY_EXISTS', message: 'User already exists' }, true).code).toBe(
      'USER_ALREADY_EXISTS',
    )
    expect(toApiError(401, { code: 'invalidEmailOrPassword' }, true).code).toBe('INVALID_EMAIL_OR_PASSWORD')
  })

  it('turns any 429 from auth into TOO_MANY_REQUESTS', () => {
    expect(toApiError(429, { message: 'Too many requests. Please try again later.' }, true).code).toBe(
      'TOO_MANY_REQUESTS',
    )
    expect(toApiError(429, null).code).toBe('TOO_MANY_REQUESTS')
    expect(toApiError(429, { code: 'RATE_LIMITED' }).code).toBe('RATE_LIMITED')
  })

  it('falls back to a code from the status, then UNKNOWN', () => {
    expect(toApiError(404, '<html>').code).toBe('NOT_FOUND')
    expect(toApiError(502, null).code).toBe('UNKNOWN')
  })
})

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetchMock = respond(200, { ok: 1 })
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiRequest('/api/me', { method: 'PATCH', body: { displayName: 'Ana' } })).resolves.toEqual({ ok: 1 })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({
        method: 'PATCH',
        credentials: 'include',
        body: '{"displayName":"Ana"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    )
  })

  it('drops empty query values', async () => {
    const fetchMock = respond(200, { items: [] })
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest('/api/admin/orgs', { query: { q: 'liga norte', status: '' } })
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orgs?q=liga+norte', expect.anything())
  })

  it('returns null for an empty 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    )
    await expect(apiRequest('/api/orgs/1/members/2', { method: 'DELETE' })).resolves.toBeNull()
  })

  it('throws NETWORK when the request never reaches the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
  })

  it('throws the problem as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      respond(409, { code: 'LAST_ADMIN', status: 409, title: 'Conflict' }, 'application/problem+json'),
    )
    await expect(apiRequest('/api/orgs/1/members/2', { method: 'DELETE' })).rejects.toMatchObject({
      status: 409,
      code: 'LAST_ADMIN',
    })
  })

  it('tells the unauthorized listeners about a 401 from the API, not from /api/auth', async () => {
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    vi.stubGlobal('fetch', respond(401, { code: 'UNAUTHENTICATED' }))
    await expect(apiRequest('/api/orgs/1')).rejects.toBeInstanceOf(ApiError)
    await expect(apiRequest('/api/auth/sign-in/email', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError)
    stop()
    await expect(apiRequest('/api/orgs/2')).rejects.toBeInstanceOf(ApiError)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith('/api/orgs/1')
  })
})

describe('answers index.html asked for early (takeEarlyResponse)', () => {
  const withEarly = (responses: Record<string, Promise<Response>>, at = Date.now()) =>
    vi.stubGlobal('window', { earlyApi: { at, responses } })

  it('takes the early answer of a GET once, then asks the server again', async () => {
    const early = new Response(JSON.stringify({ user: { id: 'early' } }), { status: 200 })
    withEarly({ '/api/me': Promise.resolve(early) })
    const fetchMock = respond(200, { user: { id: 'fresh' } })
    vi.stubGlobal('fetch', fetchMock)
    expect(await apiRequest('/api/me')).toEqual({ user: { id: 'early' } })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await apiRequest('/api/me')).toEqual({ user: { id: 'fresh' } })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('reads an early 401 as any 401, and an early network failure as a network error', async () => {
    withEarly({
      '/api/me': Promise.resolve(new Response(JSON.stringify({ code: 'UNAUTHORIZED' }), { status: 401 })),
      '/api/config': Promise.reject(new TypeError('Failed to fetch')),
    })
    vi.stubGlobal('fetch', respond(200, {}))
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401 })
    await expect(apiRequest('/api/config')).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
  })

  it('never stands in for a write, a query, another path or an answer older than the start of the page', async () => {
    const early = () => Promise.resolve(new Response(JSON.stringify({ early: true }), { status: 200 }))
    withEarly({ '/api/me': early(), '/api/orgs/o1': early() })
    const fetchMock = respond(200, { early: false })
    vi.stubGlobal('fetch', fetchMock)
    expect(await apiRequest('/api/me', { method: 'PATCH', body: {} })).toEqual({ early: false })
    expect(await apiRequest('/api/orgs/o1', { query: { q: 'x' } })).toEqual({ early: false })
    expect(await apiRequest('/api/orgs/o2')).toEqual({ early: false })
    // dropped by the write and the query above: never taken by a later GET (a refetch after the write)
    expect(await apiRequest('/api/me')).toEqual({ early: false })
    expect(await apiRequest('/api/orgs/o1')).toEqual({ early: false })
    withEarly({ '/api/me': early() }, Date.now() - 60_000)
    expect(await apiRequest('/api/me')).toEqual({ early: false })
    expect(fetchMock).toHaveBeenCalledTimes(6)
    // the page has started: the early answers are forgotten, later requests look up nothing
    expect(window.earlyApi).toBeUndefined()
  })

  it('is not taken by a request after the app asked for that path itself (it arrived later than the app asked)', async () => {
    withEarly({})
    const fetchMock = respond(200, { early: false })
    vi.stubGlobal('fetch', fetchMock)
    expect(await apiRequest('/api/orgs/o1')).toEqual({ early: false })
    // index.html asks for the organization only now (and should not: it sees the app asked), then the app refetches
    const early = window.earlyApi as NonNullable<Window['earlyApi']>
    expect(early.asked?.['/api/orgs/o1']).toBe(true)
    early.responses['/api/orgs/o1'] = Promise.resolve(new Response(JSON.stringify({ early: true }), { status: 200 }))
    expect(await apiRequest('/api/orgs/o1')).toEqual({ early: false })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
