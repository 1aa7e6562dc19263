/**
 * A sending-off by a second yellow and yellow accumulation: its yellows do not count toward the tournament's N (the
 * player's record warns of nothing, no `yellows` suspension is drafted) unless the tournament sets
 * `secondYellowCountsTowardAccumulation`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGame, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Amarillas')
}, 120_000)
afterAll(() => league.server.close())

type Discipline = { tournaments: { tournamentId: string; yellow: number; warning: string | null }[] }
type Suspension = { reason: string; playerId: string }

/** A player sent off by a second yellow in a tournament suspending at 2 yellows (or 3 when `n` says so). */
async function sendOff(settings: Record<string, unknown>) {
  const tournament = await createTournament(league, { settings })
  const home = await createTeam(league, undefined, 1)
  const away = await createTeam(league, undefined, 0)
  const playerId = home.players[0]?.id as string
  const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
  for (const minute of [20, 70]) {
    await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId, teamId: home.id, type: 'yellow', minute },
      201,
    )
  }
  const record = await expectCall<Discipline>(league, 'GET', `/players/${playerId}/discipline`, undefined, 200)
  const list = await expectCall<{ items: Suspension[] }>(
    league,
    'GET',
    `/suspensions?tournamentId=${tournament.id}`,
    undefined,
    200,
  )
  return {
    line: record.tournaments.find((t) => t.tournamentId === tournament.id),
    reasons: list.items
      .filter((s) => s.playerId === playerId)
      .map((s) => s.reason)
      .sort(),
  }
}

describe('second yellows and accumulation', () => {
  it('by default: no warning beside the sending-off, and only its own suspension', async () => {
    const three = await sendOff({ yellowCardsForSuspension: 3 })
    expect(three.line).toMatchObject({ yellow: 2, warning: null })
    const two = await sendOff({ yellowCardsForSuspension: 2 })
    expect(two.line?.warning).toBeNull()
    expect(two.reasons).toEqual(['second_yellow'])
  })

  it('with secondYellowCountsTowardAccumulation: they count', async () => {
    const three = await sendOff({ yellowCardsForSuspension: 3, secondYellowCountsTowardAccumulation: true })
    expect(three.line).toMatchObject({ yellow: 2, warning: 'one_more' })
    const two = await sendOff({ yellowCardsForSuspension: 2, secondYellowCountsTowardAccumulation: true })
    expect(two.line?.warning).toBe('reached')
    expect(two.reasons).toEqual(['second_yellow', 'yellows'])
  })

  it('refuses a setting that is not a boolean', async () => {
    await expectCall(
      league,
      'POST',
      '/tournaments',
      { name: 'Mal', settings: { secondYellowCountsTowardAccumulation: 'yes' } },
      400,
    )
  })
})
