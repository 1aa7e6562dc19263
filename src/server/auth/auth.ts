/**
 * Identity through better-auth: e-mail + password, e-mail link (magic link) and the admin plugin (super_admin role,
 * disabled users). Organizations, members and invitations are the portal's own (docs/decisions/0002).
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, magicLink } from 'better-auth/plugins'
import { adminAc, userAc } from 'better-auth/plugins/admin/access'
import { checkName, checkNewPassword, PASSWORD_MAX, PASSWORD_MIN } from '#domain/accounts/account-rules.ts'
import type { Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema.ts'
import type { Env } from '#server/env.ts'
import { acceptedOrigins, originPolicyOf } from '#server/lib/security.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { magicLinkMail, resetPasswordMail, verifyEmailMail } from '#server/mail/messages.ts'
import { authMailLang } from './mail-lang.ts'
import { passwordHashingFor } from './password-hashing.ts'
import { hasTwoFactor, secondFactorPlugins } from './second-factor.ts'

/** The header our server sets from the socket (or a trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = 'x-league-portal-client-ip'

export { PASSWORD_MAX, PASSWORD_MIN }

/** Where a new password arrives, and in which field. */
const NEW_PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
}
/** Where a name arrives (sign-up, the profile through better-auth, a super admin's edits). */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user', '/admin/create-user', '/admin/update-user'])

const NAME_MESSAGES = {
  required: 'A name is required.',
  too_long: 'The name is too long: at most 80 characters.',
  invalid_format: 'The name must be one line, without control characters.',
} as const

/** The password policy and the name rule (decision 0016), before better-auth stores anything; 400 with a code. */
export function enforceAccountRules(path: string, body: Record<string, unknown>): void {
  const field = NEW_PASSWORD_FIELDS[path]
  const password = field ? body[field] : undefined
  if (typeof password === 'string') {
    const problem = checkNewPassword(password)
    if (problem) {
      const message =
        problem === 'PASSWORD_TOO_SHORT'
          ? `The password is too short: use at least ${PASSWORD_MIN} characters.`
          : problem === 'PASSWORD_TOO_LONG'
            ? `The password is too long: use at most ${PASSWORD_MAX} characters.`
            : 'This password is one of the first that anyone tries: choose another.'
      throw new APIError('BAD_REQUEST', { code: problem, message })
    }
  }
  const name = NAME_PATHS.has(path) ? body.name : undefined
  if (name !== undefined || path === '/sign-up/email') {
    const problem = typeof name === 'string' ? checkName(name) : 'required'
    if (problem) throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: NAME_MESSAGES[problem] })
  }
}

export type AuthDeps = { db: Db; env: Env; mailer: Mailer; secret: string; baseURL: string }

export function createAuth({ db, env, mailer, secret, baseURL }: AuthDeps) {
  const limit = { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_MAX }
  // The same rule as our own origin check (decision 0015): PUBLIC_URL's origin, and the address the request was sent
  // to, so sign-up works at 127.0.0.1 or a LAN address with the default PUBLIC_URL.
  const originPolicy = originPolicyOf({
    baseURL,
    trustProxy: env.TRUST_PROXY,
    development: env.NODE_ENV === 'development',
  })
  const trustedOrigins = (request?: Request) =>
    request ? acceptedOrigins(request, originPolicy) : [...originPolicy.trusted]
  return betterAuth({
    appName: 'League Portal',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    logger: { disabled: env.NODE_ENV === 'test' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashingFor(env.NODE_ENV),
      sendResetPassword: async ({ user, url }, request) => {
        const lang = await authMailLang(db, {
          email: user.email,
          url,
          requestUrl: request?.url,
          headers: request?.headers,
        })
        await mailer.send({ to: user.email, ...resetPasswordMail(lang, url) })
      },
    },
    // sign-up stays instant and signed in; the address is verified by the link, which a second league and invitations
    // need (decision 0035)
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 3 * 24 * 3600,
      sendVerificationEmail: async ({ user, url }, request) => {
        const lang = await authMailLang(db, {
          email: user.email,
          url,
          requestUrl: request?.url,
          headers: request?.headers,
        })
        await mailer.send({ to: user.email, ...verifyEmailMail(lang, url) })
      },
    },
    user: {
      additionalFields: {
        displayName: { type: 'string', required: false, defaultValue: '', input: false },
        firstname: { type: 'string', required: false, defaultValue: '', input: false },
        lastname: { type: 'string', required: false, defaultValue: '', input: false },
        phone: { type: 'string', required: false, defaultValue: '', input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        activeOrganizationId: { type: 'string', required: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': limit,
        '/sign-up/email': limit,
        '/sign-in/magic-link': limit,
        '/request-password-reset': limit,
        '/reset-password': limit,
      },
    },
    advanced: {
      // Session and user in one query (a join) instead of two: every API request resolves its session.
      database: { joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips the Origin check when NODE_ENV=test; keep it so the tests see production behaviour.
      disableOriginCheck: false,
      useSecureCookies: baseURL.startsWith('https://'),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as {
          acceptTerms?: unknown
          password?: unknown
          newPassword?: unknown
          name?: unknown
        }
        if (ctx.path === '/sign-up/email' && body.acceptTerms !== true) {
          throw new APIError('BAD_REQUEST', { code: 'TERMS_NOT_ACCEPTED', message: 'The terms must be accepted.' })
        }
        enforceAccountRules(ctx.path, body)
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => ({
            data: { ...user, termsAcceptedAt: ctx?.path === '/sign-up/email' ? new Date() : null },
          }),
        },
      },
    },
    plugins: [
      admin({ roles: { super_admin: adminAc, user: userAc }, adminRoles: ['super_admin'], defaultRole: 'user' }),
      magicLink({
        disableSignUp: true,
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, url }, ctx) => {
          // a link would skip the second factor: none for an account with two-factor on (decision 0036)
          if (await hasTwoFactor(db, email)) return
          const lang = await authMailLang(db, { email, url, headers: ctx?.headers ?? ctx?.request?.headers })
          await mailer.send({ to: email, ...magicLinkMail(lang, url) })
        },
      }),
      // two-factor sign-in and passkeys: their own block (decision 0036)
      ...secondFactorPlugins(baseURL),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
