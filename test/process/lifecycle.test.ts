/**
 * On real processes (`node src/server/main.ts`, 127.0.0.1, a free port, a temp DATA_DIR):
 * the first super admin, the data-directory lock, clean shutdown on SIGTERM / SIGINT, and no acknowledged write lost
 * when the process is killed with SIGKILL in the middle of writes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  call,
  cookieOf,
  killAllServers,
  removeTempDirs,
  type ServerProcess,
  signIn,
  signUp,
  spawnServer,
  tempDataDir,
  waitHealthy,
} from './server-process.ts'

afterEach(async () => {
  await killAllServers()
})
afterAll(() => {
  removeTempDirs()
})

const PASSWORD = 'correct-horse-1'
let counter = 0
function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * A start on a busy CI machine (the browser tests and the other passes beside these) has taken over 70 s: these tests
 * check what a start does, not how fast, so they wait for it that long, and each test three starts' worth
 * (docs/decisions/0052-ci-time.md).
 */
const START_MS = 180_000

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await spawnServer({ dataDir, env })
  await server.ready(START_MS)
  return server
}

async function me(server: ServerProcess, cookie: string) {
  const res = await call(server, '/api/me', { cookie })
  const body = await res.text()
  expect(res.status, body).toBe(200)
  return JSON.parse(body) as { user: { email: string; role: string }; organizations: { id: string; name: string }[] }
}

function count(text: string, needle: string) {
  return text.split(needle).length - 1
}

describe('the first super admin', () => {
  it('a first start on an empty data dir prints a generated password once, which signs in; a second start prints none', async () => {
    const dataDir = tempDataDir()
    const first = await start(dataDir)
    const out = first.stdout()
    expect(count(out, 'password:'), out).toBe(1)
    expect(count(out, 'This password is shown only once'), out).toBe(1)
    const email = /e-mail:\s+(\S+)/.exec(out)?.[1] ?? ''
    const password = /password:\s+(\S+)/.exec(out)?.[1] ?? ''
    expect(email, out).not.toBe('')
    expect(password.length, out).toBeGreaterThanOrEqual(8)
    expect(first.stderr()).toBe('')
    // Soft: a failing sign-in is reported, and the rest of this test still runs.
    const res = await signIn(first, email, password)
    const body = await res.text()
    expect.soft(res.status, `POST /api/auth/sign-in/email with the printed ${email}: ${body}`).toBe(200)
    if (res.status === 200) expect((await me(first, cookieOf(res))).user.role).toBe('super_admin')
    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null })

    const second = await start(dataDir)
    expect(second.stdout()).not.toContain('password:')
    expect(second.stdout()).not.toContain('super admin was created')
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 540_000)

  it('with ADMIN_EMAIL and ADMIN_PASSWORD the super admin is created with those, and no password is printed', async () => {
    const email = uniqueEmail('boss')
    const password = 'a-chosen-password-1'
    const server = await start(tempDataDir(), { ADMIN_EMAIL: email, ADMIN_PASSWORD: password })
    expect(server.stdout()).not.toContain('password:')
    expect(server.stdout()).toContain('super admin created from ADMIN_EMAIL')
    expect((await signIn(server, email, 'not-the-password-1')).status).toBe(401)
    const res = await signIn(server, email, password)
    expect(res.status, await res.clone().text()).toBe(200)
    const profile = await me(server, cookieOf(res))
    expect(profile.user).toMatchObject({ email, role: 'super_admin' })
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 540_000)
})

describe('the data directory lock', () => {
  it('refuses a second process on the same DATA_DIR with exit 1 and a clear message; the first keeps serving', async () => {
    const dataDir = tempDataDir()
    const first = await start(dataDir)
    const lock = path.join(dataDir, 'db.lock')
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(first.pid))

    const second = await spawnServer({ dataDir })
    expect(await second.waitExit(START_MS)).toEqual({ code: 1, signal: null })
    const message = second.stderr().trim()
    expect(message.split('\n'), message).toHaveLength(1)
    expect(message).toContain(dataDir)
    expect(message).toMatch(/in use by another process/)
    expect(message).toContain(`pid ${first.pid}`)
    expect(second.stdout()).not.toContain('League portal ready')

    expect(first.exit()).toBeUndefined()
    const health = await call(first, '/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', live: 'ok' })
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(first.pid))
    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 540_000)
})

describe('clean shutdown', () => {
  it('SIGTERM and SIGINT: exit 0, db.lock removed, the next start works and has the data', async () => {
    const dataDir = tempDataDir()
    const emails: string[] = []
    let server = await start(dataDir)
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const email = uniqueEmail(signal.toLowerCase())
      expect((await signUp(server, email, PASSWORD)).status).toBe(200)
      emails.push(email)

      const exit = await server.stop(signal, 15_000)
      expect(exit, `${signal}: ${server.stderr()}`).toEqual({ code: 0, signal: null })
      expect(server.stdout()).toContain(`"signal":"${signal}"`)
      expect(server.stderr()).toBe('')
      expect(fs.existsSync(path.join(dataDir, 'db.lock')), `${signal}: db.lock left behind`).toBe(false)

      server = await start(dataDir)
      await waitHealthy(server, START_MS)
      for (const e of emails) expect((await signIn(server, e, PASSWORD)).status, `${e} after ${signal}`).toBe(200)
    }
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 540_000)
})

describe('kill -9 during writes', () => {
  type Owner = { email: string; cookie: string; orgs: string[] }

  it('keeps every acknowledged write across repeated SIGKILLs, and starts again healthy', async () => {
    const dataDir = tempDataDir()
    const users: string[] = [] // acknowledged sign-ups (password PASSWORD)
    const owners: Owner[] = [] // acknowledged organizations, by their creator
    const rounds: { killAfterMs: number; writes: number; inFlight: boolean }[] = []
    let checked = { users: 0, owners: 0 }

    async function verify(server: ServerProcess, from: { users: number; owners: number }) {
      await waitHealthy(server)
      for (const email of users.slice(from.users)) {
        const res = await signIn(server, email, PASSWORD)
        expect(res.status, `acknowledged user ${email} cannot sign in: ${await res.clone().text()}`).toBe(200)
      }
      for (const owner of owners.slice(from.owners)) {
        const names = (await me(server, owner.cookie)).organizations.map((o) => o.name)
        for (const org of owner.orgs) expect(names, `acknowledged organization ${org} is missing`).toContain(org)
      }
    }

    // Different moments: early (the first writes), mid-loop, and later, each with jitter.
    for (const [round, base] of [150, 500, 1_000, 1_800].entries()) {
      const server = await start(dataDir)
      await verify(server, checked) // the previous round's writes, right after the restart
      checked = { users: users.length, owners: owners.length }

      const ownerEmail = uniqueEmail(`owner-r${round}`)
      const signedUp = await signUp(server, ownerEmail, PASSWORD)
      expect(signedUp.status).toBe(200)
      users.push(ownerEmail)
      const owner: Owner = { email: ownerEmail, cookie: cookieOf(signedUp), orgs: [] }
      owners.push(owner)
      // the account that creates the next league: each creates one
      let fresh: Owner | undefined = owner

      let killed = false
      let inFlight = false
      let inFlightAtKill = false
      let writes = 0
      const killAfterMs = base + Math.floor(Math.random() * 150)
      // The kill is timed from the round's first acknowledged write, so a slow start (a busy machine) cannot leave a
      // round with nothing acknowledged to check.
      let timer: ReturnType<typeof setTimeout> | undefined
      const armKill = () => {
        timer ??= setTimeout(() => {
          killed = true
          inFlightAtKill = inFlight
          server.child.kill('SIGKILL')
        }, killAfterMs)
      }
      try {
        for (let i = 0; i < 500 && !killed; i++) {
          inFlight = true
          try {
            if (!fresh) {
              const email = uniqueEmail(`user-r${round}`)
              const res = await signUp(server, email, PASSWORD)
              if (res.status >= 200 && res.status < 300) {
                users.push(email)
                fresh = { email, cookie: cookieOf(res), orgs: [] }
                owners.push(fresh)
              } else if (!killed) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`)
            } else {
              // one league per new account: a second one needs a verified address (decision 0035)
              const name = `Liga r${round} n${i} ${Math.random().toString(36).slice(2, 6)}`
              const res = await call(server, '/api/orgs', {
                cookie: fresh.cookie,
                json: { name, leagues: [{ name: 'Primera', country: 'AR' }] },
              })
              if (res.status >= 200 && res.status < 300) {
                fresh.orgs.push(name)
                fresh = undefined
              } else if (!killed) throw new Error(`POST /api/orgs answered ${res.status}: ${await res.text()}`)
            }
            writes += 1
            armKill()
          } catch (error) {
            if (!killed) throw error
            break // the request the kill interrupted: not acknowledged, may or may not be there
          } finally {
            inFlight = false
          }
        }
      } finally {
        clearTimeout(timer)
      }
      expect(killed, 'the write loop ended before the kill').toBe(true)
      expect(await server.waitExit(30_000)).toEqual({ code: null, signal: 'SIGKILL' })
      // The stale lock stays behind; the next start must see its holder is dead and take it.
      expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(server.pid))
      rounds.push({ killAfterMs, writes, inFlight: inFlightAtKill })
    }

    const last = await start(dataDir)
    await verify(last, { users: 0, owners: 0 }) // everything, after all the kills
    expect(await last.stop('SIGTERM')).toEqual({ code: 0, signal: null })
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false)

    console.info(
      `kill -9 rounds: ${rounds.map((r) => `${r.writes} writes acknowledged, killed at ${r.killAfterMs} ms${r.inFlight ? ' mid-request' : ''}`).join('; ')}; checked ${users.length} users, ${owners.reduce((n, o) => n + o.orgs.length, 0)} organizations`,
    )
    // Each round acknowledged writes before its kill, and most kills hit a request in flight.
    for (const round of rounds) expect(round.writes, JSON.stringify(rounds)).toBeGreaterThan(0)
    expect(rounds.filter((r) => r.inFlight).length, JSON.stringify(rounds)).toBeGreaterThanOrEqual(3)
  }, 720_000)
})
