import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { createSeason, getSuspension, type SuspensionBody, sheetOf, suspendedOn } from '#test/suspensions.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

describe('suspensions from cards', () => {
  it('a red card drafts a one-game suspension, served in the team’s next confirmed game; the sheet lists the player meanwhile', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league)
    const [team] = teams
    const [first, second, third] = gamesOf(team) as [string, string, string]
    const player = team.players[0]?.id as string
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${first}/cards`,
      { playerId: player, teamId: team.id, type: 'red', reason: 'Agresión' },
      201,
      league.scorer,
    )
    const draft = await getSuspension(league, card.suspensionId)
    expect(draft).toMatchObject({
      status: 'draft',
      reason: 'red',
      gamesCount: 1,
      remaining: 1,
      skipEarnedGame: true,
      earnedGameId: first,
      gamesToServe: [second],
      servedGameIds: [],
      playerId: player,
      teamId: team.id,
    })
    expect(await suspendedOn(league, first)).toEqual([])
    expect(await suspendedOn(league, second)).toEqual([player])
    const onSheet = await sheetOf(league, second)
    const side = onSheet.homeTeamId === team.id ? onSheet.home : onSheet.away
    expect(side.suspendedPlayers).toEqual([
      expect.objectContaining({ suspensionId: draft.id, status: 'draft', remaining: 1 }),
    ])
    expect((await sheetOf(league, first)).home.cards.concat((await sheetOf(league, first)).away.cards)).toEqual([
      expect.objectContaining({ id: card.id, type: 'red', suspensionId: draft.id, suspensionStatus: 'draft' }),
    ])

    const confirmed = await expectCall<SuspensionBody>(
      league,
      'POST',
      `/suspensions/${draft.id}/confirm`,
      undefined,
      200,
      league.manager,
    )
    expect(confirmed).toMatchObject({ status: 'active', isDraft: false, confirmedAt: expect.any(String) })
    const byStatus = async (status: string) =>
      (
        await expectCall<{ items: SuspensionBody[] }>(
          league,
          'GET',
          `/suspensions?tournamentId=${tournament.id}&status=${status}`,
          undefined,
          200,
          league.viewer,
        )
      ).items.map((s) => s.id)
    expect(await byStatus('active')).toEqual([draft.id])
    expect(await byStatus('draft')).toEqual([])

    // the earned game's confirmation does not serve it; the next game does
    await playGame(league, first, 0, 1)
    expect((await getSuspension(league, draft.id)).remaining).toBe(1)
    await playGame(league, second, 2, 2)
    expect(await getSuspension(league, draft.id)).toMatchObject({
      status: 'served',
      remaining: 0,
      servedGameIds: [second],
      gamesToServe: [],
    })
    expect(await byStatus('served')).toEqual([draft.id])
    expect(await suspendedOn(league, second)).toEqual([])
    expect(await suspendedOn(league, third)).toEqual([])

    // unconfirming the game that served it brings it back
    await expectCall(league, 'POST', `/games/${second}/unconfirm`, undefined, 200, league.scorer)
    expect(await getSuspension(league, draft.id)).toMatchObject({
      status: 'active',
      remaining: 1,
      gamesToServe: [second],
    })
  })

  it('changes the number of games (never skipEarnedGame), ignores drafts, and removes a suspension from every game', async () => {
    const { teams, gamesOf } = await createSeason(league)
    const [, team] = teams
    const [first, second, third] = gamesOf(team) as [string, string, string]
    const player = team.players[1]?.id as string
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${first}/cards`,
      { playerId: player, teamId: team.id, type: 'red' },
      201,
    )
    const id = card.suspensionId
    const changed = await expectCall<SuspensionBody>(
      league,
      'PATCH',
      `/suspensions/${id}`,
      { version: 1, gamesCount: 2, note: 'Informe arbitral' },
      200,
      league.manager,
    )
    expect(changed).toMatchObject({
      gamesCount: 2,
      remaining: 2,
      gamesToServe: [second, third],
      note: 'Informe arbitral',
      version: 2,
    })
    expect(await suspendedOn(league, third)).toEqual([player])
    const immutable = await call<Problem>(league.server, league.admin, 'PATCH', api(`/suspensions/${id}`), {
      skipEarnedGame: false,
    })
    expect(immutable.status).toBe(400)
    expect(immutable.body.invalidParams).toEqual([{ name: 'skipEarnedGame', reason: 'validation.immutable' }])
    const stale = await call<Problem>(league.server, league.admin, 'PATCH', api(`/suspensions/${id}`), {
      version: 1,
      gamesCount: 3,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ gamesCount: 2, version: 2 })

    const ignored = await expectCall<SuspensionBody>(league, 'POST', `/suspensions/${id}/ignore`, undefined, 200)
    expect(ignored).toMatchObject({ status: 'ignored', isDraftSuspensionIgnored: true })
    expect(await suspendedOn(league, second)).toEqual([])
    const cardOnSheet = [...(await sheetOf(league, first)).home.cards, ...(await sheetOf(league, first)).away.cards][0]
    expect(cardOnSheet).toMatchObject({ suspensionStatus: 'ignored', isDraftSuspensionIgnored: true })
    // confirming takes the ignore back
    expect(
      await expectCall<SuspensionBody>(league, 'POST', `/suspensions/${id}/confirm`, undefined, 200),
    ).toMatchObject({
      status: 'active',
      isDraftSuspensionIgnored: false,
    })
    const notDraft = await call<Problem>(league.server, league.admin, 'POST', api(`/suspensions/${id}/ignore`))
    expect(notDraft.status).toBe(409)
    expect(notDraft.body.code).toBe('SUSPENSION_NOT_DRAFT')

    expect(await suspendedOn(league, second)).toEqual([player])
    await expectCall(league, 'DELETE', `/suspensions/${id}`, undefined, 204, league.manager)
    expect(await suspendedOn(league, second)).toEqual([])
    expect(await suspendedOn(league, third)).toEqual([])
    expect((await call(league.server, league.admin, 'GET', api(`/suspensions/${id}`))).status).toBe(404)
    expect((await call(league.server, league.admin, 'DELETE', api(`/suspensions/${id}`))).status).toBe(404)
  })

  it('skips suspended games when serving; removing the card removes its draft suspension', async () => {
    const { teams, gamesOf } = await createSeason(league)
    const [, , team] = teams
    const [first, second, third] = gamesOf(team) as [string, string, string]
    const player = team.players[0]?.id as string
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${first}/cards`,
      { playerId: player, teamId: team.id, type: 'red' },
      201,
    )
    await expectCall(league, 'POST', `/games/${second}/suspend`, { reason: 'Cancha inundada' }, 200)
    expect((await getSuspension(league, card.suspensionId)).gamesToServe).toEqual([third])
    expect(await suspendedOn(league, third)).toEqual([player])
    await expectCall(league, 'DELETE', `/games/${first}/cards/${card.id}`, undefined, 204, league.scorer)
    expect((await call(league.server, league.admin, 'GET', api(`/suspensions/${card.suspensionId}`))).status).toBe(404)
    expect(await suspendedOn(league, third)).toEqual([])
  })

  it('with N yellows set, warns at N−1 and N and drafts a suspension at every N-th yellow; removing a yellow takes it back', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league, { yellowCardsForSuspension: 2 })
    const [team] = teams
    const [first, second, third] = gamesOf(team) as [string, string, string]
    const player = team.players[0]?.id as string
    const yellow = (gameId: string) =>
      expectCall<Json & { suspensionId: string | null; yellowCount: number; warning: string | null }>(
        league,
        'POST',
        `/games/${gameId}/cards`,
        { playerId: player, teamId: team.id, type: 'yellow' },
        201,
        league.scorer,
      )
    const warningsOn = async (gameId: string) => {
      const s = await sheetOf(league, gameId)
      return [...s.home.warnings, ...s.away.warnings]
        .filter((w) => w.playerId === player)
        .map((w) => [w.yellowCount, w.warning])
    }
    expect(await yellow(first)).toMatchObject({ yellowCount: 1, warning: 'one_more', suspensionId: null })
    expect(await warningsOn(third)).toEqual([[1, 'one_more']])
    const second1 = await yellow(second)
    expect(second1).toMatchObject({ yellowCount: 2, warning: 'reached', suspensionId: expect.any(String) })
    expect(await getSuspension(league, second1.suspensionId as string)).toMatchObject({
      reason: 'yellows',
      status: 'draft',
      earnedGameId: second,
      gamesToServe: [third],
    })
    expect(await warningsOn(third)).toEqual([[2, 'reached']])
    const discipline = await expectCall<{ tournaments: Json[] }>(
      league,
      'GET',
      `/players/${player}/discipline`,
      undefined,
      200,
      league.viewer,
    )
    expect(discipline.tournaments).toEqual([
      expect.objectContaining({
        tournamentId: tournament.id,
        yellow: 2,
        warning: 'reached',
        yellowCardsForSuspension: 2,
        suspensions: [expect.objectContaining({ id: second1.suspensionId })],
      }),
    ])
    expect((await yellow(third)).suspensionId).toBeNull()
    // the first yellow was a mistake: the one of the second game is no longer the second yellow, the third game's is
    const firstCard = [...(await sheetOf(league, first)).home.cards, ...(await sheetOf(league, first)).away.cards][0]
    await expectCall(league, 'DELETE', `/games/${first}/cards/${firstCard?.id}`, undefined, 204, league.scorer)
    const { items } = await expectCall<{ items: SuspensionBody[] }>(
      league,
      'GET',
      `/suspensions?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ reason: 'yellows', earnedGameId: third })
  })
})

describe('a second yellow in one game (decision 0020)', () => {
  it('is a sending-off: a draft suspension as for a red, shown as a red (second yellow), fair play counts two yellows; removing a yellow undoes it', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league, { yellowCardsForSuspension: 3 })
    const [team] = teams
    const [first, next] = gamesOf(team) as [string, string]
    const player = team.players[0]?.id as string
    const yellow = (minute: number) =>
      expectCall<Json & { suspensionId: string | null; yellowCount: number; warning: string | null }>(
        league,
        'POST',
        `/games/${first}/cards`,
        { playerId: player, teamId: team.id, type: 'yellow', minute },
        201,
        league.scorer,
      )
    const early = await yellow(12)
    expect(early.suspensionId).toBeNull()
    const late = await yellow(70)
    expect(late.suspensionId).toEqual(expect.any(String))
    expect(await getSuspension(league, late.suspensionId as string)).toMatchObject({
      reason: 'second_yellow',
      status: 'draft',
      gamesCount: 1,
      earnedGameId: first,
      gamesToServe: [next],
    })
    const cards = (await sheetOf(league, first)).home.cards
    expect(cards.map((c) => [c.id, c.type, c.isSecondYellow])).toEqual(
      expect.arrayContaining([
        [early.id, 'yellow', false],
        [late.id, 'yellow', true],
      ]),
    )
    expect(await suspendedOn(league, next)).toEqual([player])
    const list = async () =>
      (
        await expectCall<{ items: SuspensionBody[] }>(
          league,
          'GET',
          `/suspensions?tournamentId=${tournament.id}`,
          undefined,
          200,
        )
      ).items
    // the two yellows of a sending-off do not count toward accumulation (3 set): no "yellows" draft, no warning
    expect((await list()).map((s) => s.reason)).toEqual(['second_yellow'])
    // removing the first yellow undoes the sending-off and its draft
    await expectCall(league, 'DELETE', `/games/${first}/cards/${early.id}`, undefined, 204, league.scorer)
    expect(await list()).toEqual([])
    expect((await sheetOf(league, first)).home.cards.map((c) => c.isSecondYellow)).toEqual([false])
    expect(await suspendedOn(league, next)).toEqual([])
  })

  it('counts the two yellows in the fair-play table, not a red', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league)
    const [team] = teams
    const [first] = gamesOf(team) as [string]
    const player = team.players[0]?.id as string
    for (const minute of [5, 50]) {
      await expectCall(
        league,
        'POST',
        `/games/${first}/cards`,
        { playerId: player, teamId: team.id, type: 'yellow', minute },
        201,
      )
    }
    const discipline = await expectCall<{
      players: { playerId: string; yellow: number; red: number; fairPlayPoints: number }[]
    }>(league, 'GET', `/tournaments/${tournament.id}/discipline`, undefined, 200)
    const entry = discipline.players.find((p) => p.playerId === player)
    expect(entry).toMatchObject({ yellow: 2, red: 0 })
    const settings = (
      await expectCall<Json & { settings: { fairPlay: { yellow: number } } }>(
        league,
        'GET',
        `/tournaments/${tournament.id}`,
        undefined,
        200,
      )
    ).settings
    expect(entry?.fairPlayPoints).toBe(2 * settings.fairPlay.yellow)
  })
})
