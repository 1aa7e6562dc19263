/**
 * Live updates on real processes (decision 0006): a change made through one server reaches the SSE stream
 * (`GET /api/orgs/{orgId}/events`) of a client connected to another server, when both share one
 * PostgreSQL (LISTEN/NOTIFY); and on a single PGlite process the same flow works in memory. A member of another
 * organization hears nothing of it. The PostgreSQL part needs TEST_DATABASE_URL (the CI PostgreSQL); it creates its
 * own database there and drops it at the end.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitationToken, verifyEmailFromOutbox } from './outbox-links.ts'
import {
  call,
  cookieOf,
  killAllServers,
  removeTempDirs,
  type ServerProcess,
  signUp,
  spawnServer,
  tempDataDir,
} from './server-process.ts'

const PG_URL = process.env.TEST_DATABASE_URL
const PASSWORD = 'correct-horse-1'
/**
 * How long a change may take to reach another client before the test gives up: generous, so that a loaded machine
 * cannot fail it. The product's aim (within a second) is a figure for a benchmark, not a pass/fail here
 * (docs/conventions.md, "Tests").
 */
const LIVE_WAIT_MS = 10_000

type Server = Pick<ServerProcess, 'url' | 'origin'>
type User = { email: string; cookie: string }
type Change = { entity: string; action: string; id?: string; version?: number; at: number }
type Received = { event: string; data: string; receivedAt: number }

let counter = 0
function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`
}

async function json<T>(res: Response, status: number, what: string): Promise<T> {
  const text = await res.text()
  expect(res.status, `${what}: ${text}`).toBe(status)
  return (text ? JSON.parse(text) : null) as T
}

async function newUser(server: ServerProcess, prefix: string): Promise<User> {
  const email = uniqueEmail(prefix)
  const res = await signUp(server, email, PASSWORD)
  await json(res.clone(), 200, `sign-up of ${email}`)
  await verifyEmailFromOutbox(server, email)
  return { email, cookie: cookieOf(res) }
}

async function newOrganization(server: Server, user: User, name: string): Promise<string> {
  const res = await call(server, '/api/orgs', {
    cookie: user.cookie,
    json: { name, leagues: [{ name: 'Primera', country: 'AR' }] },
  })
  return (await json<{ id: string }>(res, 201, `POST /api/orgs (${name})`)).id
}

/**
 * An SSE client as the browser's EventSource would be: node's fetch, reading the body stream and parsing
 * `event:` / `data:` lines into events, each stamped with the moment it was parsed.
 */
async function openStream(server: Server, orgId: string, user: User) {
  const controller = new AbortController()
  const res = await fetch(`${server.url}/api/orgs/${orgId}/events`, {
    headers: { cookie: user.cookie, origin: server.origin, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  expect(res.status, `GET /api/orgs/${orgId}/events`).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  if (!res.body) throw new Error('the event stream has no body')
  const received: Received[] = []
  const listeners = new Set<() => void>()
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let ended = false
  void (async () => {
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value.replace(/\r\n?/g, '\n')
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          let event = 'message'
          const data: string[] = []
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim()
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
          }
          if (data.length > 0) received.push({ event, data: data.join('\n'), receivedAt: Date.now() })
        }
        for (const listener of listeners) listener()
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true
      for (const listener of listeners) listener()
    }
  })()

  /** The first event that `match` accepts, waiting up to timeoutMs for it. */
  function waitFor(match: (e: Received) => boolean, timeoutMs: number, what: string): Promise<Received> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = received.find(match)
        if (found) {
          done()
          resolve(found)
        } else if (ended) {
          done()
          reject(new Error(`the stream ended before ${what}; received ${JSON.stringify(received)}`))
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`no ${what} within ${timeoutMs} ms; received ${JSON.stringify(received)}`))
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        listeners.delete(check)
      }
      listeners.add(check)
      check()
    })
  }

  const changes = () => received.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data) as Change)
  await waitFor((e) => e.event === 'ready', 10_000, 'ready event')
  return {
    received,
    changes,
    /** the `change` event of `entity` `id` with `action` (and `version`, when given) */
    change: (match: Partial<Change>, timeoutMs: number) =>
      waitFor(
        (e) => {
          if (e.event !== 'change') return false
          const data = JSON.parse(e.data) as Change
          return Object.entries(match).every(([key, value]) => data[key as keyof Change] === value)
        },
        timeoutMs,
        `change event ${JSON.stringify(match)}`,
      ),
    close: () => controller.abort(),
  }
}

type Stream = Awaited<ReturnType<typeof openStream>>

/**
 * Makes a change through `writer` and expects its event on `stream` (its delay is counted from just before the
 * request is sent). `at` (the commit time, server clock = this machine's clock) lies between sending and arrival.
 */
async function expectLive<T>(stream: Stream, send: () => Promise<T>, expected: (result: T) => Omit<Change, 'at'>) {
  const sentAt = Date.now()
  const result = await send()
  const match = expected(result)
  const arrived = await stream.change(match, LIVE_WAIT_MS)
  const delay = arrived.receivedAt - sentAt
  const data = JSON.parse(arrived.data) as Change
  expect(data).toEqual({ ...match, at: expect.any(Number) })
  expect(data.at).toBeGreaterThanOrEqual(sentAt)
  expect(data.at).toBeLessThanOrEqual(arrived.receivedAt)
  return { result, delay }
}

type Player = { id: string; version: number; firstname: string }

/**
 * The flow both variants run: an admin's organization; a stream on `reader` for a second member of it
 * (a viewer, invited and accepted) and a stream on `reader` for the admin of another organization; a player created,
 * renamed and deleted through `writer`. Each change reaches the member’s stream; the other organization's
 * stream receives only its own organization's change, made last.
 */
async function liveFlow(writer: ServerProcess, reader: ServerProcess) {
  const admin = await newUser(writer, 'admin')
  const orgId = await newOrganization(writer, admin, 'Liga en vivo')
  const viewer = await newUser(reader, 'viewer')
  await json(
    await call(writer, `/api/orgs/${orgId}/invitations`, {
      cookie: admin.cookie,
      json: { email: viewer.email, role: 'viewer' },
    }),
    201,
    'POST invitations',
  )
  const token = invitationToken(writer, viewer.email)
  await json(
    await call(reader, `/api/invitations/${token}/accept`, { method: 'POST', cookie: viewer.cookie }),
    200,
    'accept the invitation',
  )
  const other = await newUser(reader, 'other')
  const otherOrgId = await newOrganization(reader, other, 'Otra liga')

  // the other organization's admin cannot open this organization's stream at all
  const refused = await call(reader, `/api/orgs/${orgId}/events`, { cookie: other.cookie })
  expect(refused.status).toBe(404)
  await refused.body?.cancel()

  const memberStream = await openStream(reader, orgId, viewer)
  const otherStream = await openStream(reader, otherOrgId, other)
  try {
    const players = `/api/orgs/${orgId}/players`
    const created = await expectLive(
      memberStream,
      async () =>
        json<Player>(
          await call(writer, players, {
            cookie: admin.cookie,
            json: { firstname: 'Lionel', lastname: 'Messi', dni: '33016244', jerseyNumber: 10 },
          }),
          201,
          'POST players',
        ),
      (player) => ({ entity: 'players', action: 'created', id: player.id, version: 1 }),
    )
    const id = created.result.id
    const updated = await expectLive(
      memberStream,
      async () =>
        json<Player>(
          await call(writer, `${players}/${id}`, {
            method: 'PATCH',
            cookie: admin.cookie,
            json: { version: 1, firstname: 'Leo' },
          }),
          200,
          'PATCH players/{id}',
        ),
      (player) => ({ entity: 'players', action: 'updated', id, version: player.version }),
    )
    expect(updated.result).toMatchObject({ version: 2, firstname: 'Leo' })
    const deleted = await expectLive(
      memberStream,
      async () =>
        json(
          await call(writer, `${players}/${id}`, { method: 'DELETE', cookie: admin.cookie }),
          204,
          'DELETE players/{id}',
        ),
      () => ({ entity: 'players', action: 'deleted', id, version: 3 }),
    )
    // The reader sees the new state when it refetches, as a page would.
    const reread = await json<{ deletedAt: string | null }>(
      await call(reader, `${players}/${id}`, { cookie: viewer.cookie }),
      200,
      'GET players/{id} on the reader',
    )
    expect(reread.deletedAt).not.toBeNull()

    // A change in the other organization, made last: once it has reached its stream, anything of the first
    // organization would have too (one LISTEN connection per instance delivers in commit order).
    const mine = await expectLive(
      otherStream,
      async () =>
        json<Player>(
          await call(writer, `/api/orgs/${otherOrgId}/players`, {
            cookie: other.cookie,
            json: { firstname: 'Otro', lastname: 'Jugador' },
          }),
          201,
          'POST players in the other organization',
        ),
      (player) => ({ entity: 'players', action: 'created', id: player.id, version: 1 }),
    )
    expect(otherStream.changes()).toEqual([
      { entity: 'players', action: 'created', id: mine.result.id, version: 1, at: expect.any(Number) },
    ])
    expect(memberStream.changes().map((c) => `${c.action} ${c.id} v${c.version}`)).toEqual([
      `created ${id} v1`,
      `updated ${id} v2`,
      `deleted ${id} v3`,
    ])
    return { delays: [created.delay, updated.delay, deleted.delay] }
  } finally {
    memberStream.close()
    otherStream.close()
  }
}

afterAll(async () => {
  await killAllServers()
  removeTempDirs()
})

describe('live updates on one server process (PGlite, in memory)', () => {
  it('a member’s stream receives a player’s create, update and delete; another organization nothing', async () => {
    const server = await spawnServer({ dataDir: tempDataDir() })
    await server.ready(120_000)
    await liveFlow(server, server)
    expect(await server.stop('SIGTERM', 15_000)).toEqual({ code: 0, signal: null })
  }, 120_000)
})

describe.skipIf(!PG_URL)(
  'live updates across two server processes sharing one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    const url = PG_URL ?? ''
    const database = `lp_live_${randomBytes(6).toString('hex')}`
    let env: Record<string, string> = {}
    const instances: { a?: ServerProcess; b?: ServerProcess } = {}
    /** how each instance's first start went, for the start-up test */
    const firstStart = new Map<'a' | 'b', Promise<string | null>>()

    async function admin(statement: string) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(statement)
      } finally {
        await client.end()
      }
    }

    /** null once the ready line is printed; else what went wrong (a failed start-up, an exit, a time-out). */
    async function startOutcome(server: ServerProcess, timeoutMs = 90_000): Promise<string | null> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const out = server.stdout()
        if (out.includes('"msg":"League portal ready')) return null
        const exit = server.exit()
        const failed = out.includes('"msg":"start-up failed"')
        if (exit || failed) {
          // a failed start should end the process; give it a moment to
          if (!exit) await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
          const state = server.exit() ? `exited ${JSON.stringify(server.exit())}` : 'STILL RUNNING 5 s after it failed'
          const error = failed
            ? ((/"message":"((?:[^"\\]|\\.)*)"/.exec(out)?.[1] ?? '').split(': ').at(-1) ?? '').replaceAll('\\"', '"')
            : server.stderr().slice(-300)
          return `pid ${server.pid} ${failed ? 'logged "start-up failed"' : 'exited'} (${error}) and is ${state}`
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return `pid ${server.pid} printed no ready line within ${timeoutMs} ms`
    }

    /** The instance, serving: one whose first start failed is replaced (the live tests do not test start-up). */
    async function serving(name: 'a' | 'b'): Promise<ServerProcess> {
      const current = instances[name]
      if (current && (await firstStart.get(name)) === null && !current.exit()) return current
      current?.child.kill('SIGKILL')
      if (current) await current.exited
      const replacement = await spawnServer({ dataDir: tempDataDir(), env })
      instances[name] = replacement
      const outcome = await startOutcome(replacement)
      if (outcome !== null) throw new Error(`instance ${name.toUpperCase()} could not start: ${outcome}`)
      firstStart.set(name, Promise.resolve(null))
      return replacement
    }

    beforeAll(async () => {
      await admin(`create database ${database}`)
      const target = new URL(url)
      target.pathname = `/${database}`
      env = { DATABASE_URL: target.toString(), LOG_LEVEL: 'info' }
      // Started together on the empty database: the first migrates, the second waits for the advisory lock.
      instances.a = await spawnServer({ dataDir: tempDataDir(), env })
      instances.b = await spawnServer({ dataDir: tempDataDir(), env })
      firstStart.set('a', startOutcome(instances.a))
      firstStart.set('b', startOutcome(instances.b))
    }, 60_000)

    afterAll(async () => {
      await killAllServers()
      await admin(`drop database if exists ${database} with (force)`)
    })

    it('both instances started at once on one fresh database (one migrates, the other waits) serve it', async () => {
      const outcomes = { A: await firstStart.get('a'), B: await firstStart.get('b') }
      expect(outcomes).toEqual({ A: null, B: null })
      for (const server of [instances.a, instances.b]) {
        expect(server?.stdout()).toContain('(postgres, started in')
        expect(server?.stderr()).toBe('')
      }
    }, 120_000)

    it('a player created, updated and deleted through instance A reaches a member’s stream on instance B; a member of another organization on B receives nothing of it', async () => {
      const a = await serving('a')
      const b = await serving('b')
      expect(a.port).not.toBe(b.port)
      await liveFlow(a, b)
    }, 120_000)

    it('and the other way round: a change through B reaches a stream on A', async () => {
      await liveFlow(await serving('b'), await serving('a'))
    }, 120_000)
  },
)
