/**
 * The teams' window of a match report (decision 0051): its length is the tournament's `reportConfirmHours`; no side
 * disputes past it; until it ends (or both sides confirm) the staff cannot confirm the game around the teams; and the
 * server's own job ends it, with a controlled clock: started on two instances at once it confirms a report once, and
 * one started after a restart finds what came due while none ran.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameReport } from '#domain/match-reports/report.schema.ts'
import { auditEntry, gameReport } from '#server/db/schema.ts'
import { createCompetition, createGame, expectCall, type TeamWithPlayers } from '#test/competition.ts'
import { call, createLeague, type League, type Problem, type User } from '#test/league.ts'
import { addReferee, appointOfficial } from '#test/officials.ts'
import { addMember, createTestServer } from '#test/server.ts'
import { startReportSweep } from './report-sweep.ts'

let league: League
let referee: Awaited<ReturnType<typeof addReferee>>
let teams: TeamWithPlayers[]
let tournamentId: string
let delegate: User

beforeAll(async () => {
  league = await createLeague(await createTestServer())
  const competition = await createCompetition(league, {
    teamCount: 2,
    playersPerTeam: 1,
    settings: { reportConfirmHours: 6 },
  })
  teams = competition.teams
  tournamentId = competition.tournament.id
  referee = await addReferee(league.server, league.orgId, 'Rita Árbitra')
  delegate = await addMember(league.server, { cookie: league.admin.cookie, orgId: league.orgId }, 'delegate', [
    teams[1].id,
  ])
})
afterAll(() => league.server.close())

const as = (user: User, method: string, path: string, body?: unknown) =>
  call<Omit<Problem, 'status'> & GameReport>(league.server, user, method, `/api/orgs/${league.orgId}${path}`, body)

/** A game played yesterday with the referee appointed, its result filed and the report submitted. */
async function submittedGame() {
  const game = await createGame(league, {
    tournamentId,
    homeTeamId: teams[0].id,
    awayTeamId: teams[1].id,
    playAt: new Date(Date.now() - 86_400_000).toISOString(),
    allowOverlap: true,
  })
  await appointOfficial(league.server, { orgId: league.orgId, gameId: game.id, officialId: referee.officialId })
  const stats = { home: { unassignedGoals: 2 }, away: { unassignedGoals: 0 } }
  await expectCall(league, 'PUT', `/games/${game.id}/stats`, stats, 200, referee)
  const report = await expectCall<GameReport>(league, 'POST', `/games/${game.id}/report/submit`, {}, 200, referee)
  return { gameId: game.id, deadline: new Date(report.deadline ?? ''), report }
}

const reportOf = (gameId: string) =>
  expectCall<{ report: GameReport; confirmedPlayedAt: string | null }>(
    league,
    'GET',
    `/games/${gameId}`,
    undefined,
    200,
  )

/** The audit entries that say the report ended confirmed: one per confirmation. */
async function confirmations(gameId: string) {
  const rows = await league.server.database.db
    .select({ after: auditEntry.after })
    .from(auditEntry)
    .where(and(eq(auditEntry.organizationId, league.orgId), eq(auditEntry.entityId, gameId)))
  return rows.filter((r) => (r.after as { report?: string } | null)?.report === 'confirmed').length
}

/** Resolves once `check` holds, trying every 20 ms for up to 10 s. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('timed out')
}

describe('the teams’ window', () => {
  it('lasts the tournament’s reportConfirmHours; no dispute after it; staff do not confirm the game around it', async () => {
    const { gameId, report } = await submittedGame()
    expect(Date.parse(report.deadline ?? '') - Date.parse(report.submittedAt ?? '')).toBe(6 * 3_600_000)
    // while the teams answer, neither the confirm action nor a result sent with `confirm` confirms the game
    const confirm = await as(league.manager, 'POST', `/games/${gameId}/confirm`)
    expect([confirm.status, confirm.body.code]).toEqual([409, 'REPORT_PENDING'])
    const stats = { home: { unassignedGoals: 3 }, away: { unassignedGoals: 0 } }
    const withConfirm = await as(league.admin, 'PUT', `/games/${gameId}/stats`, { ...stats, confirm: true })
    expect([withConfirm.status, withConfirm.body.code]).toEqual([409, 'REPORT_PENDING'])
    // correcting the result is still the staff's
    await expectCall(league, 'PUT', `/games/${gameId}/stats`, stats, 200, league.manager)
    expect((await reportOf(gameId)).confirmedPlayedAt).toBeNull()

    // the window over and the sweep not yet run: a dispute comes too late, the report stands
    await league.server.database.db
      .update(gameReport)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(gameReport.gameId, gameId))
    const late = await as(delegate, 'POST', `/games/${gameId}/report/dispute`, { reason: 'Tarde' })
    expect([late.status, late.body.code]).toEqual([409, 'REPORT_WINDOW_CLOSED'])
    expect((await reportOf(gameId)).report.status).toBe('submitted')
  })
})

describe('the sweep job', () => {
  it('confirms a report once when two instances run it at once, and after a restart finds what came due', async () => {
    const db = league.server.database.db
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    const live = league.server.live

    // a first server runs before the window ends: nothing to confirm; it stops (a restart)
    const { gameId, deadline } = await submittedGame()
    const before = new Date(deadline.getTime() - 60_000)
    const stopEarly = startReportSweep({ db, live, onError, intervalMs: 10, now: () => before })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await stopEarly()
    expect((await reportOf(gameId)).report.status).toBe('submitted')

    // two instances start after the window ended: one of them confirms it, once, with no one asking
    const after = () => new Date(deadline.getTime() + 60_000)
    const stops = [
      startReportSweep({ db, live, onError, intervalMs: 10, now: after }),
      startReportSweep({ db, live, onError, intervalMs: 10, now: after }),
    ]
    await until(async () => (await reportOf(gameId)).report.status === 'confirmed')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await Promise.all(stops.map((stop) => stop()))
    const sheet = await reportOf(gameId)
    expect(sheet.report).toMatchObject({ status: 'confirmed', confirmedBy: null })
    expect(sheet.confirmedPlayedAt).not.toBeNull()
    expect(await confirmations(gameId)).toBe(1)
    expect(errors).toEqual([])
  })
})
