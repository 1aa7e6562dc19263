import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '#test/server.ts'
import { AppError } from './app-error.ts'
import { createRouter, errorHandler } from './http.ts'
import { createRenderPool, RENDER_RETRY_AFTER_SECONDS } from './render-pool.ts'

const pool = createRenderPool({ threads: 1, perOrganization: 2 })
let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await pool.close()
  await server.close()
})

/** A route running `job` on the pool, answered as any route's errors are (problem+json). */
function appRunning(job: Parameters<typeof pool.run>[1]) {
  const app = createRouter()
  app.onError(errorHandler(pino({ level: 'silent' })))
  app.get('/doc', async (c) => c.body(new Uint8Array(await pool.run('org-a', job))))
  return app
}

describe('the render pool', () => {
  it('a failing job answers a clear error: 500 RENDER_FAILED as problem+json', async () => {
    await expect(pool.run('org-a', { kind: 'fail', message: 'broken font' })).rejects.toMatchObject({
      code: 'RENDER_FAILED',
    })
    const res = await appRunning({ kind: 'fail', message: 'broken font' }).request('/doc')
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    const body = (await res.json()) as { code: string; detail: string }
    expect(body.code).toBe('RENDER_FAILED')
    expect(body.detail).toBe('The document could not be prepared.')
  })

  it('a slow job does not block other requests: /api/health answers while it runs', async () => {
    let done = false
    const slow = pool.run('org-a', { kind: 'spin', ms: 1500 }).then(() => {
      done = true
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = performance.now()
    const health = await server.request('/api/health')
    const elapsed = performance.now() - started
    expect(health.status).toBe(200)
    expect(done).toBe(false)
    expect(elapsed).toBeLessThan(1000)
    await slow
    expect(done).toBe(true)
  })

  it('past its bound an organization is answered 503 RENDER_BUSY with Retry-After; another one is not', async () => {
    const running = [pool.run('org-a', { kind: 'spin', ms: 600 }), pool.run('org-a', { kind: 'spin', ms: 600 })]
    const refused = await pool.run('org-a', { kind: 'spin', ms: 1 }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).code).toBe('RENDER_BUSY')
    const res = await appRunning({ kind: 'spin', ms: 1 }).request('/doc')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe(String(RENDER_RETRY_AFTER_SECONDS))
    expect(((await res.json()) as { code: string }).code).toBe('RENDER_BUSY')
    // another league is not held back by this one's queue
    await expect(pool.run('org-b', { kind: 'spin', ms: 1 })).resolves.toBeInstanceOf(Uint8Array)
    await Promise.all(running)
    // once they are done, the league may render again
    await expect(pool.run('org-a', { kind: 'spin', ms: 1 })).resolves.toBeInstanceOf(Uint8Array)
  })

  it('takes the league’s slot before reading the data: past the bound the data is never read', async () => {
    let reads = 0
    const { promise: held, resolve: release } = Promise.withResolvers<void>()
    const reading = async () => {
      reads += 1
      await held
      return { kind: 'spin', ms: 1 } as const
    }
    const first = [pool.run('org-c', reading), pool.run('org-c', reading)]
    const refused = await pool.run('org-c', reading).catch((error: unknown) => error)
    expect((refused as AppError).code).toBe('RENDER_BUSY')
    expect(reads, 'the refused request read nothing').toBe(2)
    release()
    await Promise.all(first)
    // an error of the reading is answered as it is, and frees the slot
    const missing = await pool
      .run('org-c', async () => {
        throw new AppError('NOT_FOUND', { detail: 'No such game.' })
      })
      .catch((error: unknown) => error)
    expect((missing as AppError).code).toBe('NOT_FOUND')
    await expect(pool.run('org-c', reading)).resolves.toBeInstanceOf(Uint8Array)
  })
})

describe('spreadsheets on the pool', () => {
  it('writes a table as CSV and as an XLSX workbook on a worker thread', async () => {
    const table = { name: 'Equipos', header: ['Nombre', 'Jugadores'], rows: [['=1+1', 12] as (string | number)[]] }
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await pool.run('org-b', { kind: 'spreadsheet', table, format: 'csv', lang: 'es' }),
    )
    expect(csv).toBe('\uFEFFNombre;Jugadores\r\n"\'=1+1";12\r\n')
    const xlsx = await pool.run('org-b', { kind: 'spreadsheet', table, format: 'xlsx', lang: 'es' })
    // a ZIP container (PK\x03\x04), as every .xlsx is
    expect([...xlsx.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
  })
})
