/**
 * Field rules of the league forms, in zod/mini (the client's light zod): the same bounds as the server's contracts
 * in src/domain (names 1–80, …), with `validation.*` keys as messages. The server checks again and answers
 * `invalidParams` with the same keys.
 */
import * as z from 'zod/mini'

export const nameField = () =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.too_big'))

/** Optional text: '' means none. */
export const optionalTextField = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.too_big'))

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail address, at most 254 characters; '' allowed (none) unless `required`. */
export const emailField = ({ required = false } = {}) =>
  z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, 'validation.required')] : []),
    z.maxLength(254, 'validation.too_big'),
    z.refine((value) => value === '' || EMAIL.test(value), 'validation.email'),
  )

/** A whole number between `min` and `max`; `nullable` lets it be empty. */
export const integerField = (min: number, max: number) =>
  z.number('validation.required').check(
    z.refine((value) => Number.isInteger(value), 'validation.integer'),
    z.gte(min, 'validation.too_small'),
    z.lte(max, 'validation.too_big'),
  )

export const nullableIntegerField = (min: number, max: number) => z.nullable(integerField(min, max))

/** '' → null, other text trimmed: how optional text goes to the API. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
