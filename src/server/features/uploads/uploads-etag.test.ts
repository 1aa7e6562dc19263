/** Conditional GET of an uploaded picture (src/server/lib/conditional-get.ts, decision 0031): the key is the ETag. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeImage } from '#test/images.ts'
import { call, createLeague, imageForm, type League, uploadTo } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(async () => {
  await league.server.close()
})

describe('uploaded pictures answer If-None-Match', () => {
  it('sends the key as a strong ETag, 304 for it (weak or in a list), 200 for another, 404 once replaced', async () => {
    const teams = `/api/orgs/${league.orgId}/teams`
    const team = (await call(league.server, league.admin, 'POST', teams, { name: 'Con Etiqueta' })).body
    const upload = async () =>
      uploadTo(
        league.server,
        league.admin,
        `${teams}/${team.id}/picture`,
        imageForm(await makeImage({ format: 'png', width: 40, height: 40 }), 'a.png'),
      )
    const url = (await upload()).body.pictureUrl as string
    const first = await league.server.request(url)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') as string
    expect(etag).toBe(`"${url.replace(/^\/api\/uploads\//, '')}"`)
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await league.server.request(url, { headers: { 'if-none-match': header } })
      expect(again.status, header).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await again.arrayBuffer()).byteLength).toBe(0)
    }
    expect((await league.server.request(url, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
    await upload()
    expect((await league.server.request(url, { headers: { 'if-none-match': etag } })).status).toBe(404)
  })
})
