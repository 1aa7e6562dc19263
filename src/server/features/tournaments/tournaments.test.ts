import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TOURNAMENT_SETTINGS } from '#domain/competition/settings.ts'
import { describeCollection } from '#test/collection-suite.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describeCollection({
  collection: 'tournaments',
  league: () => league,
  valid: (n) => ({ name: `Torneo ${n}` }),
  nameOf: (item) => item.name as string,
  rename: (name) => ({ name }),
  hasUniqueNames: true,
  invalid: {
    body: { name: '', seasonId: 'nope', settings: { teamSize: 12, genre: 'mixed', tieBreakers: ['points', 'points'] } },
    params: [
      { name: 'name', reason: 'validation.required' },
      { name: 'seasonId', reason: 'validation.invalid_format' },
      { name: 'settings.teamSize', reason: 'validation.too_big' },
      { name: 'settings.genre', reason: 'validation.invalid_option' },
      { name: 'settings.tieBreakers', reason: 'validation.tie_breakers_unique' },
    ],
  },
})

const FULL_SETTINGS = {
  genre: 'female',
  teamSize: 7,
  points: { win: 2, draw: 1, loss: -1 },
  fairPlay: { yellow: 1, blue: 3, red: 5 },
  yellowCardsForSuspension: 5,
  secondYellowCountsTowardAccumulation: true,
  qualifiers: { goldCup: 4, silverCup: 4, ascend: 2, descend: 3 },
  tieBreakers: ['headToHead', 'points', 'goalDifference', 'goalsAgainst', 'wins', 'fairPlay', 'drawOfLots'],
  matchMinutes: 60,
  walkoverScore: { winner: 2, loser: 0 },
  registration: {
    closesAt: '2026-03-01T03:00:00.000Z',
    maxPlayers: 30,
    bornFrom: '2009-01-01',
    bornTo: null,
    onePerTournament: false,
    requiresApproval: true,
    maxPlayersPerGame: 18,
  },
  officialFees: { referee: 150000, assistant: 90000 },
  reportConfirmHours: 24,
  fees: {
    registration: 500000,
    perGame: 20000,
    perGameOnWalkoverWin: true,
    yellow: 1000,
    blue: 2000,
    red: 5000,
    secondYellow: 3000,
    walkoverFine: 40000,
    blockLineupOver: 100000,
  },
}

describe('tournaments', () => {
  const path = () => `/api/orgs/${league.orgId}/tournaments`

  it('keeps names unique within a season: the same name in another season is fine, moving into a clash is 409', async () => {
    const seasons = `/api/orgs/${league.orgId}/seasons`
    const a = (await call(league.server, league.admin, 'POST', seasons, { name: 'Apertura única' })).body
    const b = (await call(league.server, league.admin, 'POST', seasons, { name: 'Clausura única' })).body
    const inA = await call(league.server, league.admin, 'POST', path(), { name: 'Primera División', seasonId: a.id })
    const inB = await call(league.server, league.admin, 'POST', path(), { name: 'primera division', seasonId: b.id })
    expect([inA.status, inB.status]).toEqual([201, 201])
    const clash = await call<Problem>(league.server, league.admin, 'PATCH', `${path()}/${inB.body.id}`, {
      version: inB.body.version,
      seasonId: a.id,
    })
    expect(clash.status).toBe(409)
    expect(clash.body).toMatchObject({ code: 'NAME_TAKEN', invalidParams: [{ name: 'name' }] })
    const again = await call<Problem>(league.server, league.admin, 'POST', path(), {
      name: 'PRIMERA  DIVISIÓN',
      seasonId: a.id,
    })
    expect(again.body.code).toBe('NAME_TAKEN')
  })

  it('gives every omitted setting its default and draws a lot seed once', async () => {
    const res = await call(league.server, league.admin, 'POST', path(), { name: 'Liga 7' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Liga 7',
      seasonId: null,
      season: null,
      settings: DEFAULT_TOURNAMENT_SETTINGS,
    })
    expect(Number.isInteger(res.body.lotSeed)).toBe(true)
    const partial = await call(league.server, league.admin, 'POST', path(), {
      name: 'Parcial',
      settings: { points: { win: 2 }, yellowCardsForSuspension: 3 },
    })
    expect(partial.body.settings).toEqual({
      ...DEFAULT_TOURNAMENT_SETTINGS,
      points: { win: 2, draw: 1, loss: 0 },
      yellowCardsForSuspension: 3,
      secondYellowCountsTowardAccumulation: false,
    })
    const edited = await call(league.server, league.admin, 'PATCH', `${path()}/${res.body.id}`, {
      version: 1,
      settings: FULL_SETTINGS,
    })
    expect(edited.body.settings).toEqual(FULL_SETTINGS)
    expect(edited.body.lotSeed).toBe(res.body.lotSeed) // fixed at creation
  })

  it('stores every setting of docs/product.md and replaces them as a whole on update', async () => {
    const created = await call(league.server, league.manager, 'POST', path(), {
      name: 'Femenino',
      settings: FULL_SETTINGS,
    })
    expect(created.body.settings).toEqual(FULL_SETTINGS)
    const read = await call(league.server, league.viewer, 'GET', `${path()}/${created.body.id}`)
    expect(read.body.settings).toEqual(FULL_SETTINGS)
    const updated = await call(league.server, league.manager, 'PATCH', `${path()}/${created.body.id}`, {
      version: 1,
      settings: { teamSize: 5, yellowCardsForSuspension: null },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.settings).toEqual({ ...DEFAULT_TOURNAMENT_SETTINGS, teamSize: 5 })
    const nameOnly = await call(league.server, league.manager, 'PATCH', `${path()}/${created.body.id}`, {
      version: 2,
      name: 'Femenino A',
    })
    expect(nameOnly.body.settings).toEqual(updated.body.settings)
  })

  it('refuses settings out of bounds, naming each field', async () => {
    const res = await call<Problem>(league.server, league.admin, 'POST', path(), {
      name: 'Malo',
      settings: {
        points: { win: 11, draw: 1.5 },
        fairPlay: { red: -1 },
        yellowCardsForSuspension: 0,
        qualifiers: { goldCup: 65 },
        tieBreakers: [],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.invalidParams).toEqual(
      expect.arrayContaining([
        { name: 'settings.points.win', reason: 'validation.too_big' },
        { name: 'settings.points.draw', reason: 'validation.integer' },
        { name: 'settings.fairPlay.red', reason: 'validation.too_small' },
        { name: 'settings.yellowCardsForSuspension', reason: 'validation.too_small' },
        { name: 'settings.qualifiers.goldCup', reason: 'validation.too_big' },
        { name: 'settings.tieBreakers', reason: 'validation.too_small' },
      ]),
    )
  })

  it('belongs to a season of the same organization (not deleted), shown by name, and can leave it', async () => {
    const seasons = `/api/orgs/${league.orgId}/seasons`
    const season = (await call(league.server, league.admin, 'POST', seasons, { name: '2026' })).body
    const gone = (await call(league.server, league.admin, 'POST', seasons, { name: 'Borrada' })).body
    await call(league.server, league.admin, 'DELETE', `${seasons}/${gone.id}`)
    const foreign = (
      await call(league.server, league.intruder, 'POST', `/api/orgs/${league.intruder.orgId}/seasons`, {
        name: 'Ajena',
      })
    ).body
    for (const seasonId of [gone.id, foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call<Problem>(league.server, league.admin, 'POST', path(), { name: 'X', seasonId })
      expect(res.status).toBe(400)
      expect(res.body.invalidParams).toEqual([{ name: 'seasonId', reason: 'validation.not_found' }])
    }
    const t = await call(league.server, league.admin, 'POST', path(), { name: 'Con temporada', seasonId: season.id })
    expect(t.body).toMatchObject({ seasonId: season.id, season: { id: season.id, name: '2026' } })
    await call(league.server, league.admin, 'PATCH', `${seasons}/${season.id}`, { version: 1, name: '2026/27' })
    const filtered = await call<{ items: Json[] }>(
      league.server,
      league.viewer,
      'GET',
      `${path()}?seasonId=${season.id}`,
    )
    expect(filtered.body.items.map((i) => [i.id, (i.season as { name: string }).name])).toEqual([
      [t.body.id, '2026/27'],
    ])
    const moved = await call(league.server, league.admin, 'PATCH', `${path()}/${t.body.id}`, {
      version: 1,
      seasonId: foreign.id,
    })
    expect(moved.status).toBe(400)
    const left = await call(league.server, league.admin, 'PATCH', `${path()}/${t.body.id}`, {
      version: 1,
      seasonId: null,
    })
    expect(left.body).toMatchObject({ seasonId: null, season: null, version: 2 })
  })
})
