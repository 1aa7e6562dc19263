import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'
import { bodyLimitOf, UPLOAD_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from './body-limit.ts'

let server: TestServer
let admin: Awaited<ReturnType<typeof createOrgAdmin>>
beforeAll(async () => {
  server = await createTestServer()
  admin = await createOrgAdmin(server)
})
afterAll(() => server.close())

const KB = 1024

/** A body of `chunks` × `chunkSize` bytes sent as a stream (no Content-Length), counting what the server pulled. */
function endless(chunkSize: number, chunks = Number.POSITIVE_INFINITY) {
  const state = { pulled: 0 }
  const chunk = new TextEncoder().encode('{"a":"'.padEnd(chunkSize, 'x'))
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= chunks) return controller.close()
      sent++
      state.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, state }
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE')
}

describe('request bodies are limited while they stream', () => {
  it.each([
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/orgs'],
    ['PATCH', '/api/me'],
  ])('%s %s: a chunked body past 64 KB answers 413 without being read to its end', async (method, path) => {
    const { stream, state } = endless(16 * KB)
    const res = await server.request(path, {
      method,
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectTooLarge(res)
    expect(state.pulled).toBeLessThanOrEqual(64 * KB + 3 * 16 * KB)
  })

  it('counts the bytes read, not a Content-Length that lies', async () => {
    const big = JSON.stringify({ displayName: 'x'.repeat(200 * KB) })
    const res = await server.request('/api/me', {
      method: 'PATCH',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json', 'content-length': '20' },
      body: big,
    })
    await expectTooLarge(res)
  })

  it('refuses a declared Content-Length past the limit before reading', async () => {
    const { stream, state } = endless(16 * KB)
    const res = await server.request('/api/orgs', {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectTooLarge(res)
    expect(state.pulled).toBeLessThanOrEqual(2 * 16 * KB)
  })

  it('passes a streamed body within the limit to the handler as before', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ displayName: 'Streamed Name' }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(json.subarray(0, 5))
        controller.enqueue(json.subarray(5))
        controller.close()
      },
    })
    const res = await server.request('/api/me', {
      method: 'PATCH',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(200)
    const me = (await (await server.request('/api/me', { cookie: admin.cookie })).json()) as {
      user: { displayName: string }
    }
    expect(me.user.displayName).toBe('Streamed Name')
  })

  it('a chunked upload past the upload limit answers 413 before the end', async () => {
    const boundary = 'b0undary'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const chunk = new Uint8Array(256 * KB)
    let pulled = 0
    let first = true
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = first ? head : chunk
        first = false
        pulled += next.byteLength
        controller.enqueue(next)
      },
    })
    const res = await server.request(`/api/orgs/${admin.orgId}/logo`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectTooLarge(res)
    expect(pulled).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT + 3 * 256 * KB)
    expect(pulled).toBeLessThan(8 * 1024 * KB)
  })

  it('gives uploads and the webhook their own limits, everything else the JSON one', () => {
    expect(bodyLimitOf('/api/orgs/x/logo', 'multipart/form-data; boundary=a', 64 * KB)).toBe(UPLOAD_BODY_LIMIT)
    expect(bodyLimitOf('/api/orgs/x/teams/y/picture', 'multipart/form-data', 64 * KB)).toBe(UPLOAD_BODY_LIMIT)
    expect(bodyLimitOf('/api/orgs/x/players/y/photo', 'multipart/form-data', 64 * KB)).toBe(UPLOAD_BODY_LIMIT)
    expect(bodyLimitOf('/api/orgs/x/logo', 'application/json', 64 * KB)).toBe(64 * KB)
    expect(bodyLimitOf('/api/orgs', 'multipart/form-data', 64 * KB)).toBe(64 * KB)
    expect(bodyLimitOf('/api/billing/webhook', 'application/json', 64 * KB)).toBe(WEBHOOK_BODY_LIMIT)
  })
})
