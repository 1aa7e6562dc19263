/**
 * The public tournament's brackets (issues 11 + 13): the JSON and the page show a bracket's ties, confirmed scores,
 * penalties, winners and champion, in both languages; a draft game's score, id and link never show (published but
 * unconfirmed: the link, no score); another league's bracket is not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicTournament } from '#domain/public/public.schema.ts'
import { createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { createLeague, type Json, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

const SLUG = 'liga-llaves-test'

type Tie = { id: string; gameIds: string[] }
type BracketBody = Json & { rounds: { ties: Tie[] }[] }

let league: League
let other: League
const ids = { tournament: '', semi0: '', semi1: '', teams: [] as string[], otherTournament: '', otherGame: '' }

function stats(home: number, away: number, extra: Record<string, unknown> = {}) {
  return { home: { goals: [], unassignedGoals: home }, away: { goals: [], unassignedGoals: away }, ...extra }
}

async function newBracket(on: League, names: string[]) {
  const tournament = await createTournament(on)
  const teams = []
  for (const name of names) teams.push(await createTeam(on, name))
  const bracket = await expectCall<BracketBody>(
    on,
    'POST',
    `/tournaments/${tournament.id}/brackets`,
    { name: 'Copa de Oro', teamIds: teams.map((t) => t.id) },
    201,
  )
  return { tournament, teams, bracket }
}

beforeAll(async () => {
  const server = await createTestServer()
  league = await createLeague(server, 'Liga Llaves')
  other = await createLeague(server, 'Otra Liga Llaves')
  // the cup's games wait as drafts until published (decision 0049), so a draft tie is shown without its game
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG, knockoutGamesAsDrafts: true }, 200)
  await expectCall(other, 'PATCH', '', { publicSlug: 'otra-llaves-test' }, 200)

  const { tournament, teams, bracket } = await newBracket(league, ['Halcones', 'Zorros', 'Pumas', 'Toros'])
  ids.tournament = tournament.id
  ids.teams = teams.map((t) => t.id)
  // seeds 1–4 play 1–4 and 2–3
  const [semi0, semi1] = bracket.rounds[0]?.ties ?? []
  ids.semi0 = semi0?.gameIds[0] as string
  ids.semi1 = semi1?.gameIds[0] as string
  // semi-final 0: 2–2, Halcones win 4–3 on penalties (confirming publishes)
  await expectCall(
    league,
    'PUT',
    `/games/${ids.semi0}/stats`,
    stats(2, 2, { confirm: true, penalties: { home: 4, away: 3 } }),
    200,
  )
  // semi-final 1: a draft with a result entered, not confirmed and not published
  await expectCall(league, 'PUT', `/games/${ids.semi1}/stats`, stats(7, 5), 200)

  // another league's bracket, public, with a confirmed game
  const o = await newBracket(other, ['Ajenos FC', 'Foráneos FC'])
  ids.otherTournament = o.tournament.id
  ids.otherGame = o.bracket.rounds[0]?.ties[0]?.gameIds[0] as string
  await playGame(other, ids.otherGame, 1, 0)
}, 240_000)
afterAll(() => league.server.close())

const get = (path: string) => league.server.request(path)

async function tournamentJson() {
  const res = await get(`/api/public/${SLUG}/tournaments/${ids.tournament}`)
  expect(res.status).toBe(200)
  return (await res.json()) as PublicTournament
}

async function bracketHtml(lang: 'es' | 'en') {
  const res = await get(`/${lang}/l/${SLUG}/tournaments/${ids.tournament}`)
  expect(res.status).toBe(200)
  const body = await res.text()
  const section = body.match(/<section id="brackets"[\s\S]*?<\/section>/)?.[0]
  expect(section, 'the brackets section').toBeDefined()
  return { body, section: section as string }
}

describe('public brackets', () => {
  it('the JSON shows the confirmed tie with its score, penalties and winner, and the draft tie without its game', async () => {
    const x = await tournamentJson()
    expect(x.brackets).toHaveLength(1)
    const b = x.brackets[0]
    expect(b).toMatchObject({ name: 'Copa de Oro', champion: null, thirdPlaceTie: null })
    expect(b?.rounds.map((r) => r.name)).toEqual(['semiFinal', 'final'])
    const [semi0, semi1] = b?.rounds[0]?.ties ?? []
    expect(semi0).toEqual({
      id: 'r0t0',
      homeTeam: { id: ids.teams[0], name: 'Halcones' },
      awayTeam: { id: ids.teams[3], name: 'Toros' },
      isBye: false,
      legs: [{ leg: 1, gameId: ids.semi0, score: { home: 2, away: 2 } }],
      aggregate: { home: 2, away: 2 },
      penalties: { home: 4, away: 3 },
      winner: { id: ids.teams[0], name: 'Halcones' },
    })
    expect(semi1).toEqual({
      id: 'r0t1',
      homeTeam: { id: ids.teams[1], name: 'Zorros' },
      awayTeam: { id: ids.teams[2], name: 'Pumas' },
      isBye: false,
      legs: [{ leg: 1, gameId: null, score: null }],
      aggregate: null,
      penalties: null,
      winner: null,
    })
    expect(b?.rounds[1]?.ties[0]).toMatchObject({
      homeTeam: { id: ids.teams[0], name: 'Halcones' },
      awayTeam: null,
      legs: [{ leg: 1, gameId: null, score: null }],
      winner: null,
    })
    // the draft game is nowhere in the JSON
    expect(JSON.stringify(x)).not.toContain(ids.semi1)
  })

  it('the page renders the bracket in Spanish and English: round names, penalties, a game link only when published', async () => {
    const es = await bracketHtml('es')
    expect(es.section).toContain('Llaves')
    expect(es.section).toContain('<h3>Copa de Oro</h3>')
    expect(es.section).toContain('<h4>Semifinales</h4>')
    expect(es.section).toContain('<h4>Final</h4>')
    expect(es.section).toContain('(4–3 pen.)')
    expect(es.section).toContain(`<a href="/es/l/${SLUG}/games/${ids.semi0}">2–2</a>`)
    expect(es.section).toMatch(/<div class="side won"><span>Halcones<\/span><b>2<\/b><\/div>/)
    expect(es.section).toContain('Zorros')
    expect(es.section).toContain('A definir')
    const en = await bracketHtml('en')
    expect(en.section).toContain('<h2 id="brackets-title">Brackets</h2>')
    expect(en.section).toContain('<h4>Semi-finals</h4>')
    expect(en.section).toContain('To be decided')
    expect(en.section).toContain('(4–3 pen.)')
    // the draft game: no id, no link, no score anywhere on the page
    for (const page of [es, en]) {
      expect(page.body).not.toContain(ids.semi1)
      expect(page.section).not.toMatch(/<b>[57]<\/b>|7–5|5–7/)
    }
  })

  it('a published game without a confirmed result shows its link but never its score', async () => {
    await expectCall(league, 'POST', `/games/${ids.semi1}/publish`, {}, 200)
    const x = await tournamentJson()
    expect(x.brackets[0]?.rounds[0]?.ties[1]).toMatchObject({
      legs: [{ leg: 1, gameId: ids.semi1, score: null }],
      aggregate: null,
      winner: null,
    })
    const { section } = await bracketHtml('es')
    expect(section).toContain(`<a href="/es/l/${SLUG}/games/${ids.semi1}">vs</a>`)
    expect(section).not.toMatch(/<b>[57]<\/b>|7–5|5–7/)
  })

  it('once every game is confirmed: the champion, in both languages', async () => {
    await playGame(league, ids.semi1, 3, 1)
    const bracket = await expectCall<BracketBody>(
      league,
      'GET',
      `/tournaments/${ids.tournament}/brackets`,
      undefined,
      200,
    )
    const items = (bracket as unknown as { items: BracketBody[] }).items
    const finalGame = items[0]?.rounds[1]?.ties[0]?.gameIds[0] as string
    await playGame(league, finalGame, 0, 1)
    const x = await tournamentJson()
    expect(x.brackets[0]?.champion).toEqual({ id: ids.teams[1], name: 'Zorros' })
    expect(x.brackets[0]?.rounds[1]?.ties[0]).toMatchObject({
      homeTeam: { name: 'Halcones' },
      awayTeam: { name: 'Zorros' },
      aggregate: { home: 0, away: 1 },
      winner: { id: ids.teams[1] },
    })
    expect((await bracketHtml('es')).section).toContain('Campeón: Zorros')
    expect((await bracketHtml('en')).section).toContain('Champion: Zorros')
  })

  it('another league’s bracket is not there, and its tournament is a 404 under this slug', async () => {
    const json = JSON.stringify(await tournamentJson())
    const { body } = await bracketHtml('es')
    for (const text of [json, body]) {
      for (const secret of ['Ajenos FC', 'Foráneos FC', ids.otherTournament, ids.otherGame, other.orgId]) {
        expect(text).not.toContain(secret)
      }
    }
    expect((await get(`/api/public/${SLUG}/tournaments/${ids.otherTournament}`)).status).toBe(404)
    const own = await get(`/api/public/otra-llaves-test/tournaments/${ids.otherTournament}`)
    expect(((await own.json()) as PublicTournament).brackets[0]?.rounds[0]?.ties[0]?.winner?.name).toBe('Ajenos FC')
  })
})
