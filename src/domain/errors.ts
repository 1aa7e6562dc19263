/**
 * Error codes shared by server and client. The server maps each to an HTTP status; the client shows
 * `t('errors.' + code)`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** a write whose Origin (or Referer) is another site's: refused before anything runs (decision 0015) */
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  LAST_ADMIN: 409,
  ALREADY_MEMBER: 409,
  INVITATION_PENDING: 409,
  INVITATION_INVALID: 410,
  INVITATION_EMAIL_MISMATCH: 403,
  SLUG_TAKEN: 409,
  DNI_TAKEN: 409,
  PLAYER_EMAIL_LOCKED: 409,
  PLAYER_ALREADY_IN_TEAM: 409,
  /** billing: the organization has no Stripe customer yet (it never went through checkout) */
  NO_BILLING_ACCOUNT: 409,
  /** competition: the game is suspended (it will not be played): no result, no confirmation */
  GAME_SUSPENDED: 409,
  /** competition: the game is confirmed played (unconfirm it first), e.g. to suspend it */
  GAME_CONFIRMED: 409,
  /** competition: the game has goals or cards, so its teams cannot change */
  GAME_HAS_RESULT: 409,
  /** competition: the group already has games (send `replace: true` to replace the unplayed ones) */
  FIXTURES_EXIST: 409,
  /** competition: the group has confirmed games, so neither it nor its fixtures can be removed */
  GROUP_HAS_PLAYED_GAMES: 409,
  /** competition: only a draft suspension can be ignored */
  SUSPENSION_NOT_DRAFT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** the file store (an S3-compatible bucket) failed or could not be reached: logged with what it answered */
  STORAGE_UNAVAILABLE: 502,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[]
