import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, type GameSheetBody } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createOrgAdmin, createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const stats = (confirm: boolean) => ({
  home: { goals: [], unassignedGoals: 2 },
  away: { goals: [], unassignedGoals: 1 },
  confirm,
})

describe('results only once played (decision 0020)', () => {
  it('refuses to confirm a game dated after today (409 GAME_NOT_PLAYED_YET) and changes nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const later = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
      playAt: inDays(20),
    })
    const refused = await call<Problem>(
      league.server,
      league.admin,
      'PUT',
      api(`/games/${later.id}/stats`),
      stats(true),
    )
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('GAME_NOT_PLAYED_YET')
    const confirm = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${later.id}/confirm`), {})
    expect(confirm.status).toBe(409)
    expect(confirm.body.code).toBe('GAME_NOT_PLAYED_YET')
    const after = await expectCall<GameSheetBody>(league, 'GET', `/games/${later.id}`, undefined, 200)
    expect(after).toMatchObject({ state: 'draft', homeGoals: 0, awayGoals: 0, version: later.version })
    // a result can still be entered without confirming it
    await expectCall(league, 'PUT', `/games/${later.id}/stats`, stats(false), 200)
  })

  it('confirms a game with no date, and confirming a draft publishes it', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const undated = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    expect(undated.state).toBe('draft')
    const done = await expectCall<GameSheetBody & { publishedAt: string | null }>(
      league,
      'PUT',
      `/games/${undated.id}/stats`,
      stats(true),
      200,
    )
    expect(done.state).toBe('confirmed')
    expect(done.publishedAt).toEqual(expect.any(String))
    const today = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[1]?.id,
      awayTeamId: teams[0]?.id,
      playAt: inDays(-1),
    })
    const confirmed = await expectCall<GameSheetBody>(league, 'POST', `/games/${today.id}/confirm`, {}, 200)
    expect(confirmed.state).toBe('confirmed')
  })
})

describe('DNI by the league’s country (decision 0020)', () => {
  it('an Argentine league takes 7–8 digits (dots allowed), a Spanish one a DNI or NIE with the right letter', async () => {
    const ar = await call<Problem>(league.server, league.admin, 'POST', api('/players'), {
      firstname: 'Ana',
      lastname: 'Paz',
      dni: 'abc12',
    })
    expect(ar.status).toBe(400)
    expect(ar.body.invalidParams).toEqual([{ name: 'dni', reason: 'validation.dni_ar' }])
    const ok = await expectCall(
      league,
      'POST',
      '/players',
      { firstname: 'Ana', lastname: 'Paz', dni: '1.234.567' },
      201,
    )
    const update = await call<Problem>(league.server, league.admin, 'PATCH', api(`/players/${ok.id}`), {
      version: ok.version,
      dni: '123456789',
    })
    expect(update.status).toBe(400)
    expect(update.body.invalidParams).toEqual([{ name: 'dni', reason: 'validation.dni_ar' }])

    const spain = await createOrgAdmin(league.server, 'Liga de Vallecas', 'ES')
    const post = (dni: string) =>
      call<Problem>(league.server, spain, 'POST', `/api/orgs/${spain.orgId}/players`, {
        firstname: 'Luis',
        lastname: 'Gil',
        dni,
      })
    const wrongLetter = await post('12345678A')
    expect(wrongLetter.status).toBe(400)
    expect(wrongLetter.body.invalidParams).toEqual([{ name: 'dni', reason: 'validation.dni_es' }])
    expect((await post('X1234567A')).status).toBe(400)
    expect((await post('12345678Z')).status).toBe(201)
    expect((await post('X1234567L')).status).toBe(201)
  })
})
