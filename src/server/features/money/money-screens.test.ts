/**
 * The money screens' API (decision 0048): a tournament's fee schedule on its own (a treasurer may set it; later
 * events only), the ledger's export for a date range (CSV and XLSX, money roles only), the summary's collections by
 * method for the month and the year, and the currency fixed once the league has ledger entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MoneySummary, TeamAccount, TournamentFees } from '#domain/money/money.schema.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import { createCompetition, createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, type League, type Problem, type User } from '#test/league.ts'
import { addMember, createTestServer } from '#test/server.ts'

let league: League
let treasurer: User
beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Tesorera')
  treasurer = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'treasurer')
}, 180_000)
afterAll(() => league.server.close())

const NO_FEES = {
  registration: 0,
  perGame: 0,
  perGameOnWalkoverWin: false,
  yellow: 0,
  blue: 0,
  red: 0,
  secondYellow: 0,
  walkoverFine: 0,
  blockLineupOver: null,
}

async function download(path: string, user: User = league.admin) {
  const res = await league.server.request(`/api/orgs/${league.orgId}${path}`, { cookie: user.cookie })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), bytes, text: new TextDecoder().decode(bytes) }
}
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)

describe('a tournament’s fees on their own', () => {
  it('a treasurer sets them; other settings stay; later events only; versioned; validated', async () => {
    const tournament = await createTournament(league, {
      settings: { points: { win: 2 }, fees: { registration: 10_000 } },
    })
    const early = await createTeam(league)
    await createGroup(league, tournament.id, [early.id], 'Zona A')

    const read = await expectCall<TournamentFees>(
      league,
      'GET',
      `/tournaments/${tournament.id}/fees`,
      undefined,
      200,
      treasurer,
    )
    expect(read.fees).toEqual({ ...NO_FEES, registration: 10_000 })
    const fees = { ...NO_FEES, registration: 150_050, perGame: 8_000, perGameOnWalkoverWin: true, blockLineupOver: 0 }
    const saved = await expectCall<TournamentFees>(
      league,
      'PUT',
      `/tournaments/${tournament.id}/fees`,
      { fees, version: read.version },
      200,
      treasurer,
    )
    expect(saved).toEqual({ tournamentId: tournament.id, version: read.version + 1, fees })
    const after = await expectCall<{ settings: { points: { win: number }; fees: unknown } }>(
      league,
      'GET',
      `/tournaments/${tournament.id}`,
      undefined,
      200,
    )
    expect(after.settings.points.win).toBe(2)
    expect(after.settings.fees).toEqual(fees)

    // the team registered before keeps its charge; a team registered now pays the new fee
    const late = await createTeam(league)
    await createGroup(league, tournament.id, [late.id], 'Zona B')
    const balance = async (teamId: string) =>
      (await expectCall<TeamAccount>(league, 'GET', `/teams/${teamId}/account`, undefined, 200)).balance
    expect(await balance(early.id)).toBe(10_000)
    expect(await balance(late.id)).toBe(150_050)

    const stale = await call<Problem & { current: TournamentFees }>(
      league.server,
      treasurer,
      'PUT',
      `/api/orgs/${league.orgId}/tournaments/${tournament.id}/fees`,
      { fees: NO_FEES, version: read.version },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('STALE_VERSION')
    expect(stale.body.current.fees).toEqual(fees)

    for (const [field, value] of [
      ['yellow', -1],
      ['red', 12.5],
      ['perGame', 10_000_000_001],
      ['perGameOnWalkoverWin', 'yes'],
    ] as const) {
      const bad = await call<Problem>(
        league.server,
        league.manager,
        'PUT',
        `/api/orgs/${league.orgId}/tournaments/${tournament.id}/fees`,
        { fees: { ...fees, [field]: value }, version: saved.version },
      )
      expect(bad.status, field).toBe(400)
      expect(bad.body.invalidParams?.map((p) => p.name)).toEqual([`fees.${field}`])
    }
    expect(
      (await expectCall<TournamentFees>(league, 'GET', `/tournaments/${tournament.id}/fees`, undefined, 200)).fees,
    ).toEqual(fees)
  })

  it('is 403 for every other role, 404 for another league and for a deleted tournament', async () => {
    const tournament = await createTournament(league)
    const body = { fees: { ...NO_FEES, yellow: 500 }, version: tournament.version }
    const path = `/api/orgs/${league.orgId}/tournaments/${tournament.id}/fees`
    for (const user of [league.viewer, league.scorer]) {
      expect((await call(league.server, user, 'GET', path)).status).toBe(403)
      expect((await call(league.server, user, 'PUT', path, body)).status).toBe(403)
    }
    expect((await call(league.server, league.intruder, 'GET', path)).status).toBe(404)
    expect((await call(league.server, league.intruder, 'PUT', path, body)).status).toBe(404)
    const ownPath = `/api/orgs/${league.intruder.orgId}/tournaments/${tournament.id}/fees`
    expect((await call(league.server, league.intruder, 'PUT', ownPath, body)).status).toBe(404)
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}`, undefined, 204)
    expect((await call(league.server, league.admin, 'PUT', path, body)).status).toBe(404)
    const restored = await expectCall(league, 'POST', `/tournaments/${tournament.id}/restore`, {}, 200)
    const fees = await expectCall<TournamentFees>(league, 'GET', `/tournaments/${tournament.id}/fees`, undefined, 200)
    expect(fees).toEqual({ tournamentId: tournament.id, version: restored.version, fees: NO_FEES })
  })
})

describe('the ledger’s export', () => {
  it('lists every entry of the range with its receipt, method, amounts, author and reversal', async () => {
    const { teams } = await createCompetition(league, { teamCount: 1, settings: { fees: { registration: 40_000 } } })
    const teamId = teams[0]?.id as string
    const pay = (date: string, amount: number, method: string, note = '') =>
      expectCall<{ id: string; receiptNumber: number }>(
        league,
        'POST',
        `/teams/${teamId}/payments`,
        { amount, method, date, note },
        201,
        treasurer,
      )
    await pay('2024-02-28', 1_000, 'cash')
    const kept = await pay('2024-03-01', 150_050, 'transfer', '=SUM(A1)')
    const reversed = await pay('2024-03-31', 2_000, 'cash')
    await pay('2024-04-01', 3_000, 'cash')
    await expectCall(league, 'POST', `/payments/${reversed.id}/reverse`, { reason: 'Error' }, 201, treasurer)

    const csv = await download('/ledger.csv?from=2024-03-01&to=2024-03-31&lang=en', treasurer)
    expect(csv.status).toBe(200)
    expect(csv.type).toContain('text/csv')
    const [header, ...rows] = csvLines(csv.text)
    expect(header).toBe(
      'Date,Receipt Nº,Team,Kind,Method,Amount (ARS),Amount (minor units),Note,By,Reversed on,Reversed by',
    )
    expect(rows).toHaveLength(2)
    // the author is the treasurer's name, not the data's word for "automatic"
    expect(rows[0]).toMatch(
      new RegExp(
        `^2024-03-01,${kept.receiptNumber},${teams[0]?.name},Payment,Bank transfer,-1500.5,-150050,"'=SUM\\(A1\\)",(?!Automatic)[^,]+,,$`,
      ),
    )
    expect(rows[1]).toMatch(
      new RegExp(
        `^2024-03-31,${reversed.receiptNumber},.*,Payment,Cash,-20,-2000,,(?!Automatic)[^,]+,\\d{4}-\\d{2}-\\d{2},(?!Automatic)[^,]+$`,
      ),
    )

    // everything up to today: the registration (automatic) and the reversal, which names the payment's receipt
    const all = csvLines((await download('/ledger.csv?from=2000-01-01&to=2199-12-31&lang=es', league.manager)).text)
    expect(all[0]?.split(';')).toHaveLength(11)
    expect(all.some((line) => /;Inscripción;;400;40000;;Automático;;$/.test(line))).toBe(true)
    expect(
      all.some(
        (line) => line.includes(`;${reversed.receiptNumber};`) && line.includes(';Anulación;Efectivo;20;2000;Error;'),
      ),
    ).toBe(true)

    const xlsx = await download('/ledger.xlsx?from=2024-03-01&to=2024-03-31', treasurer)
    expect(xlsx.status).toBe(200)
    expect(xlsx.type).toContain('spreadsheetml')
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.bytes.buffer as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.rowCount).toBe(3)
    expect(sheet?.getRow(2).getCell(7).value).toBe(-150_050)
    expect(sheet?.getRow(2).getCell(6).value).toBe(-1_500.5)
  })

  it('refuses a bad range, other roles and another league', async () => {
    for (const query of ['from=2024-03-02&to=2024-03-01', 'from=2024-02-30&to=2024-03-01', 'to=2024-03-01', '']) {
      const res = await call<Problem>(
        league.server,
        league.admin,
        'GET',
        `/api/orgs/${league.orgId}/ledger.csv?${query}`,
      )
      expect(res.status, query).toBe(400)
      expect(res.body.invalidParams?.length, query).toBeGreaterThan(0)
    }
    const order = await call<Problem>(
      league.server,
      league.admin,
      'GET',
      `/api/orgs/${league.orgId}/ledger.xlsx?from=2024-03-02&to=2024-03-01`,
    )
    expect(order.body.invalidParams).toEqual([{ name: 'to', reason: 'validation.date_order' }])
    const range = 'from=2024-01-01&to=2024-12-31'
    const delegate = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [
      (await createTeam(league)).id,
    ])
    for (const user of [league.viewer, league.scorer, delegate]) {
      expect((await download(`/ledger.csv?${range}`, user)).status).toBe(403)
    }
    const other = await call(league.server, league.intruder, 'GET', `/api/orgs/${league.orgId}/ledger.csv?${range}`)
    expect(other.status).toBe(404)
    // the intruder's own league's ledger holds none of this league's entries
    const own = await league.server.request(`/api/orgs/${league.intruder.orgId}/ledger.csv?${range}&lang=en`, {
      cookie: league.intruder.cookie,
    })
    expect(own.status).toBe(200)
    expect(csvLines(await own.text())).toHaveLength(1)
  })
})

describe('the summary and the currency', () => {
  it('collects this month and this year by method; the currency is fixed once there are entries', async () => {
    const fresh = await createLeague(league.server, 'Liga Nueva')
    const path = `/api/orgs/${fresh.orgId}`
    const summaryOf = async () => (await call<MoneySummary>(fresh.server, fresh.admin, 'GET', `${path}/money`)).body
    expect((await summaryOf()).hasEntries).toBe(false)
    // no entries yet: the currency may change (and back to the default)
    expect((await call(fresh.server, fresh.admin, 'PATCH', path, { currency: 'UYU' })).status).toBe(200)
    expect((await call(fresh.server, fresh.admin, 'PATCH', path, { currency: null })).status).toBe(200)

    const org = (await call<{ timeZone: string; currency: string }>(fresh.server, fresh.admin, 'GET', path)).body
    expect(org.currency).toBe('ARS')
    const today = calendarDayIn(new Date(), org.timeZone)
    const team = await createTeam(fresh)
    const pay = (date: string, amount: number, method: string) =>
      call(fresh.server, fresh.admin, 'POST', `${path}/teams/${team.id}/payments`, { amount, method, date })
    expect((await pay(today, 1_000, 'transfer')).status).toBe(201)
    expect((await pay(`${today.slice(0, 4)}-01-01`, 5_000, 'cash')).status).toBe(201)
    const summary = await summaryOf()
    expect(summary.hasEntries).toBe(true)
    expect(summary.collected.monthByMethod.transfer).toBe(1_000)
    expect(summary.collected.byMethod.transfer).toBe(1_000)
    if (today.slice(5, 7) !== '01') {
      expect(summary.collected.monthByMethod.cash).toBeUndefined()
      expect(summary.collected.byMethod.cash).toBe(5_000)
    }

    // the first league's country changed while the currency was left to it: the money stays in ARS
    const moved = await call<{ currency: string }>(fresh.server, fresh.admin, 'PATCH', path, {
      leagues: [{ name: 'Primera', country: 'ES' }],
    })
    expect(moved.status).toBe(200)
    expect(moved.body.currency).toBe('ARS')
    const refused = await call<Problem>(fresh.server, fresh.admin, 'PATCH', path, { currency: 'CLP' })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('CURRENCY_IN_USE')
    // back to the default would now be EUR: refused too; the same currency named is fine
    expect((await call(fresh.server, fresh.admin, 'PATCH', path, { currency: null })).status).toBe(409)
    expect(
      (await call(fresh.server, fresh.admin, 'PATCH', path, { currency: 'ARS', name: 'Liga Nueva 2' })).status,
    ).toBe(200)
    expect((await call<{ currency: string }>(fresh.server, fresh.admin, 'GET', path)).body.currency).toBe('ARS')
  })
})
