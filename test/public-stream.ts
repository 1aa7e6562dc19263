/** Reads a league's public change stream (`/api/public/{slug}/events`) as a page would, for the live tests. */
import { expect } from 'vitest'

type Request = (path: string) => Promise<Response>

export async function openPublicStream(request: Request, slug: string) {
  const res = await request(`/api/public/${slug}/events`)
  expect(res.status).toBe(200)
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let seen = ''
  let ended = false
  return {
    get seen() {
      return seen
    },
    /** Reads until `until` has come `times` times (without `until`: to the end); answers whether the stream ended. */
    async read(until?: string, times = 1): Promise<boolean> {
      while (!ended && (until === undefined || seen.split(until).length - 1 < times)) {
        const { value, done } = await reader.read()
        if (done) ended = true
        else seen += decoder.decode(value)
      }
      return ended
    },
    close: () => reader.cancel(),
  }
}
