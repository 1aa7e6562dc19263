import { api } from '#client/lib/api-client.ts'

/** `twoFactorRedirect`: the password was right, and the account's second factor comes next (decision 0036). */
export const signInWithEmail = (input: { email: string; password: string }) =>
  api.post<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', input)

export const signUpWithEmail = (input: { email: string; password: string; name: string; callbackURL?: string }) =>
  api.post<{ token?: string | null }>('/api/auth/sign-up/email', { ...input, acceptTerms: true })

export const sendMagicLink = (input: { email: string; callbackURL: string }) =>
  api.post<unknown>('/api/auth/sign-in/magic-link', input)

export const requestPasswordReset = (input: { email: string; redirectTo: string }) =>
  api.post<unknown>('/api/auth/request-password-reset', input)

export const resetPassword = (input: { newPassword: string; token: string }) =>
  api.post<unknown>('/api/auth/reset-password', input)

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: false })

/** better-auth's session: the client reads whether the address is verified from it (decision 0035). */
export type AuthSession = { user: { email: string; emailVerified: boolean } } | null

export const getAuthSession = (signal?: AbortSignal) => api.get<AuthSession>('/api/auth/get-session', { signal })

export const authSessionKey = ['auth', 'session'] as const

/** Where the verification link lands: the page that says the address is verified. */
export const emailVerifiedPath = (lang: string) => `/${lang}/email-verified`

export const sendVerificationEmail = (input: { email: string; callbackURL: string }) =>
  api.post<unknown>('/api/auth/send-verification-email', input)
