import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { game as gameTable } from '#server/db/schema.ts'
import { createCompetition, createGame, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { standingsOf } from '#test/standings.ts'
import { noteGameChanged, standingsCache, standingsStampSql } from './standings.service.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describe('tables: other organizations and the API document', () => {
  it('answers 404 to another organization’s admin on every table, and changes nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const adjustment = await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/point-adjustments`,
      { teamId: teams[0]?.id, points: -1, reason: 'x' },
      201,
    )
    for (const orgId of [league.orgId, league.intruder.orgId]) {
      const base = `/api/orgs/${orgId}/tournaments/${tournament.id}`
      for (const [method, path, body] of [
        ['GET', `${base}/standings`, undefined],
        ['GET', `${base}/scorers`, undefined],
        ['GET', `${base}/discipline`, undefined],
        ['GET', `${base}/point-adjustments`, undefined],
        ['POST', `${base}/point-adjustments`, { teamId: teams[0]?.id, points: -9, reason: 'x' }],
        ['DELETE', `${base}/point-adjustments/${adjustment.id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, league.intruder, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const list = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/point-adjustments`,
      undefined,
      200,
    )
    expect(list.items.map((i) => i.id)).toEqual([adjustment.id])
    expect(
      (await call(league.server, league.admin, 'GET', `/api/orgs/${league.orgId}/tournaments/nope/standings`)).status,
    ).toBe(404)
  })

  it('describes the tables in /api/openapi.json', async () => {
    const doc = (await (await league.server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const methods = (path: string) => Object.keys(doc.paths[`/api/orgs/{orgId}/tournaments/{id}${path}`] ?? {}).sort()
    expect(methods('/standings')).toEqual(['get'])
    expect(methods('/scorers')).toEqual(['get'])
    expect(methods('/discipline')).toEqual(['get'])
    expect(methods('/point-adjustments')).toEqual(['get', 'post'])
    expect(methods('/point-adjustments/{adjustmentId}')).toEqual(['delete'])
  })
})

describe('a game written on this instance updates its cached standings', () => {
  const fromScratch = async (tournamentId: string) => {
    standingsCache.clear()
    return standingsOf(league, tournamentId)
  }

  it('without reading the games again, equal to standings computed from scratch after every kind of game write', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 4,
      playersPerTeam: 1,
      settings: { fairPlay: { yellow: 1, blue: 2, red: 5 } },
    })
    const [a, b, c, d] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const game = async (home: typeof a, away: typeof a) =>
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })).id
    const ab = await game(a, b)
    const cd = await game(c, d)
    const ba = await game(b, a)
    const ac = await game(a, c)
    await playGame(league, ab, 1, 0)
    await playGame(league, ba, 1, 0)
    await expectCall(
      league,
      'POST',
      `/games/${ab}/cards`,
      { playerId: a.players[0]?.id, teamId: a.id, type: 'red' },
      201,
    )
    const stats = (id: string, home: number, away: number, extra: Record<string, unknown> = {}) =>
      expectCall(
        league,
        'PUT',
        `/games/${id}/stats`,
        { home: { unassignedGoals: home }, away: { unassignedGoals: away }, ...extra },
        200,
        league.scorer,
      )
    const steps: [string, () => Promise<unknown>][] = [
      ['a correction of a confirmed game with a card', () => stats(ab, 0, 2)],
      ['a correction of a game with the same score as another', () => stats(ba, 0, 1)],
      ['a first confirmation', () => stats(cd, 3, 3, { confirm: true })],
      ['a result entered, not confirmed', () => stats(ac, 5, 0)],
      ['the same game confirmed', () => stats(ac, 5, 1, { confirm: true })],
      ['the same result again', () => stats(ac, 5, 1)],
      [
        'a yellow card',
        () =>
          expectCall(
            league,
            'POST',
            `/games/${ac}/cards`,
            { playerId: c.players[0]?.id, teamId: c.id, type: 'yellow' },
            201,
          ),
      ],
      [
        'a red card removed',
        async () => {
          const sheet = await expectCall<{ home: { cards: { id: string; type: string }[] } }>(
            league,
            'GET',
            `/games/${ab}`,
            undefined,
            200,
          )
          const red = sheet.home.cards.find((card) => card.type === 'red')
          await expectCall(league, 'DELETE', `/games/${ab}/cards/${red?.id}`, undefined, 204)
        },
      ],
      ['a game unconfirmed', () => expectCall(league, 'POST', `/games/${ba}/unconfirm`, {}, 200)],
      ['a game confirmed again', () => expectCall(league, 'POST', `/games/${ba}/confirm`, {}, 200)],
      [
        'a game that becomes a cup game',
        async () => {
          const current = await expectCall<{ version: number }>(league, 'GET', `/games/${cd}`, undefined, 200)
          await expectCall(league, 'PATCH', `/games/${cd}`, { version: current.version, kind: 'cup' }, 200)
        },
      ],
    ]
    await standingsOf(league, tournament.id)
    for (const [what, step] of steps) {
      await step()
      const reads = standingsCache.fullReads()
      const updated = await standingsOf(league, tournament.id)
      expect(standingsCache.fullReads(), what).toBe(reads)
      expect(updated, what).toEqual(await fromScratch(tournament.id))
    }
    const rows = (await standingsOf(league, tournament.id)).groups[0]?.rows ?? []
    expect(rows.map((r) => [r.teamId, r.played, r.points, r.fairPlayPoints])).toEqual([
      [a.id, 3, 6, 0],
      [b.id, 2, 3, 0],
      [d.id, 0, 0, 0],
      [c.id, 1, 0, 1],
    ])
  })

  it('notes writers at once in one tournament, on other games, and never a write twice or one it read whole', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 6 })
    const [a, b, c, d, e, f] = teams as [(typeof teams)[0], ...(typeof teams)[0][]]
    const game = async (home: typeof a | undefined, away: typeof a | undefined) =>
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: home?.id, awayTeamId: away?.id })).id
    const [ab, cd, ef] = [await game(a, b), await game(c, d), await game(e, f)]
    for (const id of [ab, cd, ef]) await playGame(league, id, 1, 0)
    const db = league.server.database.db
    const organizationId = league.orgId
    const tournamentId = tournament.id
    const stampNow = async () =>
      (await db.select({ stamp: standingsStampSql(organizationId, tournamentId) }).from(sql`(select 1) as one`))[0]
        ?.stamp as string
    // a result written as a writer's statement does, without the note its request sends after the commit
    const write = async (id: string, homeGoals: number, awayGoals: number) => {
      const [before] = await db.select().from(gameTable).where(eq(gameTable.id, id))
      const [after] = await db
        .update(gameTable)
        .set({ homeGoals, awayGoals, version: sql`${gameTable.version} + 1` })
        .where(eq(gameTable.id, id))
        .returning()
      if (!before || !after) throw new Error('no game')
      return { organizationId, tournamentId, before, after }
    }
    const readsOf = async () => {
      const reads = standingsCache.fullReads()
      const kept = await standingsOf(league, tournamentId)
      const made = standingsCache.fullReads() - reads
      expect(kept).toEqual(await fromScratch(tournamentId))
      return made
    }

    // two writers whose snapshots each missed the other's result: noted in either order, no read of the games
    await standingsOf(league, tournamentId)
    let stampBefore = await stampNow()
    const first = await write(ab, 0, 3)
    const second = await write(cd, 2, 2)
    noteGameChanged({ ...second, stampBefore })
    noteGameChanged({ ...first, stampBefore })
    expect(await readsOf()).toBe(0)

    // a write on a game that a write its snapshot missed wrote too: not noted, the next read reads everything
    stampBefore = await stampNow()
    const once = await write(ab, 4, 0)
    noteGameChanged({ ...once, stampBefore })
    const again = await write(ab, 5, 0)
    noteGameChanged({ ...again, stampBefore })
    expect(await readsOf()).toBe(1)

    // a write the entry already read whole, noted late (its score unchanged): not counted again, so a change the
    // instance never heard of still shows
    stampBefore = await stampNow()
    const late = await write(ef, 1, 0)
    await fromScratch(tournamentId)
    noteGameChanged({ ...late, stampBefore })
    await write(cd, 0, 6)
    expect(await readsOf()).toBe(1)
  })

  it('reads everything again when something else changed behind its back, or when a team joins a table without groups', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3 })
    const [a, b, c] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const ab = (await createGame(league, { tournamentId: tournament.id, homeTeamId: a.id, awayTeamId: b.id })).id
    const bc = (await createGame(league, { tournamentId: tournament.id, homeTeamId: b.id, awayTeamId: c.id })).id
    await playGame(league, ab, 2, 0)
    await playGame(league, bc, 2, 0)
    await standingsOf(league, tournament.id)
    // another instance corrects a game: the row changes and its version moves, this instance's cache knows nothing
    await league.server.database.db
      .update(gameTable)
      .set({ homeGoals: 0, awayGoals: 3, version: sql`${gameTable.version} + 1` })
      .where(eq(gameTable.id, bc))
    await playGame(league, ab, 4, 0)
    const reads = standingsCache.fullReads()
    const rows = (await standingsOf(league, tournament.id)).groups[0]?.rows ?? []
    expect(standingsCache.fullReads()).toBe(reads + 1)
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      [a.id, 3],
      [c.id, 3],
      [b.id, 0],
    ])

    const open = await createTournament(league)
    const first = (await createGame(league, { tournamentId: open.id, homeTeamId: a.id, awayTeamId: b.id })).id
    const second = (await createGame(league, { tournamentId: open.id, homeTeamId: a.id, awayTeamId: c.id })).id
    await playGame(league, first, 1, 0)
    expect((await standingsOf(league, open.id)).groups[0]?.rows.map((r) => r.teamId)).toEqual([a.id, b.id])
    await playGame(league, second, 1, 0)
    const three = await standingsOf(league, open.id)
    expect(three.groups[0]?.rows.map((r) => r.teamId).sort()).toEqual([a.id, b.id, c.id].sort())
    expect(three).toEqual(await fromScratch(open.id))
    await playGame(league, first, 0, 0)
    expect(await standingsOf(league, open.id)).toEqual(await fromScratch(open.id))
  })
})
