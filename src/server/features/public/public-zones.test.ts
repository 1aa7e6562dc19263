/** A tournament played in zones: the public fixture names each round's zone ("Fecha 1 · Zona A"), never "Fecha 1" twice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicTournament } from '#domain/public/public.schema.ts'
import { createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

const SLUG = 'liga-zonas-test'
let league: League
let tournamentId = ''

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Zonas')
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  const tournament = await createTournament(league)
  tournamentId = tournament.id
  const teams = []
  for (const name of ['Halcones', 'Zorros', 'Pumas', 'Toros']) teams.push((await createTeam(league, name)).id)
  for (const [name, ids] of [
    ['Zona A', teams.slice(0, 2)],
    ['Zona B', teams.slice(2)],
  ] as const) {
    const group = await createGroup(league, tournamentId, [...ids], name)
    await expectCall(league, 'POST', `/tournaments/${tournamentId}/fixtures`, { groupId: group.id, mode: 'home' }, 201)
  }
  const games = await expectCall<{ items: { id: string }[] }>(
    league,
    'GET',
    `/games?tournamentId=${tournamentId}`,
    undefined,
    200,
  )
  for (const g of games.items) await expectCall(league, 'POST', `/games/${g.id}/publish`, {}, 200)
}, 240_000)
afterAll(() => league.server.close())

describe('zones on the public fixture', () => {
  it('names the zone of each round in the JSON and on the page', async () => {
    const json = (await (
      await league.server.request(`/api/public/${SLUG}/tournaments/${tournamentId}`)
    ).json()) as PublicTournament
    expect(json.rounds.map((r) => [r.number, r.groupName])).toEqual([
      [1, 'Zona A'],
      [1, 'Zona B'],
    ])
    const page = await (await league.server.request(`/es/l/${SLUG}/tournaments/${tournamentId}`)).text()
    expect(page).toContain('<h3>Fecha 1 · Zona A')
    expect(page).toContain('<h3>Fecha 1 · Zona B')
    expect(page).not.toMatch(/<h3>Fecha 1( <span|<\/h3>)/)
    const en = await (await league.server.request(`/en/l/${SLUG}/tournaments/${tournamentId}`)).text()
    expect(en).toContain('<h3>Round 1 · Zona A')
  })
})
