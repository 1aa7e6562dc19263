import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeCollection } from '#test/collection-suite.ts'
import { makeImage } from '#test/images.ts'
import {
  call,
  createLeague,
  imageForm,
  JPEG,
  type Json,
  type League,
  listen,
  PNG,
  type Problem,
  uploadTo,
  waitForEvent,
} from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describeCollection({
  collection: 'teams',
  league: () => league,
  valid: (n) => ({ name: `Equipo ${n}`, alias: `E${n}` }),
  nameOf: (item) => item.name as string,
  rename: (name) => ({ name }),
  hasUniqueNames: true,
  invalid: {
    body: { name: 'x'.repeat(81), alias: 'y'.repeat(81) },
    params: [
      { name: 'name', reason: 'validation.too_big' },
      { name: 'alias', reason: 'validation.too_big' },
    ],
  },
})

type RosterPlayer = { id: string; firstname: string; lastname: string; addedAt: string }

describe('teams', () => {
  const teams = () => `/api/orgs/${league.orgId}/teams`
  const players = () => `/api/orgs/${league.orgId}/players`
  let counter = 0
  let teamCounter = 0
  const newTeam = async (name = `Los Pibes ${++teamCounter}`) =>
    (await call(league.server, league.admin, 'POST', teams(), { name })).body
  const newPlayer = async (lastname = 'Pérez') => {
    counter += 1
    return (await call(league.server, league.admin, 'POST', players(), { firstname: `Juan ${counter}`, lastname })).body
  }
  const roster = async (teamId: string) =>
    (await call<{ items: RosterPlayer[] }>(league.server, league.viewer, 'GET', `${teams()}/${teamId}/players`)).body
      .items

  it('keeps an alias, clears it with null or an empty string, and finds teams by alias', async () => {
    const team = (await call(league.server, league.admin, 'POST', teams(), { name: 'Club Atlético', alias: 'CASLA' }))
      .body
    expect(team).toMatchObject({ alias: 'CASLA', pictureUrl: null, pictureThumbUrl: null, playerCount: 0, players: [] })
    const found = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${teams()}?q=casla`)
    expect(found.body.items.map((t) => t.id)).toEqual([team.id])
    const cleared = await call(league.server, league.admin, 'PATCH', `${teams()}/${team.id}`, { version: 1, alias: '' })
    expect(cleared.body).toMatchObject({ alias: null, name: 'Club Atlético' })
    const none = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${teams()}?q=casla`)
    expect(none.body.items).toEqual([])
  })

  it('adds players to the roster with the date, lists them, counts them, and a player may be in several teams', async () => {
    const a = await newTeam('Roster A')
    const b = await newTeam('Roster B')
    const zeta = await newPlayer('Zárate')
    const alfa = await newPlayer('Álvarez')
    const before = Date.now()
    const added = await call(league.server, league.manager, 'POST', `${teams()}/${a.id}/players`, { playerId: zeta.id })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ id: zeta.id, firstname: zeta.firstname, lastname: 'Zárate' })
    expect(Date.parse(added.body.addedAt as string)).toBeGreaterThanOrEqual(before - 1000)
    await call(league.server, league.manager, 'POST', `${teams()}/${a.id}/players`, { playerId: alfa.id })
    await call(league.server, league.manager, 'POST', `${teams()}/${b.id}/players`, { playerId: zeta.id })
    expect((await roster(a.id)).map((p) => p.lastname)).toEqual(['Álvarez', 'Zárate'])
    const detail = await call<{ players: RosterPlayer[]; playerCount: number }>(
      league.server,
      league.viewer,
      'GET',
      `${teams()}/${a.id}`,
    )
    expect(detail.body.players).toEqual(await roster(a.id))
    expect(detail.body.playerCount).toBe(2)
    const list = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${teams()}?q=roster`)
    expect(Object.fromEntries(list.body.items.map((t) => [t.name, t.playerCount]))).toEqual({
      'Roster A': 2,
      'Roster B': 1,
    })
    const player = await call(league.server, league.viewer, 'GET', `${players()}/${zeta.id}`)
    expect((player.body.teams as Json[]).map((t) => t.name)).toEqual(['Roster A', 'Roster B'])
  })

  it('refuses a player twice, another organization’s player, a deleted one and a bad id', async () => {
    const team = await newTeam()
    const player = await newPlayer()
    await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, { playerId: player.id })
    const twice = await call<Problem>(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, {
      playerId: player.id,
    })
    expect(twice).toMatchObject({ status: 409, body: { code: 'PLAYER_ALREADY_IN_TEAM' } })
    const foreign = (
      await call(league.server, league.intruder, 'POST', `/api/orgs/${league.intruder.orgId}/players`, {
        firstname: 'Spy',
        lastname: 'Ajeno',
      })
    ).body
    const gone = await newPlayer()
    await call(league.server, league.admin, 'DELETE', `${players()}/${gone.id}`)
    for (const playerId of [foreign.id, gone.id]) {
      const res = await call<Problem>(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, {
        playerId,
      })
      expect(res.status).toBe(400)
      expect(res.body.invalidParams).toEqual([{ name: 'playerId', reason: 'validation.not_found' }])
    }
    const bad = await call<Problem>(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, {
      playerId: 'abc',
      extra: 1,
    })
    expect(bad.body.invalidParams).toEqual(
      expect.arrayContaining([
        { name: 'playerId', reason: 'validation.invalid_format' },
        { name: 'extra', reason: 'validation.unknown_field' },
      ]),
    )
    expect((await roster(team.id)).map((p) => p.id)).toEqual([player.id])
  })

  it('removes a player from the roster (204, then 404), leaving the player and other teams alone', async () => {
    const a = await newTeam('Quita A')
    const b = await newTeam('Quita B')
    const player = await newPlayer()
    await call(league.server, league.admin, 'POST', `${teams()}/${a.id}/players`, { playerId: player.id })
    await call(league.server, league.admin, 'POST', `${teams()}/${b.id}/players`, { playerId: player.id })
    const removed = await call(league.server, league.manager, 'DELETE', `${teams()}/${a.id}/players/${player.id}`)
    expect(removed.status).toBe(204)
    expect(await roster(a.id)).toEqual([])
    expect((await roster(b.id)).map((p) => p.id)).toEqual([player.id])
    const again = await call(league.server, league.manager, 'DELETE', `${teams()}/${a.id}/players/${player.id}`)
    expect(again.status).toBe(404)
    expect((await call(league.server, league.manager, 'DELETE', `${teams()}/${a.id}/players/nope`)).status).toBe(404)
    expect((await call(league.server, league.viewer, 'GET', `${players()}/${player.id}`)).body.teams).toEqual([
      expect.objectContaining({ id: b.id, name: 'Quita B' }),
    ])
  })

  it('hides deleted players from rosters and counts, and brings them back on restore', async () => {
    const team = await newTeam()
    const player = await newPlayer()
    await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, { playerId: player.id })
    await call(league.server, league.admin, 'DELETE', `${players()}/${player.id}`)
    expect(await roster(team.id)).toEqual([])
    expect((await call(league.server, league.admin, 'GET', `${teams()}/${team.id}`)).body.playerCount).toBe(0)
    await call(league.server, league.admin, 'POST', `${players()}/${player.id}/restore`)
    expect((await roster(team.id)).map((p) => p.id)).toEqual([player.id])
    await call(league.server, league.admin, 'DELETE', `${teams()}/${team.id}`)
    expect((await call(league.server, league.admin, 'GET', `${players()}/${player.id}`)).body.teams).toEqual([])
    await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/restore`)
    expect((await call(league.server, league.admin, 'GET', `${teams()}/${team.id}`)).body.playerCount).toBe(1)
  })

  it('shows a renamed team in its players’ team lists at once (names are stored once)', async () => {
    const team = await newTeam('Nombre Viejo')
    const player = await newPlayer()
    await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, { playerId: player.id })
    await call(league.server, league.admin, 'PATCH', `${teams()}/${team.id}`, { version: 1, name: 'Nombre Nuevo' })
    const detail = await call(league.server, league.viewer, 'GET', `${players()}/${player.id}`)
    expect((detail.body.teams as Json[]).map((t) => t.name)).toEqual(['Nombre Nuevo'])
    const list = await call<{ items: Json[] }>(
      league.server,
      league.viewer,
      'GET',
      `${players()}?q=${player.firstname}`,
    )
    expect(((list.body.items[0]?.teams ?? []) as Json[]).map((t) => t.name)).toEqual(['Nombre Nuevo'])
    await call(league.server, league.admin, 'PATCH', `${players()}/${player.id}`, {
      version: 1,
      lastname: 'Renombrado',
    })
    expect((await roster(team.id)).map((p) => p.lastname)).toEqual(['Renombrado'])
  })

  it('lets viewers and scorers read the roster but not change it, or the picture', async () => {
    const team = await newTeam()
    const player = await newPlayer()
    await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, { playerId: player.id })
    const other = await newPlayer()
    for (const user of [league.viewer, league.scorer]) {
      expect((await call(league.server, user, 'GET', `${teams()}/${team.id}/players`)).status).toBe(200)
      expect(
        (await call(league.server, user, 'POST', `${teams()}/${team.id}/players`, { playerId: other.id })).status,
      ).toBe(403)
      expect((await call(league.server, user, 'DELETE', `${teams()}/${team.id}/players/${player.id}`)).status).toBe(403)
      expect(
        (await uploadTo(league.server, user, `${teams()}/${team.id}/picture`, imageForm(PNG, 'a.png'))).status,
      ).toBe(403)
    }
    expect((await roster(team.id)).map((p) => p.id)).toEqual([player.id])
    expect((await call(league.server, league.admin, 'GET', `${teams()}/${team.id}`)).body.pictureUrl).toBeNull()
  })

  it('answers 404 to another organization’s admin on the roster and picture, changing nothing', async () => {
    const team = await newTeam()
    const player = await newPlayer()
    await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, { playerId: player.id })
    const other = await newPlayer()
    // the team has a picture: an intruder's upload must not replace (and so delete) it
    await uploadTo(league.server, league.admin, `${teams()}/${team.id}/picture`, imageForm(JPEG, 'mine.jpg'))
    const before = (await call(league.server, league.admin, 'GET', `${teams()}/${team.id}`)).body
    const { intruder } = league
    const theirPlayer = (
      await call(league.server, intruder, 'POST', `/api/orgs/${intruder.orgId}/players`, {
        firstname: 'A',
        lastname: 'B',
      })
    ).body
    for (const orgId of [league.orgId, intruder.orgId]) {
      const base = `/api/orgs/${orgId}/teams/${team.id}`
      const attempts = [
        ['GET', `${base}/players`, undefined],
        ['POST', `${base}/players`, { playerId: other.id }],
        ['POST', `${base}/players`, { playerId: theirPlayer.id }],
        ['DELETE', `${base}/players/${player.id}`, undefined],
      ] as const
      for (const [method, path, body] of attempts) {
        expect((await call(league.server, intruder, method, path, body)).status, `${method} ${path}`).toBe(404)
      }
      expect((await uploadTo(league.server, intruder, `${base}/picture`, imageForm(PNG, 'a.png'))).status).toBe(404)
    }
    expect((await call(league.server, league.admin, 'GET', `${teams()}/${team.id}`)).body).toEqual(before)
    for (const url of [before.pictureUrl, before.pictureThumbUrl]) {
      expect((await league.server.request(url as string)).status, String(url)).toBe(200)
    }
  })

  it('takes a picture checked by content, serves it cached, with a thumbnail for lists, and announces it', async () => {
    const team = await newTeam()
    const { events, stop } = listen(league.server, league.orgId)
    try {
      const res = await uploadTo(
        league.server,
        league.manager,
        `${teams()}/${team.id}/picture`,
        imageForm(JPEG, 'x.bin'),
      )
      expect(res.status).toBe(200)
      expect(res.body.pictureUrl).toMatch(/^\/api\/uploads\/teams\/[0-9a-f-]{36}\.jpg$/)
      expect(res.body.pictureThumbUrl).toMatch(/^\/api\/uploads\/teams-thumbs\/[0-9a-f-]{36}\.webp$/)
      expect(res.body.version).toBe(2)
      await waitForEvent(events, { entity: 'teams', action: 'updated', id: team.id, version: 2 })
      const file = await league.server.request(res.body.pictureUrl as string)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/jpeg')
      expect(file.headers.get('cache-control')).toContain('immutable')
      expect(await sharp(new Uint8Array(await file.arrayBuffer())).metadata()).toMatchObject({
        format: 'jpeg',
        width: 64,
        height: 48,
      })
      const thumb = await league.server.request(res.body.pictureThumbUrl as string)
      expect(thumb.headers.get('content-type')).toBe('image/webp')
      expect(thumb.headers.get('cache-control')).toContain('immutable')
      expect(await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 160,
        height: 160,
      })
      // Lists carry the thumbnail, the team's page the picture.
      const list = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${teams()}?sort=-updated`)
      expect(list.body.items[0]).toMatchObject({ id: team.id, pictureThumbUrl: res.body.pictureThumbUrl })
      const detail = await call(league.server, league.viewer, 'GET', `${teams()}/${team.id}`)
      expect(detail.body).toMatchObject({
        pictureUrl: res.body.pictureUrl,
        pictureThumbUrl: res.body.pictureThumbUrl,
      })
    } finally {
      stop()
    }
  })

  it('refuses a text file renamed .png (415), over 5 MB (413), no file or a broken image (400), keeping none', async () => {
    const team = await newTeam()
    const path = `${teams()}/${team.id}/picture`
    const text = new TextEncoder().encode('this is not an image at all')
    const renamed = await uploadTo(league.server, league.admin, path, imageForm(text, 'photo.png', 'image/png'))
    expect(renamed).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await uploadTo(league.server, league.admin, path, imageForm(big, 'big.png'))).status).toBe(413)
    const empty = await uploadTo(league.server, league.admin, path, new FormData())
    expect(empty.status).toBe(400)
    expect(empty.body.invalidParams).toEqual([{ name: 'file', reason: 'validation.file_required' }])
    // Right first bytes, but not a whole image: only the header of a PNG, and half a JPEG.
    const whole = await makeImage({ format: 'jpeg', width: 400, height: 300 })
    for (const broken of [PNG.subarray(0, 16), whole.subarray(0, Math.floor(whole.length / 2))]) {
      const res = await uploadTo(league.server, league.admin, path, imageForm(broken, 'photo.jpg', 'image/jpeg'))
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', invalidParams: [{ name: 'file', reason: 'validation.image_unreadable' }] },
      })
    }
    const after = (await call(league.server, league.admin, 'GET', `${teams()}/${team.id}`)).body
    expect(after).toMatchObject({ pictureUrl: null, pictureThumbUrl: null, version: 1 })
  })

  it('announces roster changes to the team’s and the player’s screens', async () => {
    const team = await newTeam()
    const player = await newPlayer()
    const { events, stop } = listen(league.server, league.orgId)
    try {
      await call(league.server, league.admin, 'POST', `${teams()}/${team.id}/players`, { playerId: player.id })
      await waitForEvent(events, { entity: 'teams', action: 'updated', id: team.id })
      await waitForEvent(events, { entity: 'players', action: 'updated', id: player.id })
      events.length = 0
      await call(league.server, league.admin, 'DELETE', `${teams()}/${team.id}/players/${player.id}`)
      await waitForEvent(events, { entity: 'teams', action: 'updated', id: team.id })
      await waitForEvent(events, { entity: 'players', action: 'updated', id: player.id })
    } finally {
      stop()
    }
  })
})
