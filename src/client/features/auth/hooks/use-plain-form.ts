import type { TFunction } from 'i18next'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage, fieldMessage } from '#client/lib/error-message.ts'

type Values<F extends string> = Record<F, string>
type Checks<F extends string> = Partial<Record<F, (value: string) => string | null>>

/**
 * A small form state for the sign-in page (no react-hook-form there, to keep it light): values, per-field errors
 * as `validation.*` / `errors.*` keys, a form-level message, and submit with client checks first.
 * The values typed are never cleared on error.
 */
export function usePlainForm<F extends string>({
  initial,
  checks,
  fieldCodes = {},
  onSubmit,
}: {
  initial: Values<F>
  checks: NoInfer<Checks<F>>
  fieldCodes?: NoInfer<Partial<Record<string, F>>>
  onSubmit: (values: NoInfer<Values<F>>) => Promise<void>
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)

  const validate = (next: Values<F>) => {
    const found: Partial<Record<F, string>> = {}
    for (const field of Object.keys(checks) as F[]) {
      const problem = checks[field]?.(next[field])
      if (problem) found[field] = problem
    }
    return found
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const found = validate(values)
    setErrors(found)
    const firstInvalid = Object.keys(found)[0]
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    setIsSubmitting(true)
    try {
      await onSubmit(values)
    } catch (error) {
      const field = isApiError(error) ? fieldCodes[error.code] : undefined
      if (field && isApiError(error)) {
        setErrors({ [field]: `errors.${error.code}` } as Partial<Record<F, string>>)
      } else {
        setFormError(errorMessage(t as TFunction, error))
      }
    } finally {
      setIsSubmitting(false)
    }
  }

  /** Props for a TextInput bound to `field`. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [name]: value }))
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    },
    error: Boolean(errors[name]),
    helperText: fieldMessage(t as TFunction, errors[name]),
  })

  return { values, field, formError, isSubmitting, handleSubmit }
}
