import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from './api-client.ts'

/**
 * Puts the server's `invalidParams` on the form fields (react-hook-form `setError`); the values typed stay as they are.
 * Returns true when at least one field got an error, so the caller can skip the generic message.
 */
export function applyInvalidParams<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  aliases: Record<string, string> = {},
): boolean {
  if (!isApiError(error) || error.invalidParams.length === 0) return false
  let applied = false
  let isFirst = true
  for (const { name, reason } of error.invalidParams) {
    const field = aliases[name] ?? name.replace(/^(body|json)\./, '').replace(/\[(\d+)\]/g, '.$1')
    const isKnown = fieldNames.some((known) => field === known || field.startsWith(`${known}.`))
    if (!isKnown) continue
    setError(field as Path<T>, { type: 'server', message: reason }, { shouldFocus: isFirst })
    isFirst = false
    applied = true
  }
  return applied
}
