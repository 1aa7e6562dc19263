import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organization } from '#server/db/schema.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer, signUp, type TestServer } from '#test/server.ts'

/** An open `GET /api/orgs/:orgId/events` stream, read as it arrives. */
async function openStream(server: TestServer, orgId: string, cookie: string) {
  const res = await server.request(`/api/orgs/${orgId}/events`, { cookie })
  expect(res.status).toBe(200)
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  const state = { text: '', isDone: false }
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      state.text += decoder.decode(value, { stream: true })
    }
    state.isDone = true
  })()
  const waitFor = async (check: () => boolean, what: string) => {
    const started = Date.now()
    while (!check()) {
      if (Date.now() - started > 3_000) throw new Error(`stream: no ${what} in ${JSON.stringify(state.text)}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  await waitFor(() => state.text.includes('event: ready'), 'ready')
  return {
    state,
    waitFor,
    /** waits until the server ends the stream */
    ended: () => waitFor(() => state.isDone, 'end of stream'),
    close: async () => {
      await reader.cancel().catch(() => {})
      await pump.catch(() => {})
    },
  }
}

async function removeMember(league: League, userId: string) {
  const res = await league.server.request(`/api/orgs/${league.orgId}/members/${userId}`, {
    method: 'DELETE',
    cookie: league.admin.cookie,
  })
  expect(res.status).toBe(204)
}

describe('live streams end when membership ends (checked at once, the periodic check far away)', () => {
  let server: TestServer
  let league: League

  beforeAll(async () => {
    server = await createTestServer({}, { liveCheckMs: 600_000 })
    league = await createLeague(server)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('closes a removed member’s open stream at once; a member who stays keeps receiving', async () => {
    const removed = await openStream(server, league.orgId, league.viewer.cookie)
    const stays = await openStream(server, league.orgId, league.manager.cookie)
    try {
      await removeMember(league, league.viewer.userId)
      await removed.ended()
      expect(removed.state.text).toContain('event: end')

      const created = await server.request(`/api/orgs/${league.orgId}/seasons`, {
        method: 'POST',
        cookie: league.admin.cookie,
        json: { name: 'Después' },
      })
      expect(created.status).toBe(201)
      const { id } = (await created.json()) as { id: string }
      await stays.waitFor(() => stays.state.text.includes(id), 'the new season')
      expect(stays.state.isDone).toBe(false)
      expect(stays.state.text).not.toContain('event: end')
      expect(removed.state.text).not.toContain(id)
    } finally {
      await removed.close()
      await stays.close()
    }
  })

  it('does not close the stream of a member removed from ANOTHER organization', async () => {
    const other = await signUp(server)
    const stream = await openStream(server, league.intruder.orgId, league.intruder.cookie)
    try {
      const missing = await server.request(`/api/orgs/${league.orgId}/members/${other.userId}`, {
        method: 'DELETE',
        cookie: league.admin.cookie,
      })
      expect(missing.status).toBe(404)
      await removeMember(league, league.scorer.userId)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(stream.state.isDone).toBe(false)
    } finally {
      await stream.close()
    }
  })
})

describe('live streams end when the session ends (the periodic check)', () => {
  let server: TestServer
  let league: League

  beforeAll(async () => {
    server = await createTestServer({}, { liveCheckMs: 100 })
    league = await createLeague(server)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('closes a signed-out user’s stream; another member’s stays open', async () => {
    const signedOut = await openStream(server, league.orgId, league.viewer.cookie)
    const stays = await openStream(server, league.orgId, league.manager.cookie)
    try {
      const res = await server.request('/api/auth/sign-out', { method: 'POST', cookie: league.viewer.cookie })
      expect(res.status).toBe(200)
      await signedOut.ended()
      expect(signedOut.state.text).toContain('event: end')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(stays.state.isDone).toBe(false)
    } finally {
      await signedOut.close()
      await stays.close()
    }
  })

  it('closes the stream when the organization is deleted', async () => {
    const stream = await openStream(server, league.orgId, league.manager.cookie)
    try {
      await server.database.db
        .update(organization)
        .set({ deletedAt: new Date() })
        .where(eq(organization.id, league.orgId))
      await stream.ended()
      expect(stream.state.text).toContain('event: end')
    } finally {
      await stream.close()
    }
  })
})
