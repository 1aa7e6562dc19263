/**
 * Player accounts (decision 0045) over HTTP: staff invite a player to claim their record, the invitee accepts with the
 * right address only, the link locks the e-mail until an admin removes it; My page across two leagues (next game with
 * eligibility, suspension, statistics); the player's own edits and their limits; who may invite.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { player, playerInvitation } from '#server/db/schema.ts'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { call, createLeague, imageForm, type League, PNG, type Problem, uploadTo } from '#test/league.ts'
import { addMember, createTestServer, signUp, type TestServer } from '#test/server.ts'

let server: TestServer
let league: League
let second: League
let teams: Awaited<ReturnType<typeof createCompetition>>['teams']
let tournamentId: string

beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Jugadores')
  second = await createLeague(server, 'Segunda Liga')
  const competition = await createCompetition(league, { teamCount: 2, playersPerTeam: 2 })
  teams = competition.teams
  tournamentId = competition.tournament.id
}, 120_000)
afterAll(() => server.close())

const playerOf = (team: number, index: number) => teams[team]?.players[index]?.id as string

/** Invites as `user` and answers the status, the body and the token of the e-mailed link. */
async function invite(as: { cookie: string }, target: League, playerId: string, email: string, lang = 'es') {
  const res = await call<Problem & { id: string }>(
    server,
    as,
    'POST',
    `/api/orgs/${target.orgId}/players/${playerId}/invite`,
    { email, lang },
  )
  const link = res.status === 201 ? (server.sent.at(-1)?.link ?? '') : ''
  return { ...res, link, token: link.split('/').pop() ?? '' }
}

const accept = (user: { cookie: string }, token: string) =>
  call<Problem & { playerId: string }>(server, user, 'POST', `/api/player-invitations/${token}/accept`)

describe('claiming a player record', () => {
  it('links the right address only, once; locks the e-mail until an admin removes the link', async () => {
    const playerId = playerOf(0, 0)
    const person = await signUp(server)
    const stranger = await signUp(server)
    await expectCall(league, 'PATCH', `/players/${playerId}`, { version: 2, email: person.email }, 200).catch(
      async () => {
        const current = await expectCall(league, 'GET', `/players/${playerId}`, undefined, 200)
        await expectCall(
          league,
          'PATCH',
          `/players/${playerId}`,
          { version: current.version, email: person.email },
          200,
        )
      },
    )
    const sent = await invite(league.manager, league, playerId, person.email.toUpperCase(), 'en')
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ playerId, email: person.email, status: 'pending' })
    expect(sent.link).toMatch(/^http:\/\/localhost:3000\/en\/player-invitations\/[\w-]{40,}$/)
    const mail = server.sent.at(-1)
    expect(mail?.to).toBe(person.email)
    expect(mail?.text).toContain('Liga Jugadores')

    const shown = await call(server, { cookie: '' }, 'GET', `/api/player-invitations/${sent.token}`)
    expect(shown.body).toMatchObject({ organizationName: 'Liga Jugadores', email: person.email, status: 'pending' })

    const wrong = await accept(stranger, sent.token)
    expect([wrong.status, wrong.body.code]).toEqual([403, 'INVITATION_EMAIL_MISMATCH'])
    const signedOut = await accept({ cookie: '' }, sent.token)
    expect(signedOut.status).toBe(401)

    const right = await accept(person, sent.token)
    expect(right.status).toBe(200)
    expect(right.body).toMatchObject({ organizationId: league.orgId, playerId })
    const linked = await expectCall(league, 'GET', `/players/${playerId}`, undefined, 200)
    expect(linked.userId).toBe(person.userId)

    const again = await accept(person, sent.token)
    expect([again.status, again.body.code]).toEqual([410, 'INVITATION_INVALID'])
    const reinvite = await invite(league.admin, league, playerId, person.email)
    expect([reinvite.status, reinvite.body.code]).toEqual([409, 'PLAYER_ALREADY_LINKED'])

    // the e-mail is locked while linked; only an admin removes the link
    const locked = await call<Problem>(
      server,
      league.manager,
      'PATCH',
      `/api/orgs/${league.orgId}/players/${playerId}`,
      {
        version: linked.version,
        email: 'other@example.com',
      },
    )
    expect([locked.status, locked.body.code]).toEqual([409, 'PLAYER_EMAIL_LOCKED'])
    const byManager = await call(server, league.manager, 'DELETE', `/api/orgs/${league.orgId}/players/${playerId}/user`)
    expect(byManager.status).toBe(403)
    const unlinked = await expectCall(league, 'DELETE', `/players/${playerId}/user`, undefined, 200)
    expect(unlinked.userId).toBeNull()
    await expectCall(league, 'DELETE', `/players/${playerId}/user`, undefined, 404)
    await expectCall(
      league,
      'PATCH',
      `/players/${playerId}`,
      { version: unlinked.version, email: 'other@example.com' },
      200,
      league.manager,
    )
    // the player no longer sees the record
    const mine = await call<{ items: unknown[] }>(server, person, 'GET', '/api/me/players')
    expect(mine.body.items).toEqual([])
  })

  it('refuses an expired link, a replaced link, and a player another account took meanwhile', async () => {
    const playerId = playerOf(0, 1)
    const person = await signUp(server)
    const first = await invite(league.admin, league, playerId, person.email)
    const second = await invite(league.admin, league, playerId, person.email)
    expect((await accept(person, first.token)).body.code).toBe('INVITATION_INVALID')
    const db = server.database.db
    await db
      .update(playerInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerInvitation.playerId, playerId))
    const expired = await accept(person, second.token)
    expect([expired.status, expired.body.code]).toEqual([410, 'INVITATION_INVALID'])

    const third = await invite(league.admin, league, playerId, person.email)
    const other = await signUp(server)
    const taken = await invite(league.admin, league, playerId, other.email)
    expect((await accept(other, taken.token)).status).toBe(200)
    // the newer invitation replaced the one to `person`
    expect((await accept(person, third.token)).body.code).toBe('INVITATION_INVALID')
    // and a pending invitation whose player someone else took answers 409
    await expectCall(league, 'DELETE', `/players/${playerId}/user`, undefined, 200)
    const late = await signUp(server)
    const fourth = await invite(league.admin, league, playerId, late.email)
    await db.update(playerInvitation).set({ status: 'accepted' }).where(eq(playerInvitation.email, other.email))
    await db.update(player).set({ userId: other.userId }).where(eq(player.id, playerId))
    const already = await accept(late, fourth.token)
    expect([already.status, already.body.code]).toEqual([409, 'PLAYER_ALREADY_LINKED'])
  })

  it('lets a delegate invite their own list’s players only; another league gets 404; the limits hold', async () => {
    const own = await addMember(server, { ...league.admin, orgId: league.orgId }, 'delegate', [teams[0]?.id as string])
    const ownPlayer = playerOf(0, 0)
    const otherPlayer = playerOf(1, 0)
    expect((await invite(own, league, ownPlayer, 'own-delegate-invite@example.com')).status).toBe(201)
    const refused = await invite(own, league, otherPlayer, 'x@example.com')
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN'])
    const intruder = await invite(league.intruder, league, ownPlayer, 'x@example.com')
    expect(intruder.status).toBe(404)
    const viaOwnOrg = await call(
      server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/players/${ownPlayer}/invite`,
      {
        email: 'x@example.com',
      },
    )
    expect(viaOwnOrg.status).toBe(404)
    expect((await invite(league.viewer, league, ownPlayer, 'x@example.com')).status).toBe(403)
    // an address receives a few player invitations a day in a league, like member invitations
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await invite(league.admin, league, otherPlayer, 'flood@example.com')).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})

describe('My page', () => {
  it('shows the records in two leagues: next game with eligibility, suspension, statistics; the player edits what is theirs', async () => {
    const person = await signUp(server)
    const playerId = playerOf(1, 1)
    const teamId = teams[1]?.id as string
    const opponent = teams[0]?.id as string
    await expectCall(league, 'PATCH', '', { publicSlug: 'liga-jugadores-test' }, 200)
    // a played game where they scored and were booked, a suspension, and a next game
    const played = await createGame(league, {
      tournamentId,
      homeTeamId: teamId,
      awayTeamId: opponent,
      playAt: '2026-01-10T18:00:00Z',
    })
    await expectCall(
      league,
      'PUT',
      `/games/${played.id}/stats`,
      {
        home: { goals: [{ playerId, goals: 2, minutes: [] }], unassignedGoals: 0 },
        away: { goals: [], unassignedGoals: 0 },
        confirm: true,
      },
      200,
    )
    await expectCall(league, 'POST', `/games/${played.id}/cards`, { playerId, teamId, type: 'yellow' }, 201)
    await expectCall(league, 'POST', '/suspensions', { tournamentId, playerId, teamId, gamesCount: 2 }, 201)
    const next = await createGame(league, {
      tournamentId,
      homeTeamId: opponent,
      awayTeamId: teamId,
      playAt: '2031-05-01T18:00:00Z',
    })
    await expectCall(league, 'POST', `/games/${next.id}/publish`, {}, 200)
    const draft = await createGame(league, {
      tournamentId,
      homeTeamId: opponent,
      awayTeamId: teamId,
      playAt: '2031-04-01T18:00:00Z',
    })

    const claim = await invite(league.admin, league, playerId, person.email)
    expect((await accept(person, claim.token)).status).toBe(200)
    const elsewhere = await expectCall(
      second,
      'POST',
      '/players',
      { firstname: 'Doble', lastname: 'Liga', birthDate: '2012-03-04' },
      201,
    )
    const claim2 = await invite(second.admin, second, elsewhere.id, person.email)
    expect((await accept(person, claim2.token)).status).toBe(200)

    type Mine = { items: ({ id: string; version: number; league: { name: string } } & Record<string, unknown>)[] }
    const mine = await call<Mine>(server, person, 'GET', '/api/me/players')
    expect(mine.status).toBe(200)
    expect(mine.body.items.map((p) => p.league.name)).toEqual(['Liga Jugadores', 'Segunda Liga'])
    const here = mine.body.items[0] as Record<string, unknown>
    expect(here).toMatchObject({
      id: playerId,
      league: { slug: expect.any(String), publicSlug: 'liga-jugadores-test' },
      teams: [
        {
          id: teamId,
          calendarUrl: `http://localhost:3000/api/public/liga-jugadores-test/teams/${teamId}/calendar.ics`,
        },
      ],
      tournaments: [{ id: tournamentId }],
      stats: { goals: 2, yellow: 1, gamesPlayed: 1, red: 0 },
      suspensions: [{ tournament: { id: tournamentId }, team: { id: teamId }, gamesLeft: 2 }],
    })
    const nextGames = here.nextGames as {
      id: string
      eligibility: { eligible: boolean; reasons: { code: string }[] }
    }[]
    expect(nextGames.map((g) => g.id)).toEqual([next.id])
    expect(nextGames.map((g) => g.id)).not.toContain(draft.id)
    expect(nextGames[0]?.eligibility).toMatchObject({ eligible: false, reasons: [{ code: 'SUSPENDED', gamesLeft: 2 }] })

    // the player's own edits
    const path = `/api/me/players/${playerId}`
    const edited = await call<Problem & { version: number; phone: string }>(server, person, 'PATCH', path, {
      version: here.version,
      phone: '+54 11 5555 1234',
      publicName: 'initials',
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ phone: '+54 11 5555 1234', publicName: 'initials' })
    for (const field of [{ firstname: 'X' }, { dni: '30111222' }, { birthDate: '2000-01-01' }, { email: 'a@b.co' }]) {
      const res = await call<Problem>(server, person, 'PATCH', path, { version: edited.body.version, ...field })
      expect([res.status, res.body.code], JSON.stringify(field)).toEqual([403, 'PLAYER_FIELD_LOCKED'])
    }
    const unknown = await call<Problem>(server, person, 'PATCH', path, {
      version: edited.body.version,
      jerseyNumber: 9,
    })
    expect(unknown.status).toBe(400)
    const stale = await call<Problem>(server, person, 'PATCH', path, { version: 1, phone: '123' })
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_VERSION'])
    const minor = mine.body.items[1] as { id: string; version: number }
    const full = await call<Problem>(server, person, 'PATCH', `/api/me/players/${minor.id}`, {
      version: minor.version,
      publicName: 'full',
    })
    expect([full.status, full.body.code]).toEqual([403, 'PLAYER_MINOR_PUBLIC_NAME'])
    // someone else's record is not there
    const stranger = await signUp(server)
    expect((await call(server, stranger, 'PATCH', path, { version: edited.body.version, phone: '1' })).status).toBe(404)
    expect((await call(server, stranger, 'GET', '/api/me/players')).body).toEqual({ items: [] })
    const photo = await uploadTo(server, person, `${path}/photo`, imageForm(PNG, 'me.png'))
    expect(photo.status).toBe(200)
    expect(photo.body.photoUrl).toMatch(/^\/api\/uploads\//)
    expect((await uploadTo(server, stranger, `${path}/photo`, imageForm(PNG, 'me.png'))).status).toBe(404)
    // nothing the player may not change changed
    const record = await expectCall(league, 'GET', `/players/${playerId}`, undefined, 200)
    expect(record).toMatchObject({ firstname: teams[1]?.players[1]?.firstname, dni: null, userId: person.userId })
  })
})

describe('the portal account on a team’s list', () => {
  it('tells none, invited (until it expires) and linked; a delegate sees it for their approved players only', async () => {
    const own = await createLeague(server, 'Liga Cuentas')
    const { teams: ownTeams } = await createCompetition(own, { teamCount: 2, playersPerTeam: 2 })
    const [home, away] = ownTeams as [(typeof ownTeams)[number], (typeof ownTeams)[number]]
    const [invited, linked] = home.players.map((p) => p.id) as [string, string]
    const accounts = async (as: { cookie: string }, teamId: string) => {
      const res = await call<{ items: { id: string; portalAccount: string | null }[] }>(
        server,
        as,
        'GET',
        `/api/orgs/${own.orgId}/teams/${teamId}/players`,
      )
      expect(res.status).toBe(200)
      return Object.fromEntries(res.body.items.map((p) => [p.id, p.portalAccount]))
    }
    expect(await accounts(own.admin, home.id)).toEqual({ [invited]: 'none', [linked]: 'none' })

    expect((await invite(own.admin, own, invited, 'invited-only@example.com')).status).toBe(201)
    const person = await signUp(server)
    const sent = await invite(own.admin, own, linked, person.email)
    expect((await accept(person, sent.token)).status).toBe(200)
    expect(await accounts(own.admin, home.id)).toEqual({ [invited]: 'invited', [linked]: 'linked' })

    // a delegate of the home team: their own list tells; another team's list does not (decision 0039)
    const delegate = await addMember(server, { ...own.admin, orgId: own.orgId }, 'delegate', [home.id])
    expect(await accounts(delegate, home.id)).toEqual({ [invited]: 'invited', [linked]: 'linked' })
    expect(Object.values(await accounts(delegate, away.id))).toEqual([null, null])
    // the answer of adding a player to a list tells it too
    const newcomer = await expectCall(own, 'POST', '/players', { firstname: 'Nora', lastname: 'Nueva' }, 201)
    expect((await invite(own.admin, own, newcomer.id, 'newcomer@example.com')).status).toBe(201)
    const added = await call<{ portalAccount: string }>(
      server,
      own.admin,
      'POST',
      `/api/orgs/${own.orgId}/teams/${away.id}/players`,
      { playerId: newcomer.id },
    )
    expect([added.status, added.body.portalAccount]).toEqual([201, 'invited'])

    // an expired invitation is no invitation
    await server.database.db
      .update(playerInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerInvitation.playerId, invited))
    expect(await accounts(own.admin, home.id)).toEqual({ [invited]: 'none', [linked]: 'linked' })
  })
})
