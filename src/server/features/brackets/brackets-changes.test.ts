import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BracketBody,
  type BracketGameBody,
  bracketsPath,
  gameOf,
  newBracket,
  readBracket,
  type Tie,
} from '#test/brackets.ts'
import { createTeam, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describe('brackets: changes, roles and other organizations', () => {
  it('changes name, settings and round dates; settings and deletion only while nothing is played', async () => {
    const { tournament, bracket } = await newBracket(league, 4)
    const patched = await expectCall<BracketBody>(
      league,
      'PATCH',
      `${bracketsPath(tournament.id)}/${bracket.id}`,
      { version: 1, name: 'Copa de Plata', legs: 2, roundDates: ['2026-03-01', '2026-03-15'] },
      200,
    )
    expect(patched).toMatchObject({ name: 'Copa de Plata', legs: 2, version: 2 })
    expect(patched.rounds.map((r) => r.date)).toEqual(['2026-03-01', '2026-03-15'])
    const tie = patched.rounds[0]?.ties[0] as Tie
    expect(tie.gameIds).toHaveLength(2)
    expect((await gameOf(league, tie, 1)).playAt).toBe('2026-03-01T12:00:00.000Z')
    expect((await gameOf(league, tie, 2)).playAt).toBe('2026-03-08T12:00:00.000Z')
    const stale = await call<Problem>(
      league.server,
      league.manager,
      'PATCH',
      `/api/orgs/${league.orgId}${bracketsPath(tournament.id)}/${bracket.id}`,
      { version: 1, name: 'Old' },
    )
    expect([stale.status, stale.body.code, stale.body.current?.version]).toEqual([409, 'STALE_VERSION', 2])
    await playGame(league, (await gameOf(league, tie, 1)).id, 1, 0)
    const refused = await call<Problem>(
      league.server,
      league.manager,
      'PATCH',
      `/api/orgs/${league.orgId}${bracketsPath(tournament.id)}/${bracket.id}`,
      { legs: 1 },
    )
    expect([refused.status, refused.body.code]).toEqual([409, 'BRACKET_HAS_PLAYED_GAMES'])
    const gone = await call<Problem>(
      league.server,
      league.manager,
      'DELETE',
      `/api/orgs/${league.orgId}${bracketsPath(tournament.id)}/${bracket.id}`,
    )
    expect([gone.status, gone.body.code]).toEqual([409, 'BRACKET_HAS_PLAYED_GAMES'])
    expect(
      (
        await expectCall<BracketBody>(
          league,
          'PATCH',
          `${bracketsPath(tournament.id)}/${bracket.id}`,
          { name: 'Z' },
          200,
        )
      ).name,
    ).toBe('Z')
    // deleting an unplayed bracket deletes its games
    const other = await newBracket(league, 3)
    const gameId = other.bracket.rounds[0]?.ties[1]?.gameIds[0] as string
    await expectCall(league, 'DELETE', `${bracketsPath(other.tournament.id)}/${other.bracket.id}`, undefined, 204)
    expect(
      (await expectCall<BracketGameBody>(league, 'GET', `/games/${gameId}`, undefined, 200)).deletedAt,
    ).not.toBeNull()
    expect(
      (await expectCall<{ items: unknown[] }>(league, 'GET', bracketsPath(other.tournament.id), undefined, 200)).items,
    ).toEqual([])
  })

  it('its games change teams, kind, suspension and deletion only through the bracket (409 BRACKET_GAME)', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 4)
    const tie = bracket.rounds[0]?.ties[0] as Tie
    const before = await gameOf(league, tie)
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
    const untouched = await gameOf(league, tie)
    expect(untouched).toMatchObject({ version: before.version, kind: 'playoff', state: before.state, deletedAt: null })
    expect([untouched.homeTeamId, untouched.awayTeamId]).toEqual([before.homeTeamId, before.awayTeamId])

    // dates, publishing, the kind it already has, bulk date edits and the result stay the games endpoints' own
    const dated = await expectCall<BracketGameBody>(
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
    await playGame(league, (await gameOf(league, bracket.rounds[0]?.ties[1] as Tie)).id, 0, 1)
    let now = await readBracket(league, tournament.id, bracket.id)
    const final = now.rounds[1]?.ties[0] as Tie
    expect(final).toMatchObject({ homeTeamId: t[0]?.id, awayTeamId: t[2]?.id, gameIds: [expect.any(String)] })

    // a game the bracket removed (its tie lost a team) is not restored by hand either
    const finalId = final.gameIds[0] as string
    await expectCall(league, 'POST', `/games/${before.id}/unconfirm`, {}, 200, league.scorer)
    expect((await gameOf(league, final)).deletedAt).not.toBeNull()
    const restore = await call<Problem>(
      league.server,
      league.manager,
      'POST',
      `${api.replace(before.id, finalId)}/restore`,
    )
    expect([restore.status, restore.body.code]).toEqual([409, 'BRACKET_GAME'])
    now = await readBracket(league, tournament.id, bracket.id)
    expect(now.rounds[1]?.ties[0]?.gameIds).toEqual([])

    // once the bracket is deleted (nothing confirmed) its games are ordinary games again
    const other = (await gameOf(league, bracket.rounds[0]?.ties[1] as Tie)).id
    await expectCall(league, 'POST', `/games/${other}/unconfirm`, {}, 200, league.scorer)
    await expectCall(league, 'DELETE', `${bracketsPath(tournament.id)}/${bracket.id}`, undefined, 204, league.manager)
    const freed = await expectCall<BracketGameBody>(
      league,
      'POST',
      `/games/${finalId}/restore`,
      {},
      200,
      league.manager,
    )
    expect(freed).toMatchObject({ bracketId: null, deletedAt: null })
    await expectCall(league, 'DELETE', `/games/${finalId}`, undefined, 204, league.manager)
  })

  it('viewers and scorers read but do not write (403); a manager and an admin write', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 2)
    const base = `/api/orgs/${league.orgId}${bracketsPath(tournament.id)}`
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
    await expectCall(
      league,
      'PATCH',
      `${bracketsPath(tournament.id)}/${bracket.id}`,
      { name: 'Admin' },
      200,
      league.admin,
    )
    expect((await readBracket(league, tournament.id, bracket.id)).name).toBe('Admin')
  })

  it('another organization’s user gets 404 for every endpoint and changes nothing', async () => {
    const { tournament, teams: t, bracket } = await newBracket(league, 2)
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
    const after = await readBracket(league, tournament.id, bracket.id)
    expect(after).toMatchObject({ name: 'Copa', version: 1 })
    const list = await expectCall<{ items: unknown[] }>(league, 'GET', bracketsPath(tournament.id), undefined, 200)
    expect(list.items).toHaveLength(1)
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(
        (
          await call(
            league.server,
            league.admin,
            'GET',
            `/api/orgs/${league.orgId}${bracketsPath(tournament.id)}/${id}`,
          )
        ).status,
      ).toBe(404)
    }
  })
})
