/** The shared collection tests of roles, other organizations, soft delete, pages, search and live notices. */

import { expect, it } from 'vitest'
import type { CollectionKit, CollectionSpec } from './collection-suite.ts'
import type { League } from './league.ts'
import { call, type Json, listen, type Problem, waitForEvent } from './league.ts'

export function describeCollectionAccess(spec: CollectionSpec, { base, create, get, nextN }: CollectionKit) {
  it('lets viewers and scorers read but not write (403, nothing changed)', async () => {
    const league = spec.league()
    const item = await create()
    for (const user of [league.viewer, league.scorer]) {
      expect((await call(league.server, user, 'GET', base(league.orgId))).status).toBe(200)
      expect((await call(league.server, user, 'GET', `${base(league.orgId)}/${item.id}`)).status).toBe(200)
      const n = nextN()
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
}

export function describeCollectionLists(spec: CollectionSpec, { collection, base, create, get }: CollectionKit) {
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
    const back = await call<{ items: Json[] }>(
      league.server,
      league.admin,
      'GET',
      `${base(league.orgId)}?sort=-updated`,
    )
    expect(back.body.items[0]?.id).toBe(item.id)
    const again = await call(league.server, league.manager, 'POST', `${path}/restore`)
    expect(again.body.version).toBe(3) // restoring a live one changes nothing
  })

  /** Every page of the list in `sort` (3 a page), with the first page's total. */
  async function walk(league: League, sort: string) {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    let total: number | undefined
    do {
      const query: string = `?sort=${sort}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
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
    return { seen, total }
  }

  it('walks every item exactly once through cursor pages, newest change first', async () => {
    const league = spec.league()
    const created: string[] = []
    for (let i = 0; i < 7; i++) created.push((await create()).id)
    const all = await call<{ items: Json[]; total: number }>(
      league.server,
      league.admin,
      'GET',
      `${base(league.orgId)}?sort=-updated&limit=100`,
    )
    const { seen, total } = await walk(league, '-updated')
    expect(seen).toEqual(all.body.items.map((i) => i.id))
    expect(total).toBe(all.body.total)
    expect(seen.slice(0, 7)).toEqual([...created].reverse())
    const stamps = all.body.items.map((i) => i.updatedAt as string)
    expect([...stamps].sort().reverse()).toEqual(stamps)
    expect((await walk(league, 'updated')).seen).toEqual([...seen].reverse())
  })

  it('lists by name by default (decision 0041), A→Z or Z→A, each item once through cursor pages', async () => {
    const league = spec.league()
    for (let i = 0; i < 4; i++) await create()
    const byDefault = await call<{ items: Json[]; total: number }>(
      league.server,
      league.admin,
      'GET',
      `${base(league.orgId)}?limit=100`,
    )
    const { seen, total } = await walk(league, 'name')
    expect(seen).toEqual(byDefault.body.items.map((i) => i.id))
    expect(total).toBe(byDefault.body.total)
    expect((await walk(league, '-name')).seen).toEqual([...seen].reverse())
    // not the order of changes: the newest item is where its name puts it
    const names = byDefault.body.items.map((i) => String(i.name ?? `${i.lastname} ${i.firstname}`).toLowerCase())
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names)
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
}
