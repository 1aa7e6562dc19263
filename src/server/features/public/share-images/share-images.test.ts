import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, type TeamWithPlayers } from '#test/competition.ts'
import { call, createLeague, type Json, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { drawSharePng, drawShareSvg, shareImageTree, textOfTree } from './draw-share-image.ts'
import { getShareView } from './share-images.service.ts'
import { formatShareDate, langOfCountry } from './share-text.ts'
import type { ShareGame, ShareImageView } from './share-views.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from the PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

const header = { leagueName: 'Liga Ñandú', logo: null }
const sampleGame: ShareGame = {
  home: 'Pingüinos FC',
  away: 'Club Atlético Río',
  score: { home: 3, away: 1 },
  when: 'sáb 7 mar · 18:30',
  isSuspended: false,
  isWalkover: false,
  venue: 'Complejo Sur · Cancha 2',
  penalties: null,
  cup: null,
  outcome: null,
}

describe('drawing', () => {
  it('formats dates in the league’s time zone and language, and hides a hidden time', () => {
    const iso = '2026-03-07T21:30:00Z'
    expect(formatShareDate(iso, { lang: 'es', timeZone: 'America/Argentina/Buenos_Aires', isTimeHidden: false })).toBe(
      'sáb 7 mar · 18:30',
    )
    expect(formatShareDate(iso, { lang: 'en', timeZone: 'Europe/Madrid', isTimeHidden: false })).toBe(
      'Sat 7 Mar · 22:30',
    )
    expect(formatShareDate(iso, { lang: 'en', timeZone: 'UTC', isTimeHidden: true })).toBe('Sat 7 Mar')
    expect([langOfCountry('AR'), langOfCountry('ES'), langOfCountry('GB'), langOfCountry(undefined)]).toEqual([
      'es',
      'es',
      'en',
      'es',
    ])
  })

  it('draws the names, score, date, venue and the labels of the language', () => {
    const es = textOfTree(
      shareImageTree({
        kind: 'portrait-round',
        lang: 'es',
        header,
        tournamentName: 'Apertura',
        roundLabel: 'Fecha 3',
        dayLabel: 'sábado 7 de marzo',
        isResults: true,
        games: [sampleGame, { ...sampleGame, home: 'Leones', score: null, isSuspended: true }],
      }),
    )
    expect(es).toEqual(
      expect.arrayContaining([
        'Liga Ñandú',
        'Apertura',
        'Resultados · Fecha 3',
        'sábado 7 de marzo',
        'Pingüinos FC',
        '3 – 1',
        'Club Atlético Río',
        'sáb 7 mar · 18:30 · Complejo Sur · Cancha 2',
        'Leones',
        'Suspendido',
      ]),
    )
    const en = textOfTree(
      shareImageTree({
        kind: 'og-tournament',
        lang: 'en',
        header,
        tournamentName: 'Apertura',
        zones: [
          { name: null, standings: [{ position: 1, team: 'Pingüinos FC', played: 4, goalDifference: 6, points: 10 }] },
        ],
      }),
    )
    expect(en).toEqual(expect.arrayContaining(['Standings', 'P', 'GD', 'PTS', '1', 'Pingüinos FC', '4', '+6', '10']))
    expect(en).toContain('Apertura')
    const fixture = textOfTree(
      shareImageTree({
        kind: 'og-game',
        lang: 'en',
        header,
        tournamentName: 'Apertura',
        roundLabel: null,
        game: { ...sampleGame, score: null, when: null },
      }),
    )
    expect(fixture).toEqual(expect.arrayContaining(['vs', 'Date to be confirmed', 'Complejo Sur · Cancha 2']))
    expect(fixture).not.toContain('Full time')
  })

  it('rasterizes each kind at its exact size, Latin accents included', async () => {
    const views: ShareImageView[] = [
      { kind: 'og-league', lang: 'es', header, tournamentName: null, standings: [] },
      { kind: 'og-game', lang: 'es', header, tournamentName: 'Apertura', roundLabel: 'Fecha 1', game: sampleGame },
      {
        kind: 'portrait-game',
        lang: 'en',
        header,
        tournamentName: 'Apertura',
        roundLabel: null,
        game: sampleGame,
        scorers: { home: ['Núñez (2)', 'Güemes'], away: ['Peña'] },
      },
    ]
    const sizes = []
    for (const view of views) sizes.push(pngSize(await drawSharePng(view)))
    expect(sizes).toEqual([
      { width: 1200, height: 630 },
      { width: 1200, height: 630 },
      { width: 1080, height: 1350 },
    ])
    // text is drawn as glyph paths: ñ, ü and á need glyphs of the font, so the SVG has as many paths as letters drawn
    const svg = await drawShareSvg(views[0] as ShareImageView)
    expect(svg.startsWith('<svg width="1200" height="630"')).toBe(true)
  })
})

describe('share image endpoints', () => {
  let league: League
  let tournamentId: string
  let teams: TeamWithPlayers[]
  let roundIds: string[]
  let roundGames: string[][]
  const api = (path: string) => `/api/orgs/${league.orgId}${path}`
  const get = (path: string, user = league.viewer, headers: Record<string, string> = {}) =>
    league.server.request(path, { cookie: user.cookie, headers })

  beforeAll(async () => {
    league = await createLeague(await createTestServer(), 'Liga Pingüino')
    const competition = await createCompetition(league, { teamCount: 4, playersPerTeam: 1 })
    tournamentId = competition.tournament.id
    teams = competition.teams
    // private data on the players that score: none of it may reach an image
    for (const [i, team] of teams.entries()) {
      const p = team.players[0]
      if (!p) throw new Error('no player')
      const current = await expectCall(league, 'GET', `/players/${p.id}`, undefined, 200)
      await expectCall(
        league,
        'PATCH',
        `/players/${p.id}`,
        {
          version: current.version,
          dni: `3099887${i}`,
          email: `secret${i}@private.example`,
          birthDate: `1990-04-0${i + 1}`,
        },
        200,
      )
    }
    const fixtures = await expectCall<Json & { rounds: { id: string; games: { id: string }[] }[] }>(
      league,
      'POST',
      `/tournaments/${tournamentId}/fixtures`,
      { groupId: competition.group.id, mode: 'home', startDate: '2026-03-07' },
      201,
    )
    roundIds = fixtures.rounds.map((r) => r.id)
    roundGames = fixtures.rounds.map((r) => r.games.map((g) => g.id))
  }, 180_000)
  afterAll(() => league.server.close())

  const roundPng = (i: number) => api(`/share/rounds/${roundIds[i]}.png`)
  const gamePng = (id: string) => api(`/share/games/${id}.png`)

  async function publish(gameId: string) {
    const sheet = await expectCall(league, 'GET', `/games/${gameId}`, undefined, 200)
    await expectCall(league, 'POST', `/games/${gameId}/publish`, { version: sheet.version }, 200)
  }

  it('answers 404 for a round or game with nothing published (drafts stay private, even to admins)', async () => {
    expect((await get(roundPng(0), league.admin)).status).toBe(404)
    expect((await get(gamePng(roundGames[0]?.[0] as string), league.admin)).status).toBe(404)
  })

  it('draws a round’s published games as a 1080×1350 PNG with an ETag, and answers 304 without drawing', async () => {
    const [first, second] = roundGames[0] as string[]
    await publish(first as string)
    const res = await get(roundPng(0))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('max-age')
    const etag = res.headers.get('etag') as string
    expect(etag).toMatch(/^"share-[\w-]+"$/)
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1080, height: 1350 })

    const again = await get(roundPng(0), league.viewer, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    // the draft game is not on it; once published, the image (and its ETag) changes
    const { view } = await getShareView({
      db: league.server.database.db,
      organizationId: league.orgId,
      target: { kind: 'portrait-round', roundId: roundIds[0] as string },
    })
    expect(view.kind === 'portrait-round' && view.games).toHaveLength(1)
    await publish(second as string)
    const changed = await get(roundPng(0), league.viewer, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })

  it('draws in the league’s language by default and in the one asked for; another is a 400', async () => {
    const es = await getShareView({
      db: league.server.database.db,
      organizationId: league.orgId,
      target: { kind: 'portrait-round', roundId: roundIds[0] as string },
    })
    expect(es.view.lang).toBe('es-AR')
    const text = textOfTree(shareImageTree(es.view))
    expect(text).toContain('Partidos · Fecha 1')
    expect(text).toContain('sábado, 7 de marzo')
    const en = await get(`${roundPng(0)}?lang=en`)
    expect(en.status).toBe(200)
    const esRes = await get(roundPng(0))
    expect(en.headers.get('etag')).not.toBe(esRes.headers.get('etag'))
    const bad = await get(`${roundPng(0)}?lang=fr`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { code: string }).code).toBe('VALIDATION_FAILED')
  })

  it('draws a published game with its score and scorers, and none of the players’ private data', async () => {
    const gameId = roundGames[0]?.[0] as string
    const sheet = await expectCall<Json & { homeTeamId: string; awayTeamId: string }>(
      league,
      'GET',
      `/games/${gameId}`,
      undefined,
      200,
    )
    const home = teams.find((t) => t.id === sheet.homeTeamId)?.players[0]
    await expectCall(
      league,
      'PUT',
      `/games/${gameId}/stats`,
      { home: { goals: [{ playerId: home?.id, goals: 2 }] }, away: { goals: [], unassignedGoals: 1 }, confirm: true },
      200,
    )
    const res = await get(gamePng(gameId))
    expect(res.status).toBe(200)
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1080, height: 1350 })
    const { view } = await getShareView({
      db: league.server.database.db,
      organizationId: league.orgId,
      target: { kind: 'portrait-game', gameId },
    })
    const text = textOfTree(shareImageTree(view))
    expect(text).toContain('2 – 1')
    expect(text).toContain(`${home?.firstname} ${home?.lastname} (2)`)
    const everything = JSON.stringify(view) + text.join('\n')
    for (const secret of ['30998870', '30998871', 'private.example', '1990-04-0', 'secret']) {
      expect(everything).not.toContain(secret)
    }
  })

  it('answers 404 for a deleted game, another organization’s ids, and ids that are not uuids', async () => {
    const extra = await createGame(league, {
      tournamentId,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
      kind: 'friendly',
    })
    await publish(extra.id)
    expect((await get(gamePng(extra.id))).status).toBe(200)
    await expectCall(league, 'DELETE', `/games/${extra.id}`, undefined, 204)
    expect((await get(gamePng(extra.id))).status).toBe(404)
    expect((await get(api('/share/games/not-a-uuid.png'))).status).toBe(404)

    // another organization's admin, on this organization and on their own with this organization's ids
    expect((await get(roundPng(0), league.intruder)).status).toBe(404)
    const own = `/api/orgs/${league.intruder.orgId}`
    expect((await get(`${own}/share/rounds/${roundIds[0]}.png`, league.intruder)).status).toBe(404)
    expect((await get(`${own}/share/games/${roundGames[0]?.[0]}.png`, league.intruder)).status).toBe(404)
  })

  it('serves every member role, and nobody signed out', async () => {
    for (const user of [league.admin, league.manager, league.scorer, league.viewer]) {
      expect((await get(roundPng(0), user)).status).toBe(200)
    }
    expect((await league.server.request(roundPng(0))).status).toBe(401)
  })

  it('serves the public images under the slug: og:image cards and portraits, cacheable by anyone; 404 when off', async () => {
    const pub = (path: string, headers: Record<string, string> = {}) =>
      league.server.request(`/api/public/liga-pinguino-share${path}`, { headers })
    expect((await pub('/og/league.png')).status).toBe(404)
    await expectCall(league, 'PATCH', '', { publicSlug: 'liga-pinguino-share' }, 200, league.admin)
    const playedGame = roundGames[0]?.[0] as string
    const draftGame = roundGames[1]?.[0] as string
    const cases: [string, number, number][] = [
      ['/og/league.png', 1200, 630],
      [`/og/tournaments/${tournamentId}.png`, 1200, 630],
      [`/og/games/${playedGame}.png`, 1200, 630],
      [`/share/rounds/${roundIds[0]}.png`, 1080, 1350],
      [`/share/games/${playedGame}.png`, 1080, 1350],
    ]
    for (const [path, width, height] of cases) {
      const res = await pub(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width, height })
      expect((await pub(path, { 'if-none-match': res.headers.get('etag') as string })).status).toBe(304)
    }
    const { view } = await getShareView({
      db: league.server.database.db,
      organizationId: league.orgId,
      target: { kind: 'og-league' },
    })
    expect(view.kind === 'og-league' && view.standings.map((s) => s.points).sort()).toEqual([0, 0, 3, 0].sort())
    // drafts, rounds with nothing published, another league's ids: 404
    expect((await pub(`/og/games/${draftGame}.png`)).status).toBe(404)
    expect((await pub(`/share/rounds/${roundIds[1]}.png`)).status).toBe(404)
    const other = await createCompetition(
      { ...league, orgId: league.intruder.orgId, admin: league.intruder },
      { teamCount: 2 },
    )
    expect((await pub(`/og/tournaments/${other.tournament.id}.png`)).status).toBe(404)
    // the QR code of the address, for any member; another organization's admin gets 404
    const qrSvg = await get(api('/public-site/qr.svg'))
    expect(qrSvg.status).toBe(200)
    expect(qrSvg.headers.get('content-type')).toContain('image/svg+xml')
    expect(await qrSvg.text()).toContain('<svg')
    const qrPng = await get(api('/public-site/qr.png?download=1'))
    expect(qrPng.headers.get('content-disposition')).toBe('attachment; filename="qr-liga-pinguino-share.png"')
    expect(pngSize(new Uint8Array(await qrPng.arrayBuffer())).width).toBeGreaterThan(500)
    expect((await get(api('/public-site/qr.svg'), league.intruder)).status).toBe(404)
    // turned off: every image answers 404 at once
    await expectCall(league, 'PATCH', '', { publicSlug: null }, 200, league.admin)
    expect((await pub('/og/league.png')).status).toBe(404)
    expect((await pub(`/share/games/${playedGame}.png`)).status).toBe(404)
    expect((await get(api('/public-site/qr.png'))).status).toBe(404)
  })

  it('shows on the league card the tournament the admin picks, else the one with the latest game', async () => {
    const target = { kind: 'og-league' } as const
    const leagueCard = async () =>
      (await getShareView({ db: league.server.database.db, organizationId: league.orgId, target })).view.tournamentName
    const later = await createCompetition(league, { teamCount: 2 })
    const fixtures = await expectCall<Json & { rounds: { games: { id: string }[] }[] }>(
      league,
      'POST',
      `/tournaments/${later.tournament.id}/fixtures`,
      { groupId: later.group.id, mode: 'home', startDate: '2026-09-05', allowOverlap: true },
      201,
    )
    await publish(fixtures.rounds[0]?.games[0]?.id as string)
    expect(await leagueCard()).toBe(later.tournament.name)
    const first = await expectCall<Json & { name: string }>(
      league,
      'GET',
      `/tournaments/${tournamentId}`,
      undefined,
      200,
    )
    const picked = await expectCall(league, 'PATCH', '', { shareTournamentId: tournamentId }, 200, league.admin)
    expect(picked.shareTournamentId).toBe(tournamentId)
    expect(await leagueCard()).toBe(first.name)
    // another league's tournament, or not a uuid: 400, nothing changed
    const intruders = { ...league, orgId: league.intruder.orgId, admin: league.intruder }
    const other = await createCompetition(intruders, { teamCount: 2 })
    for (const shareTournamentId of [other.tournament.id, 'nope'])
      await expectCall(league, 'PATCH', '', { shareTournamentId }, 400, league.admin)
    expect(await leagueCard()).toBe(first.name)
    await expectCall(league, 'PATCH', '', { shareTournamentId: null }, 200, league.admin)
    expect(await leagueCard()).toBe(later.tournament.name)
  })

  it('is in the OpenAPI document', async () => {
    const { body } = await call<{ paths: Record<string, unknown> }>(
      league.server,
      league.viewer,
      'GET',
      '/api/openapi.json',
    )
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/orgs/{orgId}/share/rounds/{roundId}.png',
        '/api/orgs/{orgId}/share/games/{id}.png',
      ]),
    )
  })
})
