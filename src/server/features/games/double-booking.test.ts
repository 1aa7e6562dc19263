import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

type Busy = Problem & {
  detail: string
  conflict: { gameId: string; teamId: string | null; homeTeam: { name: string }; awayTeam: { name: string } }
}

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
const post = (path: string, body: unknown) => call<Busy>(league.server, league.admin, 'POST', api(path), body)

async function gamesOfTournament(tournamentId: string) {
  return (
    await expectCall<{ items: (Json & { playAt: string | null })[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournamentId}`,
      undefined,
      200,
    )
  ).items
}

describe('no double bookings (decision 0020)', () => {
  it('refuses a second overlapping game of a team (409 TEAM_BUSY naming the other game); allowOverlap saves it', async () => {
    // 7-a-side: a game lasts 60 minutes (two halves of 25 and a break)
    const { tournament, teams } = await createCompetition(league, { teamCount: 3, settings: { teamSize: 7 } })
    const [a, b, c] = teams.map((t) => t.id) as [string, string, string]
    const first = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: a,
      awayTeamId: b,
      playAt: '2026-05-10T18:00:00Z',
    })
    const busy = await post('/games', {
      tournamentId: tournament.id,
      homeTeamId: c,
      awayTeamId: a,
      playAt: '2026-05-10T18:59:00Z',
    })
    expect([busy.status, busy.body.code]).toEqual([409, 'TEAM_BUSY'])
    expect(busy.body.conflict).toMatchObject({ minutes: 60, endsAt: '2026-05-10T19:00:00.000Z' })
    expect(busy.body.conflict).toMatchObject({ gameId: first.id, teamId: a })
    expect(busy.body.detail).toContain(busy.body.conflict.homeTeam.name)
    expect(await gamesOfTournament(tournament.id)).toHaveLength(1)
    // 60 minutes later is free
    await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: c,
      awayTeamId: a,
      playAt: '2026-05-10T19:00:00Z',
    })
    // and "save anyway"
    await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: b,
      awayTeamId: c,
      playAt: '2026-05-10T19:20:00Z',
      allowOverlap: true,
    })
    expect(await gamesOfTournament(tournament.id)).toHaveLength(3)
  })

  it('a tournament’s matchMinutes, and each game its own tournament’s length', async () => {
    const short = await createTournament(league, { settings: { teamSize: 5 } }) // 50 minutes
    const long = await createTournament(league, { settings: { teamSize: 11, matchMinutes: 120 } })
    const [a, b, c] = [await createTeam(league), await createTeam(league), await createTeam(league)]
    await createGame(league, {
      tournamentId: short.id,
      homeTeamId: a.id,
      awayTeamId: b.id,
      playAt: '2026-06-01T10:00:00Z',
    })
    // 10:50 in the long tournament: the 50-minute game is over
    const late = await createGame(league, {
      tournamentId: long.id,
      homeTeamId: a.id,
      awayTeamId: c.id,
      playAt: '2026-06-01T10:50:00Z',
    })
    // 12:49 in the short one: the 120-minute game (10:50–12:50) is not
    const busy = await post('/games', {
      tournamentId: short.id,
      homeTeamId: c.id,
      awayTeamId: b.id,
      playAt: '2026-06-01T12:49:00Z',
    })
    expect([busy.status, busy.body.code, busy.body.conflict.gameId]).toEqual([409, 'TEAM_BUSY', late.id])
  })

  it('refuses two overlapping games at one venue field (409 VENUE_BUSY); another field or another venue is free', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 6, settings: { teamSize: 11 } })
    const ids = teams.map((t) => t.id)
    const venue = await expectCall<Json & { fields: { id: string }[] }>(
      league,
      'POST',
      '/locations',
      { name: `Complejo ${Date.now()}`, fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }] },
      201,
    )
    const [f1, f2] = venue.fields.map((f) => f.id) as [string, string]
    const at = '2026-07-04T15:00:00Z'
    const first = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: ids[0],
      awayTeamId: ids[1],
      playAt: at,
      fieldId: f1,
    })
    const busy = await post('/games', {
      tournamentId: tournament.id,
      homeTeamId: ids[2],
      awayTeamId: ids[3],
      playAt: '2026-07-04T16:00:00Z',
      fieldId: f1,
    })
    expect([busy.status, busy.body.code, busy.body.conflict.gameId]).toEqual([409, 'VENUE_BUSY', first.id])
    // the message names the field, the other game's span and how long games last (decision 0041)
    expect(busy.body.conflict).toMatchObject({ field: { id: f1, name: 'Cancha 1' }, minutes: 105 })
    expect(busy.body.detail).toMatch(
      /^Cancha 1 is taken \d\d:00–\d\d:45 by .+ – .+; games last 105 min — change it in the tournament's rules\./,
    )
    // the whole venue (no field) clashes with a game on any of its fields
    const whole = await post('/games', {
      tournamentId: tournament.id,
      homeTeamId: ids[2],
      awayTeamId: ids[3],
      playAt: at,
      locationId: venue.id,
    })
    expect(whole.body.code).toBe('VENUE_BUSY')
    const second = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: ids[2],
      awayTeamId: ids[3],
      playAt: at,
      fieldId: f2,
    })
    // moving the second game onto field 1 (PATCH): 409, unchanged; allowOverlap moves it
    const moved = await call<Busy>(league.server, league.admin, 'PATCH', api(`/games/${second.id}`), {
      version: second.version,
      fieldId: f1,
    })
    expect([moved.status, moved.body.code]).toEqual([409, 'VENUE_BUSY'])
    const still = await expectCall<Json & { fieldId: string }>(league, 'GET', `/games/${second.id}`, undefined, 200)
    expect([still.fieldId, still.version]).toEqual([f2, second.version])
    await expectCall(
      league,
      'PATCH',
      `/games/${second.id}`,
      { version: second.version, fieldId: f1, allowOverlap: true },
      200,
    )
    // a suspended game does not hold its slot
    await expectCall(league, 'POST', `/games/${first.id}/suspend`, { reason: 'lluvia' }, 200)
    await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: ids[4],
      awayTeamId: ids[0],
      playAt: at,
    })
  })

  it('a bulk move that double-books answers 409 and moves nothing; the time zone’s daylight saving does not stretch a game', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3, settings: { teamSize: 11 } })
    const [a, b, c] = teams.map((t) => t.id) as [string, string, string]
    // Madrid, last Sunday of March 2026: 01:00 CET (00:00Z) + 105 minutes ends at 03:45 CEST (01:45Z)
    await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: a,
      awayTeamId: b,
      playAt: '2026-03-29T00:00:00Z',
    })
    const busy = await post('/games', {
      tournamentId: tournament.id,
      homeTeamId: c,
      awayTeamId: a,
      playAt: '2026-03-29T03:30:00+02:00',
    })
    expect(busy.body.code).toBe('TEAM_BUSY')
    const later = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: c,
      awayTeamId: a,
      playAt: '2026-03-29T03:45:00+02:00',
    })
    // a week later than the first game, then back by 7 days onto it
    const week = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: b,
      awayTeamId: c,
      playAt: '2026-04-05T01:00:00+02:00',
    })
    const back = await post('/games/bulk', { action: 'moveDays', ids: [week.id], days: -7, timeZone: 'Europe/Madrid' })
    expect([back.status, back.body.code]).toEqual([409, 'TEAM_BUSY'])
    const unchanged = await expectCall<Json & { playAt: string }>(league, 'GET', `/games/${week.id}`, undefined, 200)
    expect(unchanged.playAt).toBe('2026-04-04T23:00:00.000Z')
    // two listed games set to one time clash with each other
    const both = await post('/games/bulk', {
      action: 'setDate',
      ids: [later.id, week.id],
      playAt: '2026-05-01T18:00:00Z',
    })
    expect(both.body.code).toBe('TEAM_BUSY')
  })

  it('a fixture generator run that would double-book answers 409 TEAM_BUSY and writes nothing', async () => {
    const [a, b, c, d] = [
      await createTeam(league),
      await createTeam(league),
      await createTeam(league),
      await createTeam(league),
    ]
    const men = await createTournament(league)
    const women = await createTournament(league)
    const groupMen = await expectCall(
      league,
      'POST',
      `/tournaments/${men.id}/groups`,
      { name: 'A', teamIds: [a.id, b.id] },
      201,
    )
    const groupWomen = await expectCall(
      league,
      'POST',
      `/tournaments/${women.id}/groups`,
      { name: 'A', teamIds: [a.id, c.id, d.id] },
      201,
    )
    await expectCall(
      league,
      'POST',
      `/tournaments/${men.id}/fixtures`,
      { groupId: groupMen.id, mode: 'home', startDate: '2026-08-01' },
      201,
    )
    // the women's round 1 on the same day: team a already plays that day (a day without a time is the whole day)
    const busy = await post(`/tournaments/${women.id}/fixtures`, {
      groupId: groupWomen.id,
      mode: 'home',
      startDate: '2026-08-01',
      intervalDays: 1,
    })
    expect([busy.status, busy.body.code, busy.body.conflict.teamId]).toEqual([409, 'TEAM_BUSY', a.id])
    expect(await gamesOfTournament(women.id)).toHaveLength(0)
    const rounds = await expectCall<{ items: unknown[] }>(
      league,
      'GET',
      `/tournaments/${women.id}/rounds`,
      undefined,
      200,
    )
    expect(rounds.items).toHaveLength(0)
    // a day later it fits; allowOverlap generates anyway
    await expectCall(
      league,
      'POST',
      `/tournaments/${women.id}/fixtures`,
      { groupId: groupWomen.id, mode: 'home', startDate: '2026-08-02', intervalDays: 7 },
      201,
    )
    await expectCall(
      league,
      'POST',
      `/tournaments/${women.id}/fixtures`,
      { groupId: groupWomen.id, mode: 'home', startDate: '2026-08-01', replace: true, allowOverlap: true },
      201,
    )
  })

  it('two concurrent bookings of one team at one time: one is saved, the other is 409', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3 })
    const [a, b, c] = teams.map((t) => t.id) as [string, string, string]
    const at = '2026-09-12T20:00:00Z'
    const results = await Promise.all([
      post('/games', { tournamentId: tournament.id, homeTeamId: a, awayTeamId: b, playAt: at }),
      post('/games', { tournamentId: tournament.id, homeTeamId: c, awayTeamId: a, playAt: at }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await gamesOfTournament(tournament.id)).toHaveLength(1)
  })
})
