import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeCollection } from '#test/collection-suite.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describeCollection({
  collection: 'locations',
  league: () => league,
  valid: (n) => ({ name: `Complejo ${n}`, address: `Calle ${n}`, fields: [{ name: 'Cancha 1' }] }),
  nameOf: (item) => item.name as string,
  rename: (name) => ({ name }),
  hasUniqueNames: true,
  invalid: {
    body: { name: '', address: 'a'.repeat(201), fields: [{ name: '' }, { name: 'ok', surface: 'grass' }] },
    params: [
      { name: 'name', reason: 'validation.required' },
      { name: 'address', reason: 'validation.too_big' },
      { name: 'fields.0.name', reason: 'validation.required' },
      { name: 'fields.1.surface', reason: 'validation.unknown_field' },
    ],
  },
})

type Field = { id: string; name: string }

describe('locations', () => {
  const locations = () => `/api/orgs/${league.orgId}/locations`

  it('creates a venue with its fields in order and finds it by address', async () => {
    const res = await call(league.server, league.admin, 'POST', locations(), {
      name: 'Polideportivo Norte',
      address: 'Av. Córdoba 1234, Buenos Aires',
      fields: [{ name: 'Cancha A' }, { name: 'Cancha B' }, { name: 'Cancha C' }],
    })
    expect(res.status).toBe(201)
    expect((res.body.fields as Field[]).map((f) => f.name)).toEqual(['Cancha A', 'Cancha B', 'Cancha C'])
    const found = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${locations()}?q=cordoba`)
    expect(found.body.items.map((l) => l.id)).toEqual([res.body.id])
    const bare = await call(league.server, league.admin, 'POST', locations(), { name: 'Sin canchas' })
    expect(bare.body).toMatchObject({ address: null, fields: [] })
  })

  it('edits fields by id: renames and reorders keep ids, new ones are added, missing ones removed', async () => {
    const created = (
      await call(league.server, league.admin, 'POST', locations(), {
        name: 'Club Sur',
        fields: [{ name: 'Uno' }, { name: 'Dos' }, { name: 'Tres' }],
      })
    ).body
    const [uno, dos, tres] = created.fields as Field[]
    const res = await call(league.server, league.manager, 'PATCH', `${locations()}/${created.id}`, {
      version: 1,
      address: 'Ruta 2 km 40',
      fields: [{ id: tres?.id, name: 'Tres (techada)' }, { name: 'Cuatro' }, { id: uno?.id, name: 'Uno' }],
    })
    expect(res.status).toBe(200)
    const fields = res.body.fields as Field[]
    expect(fields.map((f) => f.name)).toEqual(['Tres (techada)', 'Cuatro', 'Uno'])
    expect(fields[0]?.id).toBe(tres?.id)
    expect(fields[2]?.id).toBe(uno?.id)
    expect(fields.map((f) => f.id)).not.toContain(dos?.id)
    expect(res.body).toMatchObject({ address: 'Ruta 2 km 40', version: 2 })
    const nameOnly = await call(league.server, league.manager, 'PATCH', `${locations()}/${created.id}`, {
      version: 2,
      name: 'Club Sur Renombrado',
      address: null,
    })
    expect(nameOnly.body).toMatchObject({ fields, address: null })
  })

  it('refuses a field id of another location or organization, duplicates and too many fields, changing nothing', async () => {
    const mine = (
      await call(league.server, league.admin, 'POST', locations(), { name: 'Mía', fields: [{ name: 'M1' }] })
    ).body
    const other = (
      await call(league.server, league.admin, 'POST', locations(), { name: 'Otra', fields: [{ name: 'O1' }] })
    ).body
    const foreign = (
      await call(league.server, league.intruder, 'POST', `/api/orgs/${league.intruder.orgId}/locations`, {
        name: 'Ajena',
        fields: [{ name: 'A1' }],
      })
    ).body
    const path = `${locations()}/${mine.id}`
    for (const f of [(other.fields as Field[])[0], (foreign.fields as Field[])[0]]) {
      const res = await call<Problem>(league.server, league.admin, 'PATCH', path, {
        version: 1,
        name: 'Cambiada',
        fields: [{ name: 'Nueva' }, { id: f?.id, name: 'Robada' }],
      })
      expect(res.status).toBe(400)
      expect(res.body.invalidParams).toEqual([{ name: 'fields.1.id', reason: 'validation.not_found' }])
    }
    const m1 = (mine.fields as Field[])[0]
    const dup = await call<Problem>(league.server, league.admin, 'PATCH', path, {
      version: 1,
      fields: [
        { id: m1?.id, name: 'a' },
        { id: m1?.id, name: 'b' },
      ],
    })
    expect(dup.body.invalidParams).toEqual([{ name: 'fields', reason: 'validation.invalid' }])
    const many = await call<Problem>(league.server, league.admin, 'POST', locations(), {
      name: 'Muchas',
      fields: Array.from({ length: 51 }, (_, i) => ({ name: `C${i}` })),
    })
    expect(many.body.invalidParams).toEqual([{ name: 'fields', reason: 'validation.too_big' }])
    expect((await call(league.server, league.admin, 'GET', path)).body).toEqual(mine)
    const otherNow = (await call(league.server, league.admin, 'GET', `${locations()}/${other.id}`)).body
    expect(otherNow).toEqual(other)
  })

  it('keeps the fields of a deleted venue and brings them back on restore', async () => {
    const venue = (
      await call(league.server, league.admin, 'POST', locations(), { name: 'Temporal', fields: [{ name: 'T1' }] })
    ).body
    await call(league.server, league.admin, 'DELETE', `${locations()}/${venue.id}`)
    const restored = await call(league.server, league.admin, 'POST', `${locations()}/${venue.id}/restore`)
    expect(restored.body.fields).toEqual(venue.fields)
  })
})
