/**
 * Identity through better-auth: e-mail + password, e-mail link (magic link) and the admin plugin (super_admin role,
 * disabled users). Organizations, members and invitations are the portal's own (docs/decisions/0002).
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, magicLink } from 'better-auth/plugins'
import { adminAc, userAc } from 'better-auth/plugins/admin/access'
import type { Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema.ts'
import type { Env } from '#server/env.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { langOfUrl, magicLinkMail, resetPasswordMail } from '#server/mail/messages.ts'

/** The header our server sets from the socket (or a trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = 'x-league-portal-client-ip'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export type AuthDeps = { db: Db; env: Env; mailer: Mailer; secret: string; baseURL: string }

export function createAuth({ db, env, mailer, secret, baseURL }: AuthDeps) {
  const limit = { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_MAX }
  const trustedOrigins = [new URL(baseURL).origin]
  if (env.NODE_ENV === 'development') trustedOrigins.push('http://localhost:5173')
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
      sendResetPassword: async ({ user, url }, request) => {
        const lang = langOfUrl(new URL(url).searchParams.get('callbackURL') ?? request?.url)
        await mailer.send({ to: user.email, ...resetPasswordMail(lang, url) })
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
        if (
          ctx.path === '/sign-up/email' &&
          (ctx.body as { acceptTerms?: unknown } | undefined)?.acceptTerms !== true
        ) {
          throw new APIError('BAD_REQUEST', { code: 'TERMS_NOT_ACCEPTED', message: 'The terms must be accepted.' })
        }
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
        sendMagicLink: async ({ email, url }) => {
          const lang = langOfUrl(new URL(url).searchParams.get('callbackURL'))
          await mailer.send({ to: email, ...magicLinkMail(lang, url) })
        },
      }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
