/**
 * "The environment is checked at boot: a bad value stops the process with one line naming the variable."
 * Each case starts the real server with one bad variable and expects exit code 1, exactly one stderr line naming it,
 * and no server (no ready line, no database opened).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { killAllServers, removeTempDirs, spawnServer, tempDataDir } from './server-process.ts'

afterAll(async () => {
  await killAllServers()
  removeTempDirs()
})

const cases: { name: string; env: Record<string, string>; variable: string }[] = [
  { name: 'PORT=abc', env: { PORT: 'abc' }, variable: 'PORT' },
  { name: 'PORT=70000', env: { PORT: '70000' }, variable: 'PORT' },
  { name: 'DATABASE_URL=mysql://x', env: { DATABASE_URL: 'mysql://x' }, variable: 'DATABASE_URL' },
  { name: 'ADMIN_PASSWORD without ADMIN_EMAIL', env: { ADMIN_PASSWORD: 'correct-horse-1' }, variable: 'ADMIN_EMAIL' },
  { name: 'AUTH_SECRET=short', env: { AUTH_SECRET: 'short' }, variable: 'AUTH_SECRET' },
  { name: 'PUBLIC_URL=not a url', env: { PUBLIC_URL: 'not a url' }, variable: 'PUBLIC_URL' },
  { name: 'LOG_LEVEL=loud', env: { LOG_LEVEL: 'loud' }, variable: 'LOG_LEVEL' },
  {
    name: 'S3_BUCKET and its secret without S3_ENDPOINT',
    env: { S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'do-not-print-me' },
    variable: 'S3_ENDPOINT',
  },
]

describe('a bad environment variable stops the server', () => {
  it.each(cases)('$name → exit 1 and one stderr line naming $variable', async ({ env, variable }) => {
    const dataDir = path.join(tempDataDir(), 'data')
    const server = await spawnServer({ dataDir, env })
    const { code, signal } = await server.waitExit(30_000)
    expect(signal, server.stderr()).toBeNull()
    expect(code, server.stderr()).toBe(1)
    const lines = server
      .stderr()
      .split('\n')
      .filter((line) => line.trim() !== '')
    expect(lines, server.stderr()).toHaveLength(1)
    expect(lines[0]).toContain(variable)
    expect(lines[0]).toMatch(/^Invalid environment variable /)
    expect(server.stderr() + server.stdout()).not.toContain('do-not-print-me')
    expect(server.stdout()).not.toContain('League portal ready')
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false)
  })
})
