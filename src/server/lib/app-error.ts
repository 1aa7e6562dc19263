import { ERROR_STATUS, type ErrorCode } from '#domain/errors.ts'

export type InvalidParam = { name: string; reason: string }

/** Thrown by services; the app's onError turns it into application/problem+json. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly detail?: string
  readonly invalidParams?: InvalidParam[]
  /** problem+json extension members (e.g. TEAM_BUSY's `conflict`), answered as they are */
  readonly extensions?: Record<string, unknown>
  /** answered as `Retry-After` (a 503 or 429 that will pass) */
  readonly retryAfterSeconds?: number

  constructor(
    code: ErrorCode,
    options: {
      detail?: string
      invalidParams?: InvalidParam[]
      extensions?: Record<string, unknown>
      /** what went wrong underneath: logged (never answered) when the status is 5xx */
      cause?: unknown
      retryAfterSeconds?: number
    } = {},
  ) {
    super(options.detail ?? code, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.status = ERROR_STATUS[code]
    this.detail = options.detail
    this.invalidParams = options.invalidParams
    this.extensions = options.extensions
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}
