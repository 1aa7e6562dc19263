import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeImage } from '#test/images.ts'
import { addMember, createOrgAdmin, createTestServer, signUp, type TestServer } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const PNG = await makeImage({ format: 'png', width: 120, height: 90 })

function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  // A copy, not `bytes.buffer`: the buffer of a subarray (a truncated file) is the whole file.
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  return form
}

describe('organizations', () => {
  it('creates an organization with its leagues; the caller becomes admin and it becomes active', async () => {
    const user = await signUp(server, { displayName: 'Ana' })
    const res = await server.request('/api/orgs', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'Liga del Sur', leagues: [{ name: 'Primera', country: 'ar' }] },
    })
    expect(res.status).toBe(201)
    const org = (await res.json()) as { id: string; slug: string; role: string; leagues: { country: string }[] }
    expect(org).toMatchObject({ slug: 'liga-del-sur', role: 'admin', subscription: { status: 'none' } })
    expect(org.leagues[0]?.country).toBe('AR')
    const me = await (await server.request('/api/me', { cookie: user.cookie })).json()
    expect(me).toMatchObject({ activeOrganizationId: org.id, organizations: [{ id: org.id, role: 'admin' }] })
  })

  it('gives a second organization of the same name its own slug', async () => {
    const a = await createOrgAdmin(server, 'Copa Norte')
    const b = await createOrgAdmin(server, 'Copa Norte')
    expect(a.org.slug).toBe('copa-norte')
    expect(b.org.slug).toBe('copa-norte-2')
  })

  it('refuses bad input with translated reasons per field and creates nothing', async () => {
    const user = await signUp(server, { displayName: 'Ana' })
    const res = await server.request('/api/orgs', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'x'.repeat(81), leagues: [], id: 'mine' },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; invalidParams: { name: string; reason: string }[] }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.invalidParams).toEqual(
      expect.arrayContaining([
        { name: 'name', reason: 'validation.too_big' },
        { name: 'leagues', reason: 'validation.too_small' },
        { name: 'id', reason: 'validation.unknown_field' },
      ]),
    )
    const me = (await (await server.request('/api/me', { cookie: user.cookie })).json()) as { organizations: unknown[] }
    expect(me.organizations).toHaveLength(0)
  })

  it('answers 400, not 500, to malformed JSON', async () => {
    const user = await signUp(server)
    const res = await server.request('/api/orgs', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(res.status).toBe(400)
  })

  it('lets every member read it and only an admin change it', async () => {
    const admin = await createOrgAdmin(server)
    const manager = await addMember(server, admin, 'manager')
    const viewer = await addMember(server, admin, 'viewer')
    for (const u of [admin, manager, viewer]) {
      expect((await server.request(`/api/orgs/${admin.orgId}`, { cookie: u.cookie })).status).toBe(200)
    }
    for (const u of [manager, viewer]) {
      const res = await server.request(`/api/orgs/${admin.orgId}`, {
        method: 'PATCH',
        cookie: u.cookie,
        json: { name: 'Hacked' },
      })
      expect(res.status).toBe(403)
    }
    const ok = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: {
        name: 'Liga Renombrada',
        leagues: [
          { name: 'A', country: 'ES' },
          { name: 'B', country: 'AR' },
        ],
      },
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({
      name: 'Liga Renombrada',
      leagues: [
        { name: 'A', country: 'ES' },
        { name: 'B', country: 'AR' },
      ],
    })
  })

  it('takes a PNG logo checked by content, without metadata and without a thumbnail, served with cache headers', async () => {
    const admin = await createOrgAdmin(server)
    const res = await server.request(`/api/orgs/${admin.orgId}/logo`, {
      method: 'POST',
      cookie: admin.cookie,
      body: upload(await makeImage({ format: 'png', width: 120, height: 90, withGps: true }), 'logo.png', 'image/png'),
    })
    expect(res.status).toBe(200)
    const { logoUrl } = (await res.json()) as { logoUrl: string }
    expect(logoUrl).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/)
    const file = await server.request(logoUrl)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toContain('immutable')
    const stored = await sharp(new Uint8Array(await file.arrayBuffer())).metadata()
    expect(stored).toMatchObject({ format: 'png', width: 120, height: 90 })
    expect(stored.exif).toBeUndefined()
    // Logos are shown at 72 px on the League page only: no thumbnail is made for them.
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads')).sort()).toEqual(['logos'])
  })

  it('refuses a truncated logo (400, the field named) and keeps the organization without one', async () => {
    const admin = await createOrgAdmin(server)
    const whole = await makeImage({ format: 'png', width: 300, height: 200 })
    const res = await server.request(`/api/orgs/${admin.orgId}/logo`, {
      method: 'POST',
      cookie: admin.cookie,
      body: upload(whole.subarray(0, Math.floor(whole.length / 2)), 'logo.png', 'image/png'),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      invalidParams: [{ name: 'file', reason: 'validation.image_unreadable' }],
    })
    const org = (await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })).json()) as {
      logoUrl: string | null
    }
    expect(org.logoUrl).toBeNull()
  })

  it('refuses a text file renamed to .png, and a missing file', async () => {
    const admin = await createOrgAdmin(server)
    const text = new TextEncoder().encode('just some text, not an image')
    const renamed = await server.request(`/api/orgs/${admin.orgId}/logo`, {
      method: 'POST',
      cookie: admin.cookie,
      body: upload(text, 'logo.png', 'image/png'),
    })
    expect(renamed.status).toBe(415)
    expect(((await renamed.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const missing = await server.request(`/api/orgs/${admin.orgId}/logo`, {
      method: 'POST',
      cookie: admin.cookie,
      body: new FormData(),
    })
    expect(missing.status).toBe(400)
    const org = (await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })).json()) as {
      logoUrl: string | null
    }
    expect(org.logoUrl).toBeNull()
  })

  it('refuses a logo over 5 MB', async () => {
    const admin = await createOrgAdmin(server)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const res = await server.request(`/api/orgs/${admin.orgId}/logo`, {
      method: 'POST',
      cookie: admin.cookie,
      body: upload(big, 'big.png', 'image/png'),
    })
    expect(res.status).toBe(413)
  })
})

describe('public slug', () => {
  const patch = (user: { cookie: string; orgId: string }, json: unknown) =>
    server.request(`/api/orgs/${user.orgId}`, { method: 'PATCH', cookie: user.cookie, json })
  const read = async (user: { cookie: string; orgId: string }) =>
    (await (await server.request(`/api/orgs/${user.orgId}`, { cookie: user.cookie })).json()) as {
      publicSlug: string | null
      version?: number
    }

  it('starts off, is set by an admin, read by every member, and turned off with null', async () => {
    const admin = await createOrgAdmin(server, 'Liga Pública')
    expect(admin.org).toMatchObject({ publicSlug: null })
    const res = await patch(admin, { publicSlug: 'liga-publica' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ publicSlug: 'liga-publica', name: 'Liga Pública' })
    const viewer = await addMember(server, admin, 'viewer')
    expect(await read({ ...viewer, orgId: admin.orgId })).toMatchObject({ publicSlug: 'liga-publica' })
    // a change of name keeps the address
    expect(await (await patch(admin, { name: 'Liga Pública 2' })).json()).toMatchObject({ publicSlug: 'liga-publica' })
    const off = await patch(admin, { publicSlug: null })
    expect(await off.json()).toMatchObject({ publicSlug: null })
  })

  it('lets only an admin change it (403), and another organization gets 404 and changes nothing', async () => {
    const admin = await createOrgAdmin(server, 'Liga Roles')
    for (const role of ['manager', 'scorer', 'viewer'] as const) {
      const member = await addMember(server, admin, role)
      const res = await patch({ ...member, orgId: admin.orgId }, { publicSlug: `liga-${role}` })
      expect(res.status).toBe(403)
    }
    const intruder = await createOrgAdmin(server, 'Intrusa')
    const res = await patch({ cookie: intruder.cookie, orgId: admin.orgId }, { publicSlug: 'robada' })
    expect(res.status).toBe(404)
    expect(await read(admin)).toMatchObject({ publicSlug: null })
  })

  it('answers 409 SLUG_TAKEN for an address another organization holds, and keeps its own', async () => {
    const a = await createOrgAdmin(server, 'Liga A')
    const b = await createOrgAdmin(server, 'Liga B')
    expect((await patch(a, { publicSlug: 'la-liga-del-barrio' })).status).toBe(200)
    const taken = await patch(b, { publicSlug: 'la-liga-del-barrio' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      invalidParams: [{ name: 'publicSlug', reason: 'validation.slug_taken' }],
    })
    expect(await read(b)).toMatchObject({ publicSlug: null })
    // setting its own address again is no conflict
    expect((await patch(a, { publicSlug: 'la-liga-del-barrio' })).status).toBe(200)
    // once released, another organization may take it
    await patch(a, { publicSlug: null })
    expect((await patch(b, { publicSlug: 'la-liga-del-barrio' })).status).toBe(200)
  })

  it.each([
    ['ab', 'validation.public_slug'],
    ['x'.repeat(61), 'validation.public_slug'],
    ['Liga', 'validation.public_slug'],
    ['-liga', 'validation.public_slug'],
    ['liga-', 'validation.public_slug'],
    ['liga--sur', 'validation.public_slug'],
    ['liga sur', 'validation.public_slug'],
    ['ligá', 'validation.public_slug'],
    ['api', 'validation.public_slug_reserved'],
    ['assets', 'validation.public_slug_reserved'],
    ['admin', 'validation.public_slug_reserved'],
    [42, 'validation.invalid_type'],
  ])('answers 400 to %j (%s) and changes nothing', async (publicSlug, reason) => {
    const admin = await createOrgAdmin(server, 'Liga Mala')
    const res = await patch(admin, { publicSlug })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; invalidParams: { name: string; reason: string }[] }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.invalidParams).toContainEqual({ name: 'publicSlug', reason })
    expect(await read(admin)).toMatchObject({ publicSlug: null })
  })

  it('accepts the limits: 3 and 60 characters, digits, single hyphens', async () => {
    for (const slug of ['abc', `a${'b'.repeat(58)}c`, '2025-liga-7']) {
      const admin = await createOrgAdmin(server, 'Liga Límite')
      const res = await patch(admin, { publicSlug: slug })
      expect(res.status, slug).toBe(200)
    }
  })
})

describe('me', () => {
  it('updates the profile and keeps the organization choice', async () => {
    const admin = await createOrgAdmin(server, 'Primera Org')
    const second = await server.request('/api/orgs', {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: 'Segunda Org', leagues: [{ name: 'Liga', country: 'ES' }] },
    })
    const secondId = ((await second.json()) as { id: string }).id
    const switched = await server.request('/api/me/active-organization', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { organizationId: admin.orgId },
    })
    expect(((await switched.json()) as { activeOrganizationId: string }).activeOrganizationId).toBe(admin.orgId)
    const me = await (await server.request('/api/me', { cookie: admin.cookie })).json()
    expect(me).toMatchObject({ activeOrganizationId: admin.orgId })
    expect((me as { organizations: unknown[] }).organizations).toHaveLength(2)
    expect(secondId).not.toBe(admin.orgId)
    const patch = await server.request('/api/me', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { displayName: 'Ana B.', firstname: 'Ana', lastname: 'Bravo', phone: '+54 11 5555-1234' },
    })
    expect(await patch.json()).toMatchObject({
      user: { displayName: 'Ana B.', firstname: 'Ana', phone: '+54 11 5555-1234' },
    })
  })

  it('refuses an empty display name, a bad phone and read-only fields', async () => {
    const user = await signUp(server)
    const res = await server.request('/api/me', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { displayName: '  ', phone: 'call me', role: 'super_admin' },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { invalidParams: { name: string; reason: string }[] }
    expect(body.invalidParams).toEqual(
      expect.arrayContaining([
        { name: 'displayName', reason: 'validation.required' },
        { name: 'phone', reason: 'validation.phone' },
        { name: 'role', reason: 'validation.unknown_field' },
      ]),
    )
    const me = (await (await server.request('/api/me', { cookie: user.cookie })).json()) as { user: { role: string } }
    expect(me.user.role).toBe('user')
  })

  it('cannot switch to an organization it does not belong to', async () => {
    const other = await createOrgAdmin(server)
    const user = await signUp(server)
    const res = await server.request('/api/me/active-organization', {
      method: 'PUT',
      cookie: user.cookie,
      json: { organizationId: other.orgId },
    })
    expect(res.status).toBe(404)
  })
})

describe('input the database cannot store', () => {
  it('answers 400, not 500, to a NUL character in a name, and changes nothing', async () => {
    const admin = await createOrgAdmin(server, 'Liga Nul')
    const res = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name: 'Bad\u0000Name' },
    })
    expect(res.status).toBe(400)
    const org = (await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })).json()) as {
      name: string
    }
    expect(org.name).toBe('Liga Nul')
  })

  it('says "invalid type", not "required", for a value of the wrong type', async () => {
    const user = await signUp(server)
    const res = await server.request('/api/orgs', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 12, leagues: [{ country: 'AR' }] },
    })
    expect(await res.json()).toMatchObject({
      invalidParams: expect.arrayContaining([
        { name: 'name', reason: 'validation.invalid_type' },
        { name: 'leagues.0.name', reason: 'validation.required' },
      ]),
    })
  })
})
