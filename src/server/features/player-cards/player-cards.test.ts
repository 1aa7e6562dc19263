/**
 * The player card (decision 0046): the card of the linked user only, the league's keys (made on first use, encrypted at
 * rest, rotated with the old key still valid), the check of a card (valid, expired, tampered, forged, another league's,
 * unknown key) and its roles, the eligibility it answers at a game, and the team's printable cards.
 */
import { eq } from 'drizzle-orm'
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardCheck, cardKey, player } from '#server/db/schema.ts'
import { createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, imageForm, type League, PNG, uploadTo } from '#test/league.ts'
import { addReferee, appointOfficial } from '#test/officials.ts'
import { pdfPages, pdfText } from '#test/pdf.ts'
import { addMember, createOrgAdmin, createTestServer, signUp } from '#test/server.ts'
import { cardKeyEncryptionKey, getSigningKey, sealPrivateKey } from './card-keys.ts'
import { signCardToken } from './card-token.ts'

const SECRET = 'test-secret-test-secret-test-secret-0123456789'

type Card = {
  playerId: string
  firstname: string
  dniMasked: string | null
  teams: { id: string; name: string; tournaments: string[] }[]
  league: { name: string; logoUrl: string | null }
  validUntil: string
  token: string
  qrSvg: string
}
type Check = {
  player: { id: string; firstname: string; teams: { name: string }[] }
  validUntil: string
  game?: { eligible: boolean; teamId: string | null; reasons: { code: string; gamesLeft?: number }[] }
}

let league: League
let setup: Awaited<ReturnType<typeof aLeagueWithAGame>>

async function aLeagueWithAGame() {
  const tournament = await createTournament(league, { name: 'Primera A' })
  const home = await createTeam(league, 'Los Pumas')
  const away = await createTeam(league, 'Las Águilas')
  const third = await createTeam(league, 'Terceros')
  await createGroup(league, tournament.id, [home.id, away.id, third.id])
  const newPlayer = (firstname: string, dni: string) =>
    expectCall(league, 'POST', '/players', { firstname, lastname: 'Carnet', dni, birthDate: '2000-01-01' }, 201)
  const linked = await newPlayer('Lucía', '30123456')
  const suspended = await newPlayer('Sancionado', '31222333')
  const outsider = await newPlayer('Suelto', '1234567')
  for (const p of [linked, suspended])
    await expectCall(league, 'POST', `/teams/${home.id}/players`, { playerId: p.id }, 201)
  const game = await expectCall(
    league,
    'POST',
    '/games',
    { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, playAt: '2026-03-01T18:00:00Z' },
    201,
  )
  const suspension = await expectCall(
    league,
    'POST',
    '/suspensions',
    { tournamentId: tournament.id, teamId: home.id, playerId: suspended.id, gamesCount: 2 },
    201,
  )
  const user = await signUp(league.server, { displayName: 'Lucía' })
  const db = league.server.database.db
  await db.update(player).set({ userId: user.userId }).where(eq(player.id, linked.id))
  const other = await signUp(league.server, { displayName: 'Suspended' })
  await db.update(player).set({ userId: other.userId }).where(eq(player.id, suspended.id))
  return { tournament, home, away, third, linked, suspended, outsider, game, suspension, user, other }
}

beforeAll(async () => {
  league = await createLeague(await createTestServer())
  setup = await aLeagueWithAGame()
}, 180_000)
afterAll(() => league.server.close())

const cardOf = (user: { cookie: string }, playerId: string) =>
  call<Card & { code?: string }>(league.server, user, 'GET', `/api/me/players/${playerId}/card`)
const verify = (user: { cookie: string }, body: Record<string, unknown>, orgId = league.orgId) =>
  call<Check & { code: string }>(league.server, user, 'POST', `/api/orgs/${orgId}/cards/verify`, body)

describe('the card', () => {
  it('is shown only to the linked user: masked DNI, teams and category, league, a signed QR token', async () => {
    const { status, body } = await cardOf(setup.user, setup.linked.id)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      firstname: 'Lucía',
      dniMasked: '30.***.456',
      teams: [{ id: setup.home.id, name: 'Los Pumas', tournaments: ['Primera A'] }],
      league: { name: 'Liga Test' },
    })
    expect(JSON.stringify(body)).not.toContain('30123456')
    expect(body.qrSvg).toMatch(/^<svg/)
    expect(decodeProtectedHeader(body.token)).toMatchObject({ alg: 'EdDSA', typ: 'card' })
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString())
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'org', 'sub'])
    expect(claims).toMatchObject({ org: league.orgId, sub: setup.linked.id })
    const days = (Date.parse(body.validUntil) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(363)
    expect(days).toBeLessThan(366)
    // the admin, another user, and the linked user asking for someone else's card: 404
    expect((await cardOf(league.admin, setup.linked.id)).status).toBe(404)
    expect((await cardOf(setup.other, setup.linked.id)).status).toBe(404)
    expect((await cardOf(setup.user, setup.suspended.id)).status).toBe(404)
    expect((await cardOf(setup.user, 'not-a-uuid')).status).toBe(404)
  })

  it('carries the league’s crest once it has one', async () => {
    const logo = await uploadTo(league.server, league.admin, `/api/orgs/${league.orgId}/logo`, imageForm(PNG, 'c.png'))
    expect(logo.status).toBe(200)
    const { body } = await cardOf(setup.user, setup.linked.id)
    expect(body.league.logoUrl).toMatch(/^\/api\/uploads\//)
    expect((await league.server.request(body.league.logoUrl ?? '')).status).toBe(200)
  })

  it('keeps the league’s private key encrypted at rest, one signing key made on first use', async () => {
    const rows = await league.server.database.db.select().from(cardKey).where(eq(cardKey.organizationId, league.orgId))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.privateKey).toMatch(/^v1\./)
    expect(rows[0]?.privateKey).not.toContain('PRIVATE KEY')
  })
})

describe('checking a card', () => {
  it('answers the player and, at a game, the eligibility with its reasons; records the checks', async () => {
    const linkedToken = (await cardOf(setup.user, setup.linked.id)).body.token
    const suspendedToken = (await cardOf(setup.other, setup.suspended.id)).body.token
    const plain = await verify(league.scorer, { token: linkedToken })
    expect(plain.status).toBe(200)
    expect(plain.body.player).toMatchObject({ id: setup.linked.id, firstname: 'Lucía', teams: [{ name: 'Los Pumas' }] })
    expect(plain.body.game).toBeUndefined()
    const ok = await verify(league.manager, { token: linkedToken, gameId: setup.game.id })
    expect(ok.body.game).toEqual({ gameId: setup.game.id, teamId: setup.home.id, eligible: true, reasons: [] })
    const banned = await verify(league.admin, { token: suspendedToken, gameId: setup.game.id })
    expect(banned.body.game).toMatchObject({ eligible: false, reasons: [{ code: 'SUSPENDED', gamesLeft: 2 }] })
    // an offline check keeps the time it was made
    const at = new Date(Date.now() - 3_600_000).toISOString()
    await verify(league.admin, { token: suspendedToken, gameId: setup.game.id, checkedAt: at })
    const checks = await league.server.database.db.select().from(cardCheck).where(eq(cardCheck.gameId, setup.game.id))
    expect(checks.map((c) => c.eligible).sort()).toEqual(['no', 'no', 'yes'])
    expect(checks.some((c) => c.checkedAt.toISOString() === at)).toBe(true)
  })

  it('gives the checker each listed player’s photo with the game’s eligibility, for a check with no signal', async () => {
    const path = `/api/orgs/${league.orgId}/players/${setup.suspended.id}/photo`
    expect((await uploadTo(league.server, league.admin, path, imageForm(PNG, 'face.png'))).status).toBe(200)
    const referee = await addReferee(league.server, league.orgId, 'Árbitra Fotos')
    type Side = { players: { playerId: string; photoUrl?: string | null }[] }
    const res = await call<{ home: Side }>(
      league.server,
      referee,
      'GET',
      `/api/orgs/${league.orgId}/games/${setup.game.id}/eligibility`,
    )
    expect(res.status).toBe(200)
    const photoOf = (id: string) => res.body.home.players.find((p) => p.playerId === id)?.photoUrl
    expect(photoOf(setup.suspended.id)).toMatch(/^\/api\/uploads\/.+-thumbs\//)
    expect(photoOf(setup.linked.id)).toBeNull()
    expect((await league.server.request(photoOf(setup.suspended.id) ?? '')).status).toBe(200)
  })

  it('answers NOT_ON_LIST for a player of the league on neither side', async () => {
    const db = league.server.database.db
    const signing = await getSigningKey(db, league.orgId, cardKeyEncryptionKey(SECRET))
    const token = await signCardToken(signing, league.orgId, setup.outsider.id)
    const res = await verify(league.admin, { token, gameId: setup.game.id })
    expect(res.body.game).toMatchObject({ eligible: false, teamId: null, reasons: [{ code: 'NOT_ON_LIST' }] })
  })

  it('refuses an expired, tampered, forged, unknown-key or another league’s card with a clear 422', async () => {
    const db = league.server.database.db
    const signing = await getSigningKey(db, league.orgId, cardKeyEncryptionKey(SECRET))
    const past = new Date(Date.now() - 400 * 86_400_000)
    const expired = await signCardToken(signing, league.orgId, setup.linked.id, past)
    expect((await verify(league.admin, { token: expired })).body).toMatchObject({ status: 422, code: 'CARD_EXPIRED' })

    const good = (await cardOf(setup.user, setup.linked.id)).body.token
    const [header, , signature] = good.split('.')
    const swapped = Buffer.from(JSON.stringify({ org: league.orgId, sub: setup.suspended.id, exp: 4102444800 }))
    const tampered = `${header}.${swapped.toString('base64url')}.${signature}`
    expect((await verify(league.admin, { token: tampered })).body.code).toBe('CARD_INVALID')

    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    const forge = (kid: string) =>
      new SignJWT({ org: league.orgId })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'card' })
        .setSubject(setup.linked.id)
        .setExpirationTime('1y')
        .sign(privateKey)
    expect((await verify(league.admin, { token: await forge(signing.kid) })).body.code).toBe('CARD_INVALID')
    expect((await verify(league.admin, { token: await forge('unknown-kid') })).body.code).toBe('CARD_INVALID')
    expect((await verify(league.admin, { token: 'not a token' })).body.code).toBe('CARD_INVALID')

    // a card of another league (signed by its own key) checked here
    const otherAdmin = await createOrgAdmin(league.server, 'Otra Liga')
    const theirKey = await getSigningKey(db, otherAdmin.orgId, cardKeyEncryptionKey(SECRET))
    const theirs = await signCardToken(theirKey, otherAdmin.orgId, setup.linked.id)
    expect((await verify(league.admin, { token: theirs })).body).toMatchObject({
      status: 422,
      code: 'CARD_OTHER_LEAGUE',
    })
    // their real key signing a card that claims to be ours: not one of our keys
    const posing = await signCardToken(theirKey, league.orgId, setup.linked.id)
    expect((await verify(league.admin, { token: posing })).body).toMatchObject({ status: 422, code: 'CARD_INVALID' })
    // … and ours checked there: their key set does not have our key
    expect((await verify(otherAdmin, { token: good }, otherAdmin.orgId)).body.code).toBe('CARD_OTHER_LEAGUE')
  })

  it('lets staff and a delegate of the game’s teams check; not a viewer, another delegate or another league', async () => {
    const token = (await cardOf(setup.user, setup.linked.id)).body.token
    const ownDelegate = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [
      setup.away.id,
    ])
    const otherDelegate = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [
      setup.third.id,
    ])
    expect((await verify(ownDelegate, { token, gameId: setup.game.id })).status).toBe(200)
    expect((await verify(ownDelegate, { token })).status).toBe(403)
    expect((await verify(otherDelegate, { token, gameId: setup.game.id })).status).toBe(403)
    expect((await verify(league.viewer, { token, gameId: setup.game.id })).status).toBe(403)
    expect((await verify(league.intruder, { token, gameId: setup.game.id })).status).toBe(404)
    expect((await verify(league.admin, { token: '' })).status).toBe(400)
  })

  it('lets the game’s appointed official check at that game only; not once they declined', async () => {
    const token = (await cardOf(setup.user, setup.linked.id)).body.token
    const referee = await addReferee(league.server, league.orgId, 'Árbitra Carnets')
    expect((await verify(referee, { token, gameId: setup.game.id })).status).toBe(403)
    await appointOfficial(league.server, { orgId: league.orgId, gameId: setup.game.id, officialId: referee.officialId })
    expect((await verify(referee, { token, gameId: setup.game.id })).status).toBe(200)
    expect((await verify(referee, { token })).status).toBe(403)
    await appointOfficial(league.server, {
      orgId: league.orgId,
      gameId: setup.game.id,
      officialId: referee.officialId,
      status: 'declined',
    })
    expect((await verify(referee, { token, gameId: setup.game.id })).status).toBe(403)
  })
})

describe('the league’s keys', () => {
  it('rotates: the new key signs, the old cards stay valid, both public keys are listed', async () => {
    const before = (await cardOf(setup.user, setup.linked.id)).body.token
    const keysPath = `/api/orgs/${league.orgId}/card-keys`
    expect((await call(league.server, league.manager, 'POST', `${keysPath}/rotate`)).status).toBe(403)
    const rotated = await call<{ kid: string }>(league.server, league.admin, 'POST', `${keysPath}/rotate`)
    expect(rotated.status).toBe(200)
    const after = (await cardOf(setup.user, setup.linked.id)).body.token
    expect(decodeProtectedHeader(after).kid).toBe(rotated.body.kid)
    expect(decodeProtectedHeader(before).kid).not.toBe(rotated.body.kid)
    for (const token of [before, after]) expect((await verify(league.scorer, { token })).status).toBe(200)
    const set = await call<{ keys: { kid: string; kty: string; crv: string; alg: string }[] }>(
      league.server,
      league.viewer,
      'GET',
      keysPath,
    )
    expect(set.body.keys.map((k) => k.kid)).toEqual([rotated.body.kid, decodeProtectedHeader(before).kid])
    expect(set.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })
    expect(JSON.stringify(set.body)).not.toMatch(/"d"/)
    expect((await call(league.server, league.intruder, 'GET', keysPath)).status).toBe(404)
  })

  it('replaces a key sealed under another auth secret on its next use', async () => {
    const db = league.server.database.db
    const before = decodeProtectedHeader((await cardOf(setup.user, setup.linked.id)).body.token).kid
    const foreign = sealPrivateKey('not the key', cardKeyEncryptionKey('another-secret-another-secret-another-0'))
    await db
      .update(cardKey)
      .set({ privateKey: foreign })
      .where(eq(cardKey.kid, before ?? ''))
    const card = await cardOf(setup.user, setup.linked.id)
    expect(card.status).toBe(200)
    expect(decodeProtectedHeader(card.body.token).kid).not.toBe(before)
    expect((await verify(league.scorer, { token: card.body.token })).status).toBe(200)
  })
})

describe('printable cards', () => {
  it('prints the approved list ten to a page for staff and the team’s delegate, DNIs masked', async () => {
    const path = `/api/orgs/${league.orgId}/teams/${setup.home.id}/cards.pdf`
    const res = await league.server.request(path, { cookie: league.admin.cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    for (const expected of ['Liga Test', 'Lucía Carnet', 'Sancionado Carnet', '30.***.456', 'Los Pumas', 'Primera A'])
      expect(text).toContain(expected)
    // ten credit-card-size cards to an A4 page: eleven players take two pages
    for (let i = 1; i <= 9; i++) {
      const extra = await expectCall(league, 'POST', '/players', { firstname: `Extra${i}`, lastname: 'Carnet' }, 201)
      await expectCall(league, 'POST', `/teams/${setup.home.id}/players`, { playerId: extra.id }, 201)
    }
    const full = new Uint8Array(
      await (await league.server.request(path, { cookie: league.admin.cookie })).arrayBuffer(),
    )
    const pages = pdfPages(full)
    expect(pages).toHaveLength(2)
    const cardsOn = (page: string) => page.match(/ Carnet\n/g)?.length ?? 0
    expect([cardsOn(pages[0] ?? ''), cardsOn(pages[1] ?? '')]).toEqual([10, 1])
    const raw = Buffer.from(full).toString('latin1')
    expect(raw.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(2)
    expect(text).toMatch(/Válido hasta el/)
    expect(text).not.toContain('30123456')
    const delegate = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [
      setup.home.id,
    ])
    expect((await league.server.request(path, { cookie: delegate.cookie })).status).toBe(200)
    const awayPath = `/api/orgs/${league.orgId}/teams/${setup.away.id}/cards.pdf`
    expect((await league.server.request(awayPath, { cookie: delegate.cookie })).status).toBe(403)
    expect((await league.server.request(path, { cookie: league.viewer.cookie })).status).toBe(403)
    expect((await league.server.request(path, { cookie: league.intruder.cookie })).status).toBe(404)
  })
})
