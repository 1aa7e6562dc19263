// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchPhotosAsDataUrls } from './player-cards-api.ts'

afterEach(() => vi.unstubAllGlobals())

describe('fetchPhotosAsDataUrls (the photos a card check shows with no signal)', () => {
  it('keeps each photo as a data URL and leaves out one the server no longer has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/gone.webp')
          ? new Response('', { status: 404 })
          : new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } }),
      ),
    )
    const photos = await fetchPhotosAsDataUrls({ p1: '/api/uploads/p-thumbs/a.webp', p2: '/api/uploads/gone.webp' })
    expect(photos).toEqual({ p1: 'data:image/webp;base64,AQID' })
  })

  it('rejects on a network failure, so the photos saved before are kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(fetchPhotosAsDataUrls({ p1: '/api/uploads/p-thumbs/a.webp' })).rejects.toThrow('Failed to fetch')
  })
})
