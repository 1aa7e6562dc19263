/**
 * Pictures with S3_* set, through the HTTP API: an upload lands in the bucket (picture and thumbnail), another
 * instance with an empty DATA_DIR serves it, and a bucket that refuses the signature is a logged 502 that changes
 * nothing. The bucket is a real S3-compatible server started by the test on 127.0.0.1 (test/s3.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { team as teamTable } from '#server/db/schema.ts'
import { makeImage } from '#test/images.ts'
import { call, createLeague, imageForm, type Json, type League, uploadTo } from '#test/league.ts'
import { startTestS3, type TestS3 } from '#test/s3.ts'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let s3: TestS3
let league: League
let secondInstance: TestServer
beforeAll(async () => {
  s3 = await startTestS3()
  league = await createLeague(await createTestServer(s3.env))
  secondInstance = await createTestServer(s3.env)
})
afterAll(async () => {
  await league.server.close()
  await secondInstance.close()
  await s3.close()
})

const teams = () => `/api/orgs/${league.orgId}/teams`
const apiPathToKey = (url: string) => url.replace(/^\/api\/uploads\//, '')

describe('pictures in an S3 bucket', () => {
  it('stores a team picture and its thumbnail in the bucket; another instance with an empty disk serves both', async () => {
    const team = (await call(league.server, league.admin, 'POST', teams(), { name: 'Sin Disco' })).body
    const photo = await makeImage({ format: 'jpeg', width: 640, height: 480, withGps: true })
    const res = await uploadTo(
      league.server,
      league.manager,
      `${teams()}/${team.id}/picture`,
      imageForm(photo, 'a.jpg'),
    )
    expect(res.status).toBe(200)
    const pictureKey = apiPathToKey(res.body.pictureUrl as string)
    const thumbKey = apiPathToKey(res.body.pictureThumbUrl as string)
    expect(pictureKey).toMatch(/^teams\/[0-9a-f-]{36}\.jpg$/)
    expect(thumbKey).toMatch(/^teams-thumbs\/[0-9a-f-]{36}\.webp$/)

    // In the bucket, under uploads/ as on disk, with their content types.
    const picture = await s3.getObject(`uploads/${pictureKey}`)
    const thumbnail = await s3.getObject(`uploads/${thumbKey}`)
    expect(picture?.contentType).toBe('image/jpeg')
    expect(thumbnail?.contentType).toBe('image/webp')
    expect(await sharp(picture?.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 })
    expect((await sharp(picture?.bytes).metadata()).exif).toBeUndefined()
    expect(await sharp(thumbnail?.bytes).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 })

    // The other instance has never seen these files: it fetches them from the bucket, serves and keeps them.
    const uploadsDir = path.join(secondInstance.dataDir, 'uploads')
    expect(fs.existsSync(path.join(uploadsDir, pictureKey))).toBe(false)
    for (const [url, key, bytes, mime] of [
      [res.body.pictureUrl, pictureKey, picture?.bytes, 'image/jpeg'],
      [res.body.pictureThumbUrl, thumbKey, thumbnail?.bytes, 'image/webp'],
    ] as const) {
      const served = await secondInstance.request(url as string)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(mime)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
      expect(fs.existsSync(path.join(uploadsDir, key))).toBe(true)
    }
    const missing = await secondInstance.request('/api/uploads/teams/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.jpg')
    expect(missing.status).toBe(404)
  })

  it('answers a clear, logged 502 when the bucket refuses the signature, and keeps the team as it was', async () => {
    const secret = 'wrong-secret-wrong-secret-0123456789'
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    const server = await createTestServer({ ...s3.env, S3_SECRET_ACCESS_KEY: secret }, { logger })
    try {
      const admin = await createOrgAdmin(server, 'Liga Mal Configurada')
      const base = `/api/orgs/${admin.orgId}/teams`
      const team = (await call(server, admin, 'POST', base, { name: 'Sin Foto' })).body
      const photo = await makeImage({ format: 'png', width: 50, height: 50 })
      const res = await server.request(`${base}/${team.id}/picture`, {
        method: 'POST',
        cookie: admin.cookie,
        body: imageForm(photo, 'a.png'),
      })
      expect(res.status).toBe(502)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      const text = await res.text()
      const body = JSON.parse(text) as Json & { code: string; requestId: string }
      expect(body).toMatchObject({ status: 502, title: 'Bad Gateway', code: 'STORAGE_UNAVAILABLE' })
      expect(text).not.toContain(secret)
      expect(text).not.toContain('SignatureDoesNotMatch')

      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.level === 50)
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatchObject({ code: 'STORAGE_UNAVAILABLE', requestId: body.requestId })
      expect(JSON.stringify(logged[0])).toContain('403 SignatureDoesNotMatch')
      expect(lines.join('\n')).not.toContain(secret)

      const after = (await call(server, admin, 'GET', `${base}/${team.id}`)).body
      expect(after).toMatchObject({ pictureUrl: null, pictureThumbUrl: null, version: 1 })
    } finally {
      await server.close()
    }
  })

  it('keeps serving a picture stored before thumbnails existed (its thumbnail path is the picture)', async () => {
    const team = (await call(league.server, league.admin, 'POST', teams(), { name: 'De Antes' })).body
    const photo = await makeImage({ format: 'png', width: 80, height: 80 })
    const res = await uploadTo(league.server, league.admin, `${teams()}/${team.id}/picture`, imageForm(photo, 'a.png'))
    const picturePath = apiPathToKey(res.body.pictureUrl as string)
    await league.server.database.db
      .update(teamTable)
      .set({ pictureThumbPath: picturePath })
      .where(eq(teamTable.id, team.id))
    const listed = await call<{ items: Json[] }>(league.server, league.viewer, 'GET', `${teams()}?q=antes`)
    expect(listed.body.items).toMatchObject([{ pictureUrl: res.body.pictureUrl, pictureThumbUrl: res.body.pictureUrl }])
    expect((await secondInstance.request(res.body.pictureUrl as string)).status).toBe(200)
  })
})

describe('replaced pictures are deleted', () => {
  const upload = async (server: TestServer, user: { cookie: string }, apiPath: string, size: number) => {
    const res = await uploadTo(
      server,
      user,
      apiPath,
      imageForm(await makeImage({ format: 'png', width: size, height: size }), 'a.png'),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }
  const keysOf = (body: Json, fields: string[]) => fields.map((field) => apiPathToKey(body[field] as string))

  it('in the bucket and this instance’s copy: a team picture, a player photo and the logo, with their thumbnails', async () => {
    const team = (await call(league.server, league.admin, 'POST', teams(), { name: 'Foto Nueva' })).body
    const player = (
      await call(league.server, league.admin, 'POST', `/api/orgs/${league.orgId}/players`, {
        firstname: 'Ana',
        lastname: 'Retrato',
      })
    ).body
    const cases = [
      [`${teams()}/${team.id}/picture`, ['pictureUrl', 'pictureThumbUrl']],
      [`/api/orgs/${league.orgId}/players/${player.id}/photo`, ['photoUrl', 'photoThumbUrl']],
      [`/api/orgs/${league.orgId}/logo`, ['logoUrl']],
    ] as const
    for (const [apiPath, fields] of cases) {
      const old = keysOf(await upload(league.server, league.admin, apiPath, 40), [...fields])
      const current = keysOf(await upload(league.server, league.admin, apiPath, 50), [...fields])
      for (const key of old) {
        expect(await s3.getObject(`uploads/${key}`), key).toBeNull()
        expect(fs.existsSync(path.join(league.server.dataDir, 'uploads', key)), key).toBe(false)
        expect((await secondInstance.request(`/api/uploads/${key}`)).status, key).toBe(404)
      }
      for (const key of current) {
        expect(await s3.getObject(`uploads/${key}`), key).not.toBeNull()
        expect((await secondInstance.request(`/api/uploads/${key}`)).status, key).toBe(200)
      }
    }
  })

  it('on disk, also a picture stored before thumbnails existed', async () => {
    const server = await createTestServer()
    try {
      const admin = await createOrgAdmin(server, 'Liga en Disco')
      const base = `/api/orgs/${admin.orgId}/teams`
      const team = (await call(server, admin, 'POST', base, { name: 'Disco' })).body
      const first = keysOf(await upload(server, admin, `${base}/${team.id}/picture`, 40), [
        'pictureUrl',
        'pictureThumbUrl',
      ])
      const [picture, thumb] = first as [string, string]
      const file = (key: string) => path.join(server.dataDir, 'uploads', key)
      expect(fs.existsSync(file(picture)) && fs.existsSync(file(thumb))).toBe(true)
      // a row from before thumbnails: both paths name the picture, and its separate thumbnail is nobody's
      await server.database.db.update(teamTable).set({ pictureThumbPath: picture }).where(eq(teamTable.id, team.id))
      const second = keysOf(await upload(server, admin, `${base}/${team.id}/picture`, 50), [
        'pictureUrl',
        'pictureThumbUrl',
      ])
      expect(fs.existsSync(file(picture))).toBe(false)
      expect((await server.request(`/api/uploads/${picture}`)).status).toBe(404)
      expect(second.every((key) => fs.existsSync(file(key)))).toBe(true)
      const third = keysOf(await upload(server, admin, `${base}/${team.id}/picture`, 60), [
        'pictureUrl',
        'pictureThumbUrl',
      ])
      expect(second.some((key) => fs.existsSync(file(key)))).toBe(false)
      expect(third.every((key) => fs.existsSync(file(key)))).toBe(true)
    } finally {
      await server.close()
    }
  })
})
