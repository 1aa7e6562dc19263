/** A tournament's games come in pages of at most 500 (decision 0043): the client reads them all, and stops. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchGames } from './competition-api.ts'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `g${from + i}` }))

afterEach(() => vi.unstubAllGlobals())

function serve(pages: (offset: number) => unknown) {
  const offsets: number[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset') ?? 0)
      offsets.push(offset)
      return json(pages(offset))
    }),
  )
  return offsets
}

describe('fetchGames', () => {
  it('reads every page, asking from where the last one ended', async () => {
    const offsets = serve((offset) => ({ items: games(offset, Math.min(500, 1_200 - offset)), total: 1_200 }))
    const page = await fetchGames('o1', { tournamentId: 't1' })
    expect(page.items).toHaveLength(1_200)
    expect(offsets).toEqual([0, 500, 1_000])
  })

  it('stops at a short page even when the total says more (it changed meanwhile, or is missing)', async () => {
    const offsets = serve((offset) => ({ items: games(offset, 3), total: offset === 0 ? 9 : undefined }))
    const page = await fetchGames('o1', { tournamentId: 't1' })
    expect(page.items).toHaveLength(3)
    expect(offsets).toEqual([0])
  })
})
