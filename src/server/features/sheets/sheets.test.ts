import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGroup, createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League } from '#test/league.ts'
import { pdfPages, pdfText } from '#test/pdf.ts'
import { createTestServer } from '#test/server.ts'

let league: League
let gameId: string
let roundIds: string[]
let tournamentId: string
let firstGameId: string
let opponentName: string

type Rounds = { rounds: { id: string; games: { id: string; homeTeamId: string; awayTeamId: string }[] }[] }

async function addPlayer(teamId: string, body: Record<string, unknown>) {
  const created = await expectCall(league, 'POST', '/players', body, 201)
  await expectCall(league, 'POST', `/teams/${teamId}/players`, { playerId: created.id }, 201)
  return created
}

async function pdf(path: string, user = league.viewer) {
  const res = await league.server.request(`/api/orgs/${league.orgId}${path}`, { cookie: user.cookie })
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) }
}

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Peñarol del Oeste')
  const tournament = await createTournament(league, {
    name: 'Apertura Fútbol 7',
    settings: { yellowCardsForSuspension: 2 },
  })
  tournamentId = tournament.id
  const home = await createTeam(league, 'Los Pingüinos')
  const away = await createTeam(league, 'Atlético Ñandú')
  const others = [await createTeam(league, 'Tercero'), await createTeam(league, 'Cuarto')]
  const red = await addPlayer(home.id, { firstname: 'Íñigo', lastname: 'Pérez', dni: '30.123.456', jerseyNumber: 9 })
  const yellows = await addPlayer(home.id, {
    firstname: 'Agustín',
    lastname: 'Güemes',
    dni: '28111222',
    jerseyNumber: 5,
  })
  await addPlayer(away.id, { firstname: 'Joaquín', lastname: 'Muñoz', dni: '35999888', jerseyNumber: 1 })
  const group = await createGroup(league, tournament.id, [home.id, away.id, ...others.map((t) => t.id)])
  const fixtures = await expectCall<Rounds>(
    league,
    'POST',
    `/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2025-03-01' },
    201,
  )
  roundIds = fixtures.rounds.map((r) => r.id)
  const involving = (round: Rounds['rounds'][number]) =>
    round.games.find((g) => g.homeTeamId === home.id || g.awayTeamId === home.id)
  const first = involving(fixtures.rounds[0] as Rounds['rounds'][number])
  const second = involving(fixtures.rounds[1] as Rounds['rounds'][number])
  if (!first || !second) throw new Error('fixtures without the home team')
  firstGameId = first.id
  gameId = second.id
  const opponentId = second.homeTeamId === home.id ? second.awayTeamId : second.homeTeamId
  opponentName = [away, ...others].find((t) => t.id === opponentId)?.name ?? ''
  // the first game: a red card (a draft suspension for the next game) and a yellow (one more suspends)
  await expectCall(league, 'POST', `/games/${first.id}/cards`, { teamId: home.id, playerId: red.id, type: 'red' }, 201)
  await expectCall(
    league,
    'POST',
    `/games/${first.id}/cards`,
    { teamId: home.id, playerId: yellows.id, type: 'yellow' },
    201,
  )
  await playGame(league, first.id, 1, 0)
  const venue = await expectCall<Json & { id: string }>(
    league,
    'POST',
    '/locations',
    { name: 'Complejo Güemes', address: 'Av. Rivadavia 1234, Haedo', fields: [{ name: 'Cancha 2' }] },
    201,
  )
  const game = await expectCall(league, 'GET', `/games/${gameId}`, undefined, 200)
  await expectCall(
    league,
    'PATCH',
    `/games/${gameId}`,
    { version: game.version, locationId: venue.id, playAt: '2025-03-08T21:00:00Z', isPlayAtTimeHidden: false },
    200,
  )
})
afterAll(() => league.server.close())

describe('match sheet PDF', () => {
  it('prints the game, both rosters with numbers and DNI, the suspended and the warned players, as real text', async () => {
    const res = await pdf(`/games/${gameId}/sheet.pdf?lang=es`)
    expect(res.status).toBe(200)
    expect(res.type).toBe('application/pdf')
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const text = pdfText(res.bytes)
    for (const expected of [
      'Liga Peñarol del Oeste',
      'Planilla de partido',
      'Apertura Fútbol 7',
      'Los Pingüinos',
      opponentName,
      'Pérez, Íñigo',
      '30123456',
      'Güemes, Agustín',
      '28111222',
      'DNI',
      'Firma',
      'SUSPENDIDO (1 fecha)',
      '(1 TA)',
      'con una más cumple suspensión',
      'Complejo Güemes · Av. Rivadavia 1234, Haedo',
      // 21:00 UTC is 18:00 in Buenos Aires, the league's country
      '18:00',
      'Árbitro',
      'Observaciones',
      'Agregados',
    ])
      expect(text).toContain(expected)
    expect(pdfPages(res.bytes)).toHaveLength(1)
  })

  it('speaks English when asked', async () => {
    const text = pdfText((await pdf(`/games/${gameId}/sheet.pdf?lang=en`)).bytes)
    for (const expected of ['Match sheet', 'SUSPENDED (1 game)', '(1 YC)', 'Referee', 'Remarks', 'Late additions'])
      expect(text).toContain(expected)
    expect(text).not.toContain('SUSPENDIDO')
  })

  it('does not mark a player whose suspension was served, nor warn after the game is past', async () => {
    const text = pdfText((await pdf(`/games/${firstGameId}/sheet.pdf`)).bytes)
    expect(text).toContain('Pérez, Íñigo')
    expect(text).not.toContain('SUSPENDIDO')
  })

  it('prints every game of a round, one a page', async () => {
    const res = await pdf(`/tournaments/${tournamentId}/sheets.pdf?round=${roundIds[1]}&lang=es`)
    expect(res.status).toBe(200)
    const pages = pdfPages(res.bytes)
    expect(pages).toHaveLength(2)
    expect(pages.filter((page) => page.includes('Los Pingüinos'))).toHaveLength(1)
  })

  it('answers 404 for another league, a round of another tournament, a deleted game; 400 without a round', async () => {
    const intruder = league.intruder
    const foreign = await league.server.request(`/api/orgs/${intruder.orgId}/games/${gameId}/sheet.pdf`, {
      cookie: intruder.cookie,
    })
    expect(foreign.status).toBe(404)
    const theirs = await league.server.request(`/api/orgs/${league.orgId}/games/${gameId}/sheet.pdf`, {
      cookie: intruder.cookie,
    })
    expect(theirs.status).toBe(404)
    const other = await createTournament(league)
    expect((await pdf(`/tournaments/${other.id}/sheets.pdf?round=${roundIds[0]}`)).status).toBe(404)
    expect((await pdf(`/tournaments/${tournamentId}/sheets.pdf`)).status).toBe(400)
    expect((await pdf('/games/not-a-uuid/sheet.pdf')).status).toBe(404)
    expect((await pdf(`/games/${gameId}/sheet.pdf?lang=fr`)).status).toBe(400)
    const game = await expectCall(league, 'GET', `/games/${firstGameId}`, undefined, 200)
    const deleted = await call(
      league.server,
      league.admin,
      'DELETE',
      `/api/orgs/${league.orgId}/games/${firstGameId}`,
      {
        version: game.version,
      },
    )
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300)
    expect((await pdf(`/games/${firstGameId}/sheet.pdf`)).status).toBe(404)
    const withoutDeleted = pdfPages((await pdf(`/tournaments/${tournamentId}/sheets.pdf?round=${roundIds[0]}`)).bytes)
    expect(withoutDeleted).toHaveLength(1)
  })

  it('prints the time in the zone the league set, whatever its country', async () => {
    const res = await call(league.server, league.admin, 'PATCH', `/api/orgs/${league.orgId}`, {
      timeZone: 'Europe/Madrid',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // 21:00 UTC on 8 March is 22:00 in Madrid
    expect(pdfText((await pdf(`/games/${gameId}/sheet.pdf`)).bytes)).toContain('22:00')
  })

  it('is for members only', async () => {
    const res = await league.server.request(`/api/orgs/${league.orgId}/games/${gameId}/sheet.pdf`)
    expect(res.status).toBe(401)
  })
})
