import type { TFunction } from 'i18next'
import { LOGO_TYPES, validateLogo } from '#client/components/logo-picker.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage } from '#client/lib/error-message.ts'

/** What the server takes for pictures and photos (checked by content there): JPEG, PNG or WebP, at most 5 MB. */
export const IMAGE_TYPES = LOGO_TYPES

/** A `validation.*` key when the chosen file cannot be sent, else null. */
export const checkImage = validateLogo

/** The message for a failed upload: 413 and 415 say what to choose instead. */
export function uploadErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE'))
    return t('validation.image_size')
  if (isApiError(error) && (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE')) {
    return t('validation.image_type')
  }
  const reason = isApiError(error) ? error.invalidParams.find((param) => param.name === 'file')?.reason : undefined
  return reason ? t(reason, { defaultValue: errorMessage(t, error) }) : errorMessage(t, error)
}
