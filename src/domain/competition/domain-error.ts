/**
 * The error thrown by the pure domain modules when they are handed input that breaks a rule (too few teams, an unknown
 * team id, a duplicate...). `code` is an UPPER_SNAKE error code that a caller can map to an HTTP status or to an i18n key
 * (`errors.<CODE>`); `details` carries plain data for the message. No English is meant to reach a user from here.
 */
export class DomainError extends Error {
  readonly code: string
  readonly details: Readonly<Record<string, unknown>>

  constructor(code: string, details: Readonly<Record<string, unknown>> = {}) {
    super(code)
    this.name = 'DomainError'
    this.code = code
    this.details = details
  }
}
