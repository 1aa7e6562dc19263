import type { TFunction } from 'i18next'
import { isApiError, NETWORK_ERROR_CODE, UNKNOWN_ERROR_CODE } from './api-client.ts'

/** The code an error is translated by: `errors.<code>`. */
export function errorCode(error: unknown): string {
  if (isApiError(error)) return error.code
  if (error instanceof TypeError) return NETWORK_ERROR_CODE
  return UNKNOWN_ERROR_CODE
}

/** `t('errors.' + code)`, falling back to `errors.UNKNOWN` for codes without a translation. */
export function errorMessage(t: TFunction, error: unknown): string {
  const code = errorCode(error)
  return t(`errors.${code}`, { defaultValue: t(`errors.${UNKNOWN_ERROR_CODE}`) })
}

/** A field message: a `validation.*` key (from zod or the server's invalidParams) translated, else `validation.invalid`. */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  return t(message, { defaultValue: t('validation.invalid') })
}
