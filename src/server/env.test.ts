import { describe, expect, it } from 'vitest'
import { billingEnvOf, EnvError, parseEnv, S3_VARIABLES, STRIPE_VARIABLES, s3EnvOf } from './env.ts'

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

  describe('S3 (pictures in a bucket)', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'league-pictures',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'very-secret-value-123',
    }

    it('keeps pictures on disk without any S3 variable', () => {
      expect(s3EnvOf(parseEnv({}))).toBeNull()
    })

    it('uses the bucket with all of them: region us-east-1 and path-style addresses unless told otherwise', () => {
      expect(s3EnvOf(parseEnv(s3))).toEqual({
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        bucket: 'league-pictures',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'very-secret-value-123',
        forcePathStyle: true,
      })
      expect(s3EnvOf(parseEnv({ ...s3, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }))).toMatchObject({
        region: 'auto',
        forcePathStyle: false,
      })
      expect(s3EnvOf(parseEnv({ ...s3, S3_FORCE_PATH_STYLE: '1' }))?.forcePathStyle).toBe(true)
    })

    it.each(S3_VARIABLES)('refuses a partial set without %s, in one line naming it', (name) => {
      expect(() => parseEnv({ ...s3, [name]: '' })).toThrow(
        new RegExp(`^Invalid environment variable ${name}: is required when [^\\n]+$`),
      )
    })

    it('refuses S3_REGION or S3_FORCE_PATH_STYLE alone: they mean a bucket was intended', () => {
      expect(() => parseEnv({ S3_REGION: 'eu-west-1' })).toThrow(
        /^Invalid environment variable S3_ENDPOINT: is required when S3_REGION is set/,
      )
      expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'false' })).toThrow(/^Invalid environment variable S3_ENDPOINT: /)
    })

    it.each([
      ['S3_ENDPOINT', 'ftp://s3.example.com'],
      ['S3_ENDPOINT', 'not a url'],
      ['S3_ENDPOINT', 'https://key:secret@s3.example.com'],
      ['S3_BUCKET', 'Bad_Bucket'],
      ['S3_BUCKET', 'ab'],
      ['S3_REGION', 'EU West'],
      ['S3_FORCE_PATH_STYLE', 'maybe'],
    ])('refuses %s=%s, without printing the secret', (name, value) => {
      try {
        parseEnv({ ...s3, [name]: value })
        expect.unreachable()
      } catch (error) {
        const message = (error as Error).message
        expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: `))
        expect(message).not.toContain('\n')
        expect(message).not.toContain(s3.S3_SECRET_ACCESS_KEY)
        expect(message).not.toContain('secret@')
      }
    })
  })
})
