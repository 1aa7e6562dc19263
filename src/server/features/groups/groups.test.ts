import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGame, createGroup, createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type GroupBody = Json & { name: string; position: number; teams: { id: string; name: string }[] }

describe('groups', () => {
  it('creates a group with its teams in order, lists and reads it, renames it and replaces its teams', async () => {
    const tournament = await createTournament(league)
    const [a, b, c] = [
      await createTeam(league, 'Alfa'),
      await createTeam(league, 'Beta'),
      await createTeam(league, 'Gama'),
    ]
    const created = await expectCall<GroupBody>(
      league,
      'POST',
      `/tournaments/${tournament.id}/groups`,
      { name: 'Zona A', teamIds: [c.id, a.id] },
      201,
      league.manager,
    )
    expect(created).toMatchObject({ name: 'Zona A', position: 0, version: 1, tournamentId: tournament.id })
    expect(created.teams).toEqual([
      { id: c.id, name: 'Gama' },
      { id: a.id, name: 'Alfa' },
    ])
    const second = await createGroup(league, tournament.id, [b.id], 'Zona B')
    expect(second.position).toBe(1)
    const list = await expectCall<{ items: GroupBody[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/groups`,
      undefined,
      200,
      league.viewer,
    )
    expect(list.items.map((g) => g.name)).toEqual(['Zona A', 'Zona B'])
    const read = await expectCall<GroupBody>(
      league,
      'GET',
      `/tournaments/${tournament.id}/groups/${created.id}`,
      undefined,
      200,
      league.scorer,
    )
    expect(read).toEqual(created)
    const patched = await expectCall<GroupBody>(
      league,
      'PATCH',
      `/tournaments/${tournament.id}/groups/${created.id}`,
      { version: 1, name: 'Zona Norte', teamIds: [a.id, c.id] },
      200,
    )
    expect(patched).toMatchObject({ name: 'Zona Norte', version: 2 })
    expect(patched.teams.map((t) => t.id)).toEqual([a.id, c.id])
    // a team moves to another group once it has left the first
    await expectCall(league, 'PATCH', `/tournaments/${tournament.id}/groups/${created.id}`, { teamIds: [a.id] }, 200)
    const moved = await expectCall<GroupBody>(
      league,
      'PATCH',
      `/tournaments/${tournament.id}/groups/${second.id}`,
      { teamIds: [b.id, c.id] },
      200,
    )
    expect(moved.teams.map((t) => t.name)).toEqual(['Beta', 'Gama'])
  })

  it('refuses unknown, deleted, duplicated and already grouped teams, and bad names (400, nothing created)', async () => {
    const tournament = await createTournament(league)
    const [a, b] = [await createTeam(league), await createTeam(league)]
    const gone = await createTeam(league)
    await expectCall(league, 'DELETE', `/teams/${gone.id}`, undefined, 204)
    const theirs = await call<Json>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/teams`,
      { name: 'Ajeno' },
    )
    await createGroup(league, tournament.id, [a.id])
    const path = `/tournaments/${tournament.id}/groups`
    const cases: [unknown, { name: string; reason: string }[]][] = [
      [{ name: 'X', teamIds: [a.id] }, [{ name: 'teamIds.0', reason: 'validation.team_in_other_group' }]],
      [
        { name: 'X', teamIds: [b.id, gone.id, theirs.body.id] },
        [
          { name: 'teamIds.1', reason: 'validation.not_found' },
          { name: 'teamIds.2', reason: 'validation.not_found' },
        ],
      ],
      [{ name: 'X', teamIds: [b.id, b.id] }, [{ name: 'teamIds', reason: 'validation.duplicate' }]],
      [
        { name: '', teamIds: ['nope'] },
        [
          { name: 'name', reason: 'validation.required' },
          { name: 'teamIds.0', reason: 'validation.invalid_format' },
        ],
      ],
      [
        { teamIds: [], extra: 1 },
        [
          { name: 'name', reason: 'validation.required' },
          { name: 'extra', reason: 'validation.unknown_field' },
        ],
      ],
    ]
    for (const [body, params] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'POST', `/api/orgs/${league.orgId}${path}`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    const list = await expectCall<{ items: GroupBody[] }>(league, 'GET', path, undefined, 200)
    expect(list.items).toHaveLength(1)
  })

  it('answers 409 STALE_VERSION with the current group to a change based on an old version', async () => {
    const tournament = await createTournament(league)
    const group = await createGroup(league, tournament.id, [])
    const path = `/api/orgs/${league.orgId}/tournaments/${tournament.id}/groups/${group.id}`
    await call(league.server, league.admin, 'PATCH', path, { version: 1, name: 'Primero' })
    const stale = await call<Problem>(league.server, league.manager, 'PATCH', path, { version: 1, name: 'Segundo' })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('STALE_VERSION')
    expect(stale.body.current).toMatchObject({ name: 'Primero', version: 2 })
  })

  it('lets scorers and viewers read but not write (403, nothing changed)', async () => {
    const tournament = await createTournament(league)
    const team = await createTeam(league)
    const group = await createGroup(league, tournament.id, [])
    const base = `/api/orgs/${league.orgId}/tournaments/${tournament.id}/groups`
    for (const user of [league.scorer, league.viewer]) {
      for (const [method, path, body] of [
        ['POST', base, { name: 'X', teamIds: [team.id] }],
        ['PATCH', `${base}/${group.id}`, { name: 'X' }],
        ['DELETE', `${base}/${group.id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, user, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(403)
      }
    }
    const read = await expectCall<GroupBody>(
      league,
      'GET',
      `/tournaments/${tournament.id}/groups/${group.id}`,
      undefined,
      200,
    )
    expect(read).toMatchObject({ name: 'Zona A', version: 1, teams: [] })
  })

  it('answers 404 to another organization’s admin, through either organization’s path, and changes nothing', async () => {
    const tournament = await createTournament(league)
    const team = await createTeam(league)
    const group = await createGroup(league, tournament.id, [team.id])
    const theirTeam = await call<Json>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/teams`,
      {
        name: 'Intrusos',
      },
    )
    for (const orgId of [league.orgId, league.intruder.orgId]) {
      const base = `/api/orgs/${orgId}/tournaments/${tournament.id}/groups`
      for (const [method, path, body] of [
        ['GET', base, undefined],
        ['POST', base, { name: 'X', teamIds: [theirTeam.body.id] }],
        ['GET', `${base}/${group.id}`, undefined],
        ['PATCH', `${base}/${group.id}`, { name: 'Pwned', teamIds: [] }],
        ['DELETE', `${base}/${group.id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, league.intruder, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const read = await expectCall<GroupBody>(
      league,
      'GET',
      `/tournaments/${tournament.id}/groups/${group.id}`,
      undefined,
      200,
    )
    expect(read).toMatchObject({ name: 'Zona A', version: 1, teams: [{ id: team.id }] })
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(
        (
          await call(
            league.server,
            league.admin,
            'GET',
            `/api/orgs/${league.orgId}/tournaments/${tournament.id}/groups/${id}`,
          )
        ).status,
      ).toBe(404)
    }
  })

  it('deletes a group with its unplayed games and rounds; refuses while it has a confirmed game', async () => {
    const tournament = await createTournament(league)
    const teams = [await createTeam(league), await createTeam(league), await createTeam(league)]
    const group = await createGroup(
      league,
      tournament.id,
      teams.map((t) => t.id),
    )
    const fixtures = await expectCall<{ rounds: { games: { id: string }[] }[] }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'home' },
      201,
    )
    const [first] = fixtures.rounds.flatMap((r) => r.games)
    await playGame(league, first?.id as string, 1, 0)
    const refused = await call<Problem>(
      league.server,
      league.admin,
      'DELETE',
      `/api/orgs/${league.orgId}/tournaments/${tournament.id}/groups/${group.id}`,
    )
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('GROUP_HAS_PLAYED_GAMES')
    await expectCall(league, 'POST', `/games/${first?.id}/unconfirm`, undefined, 200)
    await expectCall(
      league,
      'DELETE',
      `/tournaments/${tournament.id}/groups/${group.id}`,
      undefined,
      204,
      league.manager,
    )
    const games = await expectCall<{ total: number }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(games.total).toBe(0)
    const deleted = await expectCall<{ total: number }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&deleted=true`,
      undefined,
      200,
    )
    expect(deleted.total).toBe(3)
    const rounds = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/rounds`,
      undefined,
      200,
    )
    expect(rounds.items).toEqual([])
    // a game by hand is not deleted with a group it is not in
    const kept = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    expect(kept.groupId).toBeNull()
  })

  it('is described in /api/openapi.json', async () => {
    const doc = (await (await league.server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(doc.paths['/api/orgs/{orgId}/tournaments/{id}/groups'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(doc.paths['/api/orgs/{orgId}/tournaments/{id}/groups/{groupId}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ])
  })
})
