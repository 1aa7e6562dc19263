import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, onTwoFactorRequired } from './api-client.ts'

const problem = (status: number, code: string) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ status, code }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      }),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('onTwoFactorRequired (decision 0036)', () => {
  it('is told of a 403 TWO_FACTOR_REQUIRED, and not of another 403', async () => {
    const seen: string[] = []
    const stop = onTwoFactorRequired((path) => seen.push(path))
    vi.stubGlobal('fetch', problem(403, 'TWO_FACTOR_REQUIRED'))
    await expect(apiRequest('/api/orgs/x')).rejects.toMatchObject({ status: 403, code: 'TWO_FACTOR_REQUIRED' })
    vi.stubGlobal('fetch', problem(403, 'FORBIDDEN'))
    await expect(apiRequest('/api/orgs/y')).rejects.toMatchObject({ code: 'FORBIDDEN' })
    stop()
    vi.stubGlobal('fetch', problem(403, 'TWO_FACTOR_REQUIRED'))
    await expect(apiRequest('/api/orgs/z')).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' })
    expect(seen).toEqual(['/api/orgs/x'])
  })

  it('tells the first listener of a refusal that came before anyone listened (an early answer at start)', async () => {
    // starting and stopping a listener takes whatever an earlier test left unheard
    onTwoFactorRequired(() => undefined)()
    vi.stubGlobal('fetch', problem(403, 'TWO_FACTOR_REQUIRED'))
    await expect(apiRequest('/api/orgs/early')).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' })
    const seen: string[] = []
    const stop = onTwoFactorRequired((path) => seen.push(path))
    await Promise.resolve()
    expect(seen).toEqual(['/api/orgs/early'])
    stop()
  })
})
