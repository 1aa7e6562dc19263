import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POSITIONS } from '#domain/players/positions.ts'
import { player as playerTable } from '#server/db/schema.ts'
import { describeCollection } from '#test/collection-suite.ts'
import { call, createLeague, imageForm, type Json, type League, PNG, type Problem, uploadTo } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describeCollection({
  collection: 'players',
  league: () => league,
  valid: (n) => ({
    firstname: `Jugador${n}`,
    lastname: 'Gómez',
    dni: String(30_000_000 + n),
    position: POSITIONS[n % POSITIONS.length],
    jerseyNumber: n % 100,
  }),
  nameOf: (item) => item.firstname as string,
  rename: (name) => ({ firstname: name }),
  invalid: {
    body: {
      firstname: '',
      lastname: 'x'.repeat(81),
      birthDate: '2999-01-01',
      email: 'not-an-email',
      position: 'goalie',
      jerseyNumber: 100,
      dni: '12',
    },
    params: [
      { name: 'firstname', reason: 'validation.required' },
      { name: 'lastname', reason: 'validation.too_big' },
      { name: 'birthDate', reason: 'validation.birth_date' },
      { name: 'email', reason: 'validation.email' },
      { name: 'position', reason: 'validation.invalid_value' },
      { name: 'jerseyNumber', reason: 'validation.too_big' },
      { name: 'dni', reason: 'validation.dni' },
    ],
  },
})

describe('players', () => {
  const players = () => `/api/orgs/${league.orgId}/players`

  it('pages a search in list order with its total, the next page continuing where the first stopped', async () => {
    const ids: string[] = []
    for (let n = 0; n < 7; n++) {
      const created = await call<Json>(league.server, league.admin, 'POST', players(), {
        firstname: `Página${n}`,
        lastname: 'Zuluaga Búsqueda',
      })
      expect(created.status).toBe(201)
      ids.push(created.body.id as string)
    }
    await call(league.server, league.admin, 'POST', players(), { firstname: 'Otro', lastname: 'Zuluaga' })
    const page = (query: string) =>
      call<{ items: Json[]; total?: number; nextCursor: string | null }>(
        league.server,
        league.viewer,
        'GET',
        `${players()}?${query}`,
      )
    const first = await page('q=zuluaga%20busqueda&limit=3')
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(7)
    const seen = first.body.items.map((p) => p.id)
    let cursor = first.body.nextCursor
    while (cursor) {
      const next = await page(`q=zuluaga%20busqueda&limit=3&cursor=${encodeURIComponent(cursor)}`)
      expect(next.body.total).toBeUndefined()
      seen.push(...next.body.items.map((p) => p.id))
      cursor = next.body.nextCursor
    }
    // each once, in the order the unsearched list gives them (newest change first)
    const all = await page('limit=100')
    const listed = all.body.items.map((p) => p.id as string).filter((id) => ids.includes(id))
    expect(listed).toHaveLength(7)
    expect(seen).toEqual(listed)
    const none = await page('q=zuluaga%20nadie')
    expect(none.body).toMatchObject({ items: [], total: 0, nextCursor: null })
  })
  let dniCounter = 40_000_000
  const nextDni = () => {
    dniCounter += 1
    return String(dniCounter)
  }
  const create = async (body: Record<string, unknown>) => call(league.server, league.admin, 'POST', players(), body)

  it('stores every field; a DNI typed with dots is stored as its digits; e-mail in lower case', async () => {
    const res = await create({
      firstname: ' Lionel ',
      lastname: 'Messi',
      birthDate: '1987-06-24',
      email: 'Leo@Example.COM',
      position: 'false_9',
      jerseyNumber: 10,
      dni: '33.016.244',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      firstname: 'Lionel',
      lastname: 'Messi',
      birthDate: '1987-06-24',
      email: 'leo@example.com',
      position: 'false_9',
      jerseyNumber: 10,
      dni: '33016244',
      photoUrl: null,
      photoThumbUrl: null,
      userId: null,
      teams: [],
      version: 1,
    })
    const cleared = await call(league.server, league.admin, 'PATCH', `${players()}/${res.body.id}`, {
      version: 1,
      birthDate: null,
      email: null,
      position: null,
      jerseyNumber: null,
      dni: null,
    })
    expect(cleared.body).toMatchObject({ birthDate: null, email: null, position: null, jerseyNumber: null, dni: null })
    expect(cleared.body.firstname).toBe('Lionel')
  })

  it('accepts each of the 23 positions, jersey numbers 0 and 99; an Argentine league refuses other DNI shapes (decision 0020)', async () => {
    for (const position of POSITIONS) {
      expect((await create({ firstname: 'P', lastname: position, position })).status).toBe(201)
    }
    for (const jerseyNumber of [0, 99]) {
      expect((await create({ firstname: 'J', lastname: 'N', jerseyNumber })).status).toBe(201)
    }
    // the general rule (5–20 letters or digits) holds where the country has none (domain dni-by-country.test.ts)
    for (const dni of ['AB123', 'x1234567890123456789', '12-345-678', 'pas 12345']) {
      const res = await create({ firstname: 'D', lastname: 'N', dni })
      expect(res.status, dni).toBe(400)
    }
  })

  it.each([
    ['birthDate', '1899-12-31', 'validation.birth_date'],
    ['birthDate', '2023-02-29', 'validation.invalid_format'],
    ['birthDate', '24/06/1987', 'validation.invalid_format'],
    ['birthDate', 19870624, 'validation.invalid_type'],
    ['jerseyNumber', -1, 'validation.too_small'],
    ['jerseyNumber', 7.5, 'validation.integer'],
    ['jerseyNumber', '10', 'validation.invalid_type'],
    ['dni', '1234', 'validation.dni'],
    ['dni', '123456789012345678901', 'validation.dni'],
    ['dni', '12345$', 'validation.dni'],
    ['dni', '..12345', 'validation.dni'],
    ['email', 'a@b', 'validation.email'],
    ['position', 'GK', 'validation.invalid_value'],
  ])('refuses %s %j (%s)', async (field, value, reason) => {
    const res = await call<Problem>(league.server, league.admin, 'POST', players(), {
      firstname: 'Bad',
      lastname: 'Input',
      [field]: value,
    })
    expect(res.status).toBe(400)
    expect(res.body.invalidParams).toEqual([{ name: field, reason }])
  })

  it('keeps DNIs unique within the organization among players not deleted (409 DNI_TAKEN)', async () => {
    const dni = nextDni()
    const first = await create({ firstname: 'Uno', lastname: 'Primero', dni })
    expect(first.status).toBe(201)
    const dotted = `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`
    const taken = await call<Problem>(league.server, league.admin, 'POST', players(), {
      firstname: 'Dos',
      lastname: 'Segundo',
      dni: dotted,
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      code: 'DNI_TAKEN',
      invalidParams: [{ name: 'dni', reason: 'validation.dni_taken' }],
    })
    const other = await call(league.server, league.intruder, 'POST', `/api/orgs/${league.intruder.orgId}/players`, {
      firstname: 'Otro',
      lastname: 'Club',
      dni,
    })
    expect(other.status).toBe(201) // another organization may have the same DNI
    const second = (await create({ firstname: 'Dos', lastname: 'Segundo', dni: nextDni() })).body
    const patch = await call<Problem>(league.server, league.admin, 'PATCH', `${players()}/${second.id}`, {
      version: 1,
      dni,
    })
    expect(patch).toMatchObject({ status: 409, body: { code: 'DNI_TAKEN' } })
    expect((await call(league.server, league.admin, 'GET', `${players()}/${second.id}`)).body.version).toBe(1)
    await call(league.server, league.admin, 'DELETE', `${players()}/${first.body.id}`)
    const reused = await create({ firstname: 'Tres', lastname: 'Tercero', dni })
    expect(reused.status).toBe(201) // a deleted player's DNI is free
    const restore = await call<Problem>(league.server, league.admin, 'POST', `${players()}/${first.body.id}/restore`)
    expect(restore).toMatchObject({ status: 409, body: { code: 'DNI_TAKEN' } })
    expect(
      (await call(league.server, league.admin, 'GET', `${players()}/${first.body.id}`)).body.deletedAt,
    ).not.toBeNull()
  })

  it('finds a player by exact DNI (?dni=, as typed) and by name or DNI digits (?q=)', async () => {
    const dni = nextDni()
    const p = (await create({ firstname: 'Ramón', lastname: 'Díaz Núñez', dni })).body
    const dotted = `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`
    for (const query of [`dni=${dni}`, `dni=${encodeURIComponent(dotted)}`]) {
      const res = await call<{ items: Json[]; total: number }>(
        league.server,
        league.viewer,
        'GET',
        `${players()}?${query}`,
      )
      expect(
        res.body.items.map((i) => i.id),
        query,
      ).toEqual([p.id])
      expect(res.body.total).toBe(1)
    }
    const partial = await call<{ items: Json[] }>(
      league.server,
      league.viewer,
      'GET',
      `${players()}?dni=${dni.slice(1)}`,
    )
    expect(partial.body.items).toEqual([])
    for (const q of ['ramon diaz', 'NUÑEZ', dni, dotted, `díaz ${dni}`, 'díaz ramón']) {
      const res = await call<{ items: Json[] }>(
        league.server,
        league.viewer,
        'GET',
        `${players()}?q=${encodeURIComponent(q)}`,
      )
      expect(
        res.body.items.map((i) => i.id),
        q,
      ).toEqual([p.id])
    }
    await call(league.server, league.admin, 'DELETE', `${players()}/${p.id}`)
    expect(
      (await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${players()}?dni=${dni}`)).body.items,
    ).toEqual([])
    const trash = await call<{ items: Json[] }>(
      league.server,
      league.viewer,
      'GET',
      `${players()}?dni=${dni}&deleted=true`,
    )
    expect(trash.body.items.map((i) => i.id)).toEqual([p.id])
  })

  it('does not let the e-mail change once the player is linked to a user account', async () => {
    const p = (await create({ firstname: 'Con', lastname: 'Cuenta', email: 'linked@example.com' })).body
    await league.server.database.db
      .update(playerTable)
      .set({ userId: league.viewer.userId })
      .where(eq(playerTable.id, p.id))
    const path = `${players()}/${p.id}`
    for (const email of ['other@example.com', null]) {
      const res = await call<Problem>(league.server, league.admin, 'PATCH', path, { version: 1, email })
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({
        code: 'PLAYER_EMAIL_LOCKED',
        invalidParams: [{ name: 'email', reason: 'validation.email_locked' }],
      })
    }
    const same = await call(league.server, league.admin, 'PATCH', path, {
      version: 1,
      email: 'LINKED@example.com',
      jerseyNumber: 5,
    })
    expect(same.status).toBe(200)
    expect(same.body).toMatchObject({ email: 'linked@example.com', jerseyNumber: 5, userId: league.viewer.userId })
    const userId = await call(league.server, league.admin, 'PATCH', path, { version: 2, userId: null })
    expect(userId.status).toBe(400) // read-only
  })

  it('takes a photo checked by content with a list thumbnail, refuses a renamed text file (415) and more than 5 MB (413)', async () => {
    const p = (await create({ firstname: 'Foto', lastname: 'Grafía' })).body
    const path = `${players()}/${p.id}/photo`
    const ok = await uploadTo(league.server, league.manager, path, imageForm(PNG, 'me.jpg', 'image/jpeg'))
    expect(ok.status).toBe(200)
    expect(ok.body.photoUrl).toMatch(/^\/api\/uploads\/players\/[0-9a-f-]{36}\.png$/)
    expect(ok.body.photoThumbUrl).toMatch(/^\/api\/uploads\/players-thumbs\/[0-9a-f-]{36}\.webp$/)
    const served = await league.server.request(ok.body.photoUrl as string)
    expect(served.headers.get('content-type')).toBe('image/png')
    const thumb = await league.server.request(ok.body.photoThumbUrl as string)
    expect(await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    })
    const list = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${players()}?q=grafia`)
    expect(list.body.items.map((item) => item.photoThumbUrl)).toEqual([ok.body.photoThumbUrl])
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
    const renamed = await uploadTo(league.server, league.manager, path, imageForm(text, 'me.png', 'image/png'))
    expect(renamed).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } })
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(PNG)
    expect((await uploadTo(league.server, league.manager, path, imageForm(big, 'big.png'))).status).toBe(413)
    for (const user of [league.viewer, league.scorer]) {
      expect((await uploadTo(league.server, user, path, imageForm(PNG, 'a.png'))).status).toBe(403)
    }
    for (const orgId of [league.orgId, league.intruder.orgId]) {
      const res = await uploadTo(
        league.server,
        league.intruder,
        `/api/orgs/${orgId}/players/${p.id}/photo`,
        imageForm(PNG, 'a.png'),
      )
      expect(res.status).toBe(404)
    }
    const after = (await call(league.server, league.admin, 'GET', `${players()}/${p.id}`)).body
    expect(after).toMatchObject({ photoUrl: ok.body.photoUrl, version: 2 })
    // refused uploads deleted nothing: the photo and its thumbnail are still served
    for (const url of [ok.body.photoUrl, ok.body.photoThumbUrl]) {
      expect((await league.server.request(url as string)).status, String(url)).toBe(200)
    }
  })
})
