/**
 * Public names (decision 0045) over HTTP, on a public team's roster: a minor by initials and without a photo by
 * default; the league may show a minor's full name, never their photo; an adult who links their account may choose
 * initials. The privacy scan (public.test.ts) checks the default on every public surface.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { call, createLeague, imageForm, PNG, type Problem, uploadTo } from '#test/league.ts'
import { createTestServer, signUp, type TestServer } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 120_000)
afterAll(() => server.close())

async function claim(
  as: { cookie: string },
  orgId: string,
  playerId: string,
  person: { cookie: string; email: string },
) {
  const sent = await call<Problem>(server, as, 'POST', `/api/orgs/${orgId}/players/${playerId}/invite`, {
    email: person.email,
  })
  expect(sent.status).toBe(201)
  const token = (server.sent.at(-1)?.link ?? '').split('/').pop() ?? ''
  expect((await call(server, person, 'POST', `/api/player-invitations/${token}/accept`)).status).toBe(200)
}

describe('public names', () => {
  it('names a minor by initials until the league chooses the full name, never shows their photo; an adult may choose initials', async () => {
    const site = await createLeague(server, 'Liga Nombres')
    await expectCall(site, 'PATCH', '', { publicSlug: 'liga-nombres-test' }, 200)
    const {
      tournament,
      teams: [home, away],
    } = await createCompetition(site, { teamCount: 2, playersPerTeam: 2 })
    // a team is public once it has a published game
    const published = await createGame(site, {
      tournamentId: tournament.id,
      homeTeamId: home?.id,
      awayTeamId: away?.id,
    })
    await expectCall(site, 'POST', `/games/${published.id}/publish`, {}, 200)
    const [minorId, adultId] = (home?.players ?? []).map((p) => p.id) as [string, string]
    const minorBirth = `${new Date().getUTCFullYear() - 15}-06-01`
    const minor = await expectCall(site, 'GET', `/players/${minorId}`, undefined, 200)
    await expectCall(
      site,
      'PATCH',
      `/players/${minorId}`,
      { version: minor.version, lastname: 'Menorquina', birthDate: minorBirth },
      200,
    )
    const photo = await uploadTo(
      server,
      site.admin,
      `/api/orgs/${site.orgId}/players/${minorId}/photo`,
      imageForm(PNG, 'm.png'),
    )
    expect(photo.status).toBe(200)
    const adult = await expectCall(site, 'GET', `/players/${adultId}`, undefined, 200)
    await expectCall(site, 'PATCH', `/players/${adultId}`, { version: adult.version, lastname: 'Mayorga' }, 200)
    type Roster = { roster: { id: string; lastname: string; photoThumbUrl: string | null }[] }
    const roster = async () => {
      const res = await call<Roster>(server, { cookie: '' }, 'GET', `/api/public/liga-nombres-test/teams/${home?.id}`)
      expect(res.status).toBe(200)
      return Object.fromEntries(res.body.roster.map((p) => [p.id, p]))
    }
    // the default: a minor by initials, no photo; an adult in full
    let shown = await roster()
    expect(shown[minorId]).toMatchObject({ lastname: 'M.', photoThumbUrl: null })
    expect(shown[adultId]?.lastname).toBe('Mayorga')

    // the league shows the minor's full name: the photo stays private
    const now = await expectCall(site, 'GET', `/players/${minorId}`, undefined, 200)
    const chosen = await expectCall(
      site,
      'PATCH',
      `/players/${minorId}`,
      { version: now.version, publicName: 'full' },
      200,
    )
    expect(chosen.publicName).toBe('full')
    shown = await roster()
    expect(shown[minorId]).toMatchObject({ lastname: 'Menorquina', photoThumbUrl: null })

    // an adult player who links their account and chooses initials
    const person = await signUp(server)
    await claim(site.admin, site.orgId, adultId, person)
    const mine = await call<{ items: { id: string; version: number }[] }>(server, person, 'GET', '/api/me/players')
    const record = mine.body.items.find((p) => p.id === adultId)
    const edited = await call(server, person, 'PATCH', `/api/me/players/${adultId}`, {
      version: record?.version,
      publicName: 'initials',
    })
    expect(edited.status).toBe(200)
    expect((await roster())[adultId]?.lastname).toBe('M.')
  })
})
