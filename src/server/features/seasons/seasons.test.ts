import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeCollection } from '#test/collection-suite.ts'
import { call, createLeague, type Json, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describeCollection({
  collection: 'seasons',
  league: () => league,
  valid: (n) => ({ name: `Temporada ${n}` }),
  nameOf: (item) => item.name as string,
  rename: (name) => ({ name }),
  hasUniqueNames: true,
  invalid: {
    body: { name: '   ' },
    params: [{ name: 'name', reason: 'validation.required' }],
  },
})

describe('seasons', () => {
  const path = () => `/api/orgs/${league.orgId}/seasons`

  it('refuses names over 80 characters and missing names', async () => {
    const long = await call(league.server, league.admin, 'POST', path(), { name: 'x'.repeat(81) })
    expect(long.body).toMatchObject({ invalidParams: [{ name: 'name', reason: 'validation.too_big' }] })
    const missing = await call(league.server, league.admin, 'POST', path(), {})
    expect(missing.body).toMatchObject({ invalidParams: [{ name: 'name', reason: 'validation.required' }] })
    const wrongType = await call(league.server, league.admin, 'POST', path(), { name: 12 })
    expect(wrongType.body).toMatchObject({ invalidParams: [{ name: 'name', reason: 'validation.invalid_type' }] })
    const ok = await call(league.server, league.admin, 'POST', path(), { name: `  ${'y'.repeat(80)}  ` })
    expect(ok.status).toBe(201)
    expect(ok.body.name).toBe('y'.repeat(80))
  })

  it('lists its tournaments (not the deleted ones) and shows renames of them at once', async () => {
    const season = (await call(league.server, league.admin, 'POST', path(), { name: '2025' })).body
    const tournaments = `/api/orgs/${league.orgId}/tournaments`
    const apertura = (
      await call(league.server, league.admin, 'POST', tournaments, { name: 'Apertura', seasonId: season.id })
    ).body
    const clausura = (
      await call(league.server, league.admin, 'POST', tournaments, { name: 'Clausura', seasonId: season.id })
    ).body
    await call(league.server, league.admin, 'POST', tournaments, { name: 'Sin temporada' })
    const detail = await call(league.server, league.viewer, 'GET', `${path()}/${season.id}`)
    expect(detail.body.tournaments).toEqual([
      { id: apertura.id, name: 'Apertura' },
      { id: clausura.id, name: 'Clausura' },
    ])
    await call(league.server, league.admin, 'PATCH', `${tournaments}/${apertura.id}`, {
      version: 1,
      name: 'Apertura 2025',
    })
    await call(league.server, league.admin, 'DELETE', `${tournaments}/${clausura.id}`)
    const after = await call(league.server, league.viewer, 'GET', `${path()}/${season.id}`)
    expect(after.body.tournaments).toEqual([{ id: apertura.id, name: 'Apertura 2025' }])
    const list = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${path()}?q=2025`)
    expect(list.body.items.find((s) => s.id === season.id)?.tournaments).toEqual(after.body.tournaments)
  })

  it('keeps its tournaments when deleted; they still name it', async () => {
    const season = (await call(league.server, league.admin, 'POST', path(), { name: 'Vieja' })).body
    const tournaments = `/api/orgs/${league.orgId}/tournaments`
    const t = (
      await call(league.server, league.admin, 'POST', tournaments, { name: 'Torneo Viejo', seasonId: season.id })
    ).body
    expect(
      (await league.server.request(`${path()}/${season.id}`, { method: 'DELETE', cookie: league.admin.cookie })).status,
    ).toBe(204)
    const read = await call(league.server, league.admin, 'GET', `${tournaments}/${t.id}`)
    expect(read.body).toMatchObject({ seasonId: season.id, season: { id: season.id, name: 'Vieja' }, deletedAt: null })
  })
})
