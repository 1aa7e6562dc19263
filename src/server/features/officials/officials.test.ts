/**
 * Officials and appointments (decision 0050), through the HTTP API: the officials' list and its roles, a referee's
 * invitation linking the account, appointments (busy, unavailable, overlap allowed), answers by the right and the
 * wrong person, the calendar address and its renewal, the statement and its CSV, and the match sheet's referee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type User } from '#test/league.ts'
import { addReferee } from '#test/officials.ts'
import { pdfText } from '#test/pdf.ts'
import { createTestServer, ORIGIN, signUp } from '#test/server.ts'

let league: League
let teams: { id: string; name: string }[]
let tournamentId: string
let referee: User & { officialId: string }
let other: User & { officialId: string }

type Official = Json & { name: string; email: string | null; phone: string | null; linked: boolean }
type Officials = {
  gameId: string
  officials: { officialId: string; name: string; role: string; status: string; respondedAt: string | null }[]
}

const at = (day: string, time: string) => `${day}T${time}:00-03:00`

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga de Árbitros')
  const competition = await createCompetition(league, {
    teamCount: 6,
    settings: { matchMinutes: 60, officialFees: { referee: 150000, assistant: 90000 } },
  })
  tournamentId = competition.tournament.id
  teams = competition.teams
  referee = await addReferee(league.server, league.orgId, 'Néstor Pitana')
  other = await addReferee(league.server, league.orgId, 'Otro Árbitro')
})
afterAll(() => league.server.close())

describe('officials', () => {
  it('are created, listed, searched, changed and soft-deleted by a manager; a referee reads no one else’s contacts', async () => {
    const created = await expectCall<Official>(
      league,
      'POST',
      '/officials',
      { name: 'Héctor Baldassi', email: 'Hector@Example.com', phone: '+54 11 5555-0000', level: 'Primera' },
      201,
      league.manager,
    )
    expect(created).toMatchObject({ email: 'hector@example.com', level: 'Primera', linked: false })
    await expectCall(league, 'POST', '/officials', { name: 'Nope' }, 403, league.viewer)
    await expectCall(league, 'POST', '/officials', { name: '' }, 400)
    const found = await expectCall<{ items: Official[] }>(league, 'GET', '/officials?q=baldassi', undefined, 200)
    expect(found.items.map((o) => o.name)).toEqual(['Héctor Baldassi'])
    const asReferee = await expectCall<Official>(league, 'GET', `/officials/${created.id}`, undefined, 200, referee)
    expect(asReferee).toMatchObject({ name: 'Héctor Baldassi', email: null, phone: null })
    const list = JSON.stringify(await expectCall(league, 'GET', '/officials', undefined, 200, referee))
    expect(list).not.toContain('hector@example.com')
    expect(list).not.toContain('5555')
    const changed = await expectCall<Official>(
      league,
      'PATCH',
      `/officials/${created.id}`,
      { version: created.version, level: 'Ascenso' },
      200,
    )
    expect(changed.level).toBe('Ascenso')
    await expectCall(league, 'PATCH', `/officials/${created.id}`, { version: created.version, level: 'X' }, 409)
    await expectCall(league, 'PATCH', `/officials/${created.id}`, { version: changed.version }, 403, referee)
    await expectCall(league, 'DELETE', `/officials/${created.id}`, undefined, 204, league.manager)
    const left = await expectCall<{ items: Official[] }>(league, 'GET', '/officials?q=baldassi', undefined, 200)
    expect(left.items).toEqual([])
    const intruder = await call(league.server, league.intruder, 'GET', `/api/orgs/${league.orgId}/officials`)
    expect(intruder.status).toBe(404)
  })

  it('invites a referee linked to an official (officialId required with the role, refused with others)', async () => {
    const official = await expectCall<Official>(league, 'POST', '/officials', { name: 'Invitado' }, 201)
    const person = await signUp(league.server, { displayName: 'Invitado' })
    const invite = (json: unknown) =>
      call(league.server, league.admin, 'POST', `/api/orgs/${league.orgId}/invitations`, json)
    expect((await invite({ email: person.email, role: 'referee' })).status).toBe(400)
    expect((await invite({ email: person.email, role: 'viewer', officialId: official.id })).status).toBe(400)
    const sent = await invite({ email: person.email, role: 'referee', officialId: official.id })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ role: 'referee', officialId: official.id })
    const token = league.server.sent.at(-1)?.link?.split('/').pop() ?? ''
    const accepted = await call(league.server, person, 'POST', `/api/invitations/${token}/accept`)
    expect(accepted.status).toBe(200)
    const linked = await expectCall<Official>(league, 'GET', `/officials/${official.id}`, undefined, 200)
    expect(linked.linked).toBe(true)
    // the linked referee sets their own days, not another official's
    await expectCall(
      league,
      'PUT',
      `/officials/${official.id}/unavailability`,
      [{ from: '2030-01-01', to: '2030-01-02' }],
      200,
      person,
    )
    await expectCall(league, 'PUT', `/officials/${referee.officialId}/unavailability`, [], 403, person)
    // the league's staff mark an official's days too; a span that ends before it starts is refused
    const marked = await expectCall<Official & { unavailability: { from: string; to: string }[] }>(
      league,
      'PUT',
      `/officials/${official.id}/unavailability`,
      [{ from: '2030-02-01', to: '2030-02-03' }],
      200,
      league.manager,
    )
    expect(marked.unavailability).toEqual([{ from: '2030-02-01', to: '2030-02-03' }])
    const backwards = [{ from: '2030-02-03', to: '2030-02-01' }]
    await expectCall(league, 'PUT', `/officials/${official.id}/unavailability`, backwards, 400, league.manager)
    await expectCall(league, 'PUT', `/officials/${official.id}/unavailability`, [], 403, league.viewer)
  })
})

describe('appointments', () => {
  let gameA: string
  let gameB: string
  let gameC: string

  beforeAll(async () => {
    const [t1, t2, t3, t4, t5, t6] = teams.map((t) => t.id)
    gameA = (
      await createGame(league, { tournamentId, homeTeamId: t1, awayTeamId: t2, playAt: at('2031-03-08', '18:00') })
    ).id
    gameB = (
      await createGame(league, { tournamentId, homeTeamId: t3, awayTeamId: t4, playAt: at('2031-03-08', '18:30') })
    ).id
    gameC = (
      await createGame(league, { tournamentId, homeTeamId: t5, awayTeamId: t6, playAt: at('2031-03-15', '10:00') })
    ).id
  })

  it('appoints, refuses a busy or unavailable official unless allowed, and resets a changed appointment to pending', async () => {
    const set = (gameId: string, body: unknown, status: number, user: User = league.manager) =>
      expectCall<Officials>(league, 'PUT', `/games/${gameId}/officials`, body, status, user)
    const first = await set(gameA, { referee: referee.officialId, assistants: [other.officialId] }, 200)
    expect(first.officials.map((o) => [o.name, o.role, o.status])).toEqual([
      ['Néstor Pitana', 'referee', 'pending'],
      ['Otro Árbitro', 'assistant', 'pending'],
    ])
    // the e-mail has a link to accept and one to decline; each opens "My games" at the game, which records it
    const mail = league.server.sent.find((m) => m.to === referee.email && m.link?.includes(`/my-games?game=${gameA}`))
    expect(mail?.text).toContain(`Aceptar: ${ORIGIN}/es/my-games?game=${gameA}&answer=accept`)
    expect(mail?.text).toContain(`Rechazar: ${ORIGIN}/es/my-games?game=${gameA}&answer=decline`)
    const busy = (await set(gameB, { referee: referee.officialId, assistants: [] }, 409)) as unknown as {
      code: string
      conflict: { gameId: string }
    }
    expect(busy.code).toBe('OFFICIAL_BUSY')
    expect(busy.conflict.gameId).toBe(gameA)
    await set(gameB, { referee: referee.officialId, assistants: [], allowOverlap: true }, 200)
    await expectCall(
      league,
      'PUT',
      `/officials/${other.officialId}/unavailability`,
      [{ from: '2031-03-14', to: '2031-03-16' }],
      200,
      other,
    )
    const unavailable = (await set(gameC, { referee: other.officialId, assistants: [] }, 409)) as unknown as {
      code: string
      conflict: { day: string }
    }
    expect(unavailable).toMatchObject({ code: 'OFFICIAL_UNAVAILABLE', conflict: { day: '2031-03-15' } })
    await set(gameA, { referee: referee.officialId, assistants: [] }, 403, league.viewer)
    await set(gameA, { referee: referee.officialId, assistants: [] }, 403, referee)
    await set(gameA, { referee: '00000000-0000-4000-8000-000000000000', assistants: [] }, 400)

    // the right official answers; the wrong one, or another league, cannot
    const respond = (gameId: string, accept: boolean, user: User, status: number) =>
      expectCall<Officials>(league, 'POST', `/games/${gameId}/officials/respond`, { accept }, status, user)
    const accepted = await respond(gameA, true, referee, 200)
    expect(accepted.officials.find((o) => o.officialId === referee.officialId)?.status).toBe('accepted')
    await respond(gameC, true, referee, 403)
    await respond(gameA, true, league.admin, 403)
    const elsewhere = await call(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/games/${gameA}/officials/respond`,
      { accept: true },
    )
    expect(elsewhere.status).toBe(403)
    const another = await call(
      league.server,
      referee,
      'POST',
      `/api/orgs/${league.intruder.orgId}/games/${gameA}/officials/respond`,
      { accept: true },
    )
    expect(another.status).toBe(404)

    // the game views carry the appointments; swapping roles makes them pending again
    const game = await expectCall<Json & Officials>(league, 'GET', `/games/${gameA}`, undefined, 200, league.viewer)
    expect(game.officials.map((o) => o.status)).toEqual(['accepted', 'pending'])
    // the game's sheet reads them in its own statement: the answer's time as the officials' list gives it
    const answeredAt = accepted.officials.find((o) => o.officialId === referee.officialId)?.respondedAt
    expect(answeredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(game.officials.map((o) => o.respondedAt)).toEqual([answeredAt, null])
    const swapped = await set(
      gameA,
      { referee: other.officialId, assistants: [referee.officialId], allowOverlap: true },
      200,
    )
    expect(swapped.officials.map((o) => [o.name, o.status])).toEqual([
      ['Otro Árbitro', 'pending'],
      ['Néstor Pitana', 'pending'],
    ])
    const list = await expectCall<{ items: (Json & Officials)[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournamentId}`,
      undefined,
      200,
    )
    expect(list.items.find((g) => g.id === gameA)?.officials).toHaveLength(2)
    const mine = await expectCall<{ items: { gameId: string; role: string }[] }>(
      league,
      'GET',
      '/my-games',
      undefined,
      200,
      referee,
    )
    expect(mine.items.map((i) => [i.gameId, i.role])).toEqual([
      [gameA, 'assistant'],
      [gameB, 'referee'],
    ])
  })

  it('appoints one official to two overlapping games once when two managers save at the same moment', async () => {
    const [t1, t2, t3, t4] = teams.map((t) => t.id)
    const official = await expectCall<Official>(league, 'POST', '/officials', { name: 'Doble Turno' }, 201)
    const games = await Promise.all(
      [
        { homeTeamId: t1, awayTeamId: t2 },
        { homeTeamId: t3, awayTeamId: t4 },
      ].map((sides) => createGame(league, { tournamentId, ...sides, playAt: at('2031-04-05', '16:00') })),
    )
    const answers = await Promise.all(
      games.map((g) =>
        call<{ code?: string }>(
          league.server,
          league.manager,
          'PUT',
          `/api/orgs/${league.orgId}/games/${g.id}/officials`,
          {
            referee: official.id,
            assistants: [],
          },
        ),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('OFFICIAL_BUSY')
  })

  it('prints the appointed referee and assistants on the match sheet', async () => {
    await expectCall(
      league,
      'PUT',
      `/games/${gameC}/officials`,
      { referee: referee.officialId, assistants: [other.officialId], allowOverlap: true },
      200,
    )
    const res = await league.server.request(`/api/orgs/${league.orgId}/games/${gameC}/sheet.pdf?lang=en`, {
      cookie: league.viewer.cookie,
    })
    expect(res.status).toBe(200)
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Néstor Pitana')
    expect(text).toContain('Assistants: Otro Árbitro')
    // a referee reads no match sheet (it holds every player's DNI)
    const asReferee = await league.server.request(`/api/orgs/${league.orgId}/games/${gameC}/sheet.pdf`, {
      cookie: referee.cookie,
    })
    expect(asReferee.status).toBe(403)
  })

  it('gives an official a secret calendar address that renewing replaces', async () => {
    const first = await expectCall<{ url: string; token: string }>(
      league,
      'POST',
      `/officials/${referee.officialId}/calendar-token`,
      undefined,
      200,
      referee,
    )
    await expectCall(league, 'POST', `/officials/${other.officialId}/calendar-token`, undefined, 403, referee)
    const feed = await league.server.request(`/api/officials/calendar/${first.token}.ics`)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
    const ics = await feed.text()
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain(`${teams[0]?.name} – ${teams[1]?.name}`)
    expect(ics).toContain('TZID=America/Argentina/Buenos_Aires:20310308T180000')
    const second = await expectCall<{ token: string }>(
      league,
      'POST',
      `/officials/${referee.officialId}/calendar-token`,
      undefined,
      200,
      league.manager,
    )
    expect((await league.server.request(`/api/officials/calendar/${first.token}.ics`)).status).toBe(404)
    expect((await league.server.request(`/api/officials/calendar/${second.token}.ics`)).status).toBe(200)
  })
})

describe('fees', () => {
  it('counts the games worked (accepted, confirmed) at the tournament’s fees, as JSON and CSV', async () => {
    const [t1, t2, t3, t4] = teams.map((t) => t.id)
    const worked = (
      await createGame(league, { tournamentId, homeTeamId: t1, awayTeamId: t2, playAt: at('2024-05-04', '15:00') })
    ).id
    const notConfirmed = (
      await createGame(league, { tournamentId, homeTeamId: t3, awayTeamId: t4, playAt: at('2024-05-11', '15:00') })
    ).id
    const assisted = (
      await createGame(league, { tournamentId, homeTeamId: t1, awayTeamId: t3, playAt: at('2024-05-18', '15:00') })
    ).id
    for (const gameId of [worked, notConfirmed]) {
      await expectCall(
        league,
        'PUT',
        `/games/${gameId}/officials`,
        { referee: referee.officialId, assistants: [] },
        200,
      )
    }
    await expectCall(
      league,
      'PUT',
      `/games/${assisted}/officials`,
      { referee: other.officialId, assistants: [referee.officialId] },
      200,
    )
    for (const gameId of [worked, notConfirmed, assisted]) {
      await expectCall(league, 'POST', `/games/${gameId}/officials/respond`, { accept: true }, 200, referee)
    }
    await playGame(league, worked, 1, 0)
    await playGame(league, assisted, 2, 2)
    const statement = await expectCall<{ games: { gameId: string; fee: number; role: string }[]; total: number }>(
      league,
      'GET',
      `/officials/${referee.officialId}/statement?from=2024-05-01&to=2024-05-31`,
      undefined,
      200,
      referee,
    )
    expect(statement.games.map((g) => [g.gameId, g.role, g.fee])).toEqual([
      [worked, 'referee', 150000],
      [assisted, 'assistant', 90000],
    ])
    expect(statement.total).toBe(240000)
    await expectCall(
      league,
      'GET',
      `/officials/${other.officialId}/statement?from=2024-05-01&to=2024-05-31`,
      undefined,
      403,
      referee,
    )
    await expectCall(league, 'GET', `/officials/${referee.officialId}/statement?from=2024-05-31&to=x`, undefined, 400)
    const csv = await league.server.request(
      `/api/orgs/${league.orgId}/officials/${referee.officialId}/statement.csv?from=2024-05-01&to=2024-05-31&lang=en`,
      { cookie: league.manager.cookie },
    )
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain('Date,Tournament,Home,Away,Role,Fee')
    expect(text).toContain('2024-05-04')
    expect(text).toContain('Total,,,,,240000')
    const month = await expectCall<{
      items: { officialId: string; appointed: number; worked: number; total: number }[]
    }>(league, 'GET', '/official-fees?from=2024-05-01&to=2024-05-31', undefined, 200)
    expect(month.items.find((i) => i.officialId === referee.officialId)).toMatchObject({
      appointed: 3,
      worked: 2,
      total: 240000,
    })
    expect(month.items.find((i) => i.officialId === other.officialId)).toMatchObject({ worked: 0, total: 0 })
  })
})
