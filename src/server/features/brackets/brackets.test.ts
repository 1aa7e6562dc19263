import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGroup, createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type Tie = {
  id: string
  homeTeamId: string | null
  awayTeamId: string | null
  isBye: boolean
  legs: number
  gameIds: string[]
  winnerTeamId: string | null
  aggregate: { home: number; away: number } | null
  penalties: { home: number; away: number } | null
  decidedBy: string | null
}
type BracketBody = Json & {
  name: string
  championTeamId: string | null
  hasPlayedGames: boolean
  teams: { id: string; name: string; seed: number }[]
  rounds: { index: number; name: string; date: string | null; ties: Tie[] }[]
  thirdPlaceTie: Tie | null
}
type GameBody = Json & {
  version: number
  homeTeamId: string
  awayTeamId: string
  kind: string
  state: string
  playAt: string | null
  deletedAt: string | null
  penalties: { home: number; away: number } | null
  bracketId: string | null
}

/** Names are unique in a league (issue 15): each call's teams are "Seed 1", "Seed 2"… of their own letter. */
let teamsCall = 0
async function teams(count: number) {
  teamsCall += 1
  const letter = String.fromCharCode(64 + teamsCall)
  const list = []
  for (let i = 0; i < count; i++) list.push(await createTeam(league, `Seed ${i + 1}${letter}`))
  return list
}

const brackets = (tournamentId: string) => `/tournaments/${tournamentId}/brackets`

async function newBracket(count: number, body: Record<string, unknown> = {}) {
  const tournament = await createTournament(league)
  const list = await teams(count)
  const bracket = await expectCall<BracketBody>(
    league,
    'POST',
    brackets(tournament.id),
    { name: 'Copa', teamIds: list.map((t) => t.id), ...body },
    201,
    league.manager,
  )
  return { tournament, teams: list, bracket }
}

async function read(tournamentId: string, id: string) {
  return expectCall<BracketBody>(league, 'GET', `${brackets(tournamentId)}/${id}`, undefined, 200, league.viewer)
}

function stats(home: number, away: number, extra: Record<string, unknown> = {}) {
  return { home: { goals: [], unassignedGoals: home }, away: { goals: [], unassignedGoals: away }, ...extra }
}

/** The tie's game of `leg`, and its teams. */
async function gameOf(tie: Tie, leg = 1) {
  const id = tie.gameIds[leg - 1]
  if (!id) throw new Error(`no game for ${tie.id} leg ${leg}`)
  return expectCall<GameBody>(league, 'GET', `/games/${id}`, undefined, 200)
}

describe('brackets', () => {
  it('6 teams: byes to seeds 1 and 2, winners move up at once, a champion at the end', async () => {
    const { tournament, teams: t, bracket } = await newBracket(6)
    expect(bracket).toMatchObject({ name: 'Copa', legs: 1, finalLegs: 1, thirdPlace: false, championTeamId: null })
    expect(bracket.rounds.map((r) => r.name)).toEqual(['quarterFinal', 'semiFinal', 'final'])
    const [q0, q1, q2, q3] = bracket.rounds[0]?.ties ?? []
    expect(q0).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: null, isBye: true, winnerTeamId: t[0]?.id })
    expect(q1).toMatchObject({ homeTeamId: t[3]?.id, awayTeamId: t[4]?.id, isBye: false })
    expect(q2).toMatchObject({ homeTeamId: t[2]?.id, awayTeamId: t[5]?.id })
    expect(q3).toMatchObject({ homeTeamId: t[1]?.id, isBye: true })
    expect(bracket.rounds[1]?.ties.map((x) => x.homeTeamId)).toEqual([t[0]?.id, t[1]?.id])
    // the first games exist: ordinary playoff games, the higher seed at home
    const g1 = await gameOf(q1 as Tie)
    expect(g1).toMatchObject({ kind: 'playoff', homeTeamId: t[3]?.id, awayTeamId: t[4]?.id, bracketId: bracket.id })
    const games = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(games.items).toHaveLength(2)

    await playGame(league, g1.id, 0, 1) // seed 5 knocks seed 4 out
    let now = await read(tournament.id, bracket.id)
    const semi0 = now.rounds[1]?.ties[0] as Tie
    expect(semi0).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[4]?.id, gameIds: [expect.any(String)] })
    await playGame(league, (await gameOf(semi0)).id, 2, 0)
    await playGame(league, (await gameOf(q2 as Tie)).id, 3, 1)
    now = await read(tournament.id, bracket.id)
    await playGame(league, (await gameOf(now.rounds[1]?.ties[1] as Tie)).id, 1, 2) // seed 3 beats seed 2
    now = await read(tournament.id, bracket.id)
    const final = now.rounds[2]?.ties[0] as Tie
    expect(final).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[2]?.id })
    await playGame(league, (await gameOf(final)).id, 0, 0 + 1)
    now = await read(tournament.id, bracket.id)
    expect(now.championTeamId).toBe(t[2]?.id)
    expect(now.hasPlayedGames).toBe(true)
    const list = await expectCall<{ items: BracketBody[] }>(league, 'GET', brackets(tournament.id), undefined, 200)
    expect(list.items.map((b) => b.championTeamId)).toEqual([t[2]?.id])
  })

  it('refuses a team twice, fewer than two, another league’s team, both or neither of teamIds and from (400)', async () => {
    const tournament = await createTournament(league)
    const [a, b, c] = await teams(3)
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
        `/api/orgs/${league.orgId}${brackets(tournament.id)}`,
        body,
      )
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams?.map((p) => p.name)).toContain(name)
    }
    const list = await expectCall<{ items: unknown[] }>(league, 'GET', brackets(tournament.id), undefined, 200)
    expect(list.items).toEqual([])
  })

  it('takes a zone from the standings: winners first, no first-round pair of the same group', async () => {
    const tournament = await createTournament(league, {
      settings: { qualifiers: { goldCup: 2, silverCup: 0, ascend: 0, descend: 0 } },
    })
    const [a1, a2, a3, b1, b2, b3] = await teams(6)
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
      brackets(tournament.id),
      { name: 'Copa de Oro', from: { zone: 'goldCup' } },
      201,
    )
    // seeds: b1, a1 (winners by goal difference), then the runners-up swapped so that 1 v 4 and 2 v 3 cross groups
    expect(bracket.teams.map((t) => t.id)).toEqual(ids([b1, a1, b2, a2]))
    expect(bracket.rounds[0]?.ties.map((t) => [t.homeTeamId, t.awayTeamId])).toEqual([ids([b1, a2]), ids([a1, b2])])
    // playoff games never count in a group's standings
    await playGame(league, (await gameOf(bracket.rounds[0]?.ties[0] as Tie)).id, 0, 5)
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
    const { tournament, teams: t, bracket } = await newBracket(2, { finalLegs: 2 })
    const tie = bracket.rounds[0]?.ties[0] as Tie
    expect(tie.gameIds).toHaveLength(2)
    const [leg1, leg2] = [await gameOf(tie, 1), await gameOf(tie, 2)]
    expect([leg1.homeTeamId, leg2.homeTeamId]).toEqual([t[1]?.id, t[0]?.id])
    const put = (id: string, body: unknown, user = league.scorer) =>
      call<Problem>(league.server, user, 'PUT', `/api/orgs/${league.orgId}/games/${id}/stats`, body)
    // penalties on the first leg, on a game outside a bracket, level penalties
    expect((await put(leg1.id, stats(1, 0, { penalties: { home: 4, away: 3 } }))).body.code).toBe(
      'PENALTIES_NOT_ALLOWED',
    )
    const friendly = await expectCall<Json>(
      league,
      'POST',
      '/games',
      { tournamentId: tournament.id, homeTeamId: t[0]?.id, awayTeamId: t[1]?.id, kind: 'friendly' },
      201,
    )
    expect((await put(friendly.id, stats(1, 1, { penalties: { home: 4, away: 3 } }))).body.code).toBe(
      'PENALTIES_NOT_ALLOWED',
    )
    await playGame(league, leg1.id, 1, 0) // the lower seed wins the first leg at home
    const level = await put(leg2.id, stats(1, 0, { confirm: true, penalties: { home: 3, away: 3 } }))
    expect([level.status, level.body.code]).toEqual([400, 'PENALTIES_LEVEL'])
    const missing = await put(leg2.id, stats(1, 0, { confirm: true }))
    expect([missing.status, missing.body.code]).toEqual([400, 'PENALTIES_REQUIRED'])
    // nothing changed
    const unchanged = await gameOf(tie, 2)
    expect(unchanged).toMatchObject({ state: expect.not.stringMatching(/confirmed/), version: leg2.version })
    // not level: penalties refused
    expect((await put(leg2.id, stats(2, 0, { confirm: true, penalties: { home: 5, away: 4 } }))).body.code).toBe(
      'PENALTIES_NOT_ALLOWED',
    )
    const ok = await put(leg2.id, stats(1, 0, { confirm: true, penalties: { home: 2, away: 4 } }))
    expect(ok.status).toBe(200)
    const done = await read(tournament.id, bracket.id)
    expect(done.rounds[0]?.ties[0]).toMatchObject({
      aggregate: { home: 1, away: 1 },
      penalties: { home: 2, away: 4 },
      decidedBy: 'penalties',
      winnerTeamId: t[1]?.id,
    })
    expect(done.championTeamId).toBe(t[1]?.id)
    expect((await gameOf(tie, 2)).penalties).toEqual({ home: 2, away: 4 })
    // confirming through the state action checks penalties too
    await call(league.server, league.scorer, 'POST', `/api/orgs/${league.orgId}/games/${leg2.id}/unconfirm`)
    expect((await read(tournament.id, bracket.id)).championTeamId).toBeNull()
    await put(leg2.id, stats(1, 0))
    const confirm = await call<Problem>(
      league.server,
      league.scorer,
      'POST',
      `/api/orgs/${league.orgId}/games/${leg2.id}/confirm`,
    )
    expect([confirm.status, confirm.body.code]).toEqual([400, 'PENALTIES_REQUIRED'])
  })

  it('away goals decide a level aggregate when on', async () => {
    const { tournament, teams: t, bracket } = await newBracket(2, { finalLegs: 2, awayGoals: true })
    const tie = bracket.rounds[0]?.ties[0] as Tie
    await playGame(league, (await gameOf(tie, 1)).id, 2, 1)
    await playGame(league, (await gameOf(tie, 2)).id, 1, 0)
    const done = await read(tournament.id, bracket.id)
    expect(done.rounds[0]?.ties[0]).toMatchObject({ decidedBy: 'awayGoals', winnerTeamId: t[0]?.id })
  })

  it('corrections move the new winner up until the next tie has a confirmed game (409 BRACKET_LOCKED)', async () => {
    const { tournament, teams: t, bracket } = await newBracket(4, { thirdPlace: true })
    const [s0, s1] = bracket.rounds[0]?.ties ?? []
    const semi0 = await gameOf(s0 as Tie)
    await playGame(league, semi0.id, 2, 0)
    await playGame(league, (await gameOf(s1 as Tie)).id, 1, 0)
    let now = await read(tournament.id, bracket.id)
    const finalGame = await gameOf(now.rounds[1]?.ties[0] as Tie)
    expect([finalGame.homeTeamId, finalGame.awayTeamId]).toEqual([t[0]?.id, t[1]?.id])
    expect(now.thirdPlaceTie).toMatchObject({ homeTeamId: t[2]?.id, awayTeamId: t[3]?.id })
    // corrected while the final is not played: the final's game changes team, the third-place game too
    await playGame(league, semi0.id, 0, 1)
    now = await read(tournament.id, bracket.id)
    expect(now.rounds[1]?.ties[0]).toMatchObject({ homeTeamId: t[1]?.id, awayTeamId: t[3]?.id })
    expect(now.rounds[1]?.ties[0]?.gameIds).toEqual([finalGame.id])
    expect(await gameOf(now.rounds[1]?.ties[0] as Tie)).toMatchObject({ homeTeamId: t[1]?.id, awayTeamId: t[3]?.id })
    expect(now.thirdPlaceTie).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[2]?.id })
    // the final confirmed: a correction that changes the semi-final's winner is refused, naming the final
    await playGame(league, finalGame.id, 1, 0)
    const locked = await call<Problem & { detail: string }>(
      league.server,
      league.scorer,
      'PUT',
      `/api/orgs/${league.orgId}/games/${semi0.id}/stats`,
      stats(3, 0, { confirm: true }),
    )
    expect([locked.status, locked.body.code]).toEqual([409, 'BRACKET_LOCKED'])
    expect(locked.body.detail).toContain(`${t[1]?.name} – ${t[3]?.name} (final)`)
    expect((await gameOf(s0 as Tie)).homeGoals).toBe(0)
    // a correction that keeps the winner is fine
    await playGame(league, semi0.id, 0, 3)
    // unconfirming the final, then the semi-final, removes the final's game
    await call(league.server, league.scorer, 'POST', `/api/orgs/${league.orgId}/games/${finalGame.id}/unconfirm`)
    await expectCall(league, 'PUT', `/games/${finalGame.id}/stats`, stats(0, 0), 200)
    await call(league.server, league.scorer, 'POST', `/api/orgs/${league.orgId}/games/${semi0.id}/unconfirm`)
    now = await read(tournament.id, bracket.id)
    expect(now.rounds[1]?.ties[0]).toMatchObject({ homeTeamId: t[1]?.id, awayTeamId: null, gameIds: [] })
    expect(now.thirdPlaceTie?.gameIds).toEqual([])
    expect((await gameOf({ gameIds: [finalGame.id] } as Tie)).deletedAt).not.toBeNull()
  })

  it('changes name, settings and round dates; settings and deletion only while nothing is played', async () => {
    const { tournament, bracket } = await newBracket(4)
    const patched = await expectCall<BracketBody>(
      league,
      'PATCH',
      `${brackets(tournament.id)}/${bracket.id}`,
      { version: 1, name: 'Copa de Plata', legs: 2, roundDates: ['2026-03-01', '2026-03-15'] },
      200,
    )
    expect(patched).toMatchObject({ name: 'Copa de Plata', legs: 2, version: 2 })
    expect(patched.rounds.map((r) => r.date)).toEqual(['2026-03-01', '2026-03-15'])
    const tie = patched.rounds[0]?.ties[0] as Tie
    expect(tie.gameIds).toHaveLength(2)
    expect((await gameOf(tie, 1)).playAt).toBe('2026-03-01T12:00:00.000Z')
    expect((await gameOf(tie, 2)).playAt).toBe('2026-03-08T12:00:00.000Z')
    const stale = await call<Problem>(
      league.server,
      league.manager,
      'PATCH',
      `/api/orgs/${league.orgId}${brackets(tournament.id)}/${bracket.id}`,
      { version: 1, name: 'Old' },
    )
    expect([stale.status, stale.body.code, stale.body.current?.version]).toEqual([409, 'STALE_VERSION', 2])
    await playGame(league, (await gameOf(tie, 1)).id, 1, 0)
    const refused = await call<Problem>(
      league.server,
      league.manager,
      'PATCH',
      `/api/orgs/${league.orgId}${brackets(tournament.id)}/${bracket.id}`,
      { legs: 1 },
    )
    expect([refused.status, refused.body.code]).toEqual([409, 'BRACKET_HAS_PLAYED_GAMES'])
    const gone = await call<Problem>(
      league.server,
      league.manager,
      'DELETE',
      `/api/orgs/${league.orgId}${brackets(tournament.id)}/${bracket.id}`,
    )
    expect([gone.status, gone.body.code]).toEqual([409, 'BRACKET_HAS_PLAYED_GAMES'])
    expect(
      (await expectCall<BracketBody>(league, 'PATCH', `${brackets(tournament.id)}/${bracket.id}`, { name: 'Z' }, 200))
        .name,
    ).toBe('Z')
    // deleting an unplayed bracket deletes its games
    const other = await newBracket(3)
    const gameId = other.bracket.rounds[0]?.ties[1]?.gameIds[0] as string
    await expectCall(league, 'DELETE', `${brackets(other.tournament.id)}/${other.bracket.id}`, undefined, 204)
    expect((await expectCall<GameBody>(league, 'GET', `/games/${gameId}`, undefined, 200)).deletedAt).not.toBeNull()
    expect(
      (await expectCall<{ items: unknown[] }>(league, 'GET', brackets(other.tournament.id), undefined, 200)).items,
    ).toEqual([])
  })

  it('its games change teams, kind, suspension and deletion only through the bracket (409 BRACKET_GAME)', async () => {
    const { tournament, teams: t, bracket } = await newBracket(4)
    const tie = bracket.rounds[0]?.ties[0] as Tie
    const before = await gameOf(tie)
    const spare = await createTeam(league, 'Spare')
    const api = `/api/orgs/${league.orgId}/games/${before.id}`
    const refusals: [string, string, unknown][] = [
      ['PATCH', api, { version: before.version, homeTeamId: spare.id }],
      ['PATCH', api, { version: before.version, homeTeamId: before.awayTeamId, awayTeamId: before.homeTeamId }],
      ['PATCH', api, { version: before.version, kind: 'friendly' }],
      ['POST', `${api}/suspend`, { reason: 'Rain' }],
      ['DELETE', api, undefined],
    ]
    for (const [method, path, body] of refusals) {
      const res = await call<Problem & { detail: string }>(league.server, league.manager, method, path, body)
      expect([res.status, res.body.code], `${method} ${path} ${JSON.stringify(body)}`).toEqual([409, 'BRACKET_GAME'])
      expect(res.body.detail).toContain('«Copa»')
    }
    const untouched = await gameOf(tie)
    expect(untouched).toMatchObject({ version: before.version, kind: 'playoff', state: before.state, deletedAt: null })
    expect([untouched.homeTeamId, untouched.awayTeamId]).toEqual([before.homeTeamId, before.awayTeamId])

    // dates, publishing, the kind it already has, bulk date edits and the result stay the games endpoints' own
    const dated = await expectCall<GameBody>(
      league,
      'PATCH',
      `/games/${before.id}`,
      { version: before.version, kind: 'playoff', playAt: '2026-04-04T18:00:00.000Z' },
      200,
      league.manager,
    )
    expect(dated.playAt).toBe('2026-04-04T18:00:00.000Z')
    await expectCall(league, 'POST', `/games/${before.id}/publish`, {}, 200, league.manager)
    const bulk = await expectCall<{ updated: { id: string }[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'setDate', ids: [before.id], playAt: '2026-04-05T18:00:00.000Z' },
      200,
      league.manager,
    )
    expect(bulk.updated.map((u) => u.id)).toEqual([before.id])
    await playGame(league, before.id, 2, 1)
    await playGame(league, (await gameOf(bracket.rounds[0]?.ties[1] as Tie)).id, 0, 1)
    let now = await read(tournament.id, bracket.id)
    const final = now.rounds[1]?.ties[0] as Tie
    expect(final).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[2]?.id, gameIds: [expect.any(String)] })

    // a game the bracket removed (its tie lost a team) is not restored by hand either
    const finalId = final.gameIds[0] as string
    await expectCall(league, 'POST', `/games/${before.id}/unconfirm`, {}, 200, league.scorer)
    expect((await gameOf(final)).deletedAt).not.toBeNull()
    const restore = await call<Problem>(
      league.server,
      league.manager,
      'POST',
      `${api.replace(before.id, finalId)}/restore`,
    )
    expect([restore.status, restore.body.code]).toEqual([409, 'BRACKET_GAME'])
    now = await read(tournament.id, bracket.id)
    expect(now.rounds[1]?.ties[0]?.gameIds).toEqual([])

    // once the bracket is deleted (nothing confirmed) its games are ordinary games again
    const other = (await gameOf(bracket.rounds[0]?.ties[1] as Tie)).id
    await expectCall(league, 'POST', `/games/${other}/unconfirm`, {}, 200, league.scorer)
    await expectCall(league, 'DELETE', `${brackets(tournament.id)}/${bracket.id}`, undefined, 204, league.manager)
    const freed = await expectCall<GameBody>(league, 'POST', `/games/${finalId}/restore`, {}, 200, league.manager)
    expect(freed).toMatchObject({ bracketId: null, deletedAt: null })
    await expectCall(league, 'DELETE', `/games/${finalId}`, undefined, 204, league.manager)
  })

  it('viewers and scorers read but do not write (403); a manager and an admin write', async () => {
    const { tournament, teams: t, bracket } = await newBracket(2)
    const base = `/api/orgs/${league.orgId}${brackets(tournament.id)}`
    for (const user of [league.viewer, league.scorer]) {
      expect((await call(league.server, user, 'GET', `${base}/${bracket.id}`)).status).toBe(200)
      for (const [method, path, body] of [
        ['POST', base, { name: 'X', teamIds: t.map((x) => x.id) }],
        ['PATCH', `${base}/${bracket.id}`, { name: 'Pwned' }],
        ['DELETE', `${base}/${bracket.id}`, undefined],
      ] as const) {
        expect((await call(league.server, user, method, path, body)).status, `${method} ${path}`).toBe(403)
      }
    }
    await expectCall(league, 'PATCH', `${brackets(tournament.id)}/${bracket.id}`, { name: 'Admin' }, 200, league.admin)
    expect((await read(tournament.id, bracket.id)).name).toBe('Admin')
  })

  it('another organization’s user gets 404 for every endpoint and changes nothing', async () => {
    const { tournament, teams: t, bracket } = await newBracket(2)
    for (const orgId of [league.orgId, league.intruder.orgId]) {
      const base = `/api/orgs/${orgId}/tournaments/${tournament.id}/brackets`
      for (const [method, path, body] of [
        ['GET', base, undefined],
        ['POST', base, { name: 'X', teamIds: t.map((x) => x.id) }],
        ['GET', `${base}/${bracket.id}`, undefined],
        ['PATCH', `${base}/${bracket.id}`, { name: 'Pwned' }],
        ['DELETE', `${base}/${bracket.id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, league.intruder, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const after = await read(tournament.id, bracket.id)
    expect(after).toMatchObject({ name: 'Copa', version: 1 })
    const list = await expectCall<{ items: unknown[] }>(league, 'GET', brackets(tournament.id), undefined, 200)
    expect(list.items).toHaveLength(1)
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(
        (await call(league.server, league.admin, 'GET', `/api/orgs/${league.orgId}${brackets(tournament.id)}/${id}`))
          .status,
      ).toBe(404)
    }
  })
})
