/**
 * A notification survives a crash (decision 0047): a game is published (its fan-out enqueued in the same transaction),
 * the process is killed with SIGKILL before the digest's window closes, and the next start delivers the e-mail once.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, expect, it } from 'vitest'
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

afterEach(async () => {
  await killAllServers()
})
afterAll(() => removeTempDirs())

const PASSWORD = 'correct-horse-1'
/**
 * The digest's window: the kill must come before it closes. At 3 s, a publish answered late on a loaded machine let the
 * first server claim the job before the kill, and a claimed job waits for its lease (5 minutes) to run out.
 */
const ENV = { NOTIFY_DIGEST_SECONDS: '20' }

async function ok<T>(res: Response, status: number): Promise<T> {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return (text ? JSON.parse(text) : null) as T
}

async function newUser(server: ServerProcess) {
  const email = `n-${randomBytes(4).toString('hex')}@example.com`
  const res = await signUp(server, email, PASSWORD)
  await ok(res.clone(), 200)
  await verifyEmailFromOutbox(server, email)
  return { email, cookie: cookieOf(res) }
}

/** The notification e-mails (those with a one-click unsubscribe) written to `email`. */
function notificationMails(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`-${email}.eml`))
    .filter((name) => fs.readFileSync(path.join(outbox, name), 'utf8').includes('List-Unsubscribe-Post'))
}

it('delivers once a notification enqueued just before a kill -9', async () => {
  const dataDir = tempDataDir()
  const first = await spawnServer({ dataDir, env: ENV })
  await first.ready(150_000)
  const admin = await newUser(first)
  const org = await ok<{ id: string }>(
    await call(first, '/api/orgs', {
      cookie: admin.cookie,
      json: { name: 'Liga Caída', leagues: [{ name: 'A', country: 'AR' }] },
    }),
    201,
  )
  const api = (p: string, json?: unknown, method?: string) =>
    call(first, `/api/orgs/${org.id}${p}`, { cookie: admin.cookie, json, method })
  const tournament = await ok<{ id: string }>(await api('/tournaments', { name: 'Apertura' }), 201)
  const home = await ok<{ id: string }>(await api('/teams', { name: 'Local' }), 201)
  const away = await ok<{ id: string }>(await api('/teams', { name: 'Visita' }), 201)
  const delegate = await newUser(first)
  await ok(await api('/invitations', { email: delegate.email, role: 'delegate', teamIds: [home.id] }), 201)
  const token = invitationToken(first, delegate.email)
  await ok(await call(first, `/api/invitations/${token}/accept`, { cookie: delegate.cookie, method: 'POST' }), 200)
  const playAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString()
  const game = await ok<{ id: string; version: number }>(
    await api('/games', { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, playAt }),
    201,
  )
  await ok(await api(`/games/${game.id}/publish`, { version: game.version }), 200)
  first.child.kill('SIGKILL')
  await first.exited
  expect(notificationMails(dataDir, delegate.email)).toHaveLength(0)

  const second = await spawnServer({ dataDir, env: ENV })
  await second.ready(150_000)
  // waits for the delivery, not for a speed: on a busy CI machine the restarted server's jobs may take their time
  const deadline = Date.now() + 90_000
  while (notificationMails(dataDir, delegate.email).length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200))
  // a little longer: nothing else may follow
  await new Promise((resolve) => setTimeout(resolve, 2500))
  expect(notificationMails(dataDir, delegate.email)).toHaveLength(1)
}, 400_000)
