import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
let tournamentId: string

async function download(path: string, user = league.viewer) {
  const res = await league.server.request(`/api/orgs/${league.orgId}${path}`, { cookie: user.cookie })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  }
}

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Exportadora')
  const tournament = await createTournament(league, { name: 'Clausura Señoras' })
  tournamentId = tournament.id
  const home = await createTeam(league, 'Club Atlético Ñuñoa')
  const away = await createTeam(league, 'Deportivo Açaí')
  const scorer = await expectCall(
    league,
    'POST',
    '/players',
    {
      firstname: 'María José',
      lastname: 'Núñez',
      dni: '30.111.222',
      birthDate: '1999-04-30',
      email: 'mj@example.com',
      phone: '11 4444-5555',
      jerseyNumber: 7,
      position: 'st',
    },
    201,
  )
  await expectCall(league, 'POST', `/teams/${home.id}/players`, { playerId: scorer.id }, 201)
  await expectCall(league, 'POST', '/players', { firstname: '=HYPERLINK("http://evil")', lastname: '-Malo' }, 201)
  const group = await createGroup(league, tournament.id, [home.id, away.id], 'Zona Única')
  const game = await expectCall(
    league,
    'POST',
    '/games',
    { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, playAt: '2025-05-10T23:30:00Z' },
    201,
  )
  await expectCall(
    league,
    'PUT',
    `/games/${game.id}/stats`,
    {
      home: { goals: [{ playerId: scorer.id, goals: 2 }], unassignedGoals: 0 },
      away: { goals: [], unassignedGoals: 1 },
      confirm: true,
    },
    200,
  )
  expect(group.teams).toHaveLength(2)
})
afterAll(() => league.server.close())

describe('exports', () => {
  it('players.csv: the import’s columns in Spanish, semicolons, a BOM, accents intact, formulas neutralised', async () => {
    const res = await download('/players.csv?lang=es')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/csv; charset=utf-8')
    expect(res.disposition).toBe('attachment; filename="jugadores.csv"')
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = lines(res.text)
    expect(header).toBe('Nombre;Apellido;DNI;Fecha de nacimiento;Correo;Teléfono;Equipo;Dorsal;Posición')
    expect(rows).toContain('María José;Núñez;30111222;1999-04-30;mj@example.com;11 4444-5555;Club Atlético Ñuñoa;7;st')
    expect(rows).toContain('"\'=HYPERLINK(""http://evil"")";"\'-Malo";;;;;;;')
  })

  it('players.xlsx: the same table as a workbook with typed cells', async () => {
    const res = await download('/players.xlsx?lang=en')
    expect(res.status).toBe(200)
    expect(res.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.bytes.buffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'First name',
      'Last name',
      'DNI',
      'Birth date',
      'Email',
      'Phone',
      'Team',
      'Jersey number',
      'Position',
    ])
    const rows = (sheet?.getSheetValues() ?? []).slice(2) as unknown[][]
    const maria = rows.find((row) => row[1] === 'María José')
    expect(maria?.slice(1)).toEqual([
      'María José',
      'Núñez',
      '30111222',
      new Date('1999-04-30T00:00:00Z'),
      'mj@example.com',
      '11 4444-5555',
      'Club Atlético Ñuñoa',
      7,
      'st',
    ])
  })

  it('teams.csv in English, with commas', async () => {
    const res = await download('/teams.csv?lang=en')
    expect(lines(res.text)).toEqual(['Name,Alias,Players', 'Club Atlético Ñuñoa,,1', 'Deportivo Açaí,,0'])
  })

  it('a tournament’s standings, games (in the league’s time zone) and scorers', async () => {
    const standings = lines((await download(`/tournaments/${tournamentId}/standings.csv?lang=es`)).text)
    expect(standings[0]).toBe('Zona;Pos;Equipo;PJ;PG;PE;PP;GF;GC;DG;Pts;Ajuste;Fair play')
    expect(standings[1]).toBe('Zona Única;1;Club Atlético Ñuñoa;1;1;0;0;2;1;1;3;0;0')
    const games = lines((await download(`/tournaments/${tournamentId}/games.csv?lang=en`)).text)
    expect(games[0]).toBe('Round,Date,Time,Home,Home goals,Away goals,W.O.,Away,State,Kind,Venue,Field')
    // 23:30 UTC is 20:30 in Buenos Aires (the league is Argentine)
    expect(games[1]).toBe(',2025-05-10,20:30,Club Atlético Ñuñoa,2,1,,Deportivo Açaí,Played,League,,')
    const scorers = await download(`/tournaments/${tournamentId}/scorers.xlsx?lang=es`)
    expect(scorers.status).toBe(200)
    expect(scorers.disposition).toBe('attachment; filename="goleadores-clausura-senoras.xlsx"')
    const csv = lines((await download(`/tournaments/${tournamentId}/scorers.csv?lang=es`)).text)
    expect(csv).toEqual([
      'Pos;Apellido;Nombre;Equipo;Goles;Partidos con gol',
      '1;Núñez;María José;Club Atlético Ñuñoa;2;1',
    ])
  })

  it('another league gets 404 for every export, and its own exports hold nothing of ours', async () => {
    const intruder = league.intruder
    for (const path of ['/players.csv', '/teams.xlsx', `/tournaments/${tournamentId}/standings.csv`]) {
      const res = await league.server.request(`/api/orgs/${league.orgId}${path}`, { cookie: intruder.cookie })
      expect(res.status, path).toBe(404)
    }
    const own = await league.server.request(`/api/orgs/${intruder.orgId}/players.csv`, { cookie: intruder.cookie })
    expect(own.status).toBe(200)
    expect(await own.text()).not.toContain('Núñez')
    const theirs = await league.server.request(`/api/orgs/${intruder.orgId}/tournaments/${tournamentId}/games.csv`, {
      cookie: intruder.cookie,
    })
    expect(theirs.status).toBe(404)
    expect((await download('/players.csv?lang=fr')).status).toBe(400)
  })
})
