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

/**
 * The message for a failed picture or logo upload: 413 and 415 say what to choose instead, a refused file says why
 * (`validation.image_unreadable`, `validation.image_dimensions`), anything else is the error's own message.
 */
export function uploadErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE'))
    return t('validation.image_size')
  if (isApiError(error) && (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE')) {
    return t('validation.image_type')
  }
  const reason = isApiError(error) ? error.invalidParams.find((param) => param.name === 'file')?.reason : undefined
  return reason ? t(reason, { defaultValue: errorMessage(t, error) }) : errorMessage(t, error)
}
