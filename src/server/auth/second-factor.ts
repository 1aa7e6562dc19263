/**
 * Two-factor sign-in (TOTP with backup codes) and passkeys, better-auth's `twoFactor` and `@better-auth/passkey`
 * plugins, kept in their own block of the auth configuration (docs/decisions/0036-two-factor-and-passkeys.md).
 */
import { passkey } from '@better-auth/passkey'
import { twoFactor } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { user } from '#server/db/schema.ts'

/** The name authenticator apps show next to the code, and browsers next to a passkey. */
export const PORTAL_NAME = 'League Portal'

/**
 * The plugins, for the running server and for `npm run auth:generate` alike. A passkey is bound to PUBLIC_URL's host
 * (its rpID) and origin: a browser refuses one used at any other address (an IP address is never a valid rpID).
 */
export function secondFactorPlugins(baseURL: string) {
  const url = new URL(baseURL)
  return [
    twoFactor({
      issuer: PORTAL_NAME,
      // backup codes stored encrypted (the plugin's default), ten of them, each usable once
      backupCodeOptions: { amount: 10, length: 10 },
    }),
    passkey({
      rpID: url.hostname,
      rpName: PORTAL_NAME,
      origin: url.origin,
      // a discoverable credential: "Sign in with a passkey" asks for no e-mail first
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    }),
  ] as const
}

/** Whether the account with this e-mail has two-factor sign-in on. */
export async function hasTwoFactor(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ on: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
  return row?.on === true
}
