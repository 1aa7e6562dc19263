import type { LiveEvent } from '../src/server/live/live-hub.ts'
import { makeImage } from './images.ts'
import { addMember, createOrgAdmin, type TestServer } from './server.ts'

export type User = { cookie: string; userId: string; email: string }
export type League = {
  server: TestServer
  orgId: string
  admin: User
  manager: User
  scorer: User
  viewer: User
  /** the admin of another organization */
  intruder: User & { orgId: string }
}

/** A league with an admin, a manager, a scorer and a viewer (and an intruder in another); in Argentina unless said. */
export async function createLeague(server: TestServer, name = 'Liga Test', country = 'AR'): Promise<League> {
  const admin = await createOrgAdmin(server, name, country)
  const [manager, scorer, viewer] = [
    await addMember(server, admin, 'manager'),
    await addMember(server, admin, 'scorer'),
    await addMember(server, admin, 'viewer'),
  ]
  const intruder = await createOrgAdmin(server, 'Intruder League')
  return { server, orgId: admin.orgId, admin, manager, scorer, viewer, intruder }
}

export type Json = Record<string, unknown> & { id: string; version: number }
export type Problem = {
  status: number
  code: string
  invalidParams?: { name: string; reason: string }[]
  current?: Json
}

/** Calls the API as `user`; answers the status and the parsed body (null when empty). */
export async function call<T = Json>(
  server: TestServer,
  user: { cookie: string },
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers }
}

/** Real, whole images (the server decodes every upload): 64 × 48, left half red, right half blue. */
export const PNG = await makeImage({ format: 'png', width: 64, height: 48 })
export const JPEG = await makeImage({ format: 'jpeg', width: 64, height: 48 })

export function imageForm(bytes: Uint8Array, name: string, type = 'image/png') {
  const form = new FormData()
  // A copy, not `bytes.buffer`: the buffer of a subarray (a truncated file) is the whole file.
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  return form
}

export async function uploadTo(server: TestServer, user: { cookie: string }, path: string, form: FormData) {
  const res = await server.request(path, { method: 'POST', cookie: user.cookie, body: form })
  return { status: res.status, body: (await res.json()) as Json & Problem }
}

/** Collects the organization's live events until `stop()`. */
export function listen(server: TestServer, orgId: string) {
  const events: LiveEvent[] = []
  const stop = server.live.subscribe(orgId, (event) => events.push(event))
  return { events, stop }
}

/** Waits (up to 2 s: live events through PostgreSQL NOTIFY arrive asynchronously) for an event matching `match`. */
export async function waitForEvent(events: LiveEvent[], match: Partial<LiveEvent>): Promise<LiveEvent> {
  const started = Date.now()
  for (;;) {
    const found = events.find((e) => Object.entries(match).every(([k, v]) => e[k as keyof LiveEvent] === v))
    if (found) return found
    if (Date.now() - started > 2000)
      throw new Error(`no live event ${JSON.stringify(match)} in ${JSON.stringify(events)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
