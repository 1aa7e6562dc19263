/**
 * The public league site over HTTP: pages, JSON, feeds, sitemap and change stream without a session; published data
 * only; 404 for drafts, deleted rows, other leagues' ids and a league whose pages are off; ETag / 304; and the
 * privacy scan: a league with private data in every field, every public response searched for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, expectCall } from '#test/competition.ts'
import type { League } from '#test/league.ts'
import { type PublicLeagueIds, publicPaths, SECRETS, SLUG, seedPublicLeague } from '#test/public-league.ts'

let league: League
let other: League
let ids: PublicLeagueIds
const startedAt = Date.now()
beforeAll(async () => {
  ;({ league, other, ids } = await seedPublicLeague())
}, 240_000)
afterAll(() => league.server.close())

const get = (path: string, headers: Record<string, string> = {}) => league.server.request(path, { headers })

describe('privacy scan', () => {
  it('never shows private data, drafts, deleted rows or another league’s ids in any public response', async () => {
    const { userId: _ignored, ...admin } = league.admin
    const forbidden = [
      ...Object.values(SECRETS),
      '15/07/1991',
      admin.email,
      league.manager.email,
      league.viewer.email,
      league.admin.userId,
      league.orgId,
      ids.draft,
      ids.deletedGame,
      ids.draftTournament,
      ids.deletedTeam,
      ids.outsider,
      ids.otherTournament,
      ids.otherGame,
      ids.otherTeam,
      other.orgId,
      // a minor's photo is never public (decision 0045), its full picture nor its thumbnail
      ...ids.minorPhoto,
      ...ids.minorPhoto.map((url) => url.split('/').pop() as string),
    ]
    // and every round's own page and games (decision 0054), as the tournament's index of rounds names them
    const api = `/api/public/${SLUG}/tournaments/${ids.tournament}`
    const { roundIndex } = (await (await get(api)).json()) as { roundIndex: { key: string }[] }
    expect(roundIndex.length).toBeGreaterThan(0)
    const roundPaths = roundIndex.flatMap(({ key }) => [
      `/es/l/${SLUG}/tournaments/${ids.tournament}?round=${key}`,
      `${api}/games?round=${key}`,
    ])
    for (const path of [...publicPaths(ids), ...roundPaths]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const body = await res.text()
      for (const secret of forbidden) expect(body.includes(secret), `${path} shows ${secret}`).toBe(false)
      expect(body.includes('SUSPENDED'), path).toBe(false)
    }
    // the scan went through the line-up and the goal minutes: they are published (names only)
    const game = (await (await get(`/api/public/${SLUG}/games/${ids.played}`)).json()) as {
      home: { lineup: { playerId: string; name: string }[]; scorers: { minutes: number[] }[] }
    }
    expect(game.home.lineup).toHaveLength(2)
    expect(game.home.scorers[0]?.minutes).toEqual([12, 40])
    // the minor is named, by initials (decision 0045)
    expect(game.home.lineup.find((p) => p.playerId === ids.minor)?.name).toMatch(/ M\.$/)
  })

  it('answers 404 to drafts, deleted rows and another league’s ids under this slug', async () => {
    const api = `/api/public/${SLUG}`
    const missing = [
      `${api}/games/${ids.draft}`,
      `${api}/games/${ids.deletedGame}`,
      `${api}/games/${ids.otherGame}`,
      `${api}/games/not-a-uuid`,
      `${api}/tournaments/${ids.draftTournament}`,
      `${api}/tournaments/${ids.otherTournament}`,
      `${api}/tournaments/${ids.draftTournament}/calendar.ics`,
      `${api}/teams/${ids.deletedTeam}`,
      `${api}/teams/${ids.outsider}`,
      `${api}/teams/${ids.otherTeam}`,
      `${api}/teams/${ids.otherTeam}/calendar.ics`,
      `/es/l/${SLUG}/games/${ids.draft}`,
      `/en/l/${SLUG}/tournaments/${ids.otherTournament}`,
      `/es/l/${SLUG}/teams/${ids.deletedTeam}`,
      `/es/l/${SLUG}/nothing/here`,
      '/api/public/no-such-league',
      '/es/l/no-such-league',
    ]
    for (const path of missing) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      const body = await res.text()
      expect(body.includes('Liga Pública'), path).toBe(false)
    }
  })
})

describe('public pages', () => {
  it('serve the standings, rounds and names in the HTML, with meta tags, hreflang and no inline script', async () => {
    const res = await get(`/es/l/${SLUG}/tournaments/${ids.tournament}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const body = await res.text()
    // the seeded league is in Argentina: its pages read Argentine Spanish (decisions 0042, 0055)
    expect(body).toContain('<html lang="es-AR">')
    expect(body).toContain('<meta property="og:locale" content="es_AR">')
    expect(body).toContain('Posiciones')
    expect(body).toContain(
      `<link rel="canonical" href="http://localhost:3000/es/l/${SLUG}/tournaments/${ids.tournament}">`,
    )
    expect(body).toContain(`hreflang="en" href="http://localhost:3000/en/l/${SLUG}/tournaments/${ids.tournament}"`)
    expect(body).toContain(
      `<meta property="og:image" content="http://localhost:3000/api/public/${SLUG}/og/tournaments/${ids.tournament}.png">`,
    )
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(body).toContain('webcal://localhost:3000/api/public/')
    expect(body).toContain('https://calendar.google.com/calendar/render?cid=webcal')
    for (const tag of body.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/ src="\/api\/public\/assets\/live-[0-9a-f]{12}\.js"|type="application\/ld\+json"/)
    }
    // the script it names is served, cached for good
    const script = body.match(/src="(\/api\/public\/assets\/live-[0-9a-f]{12}\.js)"/)?.[1] as string
    const js = await get(script)
    expect(js.status).toBe(200)
    expect(js.headers.get('cache-control')).toContain('immutable')
  })

  it('shows fixtures by round with a share link per round, and only the published games of a round', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 4 })
    const fixtures = await expectCall<{ rounds: { id: string; number: number; games: { id: string }[] }[] }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'home', startDate: '2030-04-04' },
      201,
    )
    const round1 = fixtures.rounds.find((r) => r.number === 1) as { id: string; games: { id: string }[] }
    const [shown, hiddenDraft] = round1.games as [{ id: string }, { id: string }]
    await expectCall(league, 'POST', `/games/${shown.id}/publish`, {}, 200)
    const body = await (await get(`/en/l/${SLUG}/tournaments/${tournament.id}`)).text()
    expect(body).toContain('Round 1')
    expect(body).toContain(`/api/public/${SLUG}/share/rounds/${round1.id}.png`)
    expect(body).toContain(`/en/l/${SLUG}/games/${shown.id}`)
    expect(body).not.toContain(hiddenDraft.id)
    const others = fixtures.rounds.filter((r) => r.id !== round1.id)
    for (const r of others) expect(body).not.toContain(r.id)
  })

  it('shows a game with its score, scorers, venue, map link, share link and SportsEvent JSON-LD', async () => {
    const body = await (await get(`/en/l/${SLUG}/games/${ids.played}`)).text()
    expect(body).toContain('3 – 0')
    expect(body).toContain('Complejo Norte')
    expect(body).toContain('https://www.google.com/maps/search/?api=1&amp;query=')
    expect(body).toContain(`/api/public/${SLUG}/share/games/${ids.played}.png`)
    const ld = JSON.parse(body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}')
    expect(ld).toMatchObject({ '@type': 'SportsEvent', startDate: '2026-03-01T21:30:00.000Z' })
  })

  it('keeps a hidden time hidden: the day only, in the page, the JSON and the calendar (all-day)', async () => {
    const json = await (await get(`/api/public/${SLUG}/games/${ids.hidden}`)).json()
    expect(json).toMatchObject({ playAt: null, date: '2030-03-15', isTimeHidden: true })
    const page = await (await get(`/es/l/${SLUG}/games/${ids.hidden}`)).text()
    expect(page).toContain('Horario a confirmar')
    expect(page).not.toContain('23:30')
    const ics = await (await get(`/api/public/${SLUG}/tournaments/${ids.tournament}/calendar.ics`)).text()
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes(`game-${ids.hidden}@`)) ?? ''
    expect(event).toContain('DTSTART;VALUE=DATE:20300315')
  })
})

describe('public JSON and feeds', () => {
  it('answers CORS-open JSON with an ETag, and 304 to If-None-Match', async () => {
    const path = `/api/public/${SLUG}/tournaments/${ids.tournament}/standings`
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    const etag = res.headers.get('etag') as string
    expect(etag).toMatch(/^W\/".+"$/)
    const body = (await res.json()) as { groups: { rows: { team: { id: string }; points: number }[] }[] }
    expect(body.groups[0]?.rows[0]).toMatchObject({ team: { id: ids.teamA }, points: 3 })
    const again = await get(path, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // a change to what it shows gives a new ETag
    await expectCall(league, 'PATCH', `/teams/${ids.teamB}`, { version: 1, name: 'Renombrado FC' }, 200).catch(
      async () => {
        const t = await expectCall(league, 'GET', `/teams/${ids.teamB}`, undefined, 200)
        await expectCall(league, 'PATCH', `/teams/${ids.teamB}`, { version: t.version, name: 'Renombrado FC' }, 200)
      },
    )
    const changed = await get(path, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    // the body kept in memory under the old ETag is not served again
    expect(await changed.text()).toContain('Renombrado FC')
    const unconditional = await get(path)
    expect(await unconditional.text()).toContain('Renombrado FC')
  })

  it('filters games by team and refuses a malformed filter with a translated 400', async () => {
    const list = (await (
      await get(`/api/public/${SLUG}/tournaments/${ids.tournament}/games?team=${ids.teamA}`)
    ).json()) as {
      items: { homeTeam: { id: string }; awayTeam: { id: string } }[]
    }
    expect(list.items.length).toBe(2)
    for (const g of list.items) expect([g.homeTeam.id, g.awayTeam.id]).toContain(ids.teamA)
    const bad = await get(`/api/public/${SLUG}/tournaments/${ids.tournament}/games?round=nope`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', invalidParams: [{ name: 'round' }] })
  })

  it('serves an iCalendar feed: stable UID, SEQUENCE, score, location, URL, and CANCELLED for a suspended game', async () => {
    const res = await get(`/api/public/${SLUG}/tournaments/${ids.tournament}/calendar.ics`)
    expect(res.headers.get('content-type')).toContain('text/calendar')
    const ics = await res.text()
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(4)
    const played = ics.split('BEGIN:VEVENT').find((e) => e.includes(`game-${ids.played}@`)) ?? ''
    expect(played).toMatch(/SUMMARY:.+ – .+ 3–0/)
    // the league's wall clock (Buenos Aires, UTC−3) with its zone, which the feed defines
    expect(played).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20260301T183000')
    // the tournament's game length (matchMinutes 80), not a fixed 90 minutes
    expect(played).toContain('DTEND;TZID=America/Argentina/Buenos_Aires:20260301T195000')
    // DTSTAMP is when the feed was made (during this test file), never 1970
    const stamp = played.match(/DTSTAMP:(\d{8}T\d{6})Z/)?.[1] ?? ''
    const stampTime = Date.parse(stamp.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6Z'))
    expect(stampTime).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000)
    expect(stampTime).toBeLessThanOrEqual(Date.now())
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Argentina/Buenos_Aires\r\nBEGIN:STANDARD')
    expect(ics).toContain('TZOFFSETTO:-0300')
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'))
    expect(played).toMatch(/LOCATION:Complejo Norte – Cancha 1\\, Av. Siempre Viva 742/)
    expect(played).toMatch(/SEQUENCE:\d+/)
    expect(played.replace(/\r\n /g, '')).toContain(
      `URL;VALUE=URI:http://localhost:3000/es/l/${SLUG}/games/${ids.played}`,
    )
    const suspended = ics.split('BEGIN:VEVENT').find((e) => e.includes(`game-${ids.suspendedGame}@`)) ?? ''
    expect(suspended).toContain('STATUS:CANCELLED')
  })

  it('lists the league in robots.txt and its pages in the sitemap, both languages', async () => {
    expect(await (await get('/robots.txt')).text()).toContain(
      `Sitemap: http://localhost:3000/api/public/${SLUG}/sitemap.xml`,
    )
    const sitemap = await (await get(`/api/public/${SLUG}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>http://localhost:3000/en/l/${SLUG}/tournaments/${ids.tournament}</loc>`)
    expect(sitemap).toContain(`<loc>http://localhost:3000/es/l/${SLUG}/games/${ids.played}</loc>`)
  })

  it('is in the OpenAPI document under the tag public', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { tags?: string[] } }>
    }
    expect(doc.paths['/api/public/{slug}/tournaments/{id}/standings']?.get?.tags).toEqual(['public'])
  })

  it('streams a content-free change to open pages when a result is saved', async () => {
    const controller = new AbortController()
    const res = await league.server.request(`/api/public/${SLUG}/events`, { signal: controller.signal })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let seen = ''
    const read = async (until: string) => {
      while (!seen.includes(until)) {
        const { value, done } = await reader.read()
        if (done) break
        seen += decoder.decode(value)
      }
    }
    await read('event: ready')
    // a result saved, not confirmed (the game is in the future: it cannot be confirmed yet)
    await expectCall(
      league,
      'PUT',
      `/games/${ids.scheduled}/stats`,
      { home: { goals: [], unassignedGoals: 1 }, away: { goals: [], unassignedGoals: 0 } },
      200,
    )
    await read('event: change')
    expect(seen).toContain('event: change')
    expect(seen).not.toContain(ids.scheduled)
    await reader.cancel()
    controller.abort()
  })

  it('turns every page, JSON and feed off when the slug is set to null', async () => {
    await expectCall(league, 'PATCH', '', { publicSlug: null }, 200)
    for (const path of publicPaths(ids).filter((p) => p !== '/robots.txt')) {
      expect((await get(path)).status, path).toBe(404)
    }
    expect(await (await get('/robots.txt')).text()).not.toContain(SLUG)
    await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  })
})
