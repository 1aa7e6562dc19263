import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompetition,
  createGame,
  createTeam,
  createTournament,
  expectCall,
  type GameSheetBody,
  playGame,
  type TeamWithPlayers,
} from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type SuspensionBody = Json & {
  status: string
  remaining: number
  gamesCount: number
  reason: string
  isDraft: boolean
  isDraftSuspensionIgnored: boolean
  skipEarnedGame: boolean
  earnedGameId: string | null
  servedGameIds: string[]
  gamesToServe: string[]
}

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

/**
 * Four teams, home-only fixtures (three dated rounds, a week apart); `gamesOf(team)` are the team's games in order.
 */
async function season(settings: Record<string, unknown> = {}) {
  const { tournament, teams } = await createCompetition(league, { teamCount: 4, playersPerTeam: 2, settings })
  const groupId = (
    await expectCall<{ items: Json[] }>(league, 'GET', `/tournaments/${tournament.id}/groups`, undefined, 200)
  ).items[0]?.id
  const fixtures = await expectCall<{ rounds: { games: { id: string; homeTeamId: string; awayTeamId: string }[] }[] }>(
    league,
    'POST',
    `/tournaments/${tournament.id}/fixtures`,
    { groupId, mode: 'home', startDate: '2025-03-01' },
    201,
  )
  const games = fixtures.rounds.flatMap((r) => r.games)
  const gamesOf = (team: TeamWithPlayers) =>
    games.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id).map((g) => g.id)
  return { tournament, teams: teams as [TeamWithPlayers, TeamWithPlayers, TeamWithPlayers, TeamWithPlayers], gamesOf }
}

const sheet = (gameId: string) => expectCall<GameSheetBody>(league, 'GET', `/games/${gameId}`, undefined, 200)
const suspendedOn = async (gameId: string) => {
  const s = await sheet(gameId)
  return [...s.home.suspendedPlayers, ...s.away.suspendedPlayers].map((p) => p.playerId)
}
const getSuspension = (id: string) => expectCall<SuspensionBody>(league, 'GET', `/suspensions/${id}`, undefined, 200)

describe('suspensions from cards', () => {
  it('a red card drafts a one-game suspension, served in the team’s next confirmed game; the sheet lists the player meanwhile', async () => {
    const { tournament, teams, gamesOf } = await season()
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
    const draft = await getSuspension(card.suspensionId)
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
    expect(await suspendedOn(first)).toEqual([])
    expect(await suspendedOn(second)).toEqual([player])
    const onSheet = await sheet(second)
    const side = onSheet.homeTeamId === team.id ? onSheet.home : onSheet.away
    expect(side.suspendedPlayers).toEqual([
      expect.objectContaining({ suspensionId: draft.id, status: 'draft', remaining: 1 }),
    ])
    expect((await sheet(first)).home.cards.concat((await sheet(first)).away.cards)).toEqual([
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
    expect((await getSuspension(draft.id)).remaining).toBe(1)
    await playGame(league, second, 2, 2)
    expect(await getSuspension(draft.id)).toMatchObject({
      status: 'served',
      remaining: 0,
      servedGameIds: [second],
      gamesToServe: [],
    })
    expect(await byStatus('served')).toEqual([draft.id])
    expect(await suspendedOn(second)).toEqual([])
    expect(await suspendedOn(third)).toEqual([])

    // unconfirming the game that served it brings it back
    await expectCall(league, 'POST', `/games/${second}/unconfirm`, undefined, 200, league.scorer)
    expect(await getSuspension(draft.id)).toMatchObject({ status: 'active', remaining: 1, gamesToServe: [second] })
  })

  it('changes the number of games (never skipEarnedGame), ignores drafts, and removes a suspension from every game', async () => {
    const { teams, gamesOf } = await season()
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
    expect(await suspendedOn(third)).toEqual([player])
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
    expect(await suspendedOn(second)).toEqual([])
    const cardOnSheet = [...(await sheet(first)).home.cards, ...(await sheet(first)).away.cards][0]
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

    expect(await suspendedOn(second)).toEqual([player])
    await expectCall(league, 'DELETE', `/suspensions/${id}`, undefined, 204, league.manager)
    expect(await suspendedOn(second)).toEqual([])
    expect(await suspendedOn(third)).toEqual([])
    expect((await call(league.server, league.admin, 'GET', api(`/suspensions/${id}`))).status).toBe(404)
    expect((await call(league.server, league.admin, 'DELETE', api(`/suspensions/${id}`))).status).toBe(404)
  })

  it('skips suspended games when serving; removing the card removes its draft suspension', async () => {
    const { teams, gamesOf } = await season()
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
    expect((await getSuspension(card.suspensionId)).gamesToServe).toEqual([third])
    expect(await suspendedOn(third)).toEqual([player])
    await expectCall(league, 'DELETE', `/games/${first}/cards/${card.id}`, undefined, 204, league.scorer)
    expect((await call(league.server, league.admin, 'GET', api(`/suspensions/${card.suspensionId}`))).status).toBe(404)
    expect(await suspendedOn(third)).toEqual([])
  })

  it('with N yellows set, warns at N−1 and N and drafts a suspension at every N-th yellow; removing a yellow takes it back', async () => {
    const { tournament, teams, gamesOf } = await season({ yellowCardsForSuspension: 2 })
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
      const s = await sheet(gameId)
      return [...s.home.warnings, ...s.away.warnings]
        .filter((w) => w.playerId === player)
        .map((w) => [w.yellowCount, w.warning])
    }
    expect(await yellow(first)).toMatchObject({ yellowCount: 1, warning: 'one_more', suspensionId: null })
    expect(await warningsOn(third)).toEqual([[1, 'one_more']])
    const second1 = await yellow(second)
    expect(second1).toMatchObject({ yellowCount: 2, warning: 'reached', suspensionId: expect.any(String) })
    expect(await getSuspension(second1.suspensionId as string)).toMatchObject({
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
    const firstCard = [...(await sheet(first)).home.cards, ...(await sheet(first)).away.cards][0]
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

describe('a second yellow in one game (issue 15)', () => {
  it('is a sending-off: a draft suspension as for a red, shown as a red (second yellow), fair play counts two yellows; removing a yellow undoes it', async () => {
    const { tournament, teams, gamesOf } = await season({ yellowCardsForSuspension: 3 })
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
    expect(await getSuspension(late.suspensionId as string)).toMatchObject({
      reason: 'second_yellow',
      status: 'draft',
      gamesCount: 1,
      earnedGameId: first,
      gamesToServe: [next],
    })
    const cards = (await sheet(first)).home.cards
    expect(cards.map((c) => [c.id, c.type, c.isSecondYellow])).toEqual(
      expect.arrayContaining([
        [early.id, 'yellow', false],
        [late.id, 'yellow', true],
      ]),
    )
    expect(await suspendedOn(next)).toEqual([player])
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
    expect((await sheet(first)).home.cards.map((c) => c.isSecondYellow)).toEqual([false])
    expect(await suspendedOn(next)).toEqual([])
  })

  it('counts the two yellows in the fair-play table, not a red', async () => {
    const { tournament, teams, gamesOf } = await season()
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

describe('suspensions by hand', () => {
  it('suspends a player of a team by hand (confirmed at once), served from the earned game when skipEarnedGame is false', async () => {
    const { tournament, teams, gamesOf } = await season()
    const [team, other] = teams
    const [first, second] = gamesOf(team) as [string, string]
    const player = team.players[0]?.id as string
    const created = await expectCall<SuspensionBody>(
      league,
      'POST',
      '/suspensions',
      {
        tournamentId: tournament.id,
        playerId: player,
        teamId: team.id,
        gamesCount: 2,
        earnedGameId: first,
        skipEarnedGame: false,
        note: 'Tribunal',
      },
      201,
      league.manager,
    )
    expect(created).toMatchObject({
      status: 'active',
      reason: 'manual',
      isDraft: false,
      skipEarnedGame: false,
      gamesToServe: [second],
    })
    await playGame(league, first, 1, 0)
    expect(await getSuspension(created.id)).toMatchObject({
      remaining: 1,
      servedGameIds: [first],
      gamesToServe: [second],
    })
    const free = await expectCall<SuspensionBody>(
      league,
      'POST',
      '/suspensions',
      { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1 },
      201,
    )
    // without an earned game it is served from the games confirmed after its creation, not the ones played before
    expect(free).toMatchObject({ skipEarnedGame: true, earnedGameId: null, remaining: 1, gamesToServe: [second] })
    // games not played: one dated in the future, one suspended; and a team with no part in the tournament
    const future = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: team.id,
      awayTeamId: other.id,
      playAt: '2099-05-01T18:00:00Z',
    })
    const rained = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: other.id,
      awayTeamId: team.id,
      playAt: '2025-04-01T18:00:00Z',
    })
    await expectCall(league, 'POST', `/games/${rained.id}/suspend`, { reason: 'Lluvia' }, 200)
    const outsider = await createTeam(league, 'Fuera del Torneo', 1)
    const notPlayed = [{ name: 'earnedGameId', reason: 'validation.earned_game_not_played' }]
    const cases: [Record<string, unknown>, { name: string; reason: string }[]][] = [
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1, earnedGameId: future.id },
        notPlayed,
      ],
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1, earnedGameId: rained.id },
        notPlayed,
      ],
      [
        { tournamentId: tournament.id, playerId: outsider.players[0]?.id, teamId: outsider.id, gamesCount: 1 },
        [{ name: 'teamId', reason: 'validation.team_not_in_tournament' }],
      ],
      [
        { tournamentId: tournament.id, playerId: other.players[0]?.id, teamId: team.id, gamesCount: 1 },
        [{ name: 'playerId', reason: 'validation.not_in_roster' }],
      ],
      [
        {
          tournamentId: tournament.id,
          playerId: player,
          teamId: team.id,
          gamesCount: 1,
          earnedGameId: (gamesOf(teams[2]) as string[]).find((g) => !gamesOf(team).includes(g)),
        },
        [{ name: 'earnedGameId', reason: 'validation.not_found' }],
      ],
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 0 },
        [{ name: 'gamesCount', reason: 'validation.too_small' }],
      ],
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1.5, status: 'active' },
        [
          { name: 'gamesCount', reason: 'validation.integer' },
          { name: 'status', reason: 'validation.unknown_field' },
        ],
      ],
      [
        { tournamentId: '00000000-0000-4000-8000-000000000000', playerId: player, teamId: team.id, gamesCount: 1 },
        [{ name: 'tournamentId', reason: 'validation.not_found' }],
      ],
    ]
    const before = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/suspensions?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    for (const [body, params] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'POST', api('/suspensions'), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    expect(
      await expectCall<{ items: Json[] }>(league, 'GET', `/suspensions?tournamentId=${tournament.id}`, undefined, 200),
    ).toEqual(before)
    expect((await call(league.server, league.admin, 'GET', api('/suspensions?status=late'))).status).toBe(400)
    const all = await expectCall<{ items: Json[] }>(league, 'GET', `/suspensions?playerId=${player}`, undefined, 200)
    expect(all.items.map((s) => s.id)).toEqual([free.id, created.id])
  })
})

describe('a player’s record', () => {
  type PlayerRecord = { tournaments: (Json & { tournamentId: string; teams: { id: string; name: string }[] })[] }
  const record = (playerId: string) =>
    expectCall<PlayerRecord>(league, 'GET', `/players/${playerId}/discipline`, undefined, 200, league.viewer)

  it('lists the tournaments the player’s teams take part in (a group or a game), with the teams that would serve', async () => {
    const { tournament, teams } = await season()
    const [team, rival] = teams
    const player = team.players[0]?.id as string
    // nothing yet: the tournament of the team's group, with zeros
    expect((await record(player)).tournaments).toEqual([
      {
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        teams: [{ id: team.id, name: team.name }],
        yellowCardsForSuspension: null,
        goals: 0,
        gamesPlayed: 0,
        yellow: 0,
        blue: 0,
        red: 0,
        warning: null,
        suspensions: [],
      },
    ])
    // also on a second team that plays a cup game of another tournament without groups; newest tournament first
    const cup = await createTournament(league)
    const second = await createTeam(league, 'Zeta')
    await expectCall(league, 'POST', `/teams/${second.id}/players`, { playerId: player }, 201)
    await createGame(league, { tournamentId: cup.id, homeTeamId: second.id, awayTeamId: rival.id, kind: 'cup' })
    expect((await record(player)).tournaments.map((t) => [t.tournamentId, t.teams.map((team) => team.id)])).toEqual([
      [cup.id, [second.id]],
      [tournament.id, [team.id]],
    ])
    // the player leaves the second team: that tournament goes (no record there); a player without teams has none
    await expectCall(league, 'DELETE', `/teams/${second.id}/players/${player}`, undefined, 204)
    expect((await record(player)).tournaments.map((t) => t.tournamentId)).toEqual([tournament.id])
    const loner = await expectCall(league, 'POST', '/players', { firstname: 'Sola', lastname: 'Nadie' }, 201)
    expect((await record(loner.id)).tournaments).toEqual([])
  })

  it('keeps a tournament where the player has a record after they leave the team, without teams to serve', async () => {
    const { tournament, teams, gamesOf } = await season()
    const [team] = teams
    const player = team.players[0]?.id as string
    await expectCall(
      league,
      'POST',
      `/games/${gamesOf(team)[0]}/cards`,
      { playerId: player, teamId: team.id, type: 'yellow' },
      201,
    )
    await expectCall(league, 'DELETE', `/teams/${team.id}/players/${player}`, undefined, 204)
    expect((await record(player)).tournaments).toEqual([
      expect.objectContaining({ tournamentId: tournament.id, yellow: 1, teams: [] }),
    ])
  })
})

describe('suspensions: roles and other organizations', () => {
  it('lets scorers and viewers read but not decide suspensions (403, nothing changed)', async () => {
    const { tournament, teams, gamesOf } = await season()
    const [team] = teams
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${gamesOf(team)[0]}/cards`,
      { playerId: team.players[0]?.id, teamId: team.id, type: 'red' },
      201,
      league.scorer,
    )
    const id = card.suspensionId
    for (const user of [league.scorer, league.viewer]) {
      for (const [method, path, body] of [
        [
          'POST',
          '/suspensions',
          { tournamentId: tournament.id, playerId: team.players[0]?.id, teamId: team.id, gamesCount: 1 },
        ],
        ['PATCH', `/suspensions/${id}`, { gamesCount: 5 }],
        ['POST', `/suspensions/${id}/confirm`, undefined],
        ['POST', `/suspensions/${id}/ignore`, undefined],
        ['DELETE', `/suspensions/${id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, user, method, api(path), body)
        expect(res.status, `${method} ${path}`).toBe(403)
      }
      expect((await call(league.server, user, 'GET', api(`/suspensions/${id}`))).status).toBe(200)
    }
    expect(await getSuspension(id)).toMatchObject({ status: 'draft', gamesCount: 1, version: 1 })
  })

  it('answers 404 to another organization’s admin and changes nothing', async () => {
    const { tournament, teams, gamesOf } = await season()
    const [team] = teams
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${gamesOf(team)[0]}/cards`,
      { playerId: team.players[0]?.id, teamId: team.id, type: 'red' },
      201,
    )
    const id = card.suspensionId
    const before = await getSuspension(id)
    const { intruder } = league
    for (const orgId of [league.orgId, intruder.orgId]) {
      for (const [method, path, body] of [
        ['GET', `/suspensions/${id}`, undefined],
        ['PATCH', `/suspensions/${id}`, { gamesCount: 9 }],
        ['POST', `/suspensions/${id}/confirm`, undefined],
        ['POST', `/suspensions/${id}/ignore`, undefined],
        ['DELETE', `/suspensions/${id}`, undefined],
        ['GET', `/players/${team.players[0]?.id}/discipline`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, intruder, method, `/api/orgs/${orgId}${path}`, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const theirs = await call<{ items: Json[] }>(
      league.server,
      intruder,
      'GET',
      `/api/orgs/${intruder.orgId}/suspensions?tournamentId=${tournament.id}`,
    )
    expect(theirs.body.items).toEqual([])
    const created = await call<Problem>(league.server, intruder, 'POST', `/api/orgs/${intruder.orgId}/suspensions`, {
      tournamentId: tournament.id,
      playerId: team.players[0]?.id,
      teamId: team.id,
      gamesCount: 1,
    })
    expect(created.status).toBe(400)
    expect(await getSuspension(id)).toEqual(before)
  })
})
