/**
 * The match report (decision 0051): the referee fills and submits the acta, the teams confirm or dispute it, an admin
 * resolves a dispute, the sweep confirms what the window let pass; locked writes; who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameReport } from '#domain/match-reports/report.schema.ts'
import {
  createCompetition,
  createGame,
  expectCall,
  type GameSheetBody,
  type TeamWithPlayers,
} from '#test/competition.ts'
import { call, createLeague, type League, type Problem, type User } from '#test/league.ts'
import { addReferee, appointOfficial } from '#test/officials.ts'
import { pdftotext } from '#test/pdf.ts'
import { addMember, createTestServer } from '#test/server.ts'
import { expireReports } from './report-sweep.ts'

type Sheet = GameSheetBody & { report: GameReport | null; confirmedPlayedAt: string | null }

let league: League
let referee: Awaited<ReturnType<typeof addReferee>>
let teams: TeamWithPlayers[]
let tournamentId: string
const delegates: { home: User; away: User } = {} as never

beforeAll(async () => {
  league = await createLeague(await createTestServer())
  // a fee per game: a report's confirmation posts the teams' game charges like staff's (decision 0048)
  const competition = await createCompetition(league, {
    teamCount: 2,
    playersPerTeam: 2,
    settings: { fees: { perGame: 7_000 } },
  })
  teams = competition.teams
  tournamentId = competition.tournament.id
  referee = await addReferee(league.server, league.orgId, 'Ana Árbitra')
  const admin = { cookie: league.admin.cookie, orgId: league.orgId }
  delegates.home = await addMember(league.server, admin, 'delegate', [teams[0].id])
  delegates.away = await addMember(league.server, admin, 'delegate', [teams[1].id])
})
afterAll(() => league.server.close())

const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString()

/** A game of the two teams, played yesterday, with `referee` appointed unless told otherwise. */
async function appointedGame(options: { appoint?: boolean } = {}) {
  const game = await createGame(league, {
    tournamentId,
    homeTeamId: teams[0].id,
    awayTeamId: teams[1].id,
    playAt: YESTERDAY,
    allowOverlap: true,
  })
  if (options.appoint !== false) {
    await appointOfficial(league.server, { orgId: league.orgId, gameId: game.id, officialId: referee.officialId })
  }
  return game.id
}

const sheetOf = (gameId: string) => expectCall<Sheet>(league, 'GET', `/games/${gameId}`, undefined, 200)
const as = (user: User, method: string, path: string, body?: unknown) =>
  call<Omit<Problem, 'status'> & GameReport>(league.server, user, method, `/api/orgs/${league.orgId}${path}`, body)

/** The referee's acta: line-ups, a goal with its minute each side, a card with its reason; then submitted. */
async function fillAndSubmit(gameId: string, remarks = 'Sin incidentes') {
  const [home, away] = teams
  await expectCall(
    league,
    'PUT',
    `/games/${gameId}/lineups`,
    { home: [home.players[0].id], away: [away.players[0].id] },
    200,
    referee,
  )
  const stats = {
    home: { goals: [{ playerId: home.players[0].id, goals: 2, minutes: [12, 70] }] },
    away: { goals: [{ playerId: away.players[0].id, goals: 1, minutes: [55] }] },
  }
  await expectCall(league, 'PUT', `/games/${gameId}/stats`, stats, 200, referee)
  const card = { playerId: away.players[0].id, teamId: away.id, type: 'yellow', minute: 33, reason: 'Protestar' }
  await expectCall(league, 'POST', `/games/${gameId}/cards`, card, 201, referee)
  return expectCall<GameReport>(league, 'POST', `/games/${gameId}/report/submit`, { remarks }, 200, referee)
}

describe('the match report', () => {
  it('lives: filled and submitted by the referee, confirmed by both teams, locked; an admin edits with a reason', async () => {
    const gameId = await appointedGame()
    expect((await sheetOf(gameId)).report?.status).toBe('open')
    // while open, the result is the referee's: a scorer gets 409, as for confirming it
    const scorerStats = await as(league.scorer, 'PUT', `/games/${gameId}/stats`, {
      home: { unassignedGoals: 1 },
      away: { unassignedGoals: 0 },
    })
    expect([scorerStats.status, scorerStats.body.code]).toEqual([409, 'REPORT_BY_REFEREE'])
    expect((await as(league.scorer, 'POST', `/games/${gameId}/confirm`)).body.code).toBe('REPORT_BY_REFEREE')
    const early = await as(delegates.home, 'POST', `/games/${gameId}/report/confirm`, {})
    expect([early.status, early.body.code]).toEqual([409, 'REPORT_NOT_SUBMITTED'])

    const submitted = await fillAndSubmit(gameId)
    expect(submitted).toMatchObject({ status: 'submitted', submittedBy: 'Ana Árbitra', remarks: 'Sin incidentes' })
    const window = Date.parse(submitted.deadline ?? '') - Date.parse(submitted.submittedAt ?? '')
    expect(window).toBe(48 * 3_600_000)
    const late = await as(referee, 'PUT', `/games/${gameId}/stats`, {
      home: { unassignedGoals: 5 },
      away: { unassignedGoals: 0 },
    })
    expect([late.status, late.body.code]).toEqual([409, 'REPORT_SUBMITTED'])
    expect((await as(referee, 'POST', `/games/${gameId}/report/submit`, {})).body.code).toBe('REPORT_SUBMITTED')

    // each delegate answers for their own side only
    const otherSide = await as(delegates.home, 'POST', `/games/${gameId}/report/confirm`, { side: 'away' })
    expect(otherSide.status).toBe(403)
    const home = await as(delegates.home, 'POST', `/games/${gameId}/report/confirm`, {})
    expect(home.status).toBe(200)
    expect(home.body.status).toBe('submitted')
    expect(home.body.confirmations.home?.at).toBeTruthy()
    expect((await sheetOf(gameId)).confirmedPlayedAt).toBeNull()
    const away = await as(delegates.away, 'POST', `/games/${gameId}/report/confirm`, { side: 'away' })
    expect(away.body.status).toBe('confirmed')
    const sheet = await sheetOf(gameId)
    expect(sheet.confirmedPlayedAt).not.toBeNull()
    expect(sheet.report?.status).toBe('confirmed')
    const account = await expectCall<{ entries: { kind: string; gameId?: string | null; amount: number }[] }>(
      league,
      'GET',
      `/teams/${teams[0].id}/account`,
      undefined,
      200,
    )
    expect(account.entries.filter((entry) => entry.gameId === gameId)).toEqual([
      expect.objectContaining({ kind: 'game', amount: 7_000 }),
    ])
    expect([sheet.home.goals, sheet.away.goals]).toEqual([2, 1])
    const standings = await expectCall<{ rows?: { played: number }[] } & Record<string, unknown>>(
      league,
      'GET',
      `/tournaments/${tournamentId}/standings`,
      undefined,
      200,
    )
    expect(JSON.stringify(standings)).toMatch(/"played":1/)

    // locked: a manager, a referee and an admin without a reason get 409; an admin with one writes, audited
    for (const user of [league.manager, league.admin, referee]) {
      const res = await as(user, 'PUT', `/games/${gameId}/stats`, {
        home: { unassignedGoals: 1 },
        away: { unassignedGoals: 0 },
      })
      expect([res.status, res.body.code]).toEqual([409, 'REPORT_LOCKED'])
    }
    expect((await as(league.admin, 'POST', `/games/${gameId}/unconfirm`)).body.code).toBe('REPORT_LOCKED')
    // nor is the game moved, its teams changed or the game deleted without an admin's reason
    const played = await sheetOf(gameId)
    for (const [method, path, body] of [
      ['PATCH', `/games/${gameId}`, { playAt: '2025-01-01T10:00:00.000Z', version: played.version }],
      ['DELETE', `/games/${gameId}`, undefined],
    ] as const) {
      for (const user of [league.manager, league.admin]) {
        const res = await as(user, method, path, body)
        expect([method, res.status, res.body.code]).toEqual([method, 409, 'REPORT_LOCKED'])
      }
    }
    expect((await sheetOf(gameId)).version).toBe(played.version)
    await expectCall(
      league,
      'PUT',
      `/games/${gameId}/stats?reason=${encodeURIComponent('Gol mal anotado')}`,
      {
        home: { goals: [{ playerId: teams[0].players[0].id, goals: 3, minutes: [12, 70, 88] }] },
        away: { goals: [{ playerId: teams[1].players[0].id, goals: 1, minutes: [55] }] },
      },
      200,
    )
    const audit = await expectCall<{ items: { entityId: string; after: Record<string, unknown> | null }[] }>(
      league,
      'GET',
      `/audit?entityId=${gameId}`,
      undefined,
      200,
    )
    expect(audit.items.some((e) => e.after?.reason === 'Gol mal anotado')).toBe(true)
    // a card too, with its reason; a reason past 1000 characters is refused and changes nothing
    const card = { playerId: teams[0].players[1].id, teamId: teams[0].id, type: 'yellow', minute: 60, reason: null }
    const cardsBefore = (await sheetOf(gameId)).home.cards.length
    expect((await as(league.admin, 'POST', `/games/${gameId}/cards`, card)).body.code).toBe('REPORT_LOCKED')
    const tooLong = await as(league.admin, 'POST', `/games/${gameId}/cards?reason=${'x'.repeat(1001)}`, card)
    expect([tooLong.status, tooLong.body.invalidParams?.[0]?.reason]).toEqual([400, 'validation.too_long'])
    expect((await sheetOf(gameId)).home.cards).toHaveLength(cardsBefore)
    await expectCall(
      league,
      'POST',
      `/games/${gameId}/cards?reason=${encodeURIComponent('Faltaba en el acta')}`,
      card,
      201,
    )
    expect((await sheetOf(gameId)).home.cards).toHaveLength(cardsBefore + 1)

    // the acta as filed, as a PDF, for the staff, the game's delegates and the referee, read back with pdftotext
    const pdfOf = async (user: User, query = '') => {
      const res = await league.server.request(`/api/orgs/${league.orgId}/games/${gameId}/report.pdf${query}`, {
        cookie: user.cookie,
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/pdf')
      return pdftotext(new Uint8Array(await res.arrayBuffer()))
    }
    for (const user of [delegates.away, referee]) expect(await pdfOf(user)).toContain('Ana Árbitra')
    const filed = (await sheetOf(gameId)).report as GameReport
    // in the league's time zone (Buenos Aires, UTC−3) and language: Argentine Spanish, or English when asked
    const inLeague = (iso: string | null, locale: string) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Argentina/Buenos_Aires',
      }).format(new Date(iso ?? ''))
    const spanish = await pdfOf(league.admin)
    for (const expected of [
      teams[0].name,
      teams[1].name,
      'Acta del partido',
      `Enviada por Ana Árbitra el ${inLeague(filed.submittedAt, 'es-AR')}`,
      'Sin incidentes',
      `${teams[0].name}: confirmada por delegate el ${inLeague(filed.confirmations.home?.at ?? null, 'es-AR')}`,
      `${teams[1].name}: confirmada por delegate`,
      'Protestar',
      "88'",
      '3 – 1',
    ]) {
      expect(spanish).toContain(expected)
    }
    const english = await pdfOf(league.admin, '?lang=en')
    expect(english).toContain(`Submitted by Ana Árbitra on ${inLeague(filed.submittedAt, 'en-GB')}`)
    expect(english).toContain(`Confirmed and locked by delegate on ${inLeague(filed.confirmedAt, 'en-GB')}`)
    expect((await as(league.viewer, 'GET', `/games/${gameId}/report.pdf`)).status).toBe(403)
  })

  it('is disputed into the admin’s queue and resolved; the sweep confirms what the window let pass, once', async () => {
    const disputed = await appointedGame()
    await fillAndSubmit(disputed)
    const noReason = await as(delegates.away, 'POST', `/games/${disputed}/report/dispute`, { reason: ' ' })
    expect(noReason.status).toBe(400)
    const dispute = await as(delegates.away, 'POST', `/games/${disputed}/report/dispute`, {
      reason: 'El gol fue en offside',
    })
    expect(dispute.body).toMatchObject({
      status: 'disputed',
      dispute: { side: 'away', reason: 'El gol fue en offside' },
    })
    expect((await as(delegates.home, 'POST', `/games/${disputed}/report/confirm`, {})).body.code).toBe(
      'REPORT_NOT_SUBMITTED',
    )
    const queue = await expectCall<{ items: { gameId: string }[] }>(
      league,
      'GET',
      '/match-reports?status=disputed',
      undefined,
      200,
    )
    expect(queue.items.map((i) => i.gameId)).toContain(disputed)
    expect((await as(delegates.home, 'GET', '/match-reports')).status).toBe(403)
    expect((await as(delegates.home, 'POST', `/games/${disputed}/report/resolve`, { confirm: true })).status).toBe(403)
    const resolved = await expectCall<GameReport>(
      league,
      'POST',
      `/games/${disputed}/report/resolve`,
      { confirm: true },
      200,
      league.manager,
    )
    expect(resolved.status).toBe('confirmed')
    expect((await sheetOf(disputed)).confirmedPlayedAt).not.toBeNull()
    expect((await as(league.admin, 'POST', `/games/${disputed}/report/resolve`, { confirm: true })).body.code).toBe(
      'REPORT_NOT_DISPUTED',
    )

    // the window: one side confirmed, the other (or a team with no delegate) never answers
    const expiring = await appointedGame()
    const submitted = await fillAndSubmit(expiring)
    await expectCall(league, 'POST', `/games/${expiring}/report/confirm`, {}, 200, delegates.home)
    const db = league.server.database.db
    const deadline = Date.parse(submitted.deadline ?? '')
    expect(await expireReports({ db, now: new Date(deadline - 60_000) })).not.toContain(expiring)
    expect((await sheetOf(expiring)).report?.status).toBe('submitted')
    const [first, second] = await Promise.all([
      expireReports({ db, now: new Date(deadline + 60_000) }),
      expireReports({ db, now: new Date(deadline + 60_000) }),
    ])
    expect([...first, ...second].filter((id) => id === expiring)).toHaveLength(1)
    expect(await expireReports({ db, now: new Date(deadline + 120_000) })).toEqual([])
    const expired = await sheetOf(expiring)
    expect(expired.report).toMatchObject({ status: 'confirmed', confirmedBy: null })
    expect(expired.confirmedPlayedAt).not.toBeNull()
    const locked = await as(referee, 'POST', `/games/${expiring}/cards`, {
      playerId: teams[0].players[1].id,
      teamId: teams[0].id,
      type: 'red',
    })
    expect(locked.body.code).toBe('REPORT_LOCKED')
  })

  it('keeps each role to its own: other games, other leagues, other sides; games with no referee work as before', async () => {
    const gameId = await appointedGame()
    const stranger = await addReferee(league.server, league.orgId, 'Otro Árbitro')
    const stats = { home: { unassignedGoals: 1 }, away: { unassignedGoals: 0 } }
    expect((await as(stranger, 'PUT', `/games/${gameId}/stats`, stats)).status).toBe(403)
    expect((await as(stranger, 'POST', `/games/${gameId}/report/submit`, {})).status).toBe(403)
    expect((await as(stranger, 'GET', `/games/${gameId}/report.pdf`)).status).toBe(403)
    const foreign = await addReferee(league.server, league.intruder.orgId, 'Árbitro Ajeno')
    expect((await as(foreign, 'PUT', `/games/${gameId}/stats`, stats)).status).toBe(404)
    expect((await as(foreign, 'GET', `/games/${gameId}`)).status).toBe(404)
    // the referee writes nothing else: not the confirmation, not another game's report, not the answers
    expect((await as(referee, 'POST', `/games/${gameId}/confirm`)).status).toBe(403)
    expect((await as(referee, 'POST', `/games/${gameId}/report/confirm`, { side: 'home' })).status).toBe(403)
    expect((await as(referee, 'PATCH', `/games/${gameId}`, { version: 1, kind: 'cup' })).status).toBe(403)
    // the report confirms the game, never its referee: not with the result, not with a walkover
    expect((await as(referee, 'PUT', `/games/${gameId}/stats`, { ...stats, confirm: true })).status).toBe(403)
    const walkover = { walkover: { winner: 'home' }, confirm: true }
    expect((await as(referee, 'PUT', `/games/${gameId}/stats`, walkover)).status).toBe(403)
    expect((await sheetOf(gameId)).confirmedPlayedAt).toBeNull()
    // the referee's line-up is checked for eligibility as staff's are (decision 0038)
    const banned = teams[0].players[1].id
    const suspension = { tournamentId, teamId: teams[0].id, playerId: banned, gamesCount: 20 }
    await expectCall(league, 'POST', '/suspensions', suspension, 201)
    const ineligible = await as(referee, 'PUT', `/games/${gameId}/lineups`, { home: [banned], away: [] })
    expect([ineligible.status, ineligible.body.code]).toEqual([409, 'PLAYER_NOT_ELIGIBLE'])
    // an admin answers for a side it names
    await fillAndSubmit(gameId)
    expect((await as(league.admin, 'POST', `/games/${gameId}/report/confirm`, {})).body.code).toBe(
      'REPORT_SIDE_REQUIRED',
    )
    expect((await as(league.scorer, 'POST', `/games/${gameId}/report/confirm`, { side: 'home' })).status).toBe(403)

    const plain = await appointedGame({ appoint: false })
    expect((await sheetOf(plain)).report).toBeNull()
    await expectCall(league, 'PUT', `/games/${plain}/stats`, stats, 200, league.scorer)
    expect((await as(referee, 'PUT', `/games/${plain}/stats`, stats)).status).toBe(403)
    expect((await as(league.admin, 'POST', `/games/${plain}/report/submit`, {})).body.code).toBe('REPORT_NONE')
    const declined = await appointedGame({ appoint: false })
    await appointOfficial(league.server, {
      orgId: league.orgId,
      gameId: declined,
      officialId: referee.officialId,
      status: 'declined',
    })
    expect((await sheetOf(declined)).report).toBeNull()
    expect((await as(referee, 'PUT', `/games/${declined}/stats`, stats)).status).toBe(403)
  })
})
