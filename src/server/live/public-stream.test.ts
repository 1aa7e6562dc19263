/**
 * Decision 0034: an open public change stream (`/api/public/{slug}/events`) ends when the league turns its public
 * site off or moves it to another address; other changes of the league keep it open. (Across instances: the
 * organization's event travels by LISTEN/NOTIFY, test/process/live-reconnect.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPublicStream } from '#test/public-stream.ts'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let admin: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  admin = await createOrgAdmin(server, 'Stream League')
})
afterAll(() => server.close())

async function setSlug(publicSlug: string | null, name?: string) {
  const res = await server.request(`/api/orgs/${admin.orgId}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { publicSlug, ...(name ? { name } : {}) },
  })
  expect(res.status).toBe(200)
}

describe('open public streams', () => {
  it('end when the public site is turned off', async () => {
    await setSlug('stream-off')
    const stream = await openPublicStream(server.request, 'stream-off')
    await stream.read('event: ready')
    await setSlug(null)
    expect(await stream.read()).toBe(true)
  })

  it('end when the public address changes', async () => {
    await setSlug('stream-old')
    const stream = await openPublicStream(server.request, 'stream-old')
    await stream.read('event: ready')
    await setSlug('stream-new')
    expect(await stream.read()).toBe(true)
    await setSlug(null)
  })

  it('stay open through other changes of the league', async () => {
    await setSlug('stream-kept')
    const stream = await openPublicStream(server.request, 'stream-kept')
    await stream.read('event: ready')
    await setSlug('stream-kept', 'Stream League Renamed')
    expect(await stream.read('event: change')).toBe(false)
    const team = await server.request(`/api/orgs/${admin.orgId}/teams`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: 'Equipo del stream' },
    })
    expect(team.status).toBe(201)
    // a second change reaches the same, still open, stream
    expect(await stream.read('event: change', 2)).toBe(false)
    await stream.close()
  })
})
