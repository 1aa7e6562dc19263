/**
 * A game's goals and cards on the public site: in minute order, and a second yellow shown as the sending-off it is
 * (a yellow and a red, "2ª amarilla"), never as a second yellow beside the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicGameDetail } from '#domain/public/public.schema.ts'
import { createGame, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

const SLUG = 'liga-tarjetas-test'
let league: League
let gameId = ''
const players = { early: '', late: '' }

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Tarjetas')
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  const tournament = await createTournament(league)
  const home = await createTeam(league, 'Halcones', 2)
  const away = await createTeam(league, 'Zorros', 0)
  players.late = home.players[0]?.id as string
  players.early = home.players[1]?.id as string
  const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
  gameId = game.id as string
  await expectCall(
    league,
    'PUT',
    `/games/${gameId}/stats`,
    {
      // entered late scorer first: the page lists by minute
      home: {
        goals: [
          { playerId: players.late, goals: 1, minutes: [80] },
          { playerId: players.early, goals: 1, minutes: [5] },
        ],
        unassignedGoals: 0,
      },
      away: { goals: [], unassignedGoals: 0 },
      confirm: true,
    },
    200,
  )
  // the late player: a yellow at 70', then one entered afterwards at 20' (the 70' one is the second), a blue at 10'
  for (const [type, minute] of [
    ['yellow', 70],
    ['yellow', 20],
    ['blue', 10],
  ] as const) {
    await expectCall(
      league,
      'POST',
      `/games/${gameId}/cards`,
      { playerId: players.late, teamId: home.id, type, minute },
      201,
    )
  }
}, 240_000)
afterAll(() => league.server.close())

describe('public goals and cards', () => {
  it('the JSON lists goals and cards by minute, and the second yellow as a sending-off', async () => {
    const g = (await (await league.server.request(`/api/public/${SLUG}/games/${gameId}`)).json()) as PublicGameDetail
    expect(g.home.scorers.map((s) => s.minutes)).toEqual([[5], [80]])
    expect(g.home.cards.map((c) => [c.type, c.minute, c.isSecondYellow])).toEqual([
      ['blue', 10, false],
      ['yellow', 20, false],
      ['red', 70, true],
    ])
  })

  it('the page shows a yellow and a red with "2ª amarilla", never two yellows', async () => {
    const es = await (await league.server.request(`/es/l/${SLUG}/games/${gameId}`)).text()
    expect(es).toContain('<span class="card yellow"></span><span class="card red"></span></span> Jugador1')
    expect(es).toContain('2ª amarilla · 70&#39;')
    expect(es.match(/ · amarilla/g)).toHaveLength(1)
    expect(es.indexOf('10&#39;')).toBeLessThan(es.indexOf('20&#39;'))
    expect(es.indexOf(' · 5&#39;')).toBeLessThan(es.indexOf(' · 80&#39;'))
    const en = await (await league.server.request(`/en/l/${SLUG}/games/${gameId}`)).text()
    expect(en).toContain('2nd yellow')
  })
})
