/**
 * Helpers for the league collections' integration tests (seasons, tournaments, teams, players, locations):
 * a league with one member of each role plus an intruder from another organization, JSON calls, image uploads,
 * live events, and `describeCollection`, the behaviour every collection shares (CRUD, roles, other organizations,
 * soft delete, stale versions, pages, search, live notices), run by each collection's own test file.
 */
import { describe, expect, it } from 'vitest'
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

export async function createLeague(server: TestServer, name = 'Liga Test'): Promise<League> {
  const admin = await createOrgAdmin(server, name)
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

export type CollectionSpec = {
  /** the path segment and live entity: 'teams' */
  collection: string
  league: () => League
  /** a valid creation body, different on every call (n counts up) */
  valid: (n: number) => Record<string, unknown>
  /** the name field a search finds, and how to set it */
  nameOf: (item: Json) => string
  rename: (name: string) => Record<string, unknown>
  /** a creation body with bad fields, and the invalidParams it must produce */
  invalid: { body: Record<string, unknown>; params: { name: string; reason: string }[] }
  /** names are unique in the league (case, accents and spaces aside; deleted ones do not count): 409 NAME_TAKEN */
  hasUniqueNames?: boolean
}

/** The behaviour every league collection shares. Call inside the collection's test file (one server per file). */
export function describeCollection(spec: CollectionSpec) {
  const { collection } = spec
  let n = 0
  const base = (orgId: string) => `/api/orgs/${orgId}/${collection}`
  const create = async (user?: User, body?: Record<string, unknown>) => {
    const league = spec.league()
    n += 1
    const res = await call(league.server, user ?? league.admin, 'POST', base(league.orgId), body ?? spec.valid(n))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body
  }
  const get = async (id: string) => {
    const league = spec.league()
    return call(league.server, league.admin, 'GET', `${base(league.orgId)}/${id}`)
  }

  describe(`${collection}: shared behaviour`, () => {
    // the unique-name tests exist only for collections whose names are unique (players are told apart by DNI)
    const itForUniqueNames = spec.hasUniqueNames ? it : () => undefined
    itForUniqueNames(
      'refuses a name another one has (case, accents and spaces aside) with 409 NAME_TAKEN on create, rename and restore',
      async () => {
        const league = spec.league()
        const path = base(league.orgId)
        const named = (name: string) => {
          n += 1
          return { ...spec.valid(n), ...spec.rename(name) }
        }
        const taken = (res: { status: number; body: unknown }) => {
          expect(res.status, JSON.stringify(res.body)).toBe(409)
          expect(res.body).toMatchObject({
            code: 'NAME_TAKEN',
            invalidParams: [{ name: 'name', reason: 'validation.name_taken' }],
          })
        }
        const first = await create(league.admin, named('Atlético Ñandú'))
        taken(await call(league.server, league.admin, 'POST', path, named('  atletico   ÑANDU ')))
        const other = await create(league.admin, named('Atlético Ñandú B'))
        taken(
          await call(league.server, league.admin, 'PATCH', `${path}/${other.id}`, {
            version: other.version,
            ...spec.rename('ATLÉTICO ñandú'),
          }),
        )
        expect((await get(other.id)).body).toMatchObject({ version: other.version, ...spec.rename('Atlético Ñandú B') })
        // another organization may use the name
        expect(
          (await call(league.server, league.intruder, 'POST', base(league.intruder.orgId), named('Atlético Ñandú')))
            .status,
        ).toBe(201)
        // a deleted one does not count; restoring it into the clash is refused and leaves it deleted
        expect((await call(league.server, league.admin, 'DELETE', `${path}/${first.id}`)).status).toBe(204)
        const again = await create(league.admin, named('atlético ñandú'))
        taken(await call(league.server, league.admin, 'POST', `${path}/${first.id}/restore`))
        expect((await get(first.id)).body.deletedAt).not.toBeNull()
        // once the name is free again, the restore goes through
        await call(league.server, league.admin, 'PATCH', `${path}/${again.id}`, {
          version: again.version,
          ...spec.rename('Atlético Ñandú C'),
        })
        expect((await call(league.server, league.admin, 'POST', `${path}/${first.id}/restore`)).status).toBe(200)
      },
    )

    itForUniqueNames('lets only one of two concurrent creations of one name through', async () => {
      const league = spec.league()
      n += 2
      const results = await Promise.all(
        [n - 1, n].map((k) =>
          call(league.server, league.manager, 'POST', base(league.orgId), {
            ...spec.valid(k),
            ...spec.rename(k === n ? 'Mismo Nombre' : 'mismo  nombre'),
          }),
        ),
      )
      expect(results.map((r) => r.status).sort()).toEqual([201, 409])
      expect(results.find((r) => r.status === 409)?.body).toMatchObject({ code: 'NAME_TAKEN' })
    })

    it('creates, reads, lists and updates (bumping the version); a manager may write', async () => {
      const league = spec.league()
      const created = await create(league.manager)
      expect(created).toMatchObject({ version: 1, deletedAt: null })
      expect(typeof created.id).toBe('string')
      const read = await get(created.id)
      expect(read.status).toBe(200)
      expect(read.body).toEqual(created)
      const list = await call<{ items: Json[]; total: number }>(league.server, league.viewer, 'GET', base(league.orgId))
      expect(list.status).toBe(200)
      expect(list.body.items[0]?.id).toBe(created.id) // newest change first
      const patched = await call(league.server, league.manager, 'PATCH', `${base(league.orgId)}/${created.id}`, {
        version: 1,
        ...spec.rename('Renamed Once'),
      })
      expect(patched.status, JSON.stringify(patched.body)).toBe(200)
      expect(patched.body.version).toBe(2)
      expect(spec.nameOf(patched.body)).toBe('Renamed Once')
      expect((patched.body.updatedAt as string) >= (created.updatedAt as string)).toBe(true)
    })

    it('refuses invalid input with a reason per field, and creates nothing', async () => {
      const league = spec.league()
      const before = await call<{ total: number }>(league.server, league.admin, 'GET', base(league.orgId))
      const res = await call<Problem>(league.server, league.admin, 'POST', base(league.orgId), spec.invalid.body)
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toContain('application/problem+json')
      expect(res.body.code).toBe('VALIDATION_FAILED')
      expect(res.body.invalidParams).toEqual(expect.arrayContaining(spec.invalid.params))
      const after = await call<{ total: number }>(league.server, league.admin, 'GET', base(league.orgId))
      expect(after.body.total).toBe(before.body.total)
    })

    it('refuses read-only and unknown fields, a missing body and malformed JSON', async () => {
      const league = spec.league()
      n += 1
      const res = await call<Problem>(league.server, league.admin, 'POST', base(league.orgId), {
        ...spec.valid(n),
        id: '00000000-0000-4000-8000-000000000000',
        organizationId: league.intruder.orgId,
        createdAt: '2020-01-01T00:00:00Z',
        version: 7,
      })
      expect(res.status).toBe(400)
      expect(res.body.invalidParams).toEqual(
        expect.arrayContaining(
          ['id', 'organizationId', 'createdAt', 'version'].map((name) => ({
            name,
            reason: 'validation.unknown_field',
          })),
        ),
      )
      const item = await create()
      const patch = await call<Problem>(league.server, league.admin, 'PATCH', `${base(league.orgId)}/${item.id}`, {
        ...spec.rename('No version'),
        deletedAt: null,
      })
      expect(patch.status).toBe(400)
      expect(patch.body.invalidParams).toEqual(
        expect.arrayContaining([
          { name: 'version', reason: 'validation.required' },
          { name: 'deletedAt', reason: 'validation.unknown_field' },
        ]),
      )
      const malformed = await league.server.request(base(league.orgId), {
        method: 'POST',
        cookie: league.admin.cookie,
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      })
      expect(malformed.status).toBe(400)
      const empty = await league.server.request(base(league.orgId), { method: 'POST', cookie: league.admin.cookie })
      expect(empty.status).toBe(400)
      expect((await get(item.id)).body).toEqual(item)
    })

    it('refuses control characters in names (a NUL would not even store) with 400, not 500', async () => {
      const league = spec.league()
      const item = await create()
      const [field] = Object.keys(spec.rename('x'))
      for (const name of ['bad\u0000name', 'two\nlines']) {
        const res = await call<Problem>(league.server, league.admin, 'PATCH', `${base(league.orgId)}/${item.id}`, {
          version: 1,
          ...spec.rename(name),
        })
        expect(res.status).toBe(400)
        expect(res.body.invalidParams).toEqual([{ name: field, reason: 'validation.invalid_format' }])
      }
      expect((await get(item.id)).body).toEqual(item)
    })

    it('answers 409 STALE_VERSION with the current entity to an update based on an old version', async () => {
      const league = spec.league()
      const item = await create()
      const first = await call(league.server, league.admin, 'PATCH', `${base(league.orgId)}/${item.id}`, {
        version: 1,
        ...spec.rename('First Writer'),
      })
      expect(first.status).toBe(200)
      const second = await call<Problem>(league.server, league.manager, 'PATCH', `${base(league.orgId)}/${item.id}`, {
        version: 1,
        ...spec.rename('Second Writer'),
      })
      expect(second.status).toBe(409)
      expect(second.headers.get('content-type')).toContain('application/problem+json')
      expect(second.body.code).toBe('STALE_VERSION')
      expect(second.body.current).toEqual(first.body)
      expect(spec.nameOf((await get(item.id)).body)).toBe('First Writer')
    })

    it('lets viewers and scorers read but not write (403, nothing changed)', async () => {
      const league = spec.league()
      const item = await create()
      for (const user of [league.viewer, league.scorer]) {
        expect((await call(league.server, user, 'GET', base(league.orgId))).status).toBe(200)
        expect((await call(league.server, user, 'GET', `${base(league.orgId)}/${item.id}`)).status).toBe(200)
        n += 1
        const attempts = [
          ['POST', base(league.orgId), spec.valid(n)],
          ['PATCH', `${base(league.orgId)}/${item.id}`, { version: 1, ...spec.rename('Hacked') }],
          ['DELETE', `${base(league.orgId)}/${item.id}`, undefined],
          ['POST', `${base(league.orgId)}/${item.id}/restore`, undefined],
        ] as const
        for (const [method, path, body] of attempts) {
          const res = await call<Problem>(league.server, user, method, path, body)
          expect(res.status, `${method} ${path}`).toBe(403)
          expect(res.body.code).toBe('FORBIDDEN')
        }
      }
      expect((await get(item.id)).body).toEqual(item)
    })

    it('answers 404 to another organization’s admin, through either organization’s path, and changes nothing', async () => {
      const league = spec.league()
      const item = await create()
      const gone = await create()
      await call(league.server, league.admin, 'DELETE', `${base(league.orgId)}/${gone.id}`)
      const goneBefore = (await get(gone.id)).body
      const { intruder } = league
      for (const orgId of [league.orgId, intruder.orgId]) {
        const attempts = [
          ['GET', `${base(orgId)}/${item.id}`, undefined],
          ['PATCH', `${base(orgId)}/${item.id}`, { version: 1, ...spec.rename('Pwned') }],
          ['DELETE', `${base(orgId)}/${item.id}`, undefined],
          ['POST', `${base(orgId)}/${gone.id}/restore`, undefined],
          ['GET', `${base(orgId)}/${gone.id}`, undefined],
        ] as const
        for (const [method, path, body] of attempts) {
          const res = await call<Problem>(league.server, intruder, method, path, body)
          expect(res.status, `${method} ${path}`).toBe(404)
          expect(res.body.code).toBe('NOT_FOUND')
        }
      }
      expect((await call(league.server, intruder, 'GET', base(league.orgId))).status).toBe(404)
      const theirs = await call<{ items: Json[]; total: number }>(league.server, intruder, 'GET', base(intruder.orgId))
      expect(theirs.body.items.map((i) => i.id)).not.toContain(item.id)
      const theirDeleted = await call<{ items: Json[] }>(
        league.server,
        intruder,
        'GET',
        `${base(intruder.orgId)}?deleted=true`,
      )
      expect(theirDeleted.body.items).toEqual([])
      expect((await get(item.id)).body).toEqual(item)
      expect((await get(gone.id)).body).toEqual(goneBefore)
    })

    it('answers 404 to an id that is not a uuid, or unknown', async () => {
      const league = spec.league()
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
        const path = `${base(league.orgId)}/${encodeURIComponent(id)}`
        expect((await call(league.server, league.admin, 'GET', path)).status).toBe(404)
        expect((await call(league.server, league.admin, 'PATCH', path, { version: 1 })).status).toBe(404)
        expect((await call(league.server, league.admin, 'DELETE', path)).status).toBe(404)
        expect((await call(league.server, league.admin, 'POST', `${path}/restore`)).status).toBe(404)
      }
    })

    it('soft-deletes (204), lists deleted ones with ?deleted=true, refuses to edit them, and restores', async () => {
      const league = spec.league()
      const item = await create()
      const path = `${base(league.orgId)}/${item.id}`
      const deleted = await league.server.request(path, { method: 'DELETE', cookie: league.manager.cookie })
      expect(deleted.status).toBe(204)
      expect(await deleted.text()).toBe('')
      const read = await get(item.id)
      expect(read.status).toBe(200)
      expect(read.body.deletedAt).toEqual(expect.any(String))
      expect(read.body.version).toBe(2)
      const live = await call<{ items: Json[] }>(league.server, league.admin, 'GET', `${base(league.orgId)}?limit=100`)
      expect(live.body.items.map((i) => i.id)).not.toContain(item.id)
      const trash = await call<{ items: Json[] }>(
        league.server,
        league.admin,
        'GET',
        `${base(league.orgId)}?deleted=true`,
      )
      expect(trash.body.items.map((i) => i.id)).toContain(item.id)
      expect(trash.body.items.every((i) => i.deletedAt !== null)).toBe(true)
      expect((await call(league.server, league.admin, 'PATCH', path, { version: 2, ...spec.rename('X') })).status).toBe(
        404,
      )
      expect((await league.server.request(path, { method: 'DELETE', cookie: league.admin.cookie })).status).toBe(204)
      const restored = await call(league.server, league.manager, 'POST', `${path}/restore`)
      expect(restored.status).toBe(200)
      expect(restored.body).toMatchObject({ id: item.id, deletedAt: null, version: 3 })
      const back = await call<{ items: Json[] }>(league.server, league.admin, 'GET', base(league.orgId))
      expect(back.body.items[0]?.id).toBe(item.id)
      const again = await call(league.server, league.manager, 'POST', `${path}/restore`)
      expect(again.body.version).toBe(3) // restoring a live one changes nothing
    })

    it('walks every item exactly once through cursor pages, newest change first', async () => {
      const league = spec.league()
      const created: string[] = []
      for (let i = 0; i < 7; i++) created.push((await create()).id)
      const all = await call<{ items: Json[]; total: number }>(
        league.server,
        league.admin,
        'GET',
        `${base(league.orgId)}?limit=100`,
      )
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      let total: number | undefined
      do {
        const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3'
        const page: { status: number; body: { items: Json[]; nextCursor: string | null; total?: number } } = await call(
          league.server,
          league.viewer,
          'GET',
          `${base(league.orgId)}${query}`,
        )
        expect(page.status).toBe(200)
        expect(page.body.items.length).toBeLessThanOrEqual(3)
        if (pages === 0) total = page.body.total
        else expect(page.body.total).toBeUndefined()
        seen.push(...page.body.items.map((i) => i.id))
        cursor = page.body.nextCursor
        pages += 1
      } while (cursor && pages < 100)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen).toEqual(all.body.items.map((i) => i.id))
      expect(total).toBe(all.body.total)
      expect(seen.slice(0, 7)).toEqual([...created].reverse())
      const stamps = all.body.items.map((i) => i.updatedAt as string)
      expect([...stamps].sort().reverse()).toEqual(stamps)
    })

    it('refuses a bad cursor, limit or deleted flag with 400', async () => {
      const league = spec.league()
      const cases = [
        ['cursor=garbage', 'cursor', 'validation.invalid'],
        ['limit=0', 'limit', 'validation.too_small'],
        ['limit=101', 'limit', 'validation.too_big'],
        ['limit=abc', 'limit', 'validation.invalid_type'],
        ['deleted=yes', 'deleted', 'validation.invalid_value'],
        [`q=${'x'.repeat(101)}`, 'q', 'validation.too_big'],
        ['q=a%00b', 'q', 'validation.invalid_format'],
      ] as const
      for (const [query, name, reason] of cases) {
        const res = await call<Problem>(league.server, league.admin, 'GET', `${base(league.orgId)}?${query}`)
        expect(res.status, query).toBe(400)
        expect(res.body.invalidParams).toEqual([{ name, reason }])
      }
    })

    it('searches names on the server, ignoring case and accents', async () => {
      const league = spec.league()
      const item = await create()
      const renamed = await call(league.server, league.admin, 'PATCH', `${base(league.orgId)}/${item.id}`, {
        version: item.version,
        ...spec.rename('Peñarol Ñandú Zürich'),
      })
      expect(renamed.status).toBe(200)
      for (const q of ['peñarol', 'PENAROL', 'nandu zur', 'zürich ñan']) {
        const res = await call<{ items: Json[]; total: number }>(
          league.server,
          league.viewer,
          'GET',
          `${base(league.orgId)}?q=${encodeURIComponent(q)}`,
        )
        expect(
          res.body.items.map((i) => i.id),
          q,
        ).toEqual([item.id])
        expect(res.body.total).toBe(1)
      }
      for (const q of ['penarol river', '%', '_']) {
        const res = await call<{ items: Json[] }>(
          league.server,
          league.viewer,
          'GET',
          `${base(league.orgId)}?q=${encodeURIComponent(q)}`,
        )
        expect(res.body.items, q).toEqual([])
      }
    })

    it('is described in /api/openapi.json', async () => {
      const league = spec.league()
      const doc = (await (await league.server.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, unknown>>
      }
      const methods = (path: string) => Object.keys(doc.paths[`/api/orgs/{orgId}/${collection}${path}`] ?? {}).sort()
      expect(methods('')).toEqual(['get', 'post'])
      expect(methods('/{id}')).toEqual(['delete', 'get', 'patch'])
      expect(methods('/{id}/restore')).toEqual(['post'])
    })

    it('announces creations, updates, deletions and restorations live', async () => {
      const league = spec.league()
      const { events, stop } = listen(league.server, league.orgId)
      try {
        const item = await create()
        await waitForEvent(events, { entity: collection, action: 'created', id: item.id, version: 1 })
        const path = `${base(league.orgId)}/${item.id}`
        await call(league.server, league.admin, 'PATCH', path, { version: 1, ...spec.rename('Live') })
        await waitForEvent(events, { entity: collection, action: 'updated', id: item.id, version: 2 })
        await call(league.server, league.admin, 'DELETE', path)
        await waitForEvent(events, { entity: collection, action: 'deleted', id: item.id, version: 3 })
        await call(league.server, league.admin, 'POST', `${path}/restore`)
        await waitForEvent(events, { entity: collection, action: 'restored', id: item.id, version: 4 })
      } finally {
        stop()
      }
    })
  })
}
