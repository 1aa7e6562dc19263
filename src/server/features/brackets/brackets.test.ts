import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BracketBody,
  type BracketGameBody,
  bracketsPath,
  gameOf,
  newBracket,
  readBracket,
  scoreStats,
  seededTeams,
  type Tie,
} from '#test/brackets.ts'
import { createGroup, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describe('brackets', () => {
  it('6 teams: byes to seeds 1 and 2, winners move up at once, a champion at the end', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 6)
    expect(bracket).toMatchObject({ name: 'Copa', legs: 1, finalLegs: 1, thirdPlace: false, championTeamId: null })
    expect(bracket.rounds.map((r) => r.name)).toEqual(['quarterFinal', 'semiFinal', 'final'])
    const [q0, q1, q2, q3] = bracket.rounds[0]?.ties ?? []
    expect(q0).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: null, isBye: true, winnerTeamId: t[0]?.id })
    expect(q1).toMatchObject({ homeTeamId: t[3]?.id, awayTeamId: t[4]?.id, isBye: false })
    expect(q2).toMatchObject({ homeTeamId: t[2]?.id, awayTeamId: t[5]?.id })
    expect(q3).toMatchObject({ homeTeamId: t[1]?.id, isBye: true })
    expect(bracket.rounds[1]?.ties.map((x) => x.homeTeamId)).toEqual([t[0]?.id, t[1]?.id])
    // the first games exist: ordinary playoff games, the higher seed at home
    const g1 = await gameOf(league, q1 as Tie)
    expect(g1).toMatchObject({ kind: 'playoff', homeTeamId: t[3]?.id, awayTeamId: t[4]?.id, bracketId: bracket.id })
    // published when created, as generated fixtures are meant to be seen (decision 0049); made from teams picked
    expect(g1.publishedAt).toEqual(expect.any(String))
    expect(bracket.fromZone).toBeNull()
    const games = await expectCall<{ items: BracketGameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(games.items).toHaveLength(2)

    await playGame(league, g1.id, 0, 1) // seed 5 knocks seed 4 out
    let now = await readBracket(league, tournament.id, bracket.id)
    const semi0 = now.rounds[1]?.ties[0] as Tie
    expect(semi0).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[4]?.id, gameIds: [expect.any(String)] })
    await playGame(league, (await gameOf(league, semi0)).id, 2, 0)
    await playGame(league, (await gameOf(league, q2 as Tie)).id, 3, 1)
    now = await readBracket(league, tournament.id, bracket.id)
    await playGame(league, (await gameOf(league, now.rounds[1]?.ties[1] as Tie)).id, 1, 2) // seed 3 beats seed 2
    now = await readBracket(league, tournament.id, bracket.id)
    const final = now.rounds[2]?.ties[0] as Tie
    expect(final).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[2]?.id })
    await playGame(league, (await gameOf(league, final)).id, 0, 0 + 1)
    now = await readBracket(league, tournament.id, bracket.id)
    expect(now.championTeamId).toBe(t[2]?.id)
    expect(now.hasPlayedGames).toBe(true)
    const list = await expectCall<{ items: BracketBody[] }>(league, 'GET', bracketsPath(tournament.id), undefined, 200)
    expect(list.items.map((b) => b.championTeamId)).toEqual([t[2]?.id])
  })

  it('keeps knockout games as drafts when the league says so, later rounds too', async () => {
    await expectCall(league, 'PATCH', '', { knockoutGamesAsDrafts: true }, 200, league.admin)
    try {
      const { tournament, bracket } = await newBracket(league, 4)
      const semi = await gameOf(league, bracket.rounds[0]?.ties[0] as Tie)
      expect(semi.publishedAt).toBeNull()
      await playGame(league, semi.id, 1, 0)
      await playGame(league, (await gameOf(league, bracket.rounds[0]?.ties[1] as Tie)).id, 2, 0)
      const now = await readBracket(league, tournament.id, bracket.id)
      expect((await gameOf(league, now.rounds[1]?.ties[0] as Tie)).publishedAt).toBeNull()
    } finally {
      await expectCall(league, 'PATCH', '', { knockoutGamesAsDrafts: false }, 200, league.admin)
    }
  })

  it('refuses a team twice, fewer than two, another league’s team, both or neither of teamIds and from (400)', async () => {
    const tournament = await createTournament(league)
    const [a, b, c] = await seededTeams(league, 3)
    const theirs = await call<Json>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/teams`,
      {
        name: 'Ajeno',
      },
    )
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', teamIds: [a?.id, a?.id] }, 'teamIds'],
      [{ name: 'X', teamIds: [a?.id] }, 'teamIds'],
      [{ name: 'X', teamIds: [a?.id, theirs.body.id] }, 'teamIds.1'],
      [{ name: 'X', teamIds: [a?.id, b?.id], from: { zone: 'goldCup' } }, 'teamIds'],
      [{ name: 'X' }, 'teamIds'],
      [{ name: 'X', from: { zone: 'goldCup' } }, 'from.zone'],
      [{ name: 'X', teamIds: [a?.id, b?.id, c?.id], thirdPlace: true }, 'thirdPlace'],
      [{ name: 'X', teamIds: [a?.id, b?.id], legs: 3 }, 'legs'],
    ]
    for (const [body, name] of cases) {
      const res = await call<Problem>(
        league.server,
        league.admin,
        'POST',
        `/api/orgs/${league.orgId}${bracketsPath(tournament.id)}`,
        body,
      )
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams?.map((p) => p.name)).toContain(name)
    }
    const list = await expectCall<{ items: unknown[] }>(league, 'GET', bracketsPath(tournament.id), undefined, 200)
    expect(list.items).toEqual([])
  })

  it('takes a zone from the standings: winners first, no first-round pair of the same group', async () => {
    const tournament = await createTournament(league, {
      settings: { qualifiers: { goldCup: 2, silverCup: 0, ascend: 0, descend: 0 } },
    })
    const [a1, a2, a3, b1, b2, b3] = await seededTeams(league, 6)
    const ids = (xs: (typeof a1)[]) => xs.map((x) => x?.id as string)
    await createGroup(league, tournament.id, ids([a1, a2, a3]), 'Zona A')
    await createGroup(league, tournament.id, ids([b1, b2, b3]), 'Zona B')
    const play = async (home: typeof a1, away: typeof a1, h: number, w: number) => {
      const g = await expectCall<Json>(
        league,
        'POST',
        '/games',
        { tournamentId: tournament.id, homeTeamId: home?.id, awayTeamId: away?.id },
        201,
      )
      await playGame(league, g.id, h, w)
    }
    // A: a1 6 pts, a2 3, a3 0; B: b1 6 pts (better goal difference than a1), b2 3, b3 0
    await play(a1, a2, 1, 0)
    await play(a1, a3, 1, 0)
    await play(a2, a3, 1, 0)
    await play(b1, b2, 3, 0)
    await play(b1, b3, 3, 0)
    await play(b2, b3, 2, 0)
    const bracket = await expectCall<BracketBody>(
      league,
      'POST',
      bracketsPath(tournament.id),
      { name: 'Copa de Oro', from: { zone: 'goldCup' } },
      201,
    )
    // seeds: b1, a1 (winners by goal difference), then the runners-up swapped so that 1 v 4 and 2 v 3 cross groups
    expect(bracket.teams.map((t) => t.id)).toEqual(ids([b1, a1, b2, a2]))
    expect(bracket.fromZone).toBe('goldCup')
    expect(bracket.rounds[0]?.ties.map((t) => [t.homeTeamId, t.awayTeamId])).toEqual([ids([b1, a2]), ids([a1, b2])])
    // playoff games never count in a group's standings
    await playGame(league, (await gameOf(league, bracket.rounds[0]?.ties[0] as Tie)).id, 0, 5)
    const standings = await expectCall<{ groups: { rows: { teamId: string; played: number }[] }[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/standings`,
      undefined,
      200,
    )
    const played = new Map(standings.groups.flatMap((g) => g.rows.map((r) => [r.teamId, r.played])))
    expect(played.get(b1?.id as string)).toBe(2)
    expect(played.get(a2?.id as string)).toBe(2)
  })

  it('two legs: second leg swaps home and away; a level tie needs penalties on the deciding game', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 2, { finalLegs: 2 })
    const tie = bracket.rounds[0]?.ties[0] as Tie
    expect(tie.gameIds).toHaveLength(2)
    const [leg1, leg2] = [await gameOf(league, tie, 1), await gameOf(league, tie, 2)]
    expect([leg1.homeTeamId, leg2.homeTeamId]).toEqual([t[1]?.id, t[0]?.id])
    const put = (id: string, body: unknown, user = league.scorer) =>
      call<Problem>(league.server, user, 'PUT', `/api/orgs/${league.orgId}/games/${id}/stats`, body)
    // penalties on the first leg, on a game outside a bracket, level penalties
    expect((await put(leg1.id, scoreStats(1, 0, { penalties: { home: 4, away: 3 } }))).body.code).toBe(
      'PENALTIES_NOT_ALLOWED',
    )
    const friendly = await expectCall<Json>(
      league,
      'POST',
      '/games',
      { tournamentId: tournament.id, homeTeamId: t[0]?.id, awayTeamId: t[1]?.id, kind: 'friendly' },
      201,
    )
    expect((await put(friendly.id, scoreStats(1, 1, { penalties: { home: 4, away: 3 } }))).body.code).toBe(
      'PENALTIES_NOT_ALLOWED',
    )
    await playGame(league, leg1.id, 1, 0) // the lower seed wins the first leg at home
    const level = await put(leg2.id, scoreStats(1, 0, { confirm: true, penalties: { home: 3, away: 3 } }))
    expect([level.status, level.body.code]).toEqual([400, 'PENALTIES_LEVEL'])
    const missing = await put(leg2.id, scoreStats(1, 0, { confirm: true }))
    expect([missing.status, missing.body.code]).toEqual([400, 'PENALTIES_REQUIRED'])
    // nothing changed
    const unchanged = await gameOf(league, tie, 2)
    expect(unchanged).toMatchObject({ state: expect.not.stringMatching(/confirmed/), version: leg2.version })
    // not level: penalties refused
    expect((await put(leg2.id, scoreStats(2, 0, { confirm: true, penalties: { home: 5, away: 4 } }))).body.code).toBe(
      'PENALTIES_NOT_ALLOWED',
    )
    const ok = await put(leg2.id, scoreStats(1, 0, { confirm: true, penalties: { home: 2, away: 4 } }))
    expect(ok.status).toBe(200)
    const done = await readBracket(league, tournament.id, bracket.id)
    expect(done.rounds[0]?.ties[0]).toMatchObject({
      aggregate: { home: 1, away: 1 },
      penalties: { home: 2, away: 4 },
      decidedBy: 'penalties',
      winnerTeamId: t[1]?.id,
    })
    expect(done.championTeamId).toBe(t[1]?.id)
    expect((await gameOf(league, tie, 2)).penalties).toEqual({ home: 2, away: 4 })
    // confirming through the state action checks penalties too
    await call(league.server, league.scorer, 'POST', `/api/orgs/${league.orgId}/games/${leg2.id}/unconfirm`)
    expect((await readBracket(league, tournament.id, bracket.id)).championTeamId).toBeNull()
    await put(leg2.id, scoreStats(1, 0))
    const confirm = await call<Problem>(
      league.server,
      league.scorer,
      'POST',
      `/api/orgs/${league.orgId}/games/${leg2.id}/confirm`,
    )
    expect([confirm.status, confirm.body.code]).toEqual([400, 'PENALTIES_REQUIRED'])
  })

  it('away goals decide a level aggregate when on', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 2, { finalLegs: 2, awayGoals: true })
    const tie = bracket.rounds[0]?.ties[0] as Tie
    await playGame(league, (await gameOf(league, tie, 1)).id, 2, 1)
    await playGame(league, (await gameOf(league, tie, 2)).id, 1, 0)
    const done = await readBracket(league, tournament.id, bracket.id)
    expect(done.rounds[0]?.ties[0]).toMatchObject({ decidedBy: 'awayGoals', winnerTeamId: t[0]?.id })
  })

  it('corrections move the new winner up until the next tie has a confirmed game (409 BRACKET_LOCKED)', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 4, { thirdPlace: true })
    const [s0, s1] = bracket.rounds[0]?.ties ?? []
    const semi0 = await gameOf(league, s0 as Tie)
    await playGame(league, semi0.id, 2, 0)
    await playGame(league, (await gameOf(league, s1 as Tie)).id, 1, 0)
    let now = await readBracket(league, tournament.id, bracket.id)
    const finalGame = await gameOf(league, now.rounds[1]?.ties[0] as Tie)
    expect([finalGame.homeTeamId, finalGame.awayTeamId]).toEqual([t[0]?.id, t[1]?.id])
    expect(now.thirdPlaceTie).toMatchObject({ homeTeamId: t[2]?.id, awayTeamId: t[3]?.id })
    // corrected while the final is not played: the final's game changes team, the third-place game too
    await playGame(league, semi0.id, 0, 1)
    now = await readBracket(league, tournament.id, bracket.id)
    expect(now.rounds[1]?.ties[0]).toMatchObject({ homeTeamId: t[1]?.id, awayTeamId: t[3]?.id })
    expect(now.rounds[1]?.ties[0]?.gameIds).toEqual([finalGame.id])
    expect(await gameOf(league, now.rounds[1]?.ties[0] as Tie)).toMatchObject({
      homeTeamId: t[1]?.id,
      awayTeamId: t[3]?.id,
    })
    expect(now.thirdPlaceTie).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[2]?.id })
    // the final confirmed: a correction that changes the semi-final's winner is refused, naming the final
    await playGame(league, finalGame.id, 1, 0)
    const locked = await call<Problem & { detail: string }>(
      league.server,
      league.scorer,
      'PUT',
      `/api/orgs/${league.orgId}/games/${semi0.id}/stats`,
      scoreStats(3, 0, { confirm: true }),
    )
    expect([locked.status, locked.body.code]).toEqual([409, 'BRACKET_LOCKED'])
    expect(locked.body.detail).toContain(`${t[1]?.name} – ${t[3]?.name} (final)`)
    expect((await gameOf(league, s0 as Tie)).homeGoals).toBe(0)
    // a correction that keeps the winner is fine
    await playGame(league, semi0.id, 0, 3)
    // unconfirming the final, then the semi-final, removes the final's game
    await call(league.server, league.scorer, 'POST', `/api/orgs/${league.orgId}/games/${finalGame.id}/unconfirm`)
    await expectCall(league, 'PUT', `/games/${finalGame.id}/stats`, scoreStats(0, 0), 200)
    await call(league.server, league.scorer, 'POST', `/api/orgs/${league.orgId}/games/${semi0.id}/unconfirm`)
    now = await readBracket(league, tournament.id, bracket.id)
    expect(now.rounds[1]?.ties[0]).toMatchObject({ homeTeamId: t[1]?.id, awayTeamId: null, gameIds: [] })
    expect(now.thirdPlaceTie?.gameIds).toEqual([])
    expect((await gameOf(league, { gameIds: [finalGame.id] } as Tie)).deletedAt).not.toBeNull()
  })
})
