/**
 * A zod issue's reason as an i18n key: `validation.<rule>`, or the schema's own key when it carries one. Shared by the
 * server's validation hook (invalidParams) and the spreadsheet import (an error on a cell), so both say the same.
 */
import type { ZodError } from 'zod'

export function reasonOf(issue: ZodError['issues'][number]): string {
  if (issue.message.startsWith('validation.')) return issue.message
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'validation.required' : 'validation.too_small'
    case 'too_big':
      return 'validation.too_big'
    case 'invalid_type':
      // zod 4 leaves the input out of issues; its default message names what it received.
      return issue.input === undefined && /received undefined$/.test(issue.message)
        ? 'validation.required'
        : 'validation.invalid_type'
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid_format'
    case 'unrecognized_keys':
      return 'validation.unknown_field'
    case 'invalid_value':
      return 'validation.invalid_value'
    default:
      return 'validation.invalid'
  }
}
