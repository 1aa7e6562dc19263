/** A tournament's games by round (docs/decisions/0054-games-by-round.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GamesByRound } from '#domain/games/games-by-round.schema.ts'
import { ROUND_GAMES_MAX } from '#domain/games/games-by-round.schema.ts'
import { gameOf, newBracket, readBracket } from '#test/brackets.ts'
import {
  createCompetition,
  createGame,
  createGroup,
  createTeam,
  createTournament,
  expectCall,
  playGame,
} from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const byRound = (tournamentId: string, query = '', status = 200) =>
  expectCall<GamesByRound>(
    league,
    'GET',
    `/tournaments/${tournamentId}/games${query}`,
    undefined,
    status,
    league.viewer,
  )

/** A group of six teams with its single round robin generated: five rounds of three games. */
async function roundRobin() {
  const { tournament, group } = await createCompetition(league, { teamCount: 6 })
  await expectCall(
    league,
    'POST',
    `/tournaments/${tournament.id}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2026-03-01', intervalDays: 7 },
    201,
    league.manager,
  )
  return { tournament, group }
}

describe('GET tournaments/{id}/games (by round)', () => {
  it('answers the current round and the next, and pages through every round with `next`', async () => {
    const { tournament } = await roundRobin()
    const first = await byRound(tournament.id)
    expect(first.rounds.map((r) => [r.key, r.games, r.played])).toEqual([
      ['1', 3, 0],
      ['2', 3, 0],
      ['3', 3, 0],
      ['4', 3, 0],
      ['5', 3, 0],
    ])
    expect(first).toMatchObject({ current: '1', shown: ['1', '2'], previous: null, next: '3', nextOffset: null })
    expect(first.items.map((g) => g.round?.number)).toEqual([1, 1, 1, 2, 2, 2])
    expect(first.rounds[0]?.firstPlayAt?.slice(0, 10)).toBe('2026-03-01')

    // played round 1 (and one game of round 2): the current round is 2
    for (const game of first.items.filter((g) => g.round?.number === 1)) await playGame(league, game.id, 1, 0)
    await playGame(league, first.items[3]?.id as string, 2, 2)
    const after = await byRound(tournament.id)
    expect(after).toMatchObject({ current: '2', shown: ['2', '3'], previous: '1', next: '4' })
    expect(after.rounds.slice(0, 2).map((r) => [r.played, r.open])).toEqual([
      [3, 0],
      [1, 2],
    ])

    // a cursor over all rounds: from the first, `next` until null, every game once
    const all = await expectCall<{ items: { id: string }[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    const seen: string[] = []
    let key: string | null = '1'
    while (key) {
      const page: GamesByRound = await byRound(tournament.id, `?round=${key}`)
      expect(page.shown).toEqual([key])
      seen.push(...page.items.map((g) => g.id))
      key = page.next
    }
    expect(seen.sort()).toEqual(all.items.map((g) => g.id).sort())
  })

  it('counts a round whose games are played or suspended as done, and the last round when all are', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 2 })
    await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'homeAndAway', startDate: '2026-03-01', intervalDays: 7 },
      201,
      league.manager,
    )
    const [one, two] = (await byRound(tournament.id)).items
    await expectCall(league, 'POST', `/games/${one?.id}/suspend`, { reason: 'lluvia' }, 200, league.manager)
    expect((await byRound(tournament.id)).current).toBe('2')
    await playGame(league, two?.id as string, 0, 0)
    const done = await byRound(tournament.id)
    expect(done).toMatchObject({ current: '2', shown: ['2'], previous: '1', next: null })
  })

  it('answers a tournament without games with no rounds, and 404 for a round it does not have', async () => {
    const tournament = await createTournament(league)
    expect(await byRound(tournament.id)).toEqual({
      rounds: [],
      current: null,
      shown: [],
      items: [],
      previous: null,
      next: null,
      nextOffset: null,
    })
    const missing = await byRound(tournament.id, '?round=3', 404)
    expect((missing as unknown as Problem).code).toBe('NOT_FOUND')
  })

  it('shows one group’s rounds with `groupId`, and its games of no round as `other`', async () => {
    const tournament = await createTournament(league)
    const teams = [
      await createTeam(league),
      await createTeam(league),
      await createTeam(league),
      await createTeam(league),
    ]
    const a = await createGroup(league, tournament.id, [teams[0]?.id as string, teams[1]?.id as string], 'Zona A')
    const b = await createGroup(league, tournament.id, [teams[2]?.id as string, teams[3]?.id as string], 'Zona B')
    for (const group of [a, b])
      await expectCall(
        league,
        'POST',
        `/tournaments/${tournament.id}/fixtures`,
        { groupId: group.id, mode: 'home', startDate: '2026-03-01', intervalDays: 7 },
        201,
        league.manager,
      )
    await createGame(league, { tournamentId: tournament.id, homeTeamId: teams[0]?.id, awayTeamId: teams[1]?.id })
    const whole = await byRound(tournament.id)
    expect(whole.rounds.map((r) => [r.key, r.games, r.groupId])).toEqual([
      ['1', 2, null],
      ['other', 1, null],
    ])
    // the game added by hand has no date; the generated ones have their round's
    expect(whole.rounds.map((r) => r.undated)).toEqual([0, 1])
    const ofA = await byRound(tournament.id, `?groupId=${a.id}`)
    expect(ofA.rounds.map((r) => [r.key, r.games, r.groupId])).toEqual([
      ['1', 1, a.id],
      ['other', 1, null],
    ])
    expect(ofA.items.every((g) => g.groupId === a.id)).toBe(true)
    expect((await byRound(tournament.id, '?groupId=none')).rounds).toEqual([])
  })

  it('counts knockout games as rounds named by their stage', async () => {
    const { tournament, bracket } = await newBracket(league, 4)
    const semis = bracket.rounds[0]?.ties ?? []
    const first = await byRound(tournament.id)
    expect(first.rounds.map((r) => [r.key, r.kind, r.stage, r.games])).toEqual([
      [`${bracket.id}.0`, 'knockout', 'semiFinal', 2],
    ])
    for (const tie of semis) await playGame(league, (await gameOf(league, tie)).id, 1, 0)
    const decided = await readBracket(league, tournament.id, bracket.id)
    expect(decided.rounds[1]?.ties[0]?.gameIds).toHaveLength(1)
    const next = await byRound(tournament.id, '?groupId=none')
    expect(next.rounds.map((r) => [r.stage, r.played])).toEqual([
      ['semiFinal', 2],
      ['final', 0],
    ])
    expect(next).toMatchObject({ current: `${bracket.id}.1`, shown: [`${bracket.id}.1`], previous: `${bracket.id}.0` })
    expect(next.items).toHaveLength(1)
  })

  it('refuses a malformed round, group or offset with a translated 400, and pages a round over the limit', async () => {
    const tournament = await createTournament(league)
    for (const query of ['?round=abc', '?round=0', '?groupId=zone', '?offset=-1', `?round=${'1'.repeat(9)}`]) {
      const problem = await byRound(tournament.id, query, 400)
      expect((problem as unknown as Problem).code).toBe('VALIDATION_FAILED')
    }
    const over = await byRound(tournament.id, `?limit=${ROUND_GAMES_MAX + 1}`, 400)
    expect((over as unknown as Problem).invalidParams?.[0]?.name).toBe('limit')
    const [home, away] = [await createTeam(league), await createTeam(league)]
    // games added by hand, outside any round, paged two at a time
    for (let i = 0; i < 3; i++)
      await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
    const first = await byRound(tournament.id, '?limit=2')
    expect(first).toMatchObject({ shown: ['other'], nextOffset: 2 })
    expect(first.items).toHaveLength(2)
    const rest = await byRound(tournament.id, '?round=other&limit=2&offset=2')
    expect(rest.items).toHaveLength(1)
    expect(rest.nextOffset).toBeNull()
    expect(new Set([...first.items, ...rest.items].map((g) => g.id)).size).toBe(3)
  })

  it('is 404 for another league’s tournament, and for a viewer of another league', async () => {
    const { tournament } = await roundRobin()
    const other = await createLeague(league.server, 'Otra Liga')
    const res = await call<Problem>(
      league.server,
      other.admin,
      'GET',
      `/api/orgs/${other.orgId}/tournaments/${tournament.id}/games`,
    )
    expect(res.status).toBe(404)
    const intruder = await call<Problem>(
      league.server,
      other.admin,
      'GET',
      `/api/orgs/${league.orgId}/tournaments/${tournament.id}/games`,
    )
    expect(intruder.status).toBe(404)
  })
})
