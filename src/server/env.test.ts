import { describe, expect, it } from 'vitest'
import { billingEnvOf, EnvError, parseEnv, STRIPE_VARIABLES } from './env.ts'

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

  describe('Stripe (billing)', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_PRICING_TABLE_ID_ES: 'prctbl_es',
      STRIPE_PRICING_TABLE_ID_EN: 'prctbl_en',
    }

    it('turns billing off without any Stripe variable', () => {
      expect(billingEnvOf(parseEnv({}))).toBeNull()
    })

    it('turns billing on with all of them', () => {
      expect(billingEnvOf(parseEnv({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }))).toEqual({
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        publishableKey: 'pk_test_123',
        pricingTableIds: { es: 'prctbl_es', en: 'prctbl_en' },
        apiBase: 'http://127.0.0.1:12111',
      })
    })

    it.each(STRIPE_VARIABLES)('refuses a partial set without %s, in one line naming it', (name) => {
      const partial: Record<string, string> = { ...stripe, [name]: '' }
      expect(() => parseEnv(partial)).toThrow(EnvError)
      try {
        parseEnv(partial)
      } catch (error) {
        const message = (error as Error).message
        expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: is required when `))
        expect(message).not.toContain('\n')
      }
    })

    it('names the first missing variable when only one is set', () => {
      expect(() => parseEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
        /^Invalid environment variable STRIPE_SECRET_KEY: is required when STRIPE_PUBLISHABLE_KEY is set/,
      )
    })

    it.each([
      ['STRIPE_SECRET_KEY', 'pk_test_wrong'],
      ['STRIPE_WEBHOOK_SECRET', 'secret'],
      ['STRIPE_PUBLISHABLE_KEY', 'sk_test_wrong'],
      ['STRIPE_PRICING_TABLE_ID_ES', 'table'],
      ['STRIPE_API_BASE', 'ftp://x'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => parseEnv({ ...stripe, [name]: value })).toThrow(
        new RegExp(`^Invalid environment variable ${name}: `),
      )
    })
  })
})
