/**
 * The league lists' orders by their other columns (decision 0055): each order A→Z and Z→A through cursor pages of
 * two, rows with the same value (a tie) neither skipped nor repeated, empty values last either way, and a cursor of
 * one order refused in another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POSITIONS, type Position } from '#domain/players/positions.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

type Keyed = { id: string; key: string | null }

/** The order the server promises: empty values last, then the key, then the id (uuids compare as their hex text). */
function expected(rows: Keyed[], isDesc: boolean): string[] {
  const sign = isDesc ? -1 : 1
  return [...rows]
    .sort((a, b) => {
      if ((a.key === null) !== (b.key === null)) return a.key === null ? 1 : -1
      const byKey = a.key === b.key ? 0 : (a.key ?? '') < (b.key ?? '') ? -1 : 1
      return byKey !== 0 ? sign * byKey : sign * (a.id < b.id ? -1 : 1)
    })
    .map((r) => r.id)
}

/** Every page (two a page) of `path` in `sort`: the ids in order, each once, and the first page's total. */
async function walk(league: League, path: string, sort: string) {
  const seen: string[] = []
  let cursor: string | null = null
  let total: number | undefined
  for (let pages = 0; pages === 0 || (cursor && pages < 50); pages++) {
    const query: string = `sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
    const page: { status: number; body: { items: Json[]; nextCursor: string | null; total?: number } } = await call(
      league.server,
      league.viewer,
      'GET',
      `${path}?${query}`,
    )
    expect(page.status, query).toBe(200)
    if (pages === 0) total = page.body.total
    seen.push(...page.body.items.map((i) => i.id))
    cursor = page.body.nextCursor
  }
  expect(new Set(seen).size).toBe(seen.length)
  expect(total).toBe(seen.length)
  return seen
}

async function expectBothWays(league: League, path: string, field: string, rows: Keyed[]) {
  expect(await walk(league, path, field)).toEqual(expected(rows, false))
  expect(await walk(league, path, `-${field}`)).toEqual(expected(rows, true))
}

describe('list orders by column', () => {
  it('orders players by shirt number, position, DNI, birth date and first team, ties kept in order', async () => {
    const league = await createLeague(server, 'Liga Orden Jugadores')
    const base = `/api/orgs/${league.orgId}`
    const make = async (n: number, extra: Record<string, unknown>) =>
      (
        await call(league.server, league.admin, 'POST', `${base}/players`, {
          firstname: `J${n}`,
          lastname: 'P',
          ...extra,
        })
      ).body
    const shirts = [7, 7, 10, 7, null, 3, 10, null, 7]
    const positions = ['st', 'gk', null, 'cb', 'st', 'gk', 'cm', null, 'st']
    const dnis = ['30111222', '9111222', null, '30111223', null, '40111222', '9111223', '12345678', null]
    const births = [
      '2001-05-01',
      '1999-12-31',
      null,
      '2001-05-01',
      '1985-01-20',
      null,
      '2010-02-02',
      '1999-12-31',
      null,
    ]
    const players: Json[] = []
    for (const [i, jerseyNumber] of shirts.entries()) {
      players.push(
        await make(i, {
          jerseyNumber,
          position: positions[i],
          dni: dnis[i],
          birthDate: births[i],
        }),
      )
    }
    const team = async (name: string) =>
      (await call(league.server, league.admin, 'POST', `${base}/teams`, { name })).body
    const [boca, atletico, river, gone] = [
      await team('Boca'),
      await team('Atlético'),
      await team('River'),
      await team('Zeta'),
    ]
    const join = (t: Json, p: Json) =>
      call(league.server, league.admin, 'POST', `${base}/teams/${t.id}/players`, { playerId: p.id })
    // player 0 is in Boca and Atlético (listed under Atlético, the first by name); 1 and 2 tie on River
    for (const [t, p] of [
      [boca, 0],
      [atletico, 0],
      [river, 1],
      [river, 2],
      [boca, 3],
      [gone, 4],
    ] as const) {
      expect((await join(t, players[p] as Json)).status).toBe(201)
    }
    // a deleted team does not count: player 4 has no team
    expect((await call(league.server, league.admin, 'DELETE', `${base}/teams/${gone.id}`)).status).toBe(204)

    const path = `${base}/players`
    const of = (key: (i: number) => string | null) => players.map((p, i) => ({ id: p.id, key: key(i) }))
    await expectBothWays(
      league,
      path,
      'jersey',
      of((i) => (shirts[i] == null ? null : String(shirts[i]).padStart(2, '0'))),
    )
    await expectBothWays(
      league,
      path,
      'position',
      of((i) => {
        const p = positions[i] as Position | null
        return p ? String(POSITIONS.indexOf(p) + 1).padStart(2, '0') : null
      }),
    )
    await expectBothWays(
      league,
      path,
      'dni',
      of((i) => dnis[i]?.padStart(24, '0') ?? null),
    )
    await expectBothWays(
      league,
      path,
      'birth_date',
      of((i) => births[i] ?? null),
    )
    const firstTeam = ['atletico', 'river', 'river', 'boca', null, null, null, null, null]
    await expectBothWays(
      league,
      path,
      'teams',
      of((i) => firstTeam[i] ?? null),
    )
  })

  it('orders teams by alias and players count, venues by address and fields, tournaments by season', async () => {
    const league = await createLeague(server, 'Liga Orden Equipos')
    const base = `/api/orgs/${league.orgId}`
    const post = async (path: string, body: unknown) =>
      (await call(league.server, league.admin, 'POST', path, body)).body
    const aliases = ['Cabj', null, 'ÁRBOL', 'cabj', 'Dos']
    const teams: Json[] = []
    for (const [i, alias] of aliases.entries()) teams.push(await post(`${base}/teams`, { name: `Equipo ${i}`, alias }))
    const counts = [2, 0, 1, 2, 0]
    for (const [i, n] of counts.entries()) {
      for (let k = 0; k < n; k++) {
        const p = await post(`${base}/players`, { firstname: `F${i}${k}`, lastname: 'L' })
        await call(league.server, league.admin, 'POST', `${base}/teams/${(teams[i] as Json).id}/players`, {
          playerId: p.id,
        })
      }
    }
    const aliasKey = (a: string | null) =>
      a
        ?.normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase() ?? null
    await expectBothWays(
      league,
      `${base}/teams`,
      'alias',
      teams.map((t, i) => ({ id: t.id, key: aliasKey(aliases[i] ?? null) })),
    )
    await expectBothWays(
      league,
      `${base}/teams`,
      'players',
      teams.map((t, i) => ({ id: t.id, key: String(counts[i]).padStart(10, '0') })),
    )

    const addresses = ['Belgrano 100', null, 'alsina 5', 'Belgrano 100', 'Córdoba 9']
    const fields = [2, 1, 3, 1, 2]
    const venues: Json[] = []
    for (const [i, address] of addresses.entries()) {
      const pitches = Array.from({ length: fields[i] ?? 0 }, (_, k) => ({ name: `Cancha ${k + 1}` }))
      venues.push(await post(`${base}/locations`, { name: `Predio ${i}`, address, fields: pitches }))
    }
    await expectBothWays(
      league,
      `${base}/locations`,
      'address',
      venues.map((v, i) => ({ id: v.id, key: aliasKey(addresses[i] ?? null) })),
    )
    await expectBothWays(
      league,
      `${base}/locations`,
      'pitches',
      venues.map((v, i) => ({ id: v.id, key: String(fields[i]).padStart(10, '0') })),
    )

    const seasons = [
      await post(`${base}/seasons`, { name: 'Clausura' }),
      await post(`${base}/seasons`, { name: 'Apertura' }),
    ]
    const seasonOf = [0, 1, null, 0, 1, null]
    const tournaments: Json[] = []
    for (const [i, s] of seasonOf.entries()) {
      tournaments.push(
        await post(`${base}/tournaments`, { name: `Torneo ${i}`, seasonId: s === null ? undefined : seasons[s]?.id }),
      )
    }
    await expectBothWays(
      league,
      `${base}/tournaments`,
      'season',
      tournaments.map((t, i) => ({ id: t.id, key: [null, 'clausura', 'apertura'][(seasonOf[i] ?? -1) + 1] ?? null })),
    )
  })

  it('refuses an order a list does not have, and a cursor of another order, with 400', async () => {
    const league = await createLeague(server, 'Liga Orden Errores')
    const base = `/api/orgs/${league.orgId}`
    for (let i = 0; i < 3; i++) {
      await call(league.server, league.admin, 'POST', `${base}/players`, {
        firstname: `A${i}`,
        lastname: 'B',
        jerseyNumber: 5,
      })
    }
    for (const [path, sort] of [
      ['teams', 'jersey'],
      ['seasons', 'alias'],
      ['players', 'season'],
      ['locations', 'JERSEY'],
      ['tournaments', '--name'],
    ]) {
      const res = await call<Problem>(league.server, league.admin, 'GET', `${base}/${path}?sort=${sort}`)
      expect(res.status, `${path} ${sort}`).toBe(400)
      expect(res.body.invalidParams).toEqual([{ name: 'sort', reason: 'validation.invalid_value' }])
    }
    const first = await call<{ nextCursor: string }>(
      league.server,
      league.admin,
      'GET',
      `${base}/players?sort=jersey&limit=1`,
    )
    const cursor = encodeURIComponent(first.body.nextCursor)
    for (const sort of ['name', '-updated', 'dni', 'birth_date']) {
      const res = await call<Problem>(
        league.server,
        league.admin,
        'GET',
        `${base}/players?sort=${sort}&cursor=${cursor}`,
      )
      expect(res.status, sort).toBe(400)
      expect(res.body.invalidParams).toEqual([{ name: 'cursor', reason: 'validation.invalid' }])
    }
    // the same cursor in the other direction of its own order is a valid place to continue from
    expect(
      (await call(league.server, league.admin, 'GET', `${base}/players?sort=-jersey&cursor=${cursor}`)).status,
    ).toBe(200)
  })

  it('answers 404 to another organization’s user in every order, and orders only its own rows', async () => {
    const league = await createLeague(server, 'Liga Orden Ajena')
    const base = `/api/orgs/${league.orgId}`
    const team = (await call(league.server, league.admin, 'POST', `${base}/teams`, { name: 'Propio' })).body
    const player = (
      await call(league.server, league.admin, 'POST', `${base}/players`, { firstname: 'A', lastname: 'B' })
    ).body
    await call(league.server, league.admin, 'POST', `${base}/teams/${team.id}/players`, { playerId: player.id })
    const { intruder } = league
    for (const [path, sort] of [
      ['players', 'teams'],
      ['players', '-jersey'],
      ['teams', 'players'],
      ['teams', 'alias'],
      ['locations', 'address'],
      ['locations', '-pitches'],
      ['tournaments', 'season'],
    ]) {
      const theirs = await call<Problem>(league.server, intruder, 'GET', `${base}/${path}?sort=${sort}`)
      expect(theirs.status, `${path} ${sort}`).toBe(404)
      const own = await call<{ items: Json[] }>(
        league.server,
        intruder,
        'GET',
        `/api/orgs/${intruder.orgId}/${path}?sort=${sort}`,
      )
      expect(own.status).toBe(200)
      expect(own.body.items.map((i) => i.id)).not.toContain(team.id)
      expect(own.body.items.map((i) => i.id)).not.toContain(player.id)
    }
  })
})
