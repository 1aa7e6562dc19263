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
  /** delegates (decision 0039): the player is on a team's list, so a delegate cannot change their DNI (the league can) */
  PLAYER_DNI_LOCKED: 409,
  /** player accounts (decision 0045): the player record is already linked to a user account (remove the link first) */
  PLAYER_ALREADY_LINKED: 409,
  /** player accounts (decision 0045): a player may change their photo, phone and public name, not the league's fields */
  PLAYER_FIELD_LOCKED: 403,
  /** player accounts (decision 0045): a player under 18 shows their full name publicly only if the league sets it */
  PLAYER_MINOR_PUBLIC_NAME: 403,
  /** delegates (decision 0039): the game has kicked off (or is over), so a delegate cannot name its line-up any more */
  LINEUP_CLOSED: 409,
  /** league data: another team, season, venue or tournament (of the season) not deleted has this name, compared
   * ignoring case, accents and repeated spaces (domain/names/name-key.ts); also when restoring into a clash */
  NAME_TAKEN: 409,
  /** billing: the organization has no Stripe customer yet (it never went through checkout) */
  NO_BILLING_ACCOUNT: 409,
  /** competition: the game is suspended (it will not be played): no result, no confirmation */
  GAME_SUSPENDED: 409,
  /** match report (decision 0051): the report is confirmed and locked; only an admin may still change it, with a reason */
  REPORT_LOCKED: 409,
  /** match report: the referee already submitted the report, so they cannot change the game any more */
  REPORT_SUBMITTED: 409,
  /** match report: the game has an appointed referee whose report is not confirmed: only they, an admin or a manager write it */
  REPORT_BY_REFEREE: 409,
  /** match report: the report is not waiting for the teams' answer (not submitted) */
  REPORT_NOT_SUBMITTED: 409,
  /** match report: only a disputed report is resolved */
  REPORT_NOT_DISPUTED: 409,
  /** match report: the referee submitted it, so the teams' answers (or resolving a dispute) confirm the game, not staff */
  REPORT_PENDING: 409,
  /** match report: the teams' window (`reportConfirmHours`) is over, so the report can no longer be disputed */
  REPORT_WINDOW_CLOSED: 409,
  /** match report: the game has no appointed referee, so it has no report */
  REPORT_NONE: 409,
  /** match report: say which side (`home` or `away`) the answer is for */
  REPORT_SIDE_REQUIRED: 400,
  /** competition: the game is confirmed played (unconfirm it first), e.g. to suspend it */
  GAME_CONFIRMED: 409,
  /** competition: the game has goals or cards, so its teams cannot change */
  GAME_HAS_RESULT: 409,
  /** competition: the game's day (in the league's time zone) is after today, so it cannot be confirmed played yet */
  GAME_NOT_PLAYED_YET: 409,
  /** competition: one of the game's teams already plays then (`conflict` names the other game; `allowOverlap: true` saves anyway) */
  TEAM_BUSY: 409,
  /** officials (decision 0050): the official has another game whose time overlaps (the tournaments' matchMinutes) */
  OFFICIAL_BUSY: 409,
  /** officials (decision 0050): the official marked the game's day (the league's calendar) as one they cannot work */
  OFFICIAL_UNAVAILABLE: 409,
  /** competition: the venue (field) already hosts a game then (`conflict` names it; `allowOverlap: true` saves anyway) */
  VENUE_BUSY: 409,
  /** teams: the team has games (not deleted) in some tournament: withdraw it instead (`gameCount` says how many) */
  TEAM_HAS_GAMES: 409,
  /** competition: the team has no group and no game in this tournament, so it cannot withdraw from it */
  TEAM_NOT_IN_TOURNAMENT: 409,
  /** competition: the team already withdrew from this tournament */
  TEAM_WITHDRAWN: 409,
  /** competition: the group already has games (send `replace: true` to replace the unplayed ones) */
  FIXTURES_EXIST: 409,
  /** competition: the group has confirmed games, so neither it nor its fixtures can be removed */
  GROUP_HAS_PLAYED_GAMES: 409,
  /** competition: only a draft suspension can be ignored */
  SUSPENSION_NOT_DRAFT: 409,
  /** the league requires two-factor sign-in of its admins and managers, and the caller has it off (decision 0036) */
  TWO_FACTOR_REQUIRED: 403,
  /** turning the league's two-factor requirement on needs two-factor sign-in on the caller's own account first */
  TWO_FACTOR_NOT_ENABLED: 409,
  /** billing is on and the organization has no subscription: its data can be read (and exported), not changed */
  SUBSCRIPTION_REQUIRED: 402,
  /** brackets: the tie is level after its last leg: the deciding game's result needs `penalties` */
  PENALTIES_REQUIRED: 400,
  /** brackets: a penalty shoot-out has a winner (level penalties are refused) */
  PENALTIES_LEVEL: 400,
  /** brackets: penalties only on the game that decides a level knockout tie */
  PENALTIES_NOT_ALLOWED: 400,
  /** brackets: the change would move a team out of a tie whose game has a result (the detail names it: undo it first) */
  BRACKET_LOCKED: 409,
  /** brackets: a game of the bracket is confirmed, so its settings cannot change and it cannot be deleted */
  BRACKET_HAS_PLAYED_GAMES: 409,
  /** brackets: the game belongs to a bracket, so its teams, kind, suspension and deletion change from the bracket */
  BRACKET_GAME: 409,
  /** imports: the file has no rows (nothing, blank lines, or only a header) */
  IMPORT_EMPTY: 400,
  /** imports: the first row is not a header naming the required columns (the detail names the missing ones) */
  IMPORT_NO_HEADER: 400,
  /** imports: the bytes are neither a CSV text nor an XLSX workbook (e.g. an old .xls, a PDF, a damaged file) */
  IMPORT_UNREADABLE: 400,
  /** imports: a row with a value beyond row 5,001 (IMPORT_MAX_ROWS data rows): the read stops there (decision 0035) */
  IMPORT_TOO_MANY_ROWS: 413,
  /** imports: a cell with a value beyond column 100 (IMPORT_MAX_COLUMNS): the read stops there (decision 0035) */
  IMPORT_TOO_MANY_COLUMNS: 413,
  /** imports: the workbook unpacks to more than the reader takes, or its reading ran out of time or memory (decision 0035) */
  IMPORT_TOO_COMPLEX: 413,
  /** accounts: the action (a second league, an invitation) needs a verified e-mail address (decision 0035) */
  EMAIL_NOT_VERIFIED: 403,
  /** accounts: at most LEAGUES_PER_ACCOUNT_PER_DAY new leagues a day per account (decision 0035) */
  LEAGUE_LIMIT: 429,
  /** an `Idempotency-Key` header that is empty, too long or not visible ASCII (decision 0033) */
  IDEMPOTENCY_KEY_INVALID: 400,
  /** the request with this `Idempotency-Key` is still running: try again in a moment */
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  /** this `Idempotency-Key` was used for a request with another body */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** player card (decision 0046): the token is not a card of this league's keys (forged, tampered, unknown key) */
  CARD_INVALID: 422,
  /** player card: the card's validity ended */
  CARD_EXPIRED: 422,
  /** player card: the card was issued by another league */
  CARD_OTHER_LEAGUE: 422,
  /** registered list (decision 0038): the team has the tournament's `maxPlayers` approved (`rule` says "30 of 30") */
  ROSTER_FULL: 409,
  /** registered list: the player's birth date is outside the tournament's category (`bornFrom`–`bornTo`) */
  OUTSIDE_CATEGORY: 409,
  /** registered list: the tournament has a category and the player has no birth date */
  BIRTH_DATE_MISSING: 409,
  /** registered list: the player is on another team's list in the tournament (`rule` names the team) */
  ON_ANOTHER_TEAM: 409,
  /** registered list: the list closed (`closesAt`); a non-admin's addition is kept as pending instead */
  REGISTRATION_CLOSED: 409,
  /** registered list: only a pending entry can be approved or rejected */
  ROSTER_NOT_PENDING: 409,
  /** eligibility: a line-up, goal or card names a player who may not play (`players` with their reasons) */
  PLAYER_NOT_ELIGIBLE: 409,
  /** eligibility: a side's line-up is larger than the tournament's `maxPlayersPerGame` */
  LINEUP_TOO_LARGE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** the file store (an S3-compatible bucket) failed or could not be reached: logged with what it answered */
  STORAGE_UNAVAILABLE: 502,
  UNAVAILABLE: 503,
  /** too many documents (PDFs) of one league being prepared at once: try again after `Retry-After` (decision 0043) */
  RENDER_BUSY: 503,
  /** a payment already reversed (decision 0048): a reversal is written once */
  PAYMENT_REVERSED: 409,
  /** online payment (decision 0053): the team owes nothing, so there is nothing to pay */
  NOTHING_TO_PAY: 422,
  /** online payment: the league has not connected this provider (Mercado Pago or Stripe) */
  PAYMENT_PROVIDER_NOT_CONNECTED: 409,
  /** online payment: the provider refused the league's request (its keys are wrong or revoked): logged with its answer */
  PAYMENT_PROVIDER_REFUSED: 502,
  /** online payment: connecting, the provider did not accept the key the admin typed (tried before it is stored) */
  PAYMENT_KEY_REJECTED: 422,
  /** the league's currency cannot change once it has ledger entries (decision 0048) */
  CURRENCY_IN_USE: 409,
  /** a document (PDF) could not be prepared: logged with its cause (decision 0043) */
  RENDER_FAILED: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[]
