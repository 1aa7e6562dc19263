/**
 * `describeCollection`: the behaviour every league collection shares (seasons, tournaments, teams, players, venues):
 * unique names, writes and their refusals, roles, other organizations, soft delete, pages, search, live notices.
 * Call it inside the collection's test file (one server per file).
 */
import { describe, expect, it } from 'vitest'
import { describeCollectionAccess, describeCollectionLists } from './collection-suite-lists.ts'
import { call, type Json, type League, type Problem, type User } from './league.ts'

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

/** What the shared tests of one collection use: its path, a creation that counts up, a read by the admin. */
export type CollectionKit = {
  collection: string
  base: (orgId: string) => string
  create: (user?: User, body?: Record<string, unknown>) => Promise<Json>
  get: (id: string) => ReturnType<typeof call<Json & Problem>>
  /** the next number for `spec.valid`: every body made in a file is different */
  nextN: () => number
}

function collectionKit(spec: CollectionSpec): CollectionKit {
  const { collection } = spec
  let n = 0
  const base = (orgId: string) => `/api/orgs/${orgId}/${collection}`
  const create = async (user?: User, body?: Record<string, unknown>) => {
    const league = spec.league()
    const n = nextN()
    const res = await call(league.server, user ?? league.admin, 'POST', base(league.orgId), body ?? spec.valid(n))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body
  }
  const get = async (id: string) => {
    const league = spec.league()
    return call<Json & Problem>(league.server, league.admin, 'GET', `${base(league.orgId)}/${id}`)
  }

  function nextN() {
    n += 1
    return n
  }
  return { collection, base, create, get, nextN }
}

/** The behaviour every league collection shares. */
export function describeCollection(spec: CollectionSpec) {
  const kit = collectionKit(spec)
  describe(`${spec.collection}: shared behaviour`, () => {
    describeUniqueNames(spec, kit)
    describeCollectionWrites(spec, kit)
    describeCollectionAccess(spec, kit)
    describeCollectionLists(spec, kit)
  })
}

function describeUniqueNames(spec: CollectionSpec, { base, create, get, nextN }: CollectionKit) {
  // the unique-name tests exist only for collections whose names are unique (players are told apart by DNI)
  const itForUniqueNames = spec.hasUniqueNames ? it : () => undefined
  itForUniqueNames(
    'refuses a name another one has (case, accents and spaces aside) with 409 NAME_TAKEN on create, rename and restore',
    async () => {
      const league = spec.league()
      const path = base(league.orgId)
      const named = (name: string) => {
        const n = nextN()
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
    nextN()
    const n = nextN()
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
}

function describeCollectionWrites(spec: CollectionSpec, { base, create, get, nextN }: CollectionKit) {
  it('creates, reads, lists and updates (bumping the version); a manager may write', async () => {
    const league = spec.league()
    const created = await create(league.manager)
    expect(created).toMatchObject({ version: 1, deletedAt: null })
    expect(typeof created.id).toBe('string')
    const read = await get(created.id)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created)
    const list = await call<{ items: Json[]; total: number }>(
      league.server,
      league.viewer,
      'GET',
      `${base(league.orgId)}?sort=-updated`,
    )
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
    const n = nextN()
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
}
