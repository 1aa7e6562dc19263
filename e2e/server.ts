/** The server the browser tests run against: a fresh embedded database each run, outbox readable by the specs. */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const E2E_DATA_DIR = path.join(ROOT, `.tmp/e2e-data-${process.env.PORT ?? 3210}`)

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true })
process.env.DATA_DIR = E2E_DATA_DIR
process.env.RATE_LIMIT_MAX ??= '1000'
process.env.LOG_LEVEL ??= 'warn'
// the test run's password hashing (docs/decisions/0052-ci-time.md): the same code at a lower cost
process.env.NODE_ENV ??= 'test'
process.env.ADMIN_EMAIL ??= 'super@example.com'
process.env.ADMIN_PASSWORD ??= 'super-secret-1'
await import('../src/server/main.ts')
