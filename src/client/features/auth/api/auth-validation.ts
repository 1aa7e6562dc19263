/** Plain checks for the sign-in page, which stays free of zod and react-hook-form (its JavaScript budget). */
export { PASSWORD_MAX, PASSWORD_MIN } from '#domain/accounts/account-rules.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Returns a `validation.*` key, or null when the e-mail is fine. */
export function checkEmail(value: string): string | null {
  const email = value.trim()
  if (!email) return 'validation.required'
  return EMAIL.test(email) ? null : 'validation.email'
}

export function checkRequired(value: string): string | null {
  return value.trim() ? null : 'validation.required'
}
