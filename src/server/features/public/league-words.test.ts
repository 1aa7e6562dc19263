import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, expectCall } from '#test/competition.ts'
import { createLeague, type Json, type League } from '#test/league.ts'
import { createTestServer, type TestServer } from '#test/server.ts'
import { shareImageTree, textOfTree } from './share-images/draw-share-image.ts'
import { getShareView } from './share-images/share-images.service.ts'

/**
 * The words an Argentine league's share images, calendar feeds and exports read are es-AR's, as its public pages'
 * (decision 0055): "Fecha 1", "Fixture" and "Zona" where a league in Spain reads "Jornada 1", "Calendario" and "Grupo".
 */
describe('a league’s football words outside its pages', () => {
  let server: TestServer
  const leagues: Record<'AR' | 'ES', { league: League; tournamentId: string; roundId: string; gameId: string }> =
    {} as never

  async function leagueIn(country: 'AR' | 'ES', slug: string) {
    const league = await createLeague(server, `Liga ${slug}`, country)
    const { tournament, group } = await createCompetition(league, { teamCount: 4 })
    const fixtures = await expectCall<Json & { rounds: { id: string; games: { id: string }[] }[] }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'home', startDate: '2026-03-07' },
      201,
    )
    const roundId = fixtures.rounds[0]?.id as string
    const gameId = fixtures.rounds[0]?.games[0]?.id as string
    // a game of each of the first two rounds, so the tournament page links its rounds
    for (const round of fixtures.rounds.slice(0, 2)) {
      const id = round.games[0]?.id as string
      const sheet = await expectCall(league, 'GET', `/games/${id}`, undefined, 200)
      await expectCall(league, 'POST', `/games/${id}/publish`, { version: sheet.version }, 200)
    }
    await expectCall(league, 'PATCH', '', { publicSlug: slug }, 200)
    return { league, tournamentId: tournament.id, roundId, gameId }
  }

  beforeAll(async () => {
    server = await createTestServer()
    leagues.AR = await leagueIn('AR', 'liga-rioplatense')
    leagues.ES = await leagueIn('ES', 'liga-castellana')
  }, 180_000)
  afterAll(() => server.close())

  async function roundImageText(country: 'AR' | 'ES', lang?: 'es' | 'en') {
    const { league, roundId } = leagues[country]
    const { view } = await getShareView({
      db: server.database.db,
      organizationId: league.orgId,
      target: { kind: 'portrait-round', roundId },
      ...(lang ? { lang } : {}),
    })
    return { lang: view.lang, text: textOfTree(shareImageTree(view)).join('\n') }
  }

  it('draws an Argentine league’s round as "Fecha 1", a Spanish league’s as "Jornada 1"', async () => {
    const argentine = await roundImageText('AR')
    expect(argentine.lang).toBe('es-AR')
    expect(argentine.text).toContain('Partidos · Fecha 1')
    const spanish = await roundImageText('ES')
    expect(spanish.lang).toBe('es')
    expect(spanish.text).toContain('Partidos · Jornada 1')
    expect(spanish.text).not.toMatch(/Fecha 1/)
    expect((await roundImageText('AR', 'en')).text).toContain('Round 1')
  })

  it('writes the round in the calendar feed in the league’s words', async () => {
    const feed = async (country: 'AR' | 'ES', slug: string) => {
      const res = await server.request(`/api/public/${slug}/tournaments/${leagues[country].tournamentId}/calendar.ics`)
      expect(res.status).toBe(200)
      return (await res.text()).replace(/\r\n /g, '')
    }
    const argentine = await feed('AR', 'liga-rioplatense')
    expect(argentine).toMatch(/^DESCRIPTION:[^\r\n]* · Fecha 1\r?$/m)
    const spanish = await feed('ES', 'liga-castellana')
    expect(spanish).toMatch(/^DESCRIPTION:[^\r\n]* · Jornada 1\r?$/m)
    expect(spanish).not.toContain('Fecha 1')
  })

  it('names rounds on the game page and in the tournament page’s links in the league’s words', async () => {
    const page = async (slug: string, path: string) => {
      const res = await server.request(`/es/l/${slug}/${path}`)
      expect(res.status).toBe(200)
      return res.text()
    }
    const pages = async (country: 'AR' | 'ES', slug: string) =>
      (await page(slug, `games/${leagues[country].gameId}`)) +
      (await page(slug, `tournaments/${leagues[country].tournamentId}`))
    const argentine = await pages('AR', 'liga-rioplatense')
    expect(argentine).toMatch(/<nav class="links rounds" aria-label="Fechas">.*Fecha 2/s)
    expect(argentine).toContain('Fixture')
    const spanish = await pages('ES', 'liga-castellana')
    expect(spanish).toMatch(/<nav class="links rounds" aria-label="Jornadas">.*Jornada 2/s)
    expect(spanish).toContain('Calendario')
    expect(spanish).not.toMatch(/Fecha \d|Fixture/)
  })

  it('heads the tournament’s exports in the league’s words', async () => {
    const header = async (country: 'AR' | 'ES', sheet: string) => {
      const { league, tournamentId } = leagues[country]
      const res = await server.request(`/api/orgs/${league.orgId}/tournaments/${tournamentId}/${sheet}.csv`, {
        cookie: league.admin.cookie,
      })
      expect(res.status).toBe(200)
      return (await res.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        ?.split(';')
    }
    expect((await header('AR', 'games'))?.[0]).toBe('Fecha')
    expect((await header('AR', 'standings'))?.[0]).toBe('Zona')
    expect((await header('ES', 'games'))?.[0]).toBe('Jornada')
    expect((await header('ES', 'standings'))?.[0]).toBe('Grupo')
  })
})
