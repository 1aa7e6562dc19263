/**
 * Over app.request(): precompressed built files by content negotiation, HTML and JSON compressed on the
 * fly, caching headers, and clients without Accept-Encoding served exactly as before. The web app served here is a
 * made-up build in a temp dir (precompressed by the build's own plugin function), so the test does not need `vite build`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'
import { precompressFiles } from '../../../../scripts/vite-precompress.ts'
import { isCompressibleType, negotiateEncoding } from '../../lib/compression.ts'

const ENTRY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(',')}]\n`
const INDEX = `<!doctype html><html lang="es"><head><title>Portal</title><script type="module" src="/assets/entry-abc123.js"></script></head><body><div id="root">${'<p>Portal de Ligas</p>'.repeat(80)}</div></body></html>`
const SMALL_ICON = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 3000 }, (_, i) => i % 251),
])

function makeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-client-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.mkdirSync(path.join(dir, 'icons'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  fs.writeFileSync(path.join(dir, 'assets/entry-abc123.js'), ENTRY)
  fs.writeFileSync(path.join(dir, 'assets/tiny-def456.js'), 'export const a = 1\n')
  fs.writeFileSync(path.join(dir, 'sw.js'), `self.__WB = ${JSON.stringify(ENTRY)}\n`)
  fs.writeFileSync(path.join(dir, 'icons/icon-192.png'), SMALL_ICON)
  precompressFiles(dir)
  return dir
}

const decode = (encoding: string | null, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString('utf8')
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString('utf8')
      : body.toString('utf8')

async function bytesOf(res: Response) {
  return Buffer.from(await res.arrayBuffer())
}

describe('negotiateEncoding (pure)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['x-gzip', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })

  it('only offers what exists', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('br', ['gzip'])).toBeNull()
  })

  it('never compresses the live stream or images', () => {
    expect(isCompressibleType('text/event-stream')).toBe(false)
    expect(isCompressibleType('image/png')).toBe(false)
    expect(isCompressibleType('image/webp')).toBe(false)
    expect(isCompressibleType('application/problem+json')).toBe(true)
    expect(isCompressibleType('text/html; charset=UTF-8')).toBe(true)
  })
})

describe('compression on the wire', () => {
  let server: TestServer
  let clientDir: string
  beforeAll(async () => {
    clientDir = makeClientDir()
    server = await createTestServer({}, { clientDir })
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  it('serves the brotli twin of a hashed asset to a browser that accepts it, immutable for a year', async () => {
    const res = await server.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    const body = await bytesOf(res)
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength)
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(ENTRY) / 4)
    expect(decode('br', body)).toBe(ENTRY)
  })

  it('serves the gzip twin when brotli is not accepted', async () => {
    const res = await server.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(decode('gzip', await bytesOf(res))).toBe(ENTRY)
  })

  it('serves the file itself, unchanged, to a client without Accept-Encoding', async () => {
    const res = await server.request('/assets/entry-abc123.js')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await bytesOf(res)).toString('utf8')).toBe(ENTRY)
    const refused = await server.request('/assets/entry-abc123.js', {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    })
    expect(refused.headers.get('content-encoding')).toBeNull()
    expect((await bytesOf(refused)).toString('utf8')).toBe(ENTRY)
  })

  it('sends a file too small to gain from compression as it is', async () => {
    const res = await server.request('/assets/tiny-def456.js', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe('export const a = 1\n')
  })

  it('never serves a twin or a dot-file by its own name, and 404s a missing asset', async () => {
    expect((await server.request('/assets/entry-abc123.js.br')).status).toBe(404)
    expect((await server.request('/assets/..%2Findex.html')).status).toBe(404)
    expect((await server.request('/assets/entry-OLDHASH.js')).status).toBe(404)
  })

  it('does not compress images', async () => {
    const res = await server.request('/icons/icon-192.png', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect((await bytesOf(res)).equals(SMALL_ICON)).toBe(true)
  })

  it('revalidates the service worker (no-cache, ETag → 304)', async () => {
    const res = await server.request('/sw.js', { headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-encoding')).toBe('br')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await server.request('/sw.js', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('compresses the page on the fly and revalidates it with an ETag', async () => {
    const res = await server.request('/en/dashboard', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = decode('br', await bytesOf(res))
    expect(html).toContain('<html lang="en"')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const revalidated = await server.request('/en/dashboard', {
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag },
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(res.headers.get('etag')?.replace(/^W\//, ''))
    // the other language is another page, with another validator
    const spanish = await server.request('/es', { headers: { 'if-none-match': etag } })
    expect(spanish.status).toBe(200)
    expect(await spanish.text()).toContain('<html lang="es"')
  })

  it('serves the page uncompressed, with a strong ETag, to a client without Accept-Encoding', async () => {
    const res = await server.request('/es')
    expect(res.headers.get('content-encoding')).toBeNull()
    const html = await res.text()
    expect(html).toBe(INDEX)
    expect(res.headers.get('etag')).toMatch(/^"/)
    expect((await server.request('/es', { headers: { 'if-none-match': res.headers.get('etag') ?? '' } })).status).toBe(
      304,
    )
  })

  it('compresses JSON of 1 KB or more, gzip for a client without brotli', async () => {
    const plain = await server.request('/api/openapi.json')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)
    const gz = await server.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/)
    const body = await bytesOf(gz)
    expect(Number(gz.headers.get('content-length'))).toBe(body.byteLength)
    expect(decode('gzip', body)).toBe(text)
  })

  it('names the build it serves on every API answer (the entry chunk of index.html)', async () => {
    const res = await server.request('/api/health')
    expect(res.headers.get('x-app-build')).toBe('entry-abc123')
    const problem = await server.request('/api/nope')
    expect(problem.headers.get('x-app-build')).toBe('entry-abc123')
  })

  it('leaves JSON under 1 KB alone', async () => {
    const res = await server.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.json()).toBeTruthy()
  })

  it('compresses a signed-in JSON answer and keeps its cookies and status', async () => {
    const admin = await createOrgAdmin(server)
    const teams = []
    for (let i = 0; i < 12; i++) {
      const created = await server.request(`/api/orgs/${admin.orgId}/teams`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { name: `Equipo con un nombre largo ${i}` },
      })
      expect(created.status).toBe(201)
      teams.push(await created.json())
    }
    const res = await server.request(`/api/orgs/${admin.orgId}/teams`, {
      cookie: admin.cookie,
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    const list = JSON.parse(decode('br', await bytesOf(res))) as { items: unknown[] }
    expect(list.items).toHaveLength(12)
  })

  it('never compresses the live stream', async () => {
    const admin = await createOrgAdmin(server, 'Liga Stream')
    const controller = new AbortController()
    const res = await server.request(`/api/orgs/${admin.orgId}/events`, {
      cookie: admin.cookie,
      headers: { 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    expect(res.headers.get('content-encoding')).toBeNull()
    const reader = res.body?.getReader()
    const first = await reader?.read()
    expect(new TextDecoder().decode(first?.value)).toContain('event: ready')
    controller.abort()
    await reader?.cancel().catch(() => {})
  })
})
