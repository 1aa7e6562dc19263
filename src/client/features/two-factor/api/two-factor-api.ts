/**
 * Two-factor sign-in, passkeys and sessions: better-auth's endpoints under /api/auth (decision 0036), and the QR code
 * the portal draws. Passkey ceremonies load @simplewebauthn/browser only when they start (passkey-ceremony.ts).
 */
import { api } from '#client/lib/api-client.ts'

export interface TotpSetup {
  totpURI: string
  backupCodes: string[]
}

/** The session as better-auth reports it: the account's two-factor state rides on its user. */
export interface AuthSession {
  session: { id: string; token: string }
  user: { id: string; email: string; twoFactorEnabled?: boolean | null }
}

export const getAuthSession = () => api.get<AuthSession | null>('/api/auth/get-session')

/** Starts TOTP set-up: a secret and backup codes, not yet in use until a first code confirms them. */
export const enableTwoFactor = (password: string) => api.post<TotpSetup>('/api/auth/two-factor/enable', { password })

export const disableTwoFactor = (password: string) =>
  api.post<{ status: boolean }>('/api/auth/two-factor/disable', { password })

/** Confirms set-up (signed in) or finishes a sign-in (after the password) with a code from the app. */
export const verifyTotp = (input: { code: string; trustDevice?: boolean }) =>
  api.post<unknown>('/api/auth/two-factor/verify-totp', input)

export const verifyBackupCode = (input: { code: string; trustDevice?: boolean }) =>
  api.post<unknown>('/api/auth/two-factor/verify-backup-code', input)

export const generateBackupCodes = (password: string) =>
  api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password })

export const fetchTotpQrCode = (uri: string) => api.post<{ image: string }>('/api/me/two-factor/qr-code', { uri })

export interface Passkey {
  id: string
  name?: string | null
  createdAt?: string | null
  deviceType?: string
}

export const listPasskeys = () => api.get<Passkey[]>('/api/auth/passkey/list-user-passkeys')
export const renamePasskey = (input: { id: string; name: string }) =>
  api.post<unknown>('/api/auth/passkey/update-passkey', input)
export const deletePasskey = (id: string) => api.post<unknown>('/api/auth/passkey/delete-passkey', { id })

export interface AccountSession {
  id: string
  token: string
  createdAt: string
  updatedAt: string
  expiresAt: string
  ipAddress?: string | null
  userAgent?: string | null
}

export const listSessions = () => api.get<AccountSession[]>('/api/auth/list-sessions')
export const revokeSession = (token: string) => api.post<unknown>('/api/auth/revoke-session', { token })
export const revokeOtherSessions = () => api.post<unknown>('/api/auth/revoke-other-sessions', {})

export const twoFactorKeys = {
  session: () => ['two-factor', 'session'] as const,
  passkeys: () => ['two-factor', 'passkeys'] as const,
  sessions: () => ['two-factor', 'sessions'] as const,
}

/** The league's requirement (admins only; the server answers 409 TWO_FACTOR_NOT_ENABLED when the caller has it off). */
export const setLeagueTwoFactorRequirement = (organizationId: string, requireTwoFactor: boolean) =>
  api.patch<{ requireTwoFactor: boolean }>(`/api/orgs/${encodeURIComponent(organizationId)}`, { requireTwoFactor })
