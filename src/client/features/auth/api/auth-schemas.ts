import * as z from 'zod/mini'
import { checkName, checkNewPassword, PASSWORD_MAX, PASSWORD_MIN } from '#domain/accounts/account-rules.ts'

export const emailField = () =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email'))

export const passwordField = () =>
  z.string().check(
    z.minLength(PASSWORD_MIN, 'validation.password_min'),
    z.maxLength(PASSWORD_MAX, 'validation.password_max'),
    z.refine((value) => checkNewPassword(value) !== 'PASSWORD_TOO_COMMON', 'validation.password_common'),
  )

export const EmailOnlyInputSchema = z.object({ email: emailField() })
export type EmailOnlyInput = z.infer<typeof EmailOnlyInputSchema>

const matchesPassword = <T extends { password: string; passwordConfirmation: string }>() =>
  z.refine<T>((data) => data.password === data.passwordConfirmation, {
    message: 'validation.passwords_mismatch',
    path: ['passwordConfirmation'],
  })

export const SignUpInputSchema = z
  .object({
    email: emailField(),
    name: z.string().check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(80, 'validation.too_long'),
      z.refine((value) => checkName(value) !== 'invalid_format', 'validation.invalid_format'),
    ),
    password: passwordField(),
    passwordConfirmation: z.string(),
    acceptTerms: z.boolean().check(z.refine((value) => value, 'validation.terms_required')),
  })
  .check(matchesPassword())
export type SignUpInput = z.infer<typeof SignUpInputSchema>

export const ResetPasswordInputSchema = z
  .object({ password: passwordField(), passwordConfirmation: z.string() })
  .check(matchesPassword())
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'validation.required')),
    password: passwordField(),
    passwordConfirmation: z.string(),
  })
  .check(matchesPassword())
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>
