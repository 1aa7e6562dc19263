import type { TFunction } from 'i18next'
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'

/**
 * Shows an auth error where it belongs: a code tied to a field (e.g. USER_ALREADY_EXISTS → email) on that field,
 * anything else as the form message. The values typed stay in the form.
 */
export function useAuthFormError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldCodes: Partial<Record<string, Path<T>>> = {},
  fieldNames: readonly string[] = [],
) {
  const { t } = useTranslation()
  const [formError, setFormError] = useState<string | null>(null)

  const handle = (error: unknown) => {
    setFormError(null)
    if (isApiError(error)) {
      const field = fieldCodes[error.code]
      if (field) {
        setError(field, { type: 'server', message: `errors.${error.code}` }, { shouldFocus: true })
        return
      }
      if (applyInvalidParams(error, setError, fieldNames)) return
    }
    setFormError(errorMessage(t as TFunction, error))
  }

  return { formError, setFormError, handleError: handle }
}
