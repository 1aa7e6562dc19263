import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('has defaults for everything', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: 'production', RATE_LIMIT_MAX: 10, TRUST_PROXY: false })
    expect(env.DATA_DIR).toMatch(/\/data$/)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o with one line naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError)
    try {
      parseEnv(source)
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `))
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined()
  })
})
