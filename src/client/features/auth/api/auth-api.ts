import { api } from '#client/lib/api-client.ts'

/** `twoFactorRedirect`: the password was right, and the account's second factor comes next (decision 0036). */
export const signInWithEmail = (input: { email: string; password: string }) =>
  api.post<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', input)

export const signUpWithEmail = (input: { email: string; password: string; name: string }) =>
  api.post<{ token?: string | null }>('/api/auth/sign-up/email', { ...input, acceptTerms: true })

export const sendMagicLink = (input: { email: string; callbackURL: string }) =>
  api.post<unknown>('/api/auth/sign-in/magic-link', input)

export const requestPasswordReset = (input: { email: string; redirectTo: string }) =>
  api.post<unknown>('/api/auth/request-password-reset', input)

export const resetPassword = (input: { newPassword: string; token: string }) =>
  api.post<unknown>('/api/auth/reset-password', input)

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: false })
