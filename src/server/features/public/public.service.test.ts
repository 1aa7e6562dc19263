import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, playGame } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { getPublicLeague, getPublicOrganization } from './public.service.ts'
import { getPublicGame, getPublicTeam } from './public-team.service.ts'
import { getPublicStandings, getPublicTournament } from './public-tournament.service.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Servicio')
})
afterAll(() => league.server.close())

const db = () => league.server.database.db

describe('public reads', () => {
  it('finds a league only by its public slug, and shows only published games', async () => {
    await expect(getPublicOrganization({ db: db(), slug: 'liga-servicio' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expectCall(league, 'PATCH', '', { publicSlug: 'liga-servicio' }, 200)
    const { tournament, teams } = await createCompetition(league, { teamCount: 4 })
    const [a, b, c, d] = teams.map((t) => t.id) as [string, string, string, string]
    const draft = await createGame(league, { tournamentId: tournament.id, homeTeamId: a, awayTeamId: b })
    let org = await getPublicOrganization({ db: db(), slug: 'liga-servicio' })
    expect(org).toMatchObject({ name: 'Liga Servicio', timeZone: 'America/Argentina/Buenos_Aires' })
    // a tournament without a published game is a draft
    await expect(getPublicTournament({ db: db(), org, tournamentId: tournament.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(getPublicTeam({ db: db(), org, teamId: a })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const published = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: c,
      awayTeamId: d,
      playAt: '2030-03-01T18:30:00-03:00',
      isPlayAtTimeHidden: true,
    })
    await expectCall(league, 'POST', `/games/${published.id}/publish`, {}, 200)
    const played = await createGame(league, { tournamentId: tournament.id, homeTeamId: a, awayTeamId: c })
    await playGame(league, played.id, 2, 1)
    const stampBefore = org.stamp
    org = await getPublicOrganization({ db: db(), slug: 'liga-servicio' })
    expect(org.stamp).not.toBe(stampBefore)

    const page = await getPublicTournament({ db: db(), org, tournamentId: tournament.id })
    const ids = [...page.otherGames, ...page.rounds.flatMap((r) => r.games)].map((g) => g.id)
    expect(ids.sort()).toEqual([published.id, played.id].sort())
    expect(ids).not.toContain(draft.id)
    const hidden = page.otherGames.find((g) => g.id === published.id)
    expect(hidden).toMatchObject({ playAt: null, date: '2030-03-01', isTimeHidden: true, homeGoals: null })
    expect(page.standings.groups[0]?.rows[0]).toMatchObject({ team: { id: a }, points: 3 })

    await expect(getPublicGame({ db: db(), org, gameId: draft.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await getPublicGame({ db: db(), org, gameId: played.id })).toMatchObject({
      status: 'played',
      home: { goals: 2, unassignedGoals: 2 },
      away: { goals: 1 },
    })
    expect((await getPublicStandings({ db: db(), org, tournamentId: tournament.id })).groups[0]?.rows).toHaveLength(4)
    // teams of the tournament's groups are public once it is
    expect((await getPublicTeam({ db: db(), org, teamId: b })).games).toEqual([])
    const home = await getPublicLeague({ db: db(), org })
    expect(home.tournaments.map((t) => t.id)).toEqual([tournament.id])
    expect(home.latestResults.map((g) => g.id)).toEqual([played.id])
  })
})
