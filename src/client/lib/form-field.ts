import type { TFunction } from 'i18next'
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldMessage } from './error-message.ts'

function errorAt(errors: unknown, name: string): FieldError | undefined {
  let current: unknown = errors
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current && typeof current === 'object' && 'message' in current ? (current as FieldError) : undefined
}

/** react-hook-form's register() shaped for MUI's TextField: inputRef, error flag and translated helper text. */
export function textFieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  t: TFunction,
  hint?: string,
) {
  const { ref, ...rest } = form.register(name)
  const error = errorAt(form.formState.errors, name)
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: fieldMessage(t, error?.message) ?? hint,
  }
}

export { errorAt }
