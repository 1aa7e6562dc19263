import * as z from 'zod/mini'

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.too_long'))
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.too_long'))

const phone = z.string().check(
  z.trim(),
  z.maxLength(30, 'validation.too_long'),
  z.refine((value) => value === '' || /^\+?[\d\s().-]{6,}$/.test(value), 'validation.phone'),
)

/** PATCH /api/me from the settings page: only the display name is required. */
export const ProfileInputSchema = z.object({
  displayName: requiredText(60),
  firstname: optionalText(80),
  lastname: optionalText(80),
  phone,
})
export type ProfileInput = z.infer<typeof ProfileInputSchema>

/** The onboarding user step also asks for first and last name. */
export const OnboardingProfileInputSchema = z.object({
  displayName: requiredText(60),
  firstname: requiredText(80),
  lastname: requiredText(80),
  phone,
})
