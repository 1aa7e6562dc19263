import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGame, createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { createLeague, type Json, type League } from '#test/league.ts'
import { pdftotext } from '#test/pdf.ts'
import { createTestServer } from '#test/server.ts'

let league: League

async function programme(query: string, user = league.viewer, org = league.orgId) {
  const res = await league.server.request(`/api/orgs/${org}/programme.pdf?${query}`, { cookie: user.cookie })
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) }
}

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Peñarol del Oeste')
  const venue = await expectCall<Json & { fields: { id: string }[] }>(
    league,
    'POST',
    '/locations',
    { name: 'Predio Norte', fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }] },
    201,
  )
  const competition = async (name: string) => {
    const tournament = await createTournament(league, { name })
    const teams = [await createTeam(league), await createTeam(league)]
    await createGroup(
      league,
      tournament.id,
      teams.map((t) => t.id),
    )
    return { tournament, teams }
  }
  const first = await competition('Apertura Libres')
  const second = await competition('Copa Veteranos')
  await createGame(league, {
    tournamentId: first.tournament.id,
    homeTeamId: first.teams[0]?.id,
    awayTeamId: first.teams[1]?.id,
    playAt: '2026-10-03T20:00:00Z',
    locationId: venue.id,
    fieldId: venue.fields[1]?.id,
  })
  await createGame(league, {
    tournamentId: second.tournament.id,
    homeTeamId: second.teams[0]?.id,
    awayTeamId: second.teams[1]?.id,
    playAt: '2026-10-03T18:00:00Z',
    locationId: venue.id,
    fieldId: venue.fields[0]?.id,
  })
  // another day: not on the programme
  await createGame(league, {
    tournamentId: first.tournament.id,
    homeTeamId: first.teams[1]?.id,
    awayTeamId: first.teams[0]?.id,
    playAt: '2026-10-10T18:00:00Z',
  })
}, 180_000)
afterAll(() => league.server.close())

describe("the day's programme (programme.pdf, decision 0042)", () => {
  it('prints every game of the day, any tournament, by venue and time, as real text', async () => {
    const res = await programme('date=2026-10-03&lang=es')
    expect([res.status, res.type]).toEqual([200, 'application/pdf'])
    const text = pdftotext(res.bytes)
    expect(text).toContain('Liga Peñarol del Oeste')
    expect(text).toMatch(/Programa del día · \S+ 3 de octubre de 2026/)
    expect(text).toContain('Sede: Predio Norte')
    const lines = text.split('\n').filter((line) => /Apertura Libres|Copa Veteranos/.test(line))
    // by time: the veterans' game comes first, each with its field
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/Cancha 1\s+Copa Veteranos/)
    expect(lines[1]).toMatch(/Cancha 2\s+Apertura Libres/)
    expect(text).not.toContain('10 de octubre')
  })

  it('says so on a day without games, in English when asked', async () => {
    const text = pdftotext((await programme('date=2026-10-04&lang=en')).bytes)
    expect(text).toContain("The day's programme")
    expect(text).toContain('No games are scheduled on this day.')
  })

  it('answers 400 for a date that is no date, and 404 to another organization', async () => {
    expect((await programme('date=2026-13-45')).status).toBe(400)
    expect((await programme('date=2026-10-03', league.intruder)).status).toBe(404)
  })
})
