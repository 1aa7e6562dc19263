/**
 * The public tournament page by round (docs/decisions/0054-games-by-round.md): the current round and the next, links to
 * the others at `?round=N`, each cached under its own ETag, and only rounds with published games.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicGameList, PublicTournament } from '#domain/public/public.schema.ts'
import { createCompetition, expectCall, playGame } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

const SLUG = 'liga-fechas-test'
let league: League
let tournamentId = ''
/** game ids by round number */
const gamesOf = new Map<number, string[]>()

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Fechas')
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  // six teams, a single round robin: five rounds of three games; rounds 1–4 published, round 5 still drafts
  const { tournament, group } = await createCompetition(league, { teamCount: 6 })
  tournamentId = tournament.id
  const fixtures = await expectCall<{ rounds: { number: number; games: { id: string }[] }[] }>(
    league,
    'POST',
    `/tournaments/${tournamentId}/fixtures`,
    { groupId: group.id, mode: 'home', startDate: '2026-01-04', intervalDays: 7 },
    201,
  )
  for (const r of fixtures.rounds)
    gamesOf.set(
      r.number,
      r.games.map((g) => g.id),
    )
  const published = [1, 2, 3, 4].flatMap((n) => gamesOf.get(n) ?? [])
  await expectCall(league, 'POST', '/games/bulk', { action: 'publish', ids: published }, 200)
  for (const id of gamesOf.get(1) ?? []) await playGame(league, id, 1, 1)
}, 240_000)
afterAll(() => league.server.close())

const get = (path: string, headers: Record<string, string> = {}) => league.server.request(path, { headers })
const json = async (query = '') =>
  (await (await get(`/api/public/${SLUG}/tournaments/${tournamentId}${query}`)).json()) as PublicTournament

describe('the public tournament page by round', () => {
  it('answers the current round and the next in the JSON, with every published round to link to', async () => {
    const x = await json()
    expect(x.roundIndex.map((r) => [r.key, r.games, r.played])).toEqual([
      ['1', 3, 3],
      ['2', 3, 0],
      ['3', 3, 0],
      ['4', 3, 0],
    ])
    expect(x).toMatchObject({ currentRound: '2', shownRounds: ['2', '3'], previousRound: '1', nextRound: '4' })
    expect(x.rounds.map((r) => r.number)).toEqual([2, 3])
    const shown = x.rounds.flatMap((r) => r.games.map((g) => g.id))
    expect(shown.sort()).toEqual([...(gamesOf.get(2) ?? []), ...(gamesOf.get(3) ?? [])].sort())
    // the draft round is nobody's business
    expect(JSON.stringify(x)).not.toContain((gamesOf.get(5) ?? [])[0])
  })

  it('answers another round with `?round=`, 404 for one without published games and 400 for a malformed one', async () => {
    const last = await json('?round=4')
    expect(last).toMatchObject({ shownRounds: ['4'], previousRound: '3', nextRound: null })
    expect(last.rounds.map((r) => r.number)).toEqual([4])
    expect((await get(`/api/public/${SLUG}/tournaments/${tournamentId}?round=5`)).status).toBe(404)
    const bad = await get(`/api/public/${SLUG}/tournaments/${tournamentId}?round=x`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { code: string }).code).toBe('VALIDATION_FAILED')
  })

  it('renders the shown rounds with crawlable links to the others, earlier and later', async () => {
    const body = await (await get(`/en/l/${SLUG}/tournaments/${tournamentId}`)).text()
    const href = (n: number) => `/en/l/${SLUG}/tournaments/${tournamentId}?round=${n}`
    expect(body).toContain(`<a rel="prev" href="${href(1)}">← Earlier rounds</a>`)
    expect(body).toContain(`<a rel="next" href="${href(4)}">Later rounds →</a>`)
    expect(body).toContain(`<a href="${href(2)}" aria-current="page">`)
    expect(body).not.toContain(`?round=5`)
    for (const id of gamesOf.get(2) ?? []) expect(body).toContain(`/games/${id}`)
    for (const id of [...(gamesOf.get(1) ?? []), ...(gamesOf.get(4) ?? [])]) expect(body).not.toContain(id)
    const es = await (await get(`/es/l/${SLUG}/tournaments/${tournamentId}`)).text()
    expect(es).toContain('Fechas anteriores')
  })

  it('gives each round’s page its own address, canonical link and ETag, answering 304 to its own', async () => {
    const first = await get(`/es/l/${SLUG}/tournaments/${tournamentId}?round=1`)
    const body = await first.text()
    expect(body).toContain(
      `<link rel="canonical" href="http://localhost:3000/es/l/${SLUG}/tournaments/${tournamentId}?round=1">`,
    )
    for (const id of gamesOf.get(1) ?? []) expect(body).toContain(`/games/${id}`)
    const etag = first.headers.get('etag') as string
    const plain = await get(`/es/l/${SLUG}/tournaments/${tournamentId}`)
    expect(plain.headers.get('etag')).not.toBe(etag)
    const again = await get(`/es/l/${SLUG}/tournaments/${tournamentId}?round=1`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect((await get(`/es/l/${SLUG}/tournaments/${tournamentId}?round=nope`)).status).toBe(404)
    expect((await get(`/es/l/${SLUG}/tournaments/${tournamentId}?round=9`)).status).toBe(404)
  })
})

describe('the public games JSON by round', () => {
  const games = async (query = '') =>
    (await (await get(`/api/public/${SLUG}/tournaments/${tournamentId}/games${query}`)).json()) as PublicGameList
  const idsOf = (...rounds: number[]) => rounds.flatMap((n) => gamesOf.get(n) ?? []).sort()

  it('answers the current round and the next without `round`, never every published game', async () => {
    const x = await games()
    expect(x).toMatchObject({ shown: ['2', '3'], current: '2', previous: '1', next: '4', nextOffset: null })
    expect(x.items.map((g) => g.id).sort()).toEqual(idsOf(2, 3))
  })

  it('answers a round by key (404 for one without published games, 400 for a malformed one) or by id', async () => {
    const first = await games('?round=1')
    expect(first).toMatchObject({ shown: ['1'], previous: null, next: '2' })
    expect(first.items.map((g) => g.id).sort()).toEqual(idsOf(1))
    expect((await get(`/api/public/${SLUG}/tournaments/${tournamentId}/games?round=5`)).status).toBe(404)
    const bad = await get(`/api/public/${SLUG}/tournaments/${tournamentId}/games?round=x`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { code: string }).code).toBe('VALIDATION_FAILED')
    const tournament = await json('?round=4')
    const roundId = tournament.rounds[0]?.id as string
    expect((await games(`?round=${roundId}`)).items.map((g) => g.id).sort()).toEqual(idsOf(4))
  })

  it('answers a team’s published games, one a round', async () => {
    const tournament = await json('?round=1')
    const teamId = tournament.rounds[0]?.games[0]?.homeTeam.id as string
    const x = await games(`?team=${teamId}`)
    expect(x.items).toHaveLength(4)
    expect(x.shown).toEqual(['1', '2', '3', '4'])
    expect(x.items.every((g) => g.homeTeam.id === teamId || g.awayTeam.id === teamId)).toBe(true)
  })

  it('is documented in the OpenAPI document with its round and offset', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>
    }
    const names = doc.paths['/api/public/{slug}/tournaments/{id}/games']?.get.parameters.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['round', 'team', 'offset']))
  })
})

describe('the sitemap', () => {
  it('lists every round page of each public tournament, in both languages', async () => {
    const sitemap = await (await get(`/api/public/${SLUG}/sitemap.xml`)).text()
    for (const lang of ['es', 'en'])
      for (const n of [1, 2, 3, 4])
        expect(sitemap).toContain(
          `<loc>http://localhost:3000/${lang}/l/${SLUG}/tournaments/${tournamentId}?round=${n}</loc>`,
        )
    expect(sitemap).not.toContain('?round=5')
  })
})
