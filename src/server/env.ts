/**
 * The only reader of process.env. Checked by a zod schema at boot: a bad value stops the process with one line
 * naming the variable (see `loadEnv`).
 */
import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

/** Billing (Stripe) is configured by all of these or none of them. */
export const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICING_TABLE_ID_ES',
  'STRIPE_PRICING_TABLE_ID_EN',
] as const

/** Pictures go to an S3-compatible bucket when these are set (all of them, or none); S3_REGION and S3_FORCE_PATH_STYLE are optional. */
export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_OPTIONAL_VARIABLES = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

/** `required` are all set or none is; an `optional` one set counts as starting the set. */
function allOrNone<K extends string>(
  env: Partial<Record<K, unknown>>,
  ctx: z.RefinementCtx,
  required: readonly K[],
  optional: readonly K[],
  what: string,
): void {
  const present = [...required, ...optional].filter((name) => env[name] !== undefined)
  const missing = required.find((name) => env[name] === undefined)
  if (present.length > 0 && missing) {
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `is required when ${present.join(', ')} ${present.length === 1 ? 'is' : 'are'} set (${what} needs all of ${required.join(', ')}, or none)`,
    })
  }
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** on by default; 0 sends every statement unnamed (a pooler in transaction mode older than PgBouncer 1.21) */
    DATABASE_NAMED_STATEMENTS: z
      .enum(['0', '1', 'true', 'false', ''], { message: 'must be true or false' })
      .optional()
      .transform((v) => v !== '0' && v !== 'false'),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).max(128).optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('League Portal <no-reply@localhost>'),
    CONTACT_EMAIL: z.email().default('support@localhost'),
    /**
     * How long a device may show its saved league data with no contact with the server (decision 0033): hours, at most
     * 24 (a larger value is taken as 24), at least 1.
     */
    OFFLINE_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(24)
      .transform((hours) => Math.min(hours, 24)),
    /** a person's notifications within this many seconds of the first go out as one message (decision 0047) */
    NOTIFY_DIGEST_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
    /** Web Push keys; when unset, a pair is generated on first start and kept in the database (decision 0047) */
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url key')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url key')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,
    /** With TRUST_PROXY: how many reverse proxies stand in front (each appends one X-Forwarded-For entry). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Largest JSON (or any non-upload) request body, in KB; pictures have their own 5 MB limit. */
    JSON_BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(64),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    DEMO: booleanFlag,
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must start with whsec_')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(z.string().regex(/^pk_/, 'must start with pk_').optional()),
    STRIPE_PRICING_TABLE_ID_ES: optionalString.pipe(
      z
        .string()
        .regex(/^prctbl_/, 'must start with prctbl_')
        .optional(),
    ),
    STRIPE_PRICING_TABLE_ID_EN: optionalString.pipe(
      z
        .string()
        .regex(/^prctbl_/, 'must start with prctbl_')
        .optional(),
    ),
    /** Tests only: send the Stripe SDK's API calls to a local fake, e.g. http://127.0.0.1:12111 */
    STRIPE_API_BASE: optionalString.pipe(
      z
        .url()
        .regex(/^https?:\/\//, 'must start with http:// or https://')
        .optional(),
    ),
    /** Mercado Pago's API (decision 0053): the leagues' Checkout Pro preferences and payments; tests point it at a fake */
    MERCADOPAGO_API_URL: optionalString.pipe(
      z
        .url()
        .regex(/^https?:\/\//, 'must start with http:// or https://')
        .default('https://api.mercadopago.com'),
    ),
    S3_ENDPOINT: optionalString.pipe(
      z
        .url()
        .regex(/^https?:\/\//, 'must start with http:// or https://')
        .refine((value) => {
          const url = URL.parse(value)
          return !url || (!url.username && !url.password && !url.search && !url.hash)
        }, 'must be a plain address like https://s3.eu-west-1.amazonaws.com (credentials go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)')
        .optional(),
    ),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
        )
        .optional(),
    ),
    S3_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,32}$/, 'must be a region like us-east-1, or auto')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString.pipe(z.string().max(256).optional()),
    S3_SECRET_ACCESS_KEY: optionalString.pipe(z.string().max(256).optional()),
    S3_FORCE_PATH_STYLE: z
      .enum(['0', '1', 'true', 'false', ''], { message: 'must be true or false' })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true')),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required when ADMIN_PASSWORD is set' })
    }
    // Billing is on with every Stripe variable, off with none; a partial set is a mistake worth stopping for. The same
    // for the bucket: a partial set would quietly keep pictures on one instance's disk.
    allOrNone(env, ctx, STRIPE_VARIABLES, [], 'billing')
    allOrNone(env, ctx, S3_VARIABLES, S3_OPTIONAL_VARIABLES, 'the bucket')
    allOrNone(env, ctx, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], [], 'Web Push')
  })

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string }

export class EnvError extends Error {}

/** Parse an environment; throws EnvError whose message is one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid'}`)
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) }
}

/** Billing settings when every Stripe variable is set; null when billing is off. */
export type BillingEnv = {
  secretKey: string
  webhookSecret: string
  publishableKey: string
  pricingTableIds: { es: string; en: string }
  apiBase?: string
}

export function billingEnvOf(env: Env): BillingEnv | null {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_PRICING_TABLE_ID_ES: es,
    STRIPE_PRICING_TABLE_ID_EN: en,
  } = env
  if (!secretKey || !webhookSecret || !publishableKey || !es || !en) return null
  return { secretKey, webhookSecret, publishableKey, pricingTableIds: { es, en }, apiBase: env.STRIPE_API_BASE }
}

/** The bucket's settings when every S3 variable is set; null when pictures stay on the disk (DATA_DIR/uploads). */
export type S3Env = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

export function s3EnvOf(env: Env): S3Env | null {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null
  return {
    endpoint,
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? true,
  }
}

export function loadEnv(): Env {
  return parseEnv(process.env)
}
