/**
 * A league's own sheet as it is (decision 0041): its header and position words, the columns left out as warnings to
 * acknowledge, the teams it names that the league lacks created with one tick, the phone, one shirt number per team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '#domain/imports/import.schema.ts'
import { createTeam, expectCall } from '#test/competition.ts'
import { call, createLeague, type Json, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
let leonesId: string

async function upload(path: string, text: string) {
  const res = await league.server.request(`/api/orgs/${league.orgId}/imports/${path}`, {
    method: 'POST',
    cookie: league.admin.cookie,
    headers: { 'content-type': 'text/csv' },
    body: new TextEncoder().encode(text),
  })
  return { status: res.status, body: (await res.json()) as ImportReport }
}

async function allPlayers() {
  const path = `/api/orgs/${league.orgId}/players?limit=100`
  return (await call<{ items: Json[] }>(league.server, league.admin, 'GET', path)).body.items
}
async function allTeams() {
  const path = `/api/orgs/${league.orgId}/teams?limit=100`
  return (await call<{ items: Json[] }>(league.server, league.admin, 'GET', path)).body.items
}

beforeAll(async () => {
  // an Argentine league: Spanish messages in vos (decision 0025)
  league = await createLeague(await createTestServer(), 'Liga del Sur')
  leonesId = (await createTeam(league, 'Leones')).id
  await expectCall(league, 'POST', '/players', { firstname: 'Ana', lastname: 'Gómez', dni: '30111222' }, 201)
  const ana = (await allPlayers())[0] as Json
  await expectCall(league, 'PATCH', `/players/${ana.id}`, { version: ana.version, jerseyNumber: 10 }, 200)
  await expectCall(league, 'POST', `/teams/${leonesId}/players`, { playerId: ana.id }, 201)
})
afterAll(() => league.server.close())

describe('a players sheet as leagues write it', () => {
  const sheet = [
    'Nombre;Apellido;Nro;Fecha Nac.;Celular;Mail;Equipo;Puesto;Fecha Nacim;Observaciones',
    'Juan;Pérez;7;05/03/2001;+54 9 11 5555-1234;juan@example.com;Leones;Arquero;;capitán',
    'Luis;Sosa;9;;11 4444 3333;;Pumas;Volante;;',
    'Raúl;Díaz;;;;;"Pumas; Halcones";DEL;;',
  ].join('\r\n')

  it('reads the headers and positions, and lists the left-out columns as warnings, with their closest field', async () => {
    const res = await upload('players?dryRun=true&lang=es', sheet)
    expect(res.status).toBe(200)
    expect(res.body.warnings).toEqual([
      {
        column: 'Fecha Nacim',
        code: 'imports.warnings.did_you_mean',
        field: 'birthDate',
        message: '«Fecha Nacim» no se importará: ¿quisiste decir Fecha de nacimiento?',
      },
      {
        column: 'Observaciones',
        code: 'imports.warnings.ignored',
        message: '«Observaciones» no se importará: la importación no conoce esa columna.',
      },
    ])
    expect(res.body.missingTeams).toEqual(['Pumas', 'Halcones'])
    expect(res.body.rows.map((r) => r.action)).toEqual(['create', 'error', 'error'])
    expect(res.body.rows[1]?.errors[0]).toMatchObject({
      column: 'Equipo',
      code: 'imports.errors.team_not_found',
      message: 'No hay un equipo «Pumas» en la liga. Los más parecidos: Leones.',
    })
    // an Argentine league reads vos
    const phone = await upload('players?dryRun=true&lang=es', 'Nombre;Apellido;Teléfono\r\nEva;Luna;llamame\r\n')
    expect(phone.body.rows[0]?.errors).toEqual([
      { column: 'Teléfono', code: 'validation.phone', message: 'Escribí un teléfono válido.' },
    ])
  })

  it('creates the missing teams with one tick, and writes nothing until the warnings are acknowledged', async () => {
    const preview = await upload('players?dryRun=true&createTeams=true', sheet)
    expect(preview.body.summary).toEqual({ create: 3, update: 0, unchanged: 0, error: 0 })
    const teamsBefore = await allTeams()
    const refused = await upload('players?createTeams=true', sheet)
    expect(refused.status).toBe(422)
    expect(await allTeams()).toHaveLength(teamsBefore.length)
    expect(await allPlayers()).toHaveLength(1)

    const res = await upload('players?createTeams=true&acceptWarnings=true&lang=en', sheet)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const teams = await allTeams()
    expect(teams.map((t) => t.name).sort()).toEqual(['Halcones', 'Leones', 'Pumas'])
    const players = await allPlayers()
    const juan = players.find((p) => p.firstname === 'Juan')
    expect(juan).toMatchObject({
      jerseyNumber: 7,
      birthDate: '2001-03-05',
      phone: '+54 9 11 5555-1234',
      email: 'juan@example.com',
      position: 'gk',
    })
    expect(players.find((p) => p.firstname === 'Luis')).toMatchObject({ position: 'cm', phone: '11 4444 3333' })
    const raul = players.find((p) => p.firstname === 'Raúl')
    expect(raul).toMatchObject({ position: 'st' })
    expect(((raul?.teams ?? []) as Json[]).map((t) => t.name).sort()).toEqual(['Halcones', 'Pumas'])
  })

  it('refuses two players with one shirt number in one team, in the file or on the roster', async () => {
    const res = await upload(
      'players?lang=en',
      ['Nombre;Apellido;Dorsal;Equipo', 'Pedro;Ruiz;10;Leones', 'Eva;Luna;5;Pumas', 'Sol;Mar;5;Pumas'].join('\r\n'),
    )
    expect(res.status).toBe(422)
    expect(res.body.rows.map((r) => r.action)).toEqual(['error', 'create', 'error'])
    expect(res.body.rows[0]?.errors[0]).toMatchObject({
      column: 'Dorsal',
      code: 'imports.errors.jersey_taken',
      message: 'Ana Gómez already wears number 10 in Leones.',
    })
    expect(res.body.rows[2]?.errors[0]).toMatchObject({
      code: 'imports.errors.duplicate_jersey',
      message: 'Eva Luna already wears number 5 in Pumas (row 3 of the file).',
    })
  })
})
