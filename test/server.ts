/**
 * A real server for integration tests: the app over a fresh test database (PGlite, or PostgreSQL with TEST_DB),
 * a mailer that keeps what it sends, and helpers to sign up and call the API as a browser would.
 */

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino, { type Logger } from 'pino'
import { inject } from 'vitest'
import type { OrgRole } from '#domain/organizations/roles.ts'
import { createServerContext, type ServerContext } from '../src/server/bootstrap.ts'
import { parseEnv } from '../src/server/env.ts'
import { createMailer, type Mailer, type MailMessage } from '../src/server/mail/mailer.ts'
import { openTestDatabase } from './db.ts'

export const ORIGIN = 'http://localhost:3000'

export type TestServer = ServerContext & {
  /** this server's DATA_DIR (uploads under `uploads/`), removed by close() */
  dataDir: string
  sent: MailMessage[]
  request(path: string, init?: RequestInit & { cookie?: string; ip?: string; json?: unknown }): Promise<Response>
  close(): Promise<void>
}

export async function createTestServer(
  envOverrides: Record<string, string> = {},
  options: { logger?: Logger; clientDir?: string; liveCheckMs?: number } = {},
): Promise<TestServer> {
  const database = await openTestDatabase({
    postgresTemplate: inject('postgresTemplate'),
    pgliteSnapshot: inject('pgliteSnapshot'),
  })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-test-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_MAX: '1000',
    ...envOverrides,
  })
  const sent: MailMessage[] = []
  // every message is also written as the .eml the server's outbox would hold (tests read what a person gets)
  const outbox = createMailer({
    from: 'League Portal <no-reply@example.com>',
    outboxDir: path.join(dataDir, 'outbox'),
    logger: pino({ level: 'silent' }),
  })
  const mailer: Mailer = {
    async send(message) {
      sent.push(message)
      await outbox.send(message)
    },
  }
  const logger = options.logger ?? pino({ level: 'silent' })
  const context = await createServerContext({
    env,
    database,
    logger,
    mailer,
    clientDir: options.clientDir,
    liveCheckMs: options.liveCheckMs,
  })
  return {
    ...context,
    dataDir,
    sent,
    request(path, init = {}) {
      const { cookie, ip, json, ...rest } = init
      const headers = new Headers(rest.headers)
      headers.set('origin', ORIGIN)
      if (cookie) headers.set('cookie', cookie)
      if (json !== undefined) headers.set('content-type', 'application/json')
      const body = json !== undefined ? JSON.stringify(json) : rest.body
      // The socket address as @hono/node-server would give it (getConnInfo reads env.incoming.socket).
      const bindings = { incoming: { socket: { remoteAddress: ip ?? '127.0.0.1' } } }
      return Promise.resolve(context.app.request(`${ORIGIN}${path}`, { ...rest, headers, body }, bindings))
    },
    close: async () => {
      await context.live.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let counter = 0
export function uniqueEmail(prefix = 'user') {
  counter += 1
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * Signs up through better-auth's endpoint and returns the session cookie. The address is verified by opening the link
 * of the verification e-mail, as a person would (`verified: false` leaves it unverified; decision 0035).
 */
export async function signUp(
  server: TestServer,
  options: { email?: string; password?: string; name?: string; displayName?: string; verified?: boolean } = {},
) {
  const email = options.email ?? uniqueEmail()
  const password = options.password ?? 'correct-horse-1'
  const res = await server.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: options.name ?? 'Test User', acceptTerms: true },
  })
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const cookie = cookieOf(res)
  if (options.verified !== false) await verifyEmail(server, email)
  if (options.displayName !== undefined) {
    await server.request('/api/me', { method: 'PATCH', cookie, json: { displayName: options.displayName } })
  }
  const me = (await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } }
  return { email, password, cookie, userId: me.user.id }
}

/** Opens the link of the last verification e-mail sent to `email`. */
export async function verifyEmail(server: TestServer, email: string) {
  const mail = server.sent.findLast((m) => m.to === email && m.link?.includes('/verify-email'))
  if (!mail?.link) throw new Error(`no verification e-mail to ${email}`)
  const url = new URL(mail.link)
  const res = await server.request(`${url.pathname}${url.search}`, { redirect: 'manual' })
  if (res.status >= 400) throw new Error(`verification failed: ${res.status} ${await res.text()}`)
}

export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ')
}

/** A signed-up user who created an organization (and so is its admin). */
export async function createOrgAdmin(server: TestServer, name = 'Liga Test', country = 'AR') {
  const user = await signUp(server, { displayName: 'Admin' })
  const res = await server.request('/api/orgs', {
    method: 'POST',
    cookie: user.cookie,
    json: { name, leagues: [{ name: 'Primera', country }] },
  })
  if (res.status !== 201) throw new Error(`create org failed: ${res.status} ${await res.text()}`)
  const org = (await res.json()) as { id: string; slug: string }
  return { ...user, orgId: org.id, org }
}

/** Invites `email` with `role` into the admin's organization and accepts as that user. */
export async function addMember(
  server: TestServer,
  admin: { cookie: string; orgId: string },
  role: OrgRole,
  /** a delegate's teams (decision 0039) */
  teamIds?: string[],
) {
  const user = await signUp(server, { displayName: role })
  const res = await server.request(`/api/orgs/${admin.orgId}/invitations`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { email: user.email, role, ...(teamIds ? { teamIds } : {}) },
  })
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`)
  const link = server.sent.at(-1)?.link ?? ''
  const token = link.split('/').pop() ?? ''
  const accepted = await server.request(`/api/invitations/${token}/accept`, { method: 'POST', cookie: user.cookie })
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`)
  return user
}
