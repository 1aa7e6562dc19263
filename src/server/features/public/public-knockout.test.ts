/**
 * Knockout results told right on the public site: a shoot-out beside the score ("1 – 1 (4–3 pen.)") on the game page,
 * the lists, `og:title`, the JSON and the calendar; a knockout game's cup and round instead of a bare "Final"; the
 * aggregate and who went through on a two-legged tie's second leg; each decided cup's champion and runner-up on the
 * league's home and the tournament page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicGameDetail, PublicLeague } from '#domain/public/public.schema.ts'
import { createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { createLeague, imageForm, type Json, type League, PNG, uploadTo } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { shareImageTree, textOfTree } from './share-images/draw-share-image.ts'
import { getShareView } from './share-images/share-images.service.ts'

const SLUG = 'liga-copas-test'

type Tie = { id: string; gameIds: string[]; homeTeamId: string }
type BracketBody = Json & { id: string; rounds: { ties: Tie[] }[] }

let league: League
const ids = { tournament: '', gold: '', semi0: '', semi1: '', final: '', leg1: '', leg2: '', teams: [] as string[] }

function stats(home: number, away: number, extra: Record<string, unknown> = {}) {
  return { home: { goals: [], unassignedGoals: home }, away: { goals: [], unassignedGoals: away }, ...extra }
}

async function brackets(tournamentId: string) {
  const list = await expectCall(league, 'GET', `/tournaments/${tournamentId}/brackets`, undefined, 200)
  return (list as unknown as { items: BracketBody[] }).items
}

beforeAll(async () => {
  const server = await createTestServer()
  league = await createLeague(server, 'Liga Copas')
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  const tournament = await createTournament(league)
  ids.tournament = tournament.id
  const teams = []
  for (const name of ['Halcones', 'Zorros', 'Pumas', 'Toros', 'Ciervos', 'Lobos'])
    teams.push(await createTeam(league, name))
  ids.teams = teams.map((t) => t.id)
  const gold = await expectCall<BracketBody>(
    league,
    'POST',
    `/tournaments/${tournament.id}/brackets`,
    { name: 'Copa de Oro', teamIds: ids.teams.slice(0, 4) },
    201,
  )
  ids.gold = gold.id
  ids.semi0 = gold.rounds[0]?.ties[0]?.gameIds[0] as string
  ids.semi1 = gold.rounds[0]?.ties[1]?.gameIds[0] as string
  // the semi-finals' day: their calendar entries
  await expectCall(
    league,
    'PATCH',
    `/tournaments/${tournament.id}/brackets/${gold.id}`,
    { roundDates: ['2026-03-07'] },
    200,
  )
  // Halcones 1–1 Toros, Halcones win 4–3 on penalties
  await expectCall(
    league,
    'PUT',
    `/games/${ids.semi0}/stats`,
    stats(1, 1, { confirm: true, penalties: { home: 4, away: 3 } }),
    200,
  )
  await playGame(league, ids.semi1, 2, 0)
  ids.final = (await brackets(tournament.id))[0]?.rounds[1]?.ties[0]?.gameIds[0] as string
  // the final: Halcones 0–0 Zorros, Zorros win 5–4 on penalties
  await expectCall(
    league,
    'PUT',
    `/games/${ids.final}/stats`,
    stats(0, 0, { confirm: true, penalties: { home: 4, away: 5 } }),
    200,
  )

  // a two-legged final of two teams: Ciervos – Lobos
  const silver = await expectCall<BracketBody>(
    league,
    'POST',
    `/tournaments/${tournament.id}/brackets`,
    { name: 'Copa de Plata', teamIds: ids.teams.slice(4), finalLegs: 2 },
    201,
  )
  ids.leg1 = silver.rounds[0]?.ties[0]?.gameIds[0] as string
  ids.leg2 = silver.rounds[0]?.ties[0]?.gameIds[1] as string
}, 240_000)
afterAll(() => league.server.close())

const get = (path: string) => league.server.request(path)
const text = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return res.text()
}
const gameJson = async (id: string) => (await (await get(`/api/public/${SLUG}/games/${id}`)).json()) as PublicGameDetail

describe('knockout results on the public site', () => {
  it('the JSON carries the shoot-out and the cup, round and winner of the tie', async () => {
    const semi = await gameJson(ids.semi0)
    expect(semi.penalties).toEqual({ home: 4, away: 3 })
    expect(semi.knockout).toEqual({
      bracket: { id: expect.any(String), name: 'Copa de Oro' },
      round: 'semiFinal',
      leg: 1,
      legs: 1,
      aggregate: null,
      winner: { id: ids.teams[0], name: 'Halcones' },
    })
    expect((await gameJson(ids.semi1)).penalties).toBeNull()
  })

  it('the game page shows the penalties, the cup and round, "Finalizado" and the og:title, in both languages', async () => {
    const es = await text(`/es/l/${SLUG}/games/${ids.semi0}`)
    expect(es).toContain('<span class="big">1 – 1<span class="pen">(4–3 pen.)</span></span>')
    expect(es).toContain('Copa de Oro · Semifinal')
    expect(es).toMatch(/<meta property="og:title" content="Halcones – Toros · Copa de Oro · Semifinal · Liga Copas">/)
    expect(es).toContain('Finalizado')
    expect(es).toContain('pasa Halcones')
    expect(es).not.toMatch(/<p class="meta">Final /)
    const en = await text(`/en/l/${SLUG}/games/${ids.semi0}`)
    expect(en).toContain('1 – 1<span class="pen">(4–3 pen.)</span>')
    expect(en).toContain('Copa de Oro · Semi-final')
    expect(en).toContain('Full time')
    expect(en).toContain('Halcones go through')
    const final = await text(`/es/l/${SLUG}/games/${ids.final}`)
    expect(final).toContain('0 – 0<span class="pen">(4–5 pen.)</span>')
    expect(final).toContain('Copa de Oro · Final')
    expect(final).toContain('Zorros, campeón')
  })

  it('the lists (tournament page, league home) show the penalties and the cup', async () => {
    // the semi-finals' round (the page opens at the current round: decision 0054)
    const page = await text(`/es/l/${SLUG}/tournaments/${ids.tournament}?round=${ids.gold}.0`)
    const fixtures = page.match(/<section id="fixtures"[\s\S]*?<\/section>/)?.[0] ?? ''
    expect(fixtures).toContain('1 – 1 (4–3 pen.)')
    expect(fixtures).toContain('Copa de Oro · Semifinal')
    const home = await text(`/es/l/${SLUG}`)
    expect(home).toContain('0 – 0 (4–5 pen.)')
  })

  it('the calendar tells the shoot-out and the cup', async () => {
    const ics = (await text(`/api/public/${SLUG}/tournaments/${ids.tournament}/calendar.ics`)).replace(/\r\n /g, '')
    const semi = ics.split('BEGIN:VEVENT').find((e) => e.includes(`game-${ids.semi0}@`)) ?? ''
    expect(semi).toContain('SUMMARY:Halcones – Toros 1–1 (4–3 pen.)')
    expect(semi).toMatch(/DESCRIPTION:.*Copa de Oro · Semifinal/)
  })

  it('a two-legged tie shows the aggregate and who went through on the second leg', async () => {
    await playGame(league, ids.leg1, 2, 1)
    const first = await gameJson(ids.leg1)
    expect(first.knockout).toMatchObject({ leg: 1, legs: 2, aggregate: null, winner: null })
    // the second leg, its home side the first leg's away side: 1–1, so the first leg's home side wins 3–2
    await playGame(league, ids.leg2, 1, 1)
    const second = await gameJson(ids.leg2)
    const firstHome = first.homeTeam
    expect(second.homeTeam.id).toBe(first.awayTeam.id)
    expect(second.knockout).toMatchObject({ leg: 2, legs: 2, aggregate: { home: 2, away: 3 }, winner: firstHome })
    const es = await text(`/es/l/${SLUG}/games/${ids.leg2}`)
    expect(es).toContain('Copa de Plata · Final · Vuelta')
    expect(es).toContain(`global 2–3 · ${firstHome.name}, campeón`)
    const en = await text(`/en/l/${SLUG}/games/${ids.leg2}`)
    expect(en).toContain(`agg. 2–3 · ${firstHome.name} win the cup`)
    const league_ = (await (await get(`/api/public/${SLUG}`)).json()) as PublicLeague
    const final = league_.latestResults.find((g) => g.id === ids.leg2)
    expect(final?.knockout?.aggregate).toEqual({ home: 2, away: 3 })
  })

  it('names each decided cup’s champion and runner-up on the league home and the tournament page', async () => {
    const json = (await (await get(`/api/public/${SLUG}`)).json()) as PublicLeague
    expect(json.champions).toContainEqual({
      tournament: { id: ids.tournament, name: expect.any(String) },
      cup: { id: expect.any(String), name: 'Copa de Oro' },
      champion: { id: ids.teams[1], name: 'Zorros' },
      runnerUp: { id: ids.teams[0], name: 'Halcones' },
    })
    for (const path of [`/es/l/${SLUG}`, `/es/l/${SLUG}/tournaments/${ids.tournament}`]) {
      const page = await text(path)
      expect(page).toMatch(
        /<div class="banner" role="note"><span class="cup">🏆 Campeón de Copa de Oro[^<]*<\/span><strong>Zorros<\/strong><span class="runner">Subcampeón: Halcones<\/span><\/div>/,
      )
    }
    expect(await text(`/en/l/${SLUG}`)).toContain('Copa de Oro champion')
  })

  it('every page has an icon: the app’s, then the league’s crest once it has one', async () => {
    expect(await text(`/es/l/${SLUG}`)).toContain(
      '<link rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png">',
    )
    const logo = await uploadTo(
      league.server,
      league.admin,
      `/api/orgs/${league.orgId}/logo`,
      imageForm(PNG, 'logo.png'),
    )
    expect(logo.status).toBe(200)
    for (const path of [`/es/l/${SLUG}`, `/en/l/${SLUG}/games/${ids.semi0}`]) {
      const page = await text(path)
      const icon = page.match(/<link rel="icon" href="([^"]+)">/)?.[1] ?? ''
      expect(icon).toMatch(/^\/api\/uploads\/.+/)
      expect(page).toContain(`<link rel="apple-touch-icon" href="${icon}">`)
      expect((await get(icon)).status).toBe(200)
    }
  })

  it('the share images carry the cup and round, the shoot-out, "Finalizado" and the champion', async () => {
    const shareOf = async (gameId: string, lang: 'es' | 'en') =>
      getShareView({
        db: league.server.database.db,
        organizationId: league.orgId,
        target: { kind: 'portrait-game', gameId },
        lang,
      })
    const { view } = await shareOf(ids.semi0, 'es')
    expect(view).toMatchObject({
      roundLabel: 'Copa de Oro · Semifinal',
      game: { penalties: { home: 4, away: 3 }, cup: 'Copa de Oro · Semifinal', outcome: 'pasa Halcones' },
    })
    const drawn = textOfTree(shareImageTree(view))
    expect(drawn).toEqual(expect.arrayContaining(['Finalizado', '1 – 1', '(4–3 pen.)', 'pasa Halcones']))
    expect(drawn).not.toContain('Final')
    const final = textOfTree(shareImageTree((await shareOf(ids.final, 'en')).view))
    expect(final).toEqual(expect.arrayContaining(['Full time', '0 – 0', '(4–5 pen.)', 'Zorros win the cup']))
    expect(final.join(' ')).toContain('Copa de Oro · Final')
  })
})
