/**
 * League money (decision 0048) on a real server: charges that follow groups, games, cards, walkovers and withdrawals;
 * payments with consecutive receipt numbers (also 10 at once), reversals, receipts and statements as PDF; who may read
 * and write (treasurer, delegate of its own team or another, viewer, another league); debtors don't play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TeamAccount } from '#domain/money/money.schema.ts'
import { createCompetition, expectCall } from '#test/competition.ts'
import { call, createLeague, type League, type User } from '#test/league.ts'
import { pdfText } from '#test/pdf.ts'
import { addMember, createTestServer } from '#test/server.ts'
import { gameBetween, past } from '#test/walkovers.ts'

const FEES = {
  registration: 50_000,
  perGame: 8_000,
  yellow: 500,
  secondYellow: 1_500,
  red: 3_000,
  walkoverFine: 20_000,
}

let league: League
let treasurer: User
beforeAll(async () => {
  league = await createLeague(await createTestServer())
  treasurer = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'treasurer')
}, 180_000)
afterAll(() => league.server.close())

const accountOf = (teamId: string, user: User = league.admin) =>
  expectCall<TeamAccount>(league, 'GET', `/teams/${teamId}/account`, undefined, 200, user)
const kinds = (account: TeamAccount) => account.entries.map((e) => `${e.kind} ${e.amount}`).reverse()
const sum = (account: TeamAccount) => account.entries.reduce((total, e) => total + e.amount, 0)

describe('charges follow the data', () => {
  it('registration, cards, a confirmed game, its unconfirmation, a walkover and a withdrawal', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 3,
      playersPerTeam: 1,
      settings: { fees: FEES },
    })
    const [a, b, c] = teams.map((t) => ({ id: t.id, player: t.players[0]?.id as string }))
    if (!a || !b || !c) throw new Error('teams')
    expect(kinds(await accountOf(a.id))).toEqual(['registration 50000'])

    const game = await gameBetween(league, tournament.id, a.id, b.id)
    const card = (teamId: string, playerId: string, type: string) =>
      expectCall(league, 'POST', `/games/${game.id}/cards`, { teamId, playerId, type }, 201, league.scorer)
    const first = await card(a.id, a.player, 'yellow')
    await card(a.id, a.player, 'yellow')
    await expectCall(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { home: { unassignedGoals: 1 }, away: { unassignedGoals: 0 }, confirm: true },
      200,
    )
    expect(kinds(await accountOf(a.id))).toEqual(['registration 50000', 'fine 500', 'fine 1500', 'game 8000'])
    expect((await accountOf(b.id)).balance).toBe(58_000)

    // the first yellow removed: its fine reversed, and the other one is now a first yellow (500, not 1500)
    await expectCall(league, 'DELETE', `/games/${game.id}/cards/${first.id}`, undefined, 204, league.scorer)
    await expectCall(league, 'POST', `/games/${game.id}/unconfirm`, {}, 200)
    const afterUndo = await accountOf(a.id)
    expect(afterUndo.balance).toBe(50_500)
    expect(afterUndo.balance).toBe(sum(afterUndo))
    expect(afterUndo.entries.filter((e) => e.kind === 'reversal')).toHaveLength(3)
    expect(afterUndo.entries.every((e) => e.kind !== 'reversal' || e.reversesId)).toBe(true)

    // a walkover won by c: b pays the game and the fine, c nothing for the game
    const walkover = await gameBetween(league, tournament.id, b.id, c.id, past(4))
    await expectCall(league, 'PUT', `/games/${walkover.id}/stats`, { walkover: { winner: 'away' }, confirm: true }, 200)
    // b's first game was unconfirmed above: its game charge is reversed
    expect((await accountOf(b.id)).balance).toBe(50_000 + 8_000 + 20_000)
    expect((await accountOf(c.id)).balance).toBe(50_000)

    // a withdrawal removes c's unplayed game: its card's fine is reversed
    const unplayed = await gameBetween(league, tournament.id, a.id, c.id, past(6))
    await expectCall(
      league,
      'POST',
      `/games/${unplayed.id}/cards`,
      { teamId: c.id, playerId: c.player, type: 'red' },
      201,
      league.scorer,
    )
    expect((await accountOf(c.id)).balance).toBe(53_000)
    await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/teams/${c.id}/withdraw`,
      { unplayed: 'remove' },
      200,
    )
    const withdrawn = await accountOf(c.id)
    expect(kinds(withdrawn)).toEqual(['registration 50000', 'fine 3000', 'reversal -3000'])
  })
})

describe('payments, receipts and who may see them', () => {
  it('records, numbers, reverses and prints payments; keeps each account to its readers', async () => {
    const { teams } = await createCompetition(league, { teamCount: 2, settings: { fees: { registration: 40_000 } } })
    const [own, other] = teams.map((t) => t.id) as [string, string]
    const delegate = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [own])

    const paid = await expectCall<{ id: string; receiptNumber: number }>(
      league,
      'POST',
      `/teams/${own}/payments`,
      { amount: 30_000, method: 'cash', date: new Date().toISOString().slice(0, 10), note: 'Cuota' },
      201,
      treasurer,
    )
    await expectCall(league, 'POST', `/teams/${own}/charges`, { amount: 2_500, note: 'Pelota perdida' }, 201, treasurer)
    const account = await accountOf(own, delegate)
    expect(account).toMatchObject({ currency: 'ARS', balance: 40_000 - 30_000 + 2_500 })
    expect(account.entries[1]).toMatchObject({
      kind: 'payment',
      amount: -30_000,
      method: 'cash',
      by: expect.any(String),
    })

    // the receipt, in the league's language (an Argentine league: es-AR) and currency
    const receipt = await league.server.request(`/api/orgs/${league.orgId}/payments/${paid.id}/receipt.pdf`, {
      cookie: delegate.cookie,
    })
    expect(receipt.status).toBe(200)
    const text = pdfText(new Uint8Array(await receipt.arrayBuffer())).replace(/\s+/g, ' ')
    expect(text).toContain(`Recibo Nº ${paid.receiptNumber}`)
    expect(text).toMatch(/\$\s?300,00/)
    expect(text).toContain('Efectivo')
    const statement = await league.server.request(`/api/orgs/${league.orgId}/teams/${own}/statement.pdf`, {
      cookie: delegate.cookie,
    })
    expect(pdfText(new Uint8Array(await statement.arrayBuffer()))).toContain('Pelota perdida')

    // who may not
    const status = async (user: User, method: string, path: string, body?: unknown) =>
      (await call(league.server, user, method, `/api/orgs/${league.orgId}${path}`, body)).status
    const payment = { amount: 100, method: 'transfer', date: '2026-03-01' }
    expect(await status(delegate, 'GET', `/teams/${other}/account`)).toBe(403)
    expect(await status(delegate, 'POST', `/teams/${own}/payments`, payment)).toBe(403)
    expect(await status(delegate, 'GET', '/money')).toBe(403)
    expect(await status(league.viewer, 'GET', `/teams/${own}/account`)).toBe(403)
    expect(await status(league.scorer, 'POST', `/teams/${own}/charges`, { amount: 1, note: 'x' })).toBe(403)
    expect(await status(league.intruder, 'GET', `/teams/${own}/account`)).toBe(404)
    expect(await status(treasurer, 'POST', '/teams', { name: 'Nuevo' })).toBe(403)
    expect(await status(treasurer, 'POST', `/teams/${own}/payments`, { ...payment, amount: 0 })).toBe(400)
    expect(await status(treasurer, 'POST', `/teams/${own}/payments`, { ...payment, method: 'gold' })).toBe(400)

    // a reversal: once
    await expectCall(league, 'POST', `/payments/${paid.id}/reverse`, { reason: 'Billete falso' }, 201, treasurer)
    const again = await call(
      league.server,
      treasurer,
      'POST',
      `/api/orgs/${league.orgId}/payments/${paid.id}/reverse`,
      {
        reason: 'otra vez',
      },
    )
    expect(again.status).toBe(409)
    expect((await accountOf(own)).balance).toBe(42_500)

    // ten payments at once: ten consecutive numbers after the last one
    const numbers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        expectCall<{ receiptNumber: number }>(
          league,
          'POST',
          `/teams/${i % 2 ? own : other}/payments`,
          { ...payment, amount: 1_000 },
          201,
          treasurer,
        ),
      ),
    )
    const sorted = numbers.map((n) => n.receiptNumber).sort((x, y) => x - y)
    expect(sorted).toEqual(Array.from({ length: 10 }, (_, i) => paid.receiptNumber + 1 + i))

    // the Money page and the export
    const summary = await expectCall<{ teams: { teamId: string; balance: number }[]; collected: { season: number } }>(
      league,
      'GET',
      '/money',
      undefined,
      200,
      treasurer,
    )
    const balances = summary.teams.map((t) => t.balance)
    expect(balances).toEqual([...balances].sort((x, y) => y - x))
    expect(summary.teams.find((t) => t.teamId === own)?.balance).toBe(42_500 - 5_000)
    const csv = await league.server.request(`/api/orgs/${league.orgId}/balances.csv`, { cookie: treasurer.cookie })
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain('375')
    expect(await status(league.viewer, 'GET', '/balances.csv')).toBe(403)
  })
})

describe('debtors don’t play', () => {
  it('a team owing more than blockLineupOver has TEAM_OWES on every player until it pays', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 2,
      playersPerTeam: 1,
      settings: { fees: { registration: 30_000, blockLineupOver: 10_000 } },
    })
    const [home, away] = teams
    if (!home || !away) throw new Error('teams')
    const game = await gameBetween(league, tournament.id, home.id, away.id)
    type Eligibility = { home: { players: { eligible: boolean; reasons: { code: string }[] }[] } }
    const before = await expectCall<Eligibility>(league, 'GET', `/games/${game.id}/eligibility`, undefined, 200)
    expect(before.home.players[0]?.reasons).toEqual([{ code: 'TEAM_OWES', balance: 30_000, over: 10_000 }])
    const refused = await call(
      league.server,
      league.scorer,
      'PUT',
      `/api/orgs/${league.orgId}/games/${game.id}/lineups`,
      {
        home: [home.players[0]?.id],
      },
    )
    expect(refused.status).toBe(409)
    await expectCall(
      league,
      'POST',
      `/teams/${home.id}/payments`,
      { amount: 25_000, method: 'transfer', date: '2026-03-01' },
      201,
      treasurer,
    )
    const after = await expectCall<Eligibility>(league, 'GET', `/games/${game.id}/eligibility`, undefined, 200)
    expect(after.home.players[0]).toMatchObject({ eligible: true, reasons: [] })
  })
})
