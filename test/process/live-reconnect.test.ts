/**
 * Decision 0034: the live-updates listener survives PostgreSQL dropping every connection. Two apps share one
 * PostgreSQL database; the database drops every connection and refuses new ones while the listeners try again, and
 * once it takes them again a change made through one app reaches the other (and an open public stream on the other
 * ends when the first turns the league's public site off). `/api/health` says `live: 'reconnecting'` meanwhile, and
 * the loss and the recovery are logged. The PostgreSQL part needs TEST_DATABASE_URL; it creates its own database.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerContext, type ServerContext } from '#server/bootstrap.ts'
import { type Database, openPostgres } from '#server/db/client.ts'
import { parseEnv } from '#server/env.ts'
import { type LiveEvent, RECONNECT_CAP_MS, reconnectDelayMs } from '#server/live/live-hub.ts'
import { openPublicStream } from '#test/public-stream.ts'

const PG_URL = process.env.TEST_DATABASE_URL
const ORIGIN = 'http://localhost:3000'

describe('the reconnection delay', () => {
  it('grows from a quarter second, is capped at a few seconds, and is jittered', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(125)
    expect(reconnectDelayMs(0, () => 1)).toBe(250)
    expect(reconnectDelayMs(3, () => 1)).toBe(2000)
    for (const attempt of [5, 10, 100, 10_000]) {
      expect(reconnectDelayMs(attempt, () => 1)).toBe(RECONNECT_CAP_MS)
      expect(reconnectDelayMs(attempt, () => 0)).toBe(RECONNECT_CAP_MS / 2)
    }
  })
})

/** Polls `check` until it holds (each try a few milliseconds apart); fails with `what` after `limitMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, limitMs = 30_000) {
  const deadline = Date.now() + limitMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

type Instance = ServerContext & { logs: Record<string, unknown>[]; dataDir: string; database: Database }

async function startInstance(url: string): Promise<Instance> {
  const logs: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-reconnect-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_MAX: '1000',
  })
  const database = await openPostgres(url, { max: 4 })
  const context = await createServerContext({ env, database, logger, mailer: { send: async () => {} } })
  return { ...context, database, logs, dataDir }
}

function request(
  instance: Instance,
  pathname: string,
  init: { cookie?: string; json?: unknown; method?: string } = {},
) {
  const headers = new Headers({ origin: ORIGIN })
  if (init.cookie) headers.set('cookie', init.cookie)
  if (init.json !== undefined) headers.set('content-type', 'application/json')
  const body = init.json === undefined ? undefined : JSON.stringify(init.json)
  const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
  return Promise.resolve(
    instance.app.request(`${ORIGIN}${pathname}`, { method: init.method ?? 'GET', headers, body }, bindings),
  )
}

async function liveOf(instance: Instance): Promise<string> {
  const res = await request(instance, '/api/health')
  return ((await res.json()) as { live: string }).live
}

if (PG_URL) {
  describe('two instances on one PostgreSQL whose connections are all dropped for a while', () => {
    const name = `lp_reconnect_${randomBytes(4).toString('hex')}`
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: PG_URL })
      await client.connect()
      try {
        return await client.query(statement)
      } finally {
        await client.end()
      }
    }
    let a: Instance
    let b: Instance

    beforeAll(async () => {
      await admin(`create database ${name}`)
      const url = new URL(PG_URL)
      url.pathname = `/${name}`
      const migrating = await openPostgres(url.toString(), { max: 1 })
      await migrating.migrate()
      await migrating.close()
      a = await startInstance(url.toString())
      b = await startInstance(url.toString())
    }, 120_000)

    afterAll(async () => {
      await admin(`alter database ${name} allow_connections true`).catch(() => {})
      for (const instance of [a, b]) {
        if (!instance) continue
        await instance.live.close()
        await instance.database.close()
        fs.rmSync(instance.dataDir, { recursive: true, force: true })
      }
      await admin(`drop database if exists ${name} with (force)`)
    })

    it('hears the other instance again once PostgreSQL takes connections again', async () => {
      const signUp = await request(a, '/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: `reconnect-${name}@example.com`, password: 'correct-horse-1', name: 'Ana', acceptTerms: true },
      })
      expect(signUp.status).toBe(200)
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      const created = await request(a, '/api/orgs', {
        method: 'POST',
        cookie,
        json: { name: 'Liga Reconectada', leagues: [{ name: 'Primera', country: 'AR' }] },
      })
      expect(created.status).toBe(201)
      const orgId = ((await created.json()) as { id: string }).id
      const heard: LiveEvent[] = []
      b.live.subscribe(orgId, (event) => heard.push(event))
      const createTeam = async (teamName: string) => {
        const res = await request(a, `/api/orgs/${orgId}/teams`, { method: 'POST', cookie, json: { name: teamName } })
        expect(res.status).toBe(201)
        return ((await res.json()) as { id: string }).id
      }
      const before = await createTeam('Antes del corte')
      await until('the first change on the other instance', () => heard.some((e) => e.id === before))

      // every connection of the database dropped, and new ones refused while the listeners try again
      await admin(`alter database ${name} allow_connections false`)
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)
      await until('both listeners to say they are reconnecting', async () => {
        return (await liveOf(a)) === 'reconnecting' && (await liveOf(b)) === 'reconnecting'
      })
      const failedAttempts = () => b.logs.filter((l) => l.msg === 'live listener could not reconnect; trying again')
      await until('three refused reconnections', () => failedAttempts().length >= 3)
      expect(b.logs.some((l) => l.level === 40 && String(l.msg).startsWith('live listener lost its connection'))).toBe(
        true,
      )
      const health = await request(b, '/api/health')
      expect(health.status).toBe(503)

      await admin(`alter database ${name} allow_connections true`)
      await until('both listeners to be back', async () => (await liveOf(a)) === 'ok' && (await liveOf(b)) === 'ok')
      expect(b.logs.some((l) => l.msg === 'live listener reconnected')).toBe(true)
      const after = await createTeam('Después del corte')
      await until('a change after the outage on the other instance', () => heard.some((e) => e.id === after))

      // and the league's settings travel too: an open public stream on B ends when A turns the site off
      const on = await request(a, `/api/orgs/${orgId}`, {
        method: 'PATCH',
        cookie,
        json: { publicSlug: name.replaceAll('_', '-') },
      })
      expect(on.status).toBe(200)
      const stream = await openPublicStream((p) => request(b, p), name.replaceAll('_', '-'))
      await stream.read('event: ready')
      const off = await request(a, `/api/orgs/${orgId}`, { method: 'PATCH', cookie, json: { publicSlug: null } })
      expect(off.status).toBe(200)
      expect(await stream.read()).toBe(true)
    }, 120_000)
  })
}
