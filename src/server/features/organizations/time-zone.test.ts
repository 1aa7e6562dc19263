import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createOrgAdmin, createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type OrgBody = { id: string; timeZone: string; name: string }
const orgPath = () => `/api/orgs/${league.orgId}`

describe('the organization’s time zone', () => {
  it('defaults from the first league’s country', async () => {
    const res = await call<OrgBody>(league.server, league.viewer, 'GET', orgPath())
    expect(res.body.timeZone).toBe('America/Argentina/Buenos_Aires')
    const spanish = await createOrgAdmin(league.server, 'Liga Madrileña', 'ES')
    const es = await call<OrgBody>(league.server, spanish, 'GET', `/api/orgs/${spanish.orgId}`)
    expect(es.body.timeZone).toBe('Europe/Madrid')
    const elsewhere = await createOrgAdmin(league.server, 'Liga Nowhere', 'ZZ')
    expect((await call<OrgBody>(league.server, elsewhere, 'GET', `/api/orgs/${elsewhere.orgId}`)).body.timeZone).toBe(
      'UTC',
    )
  })

  it('is changed by an admin only; an unknown zone is a 400 that changes nothing; another organization gets 404', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+01:00', 'Europe/Madrid; drop table organization', 7]) {
      const res = await call<Problem>(league.server, league.admin, 'PATCH', orgPath(), { timeZone })
      expect(res.status, String(timeZone)).toBe(400)
      expect(res.body.invalidParams?.map((p) => p.name)).toEqual(['timeZone'])
    }
    for (const user of [league.manager, league.scorer, league.viewer]) {
      const res = await call(league.server, user, 'PATCH', orgPath(), { timeZone: 'Europe/Madrid' })
      expect(res.status).toBe(403)
    }
    const intruder = await call(league.server, league.intruder, 'PATCH', orgPath(), { timeZone: 'Europe/Madrid' })
    expect(intruder.status).toBe(404)
    expect((await call<OrgBody>(league.server, league.admin, 'GET', orgPath())).body.timeZone).toBe(
      'America/Argentina/Buenos_Aires',
    )
    const ok = await call<OrgBody>(league.server, league.admin, 'PATCH', orgPath(), { timeZone: 'Europe/Madrid' })
    expect(ok.status).toBe(200)
    expect(ok.body.timeZone).toBe('Europe/Madrid')
    expect((await call<OrgBody>(league.server, league.viewer, 'GET', orgPath())).body.timeZone).toBe('Europe/Madrid')
  })

  it('moves games by days in the league’s zone when the client names none (across Madrid’s summer time)', async () => {
    await call(league.server, league.admin, 'PATCH', orgPath(), { timeZone: 'Europe/Madrid' })
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    // 18:00 in Madrid on Friday 20 March 2026 (CET); Spain moves to CEST on 29 March, and back on 25 October
    const spring = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
      playAt: '2026-03-20T17:00:00Z',
    })
    const autumn = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[1]?.id,
      awayTeamId: teams[0]?.id,
      playAt: '2026-10-23T16:00:00Z',
    })
    await expectCall(league, 'POST', '/games/bulk', { action: 'moveDays', ids: [spring.id, autumn.id], days: 14 }, 200)
    const playAt = async (id: string) => (await expectCall<Json>(league, 'GET', `/games/${id}`, undefined, 200)).playAt
    expect(await playAt(spring.id)).toBe('2026-04-03T16:00:00.000Z') // still 18:00 in Madrid
    expect(await playAt(autumn.id)).toBe('2026-11-06T17:00:00.000Z') // still 18:00 in Madrid
  })
})
