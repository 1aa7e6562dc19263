/**
 * The HTTP plumbing every feature shares: the Hono env type, RFC 9457 problem+json errors, the validation hook
 * that turns zod issues into translated `invalidParams`, and the request id.
 */
import { randomUUID } from 'node:crypto'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import type { ZodError } from 'zod'
import { ERROR_STATUS, type ErrorCode } from '#domain/errors.ts'
import { reasonOf } from '#domain/lists/issue-reason.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import { AppError, type InvalidParam } from './app-error.ts'
import { INVALID_CHARACTERS_REASON, loneSurrogatePaths } from './well-formed-text.ts'

export type Actor = {
  userId: string
  email: string
  isSuperAdmin: boolean
  /** two-factor sign-in is on for the account (decision 0036) */
  hasTwoFactor: boolean
  /** the account's address is verified (decision 0035) */
  emailVerified: boolean
  /** the user's profile as the session read it, so GET /api/me needs no second read of the user */
  profile: {
    displayName: string
    firstname: string
    lastname: string
    phone: string
    activeOrganizationId: string | null
  }
}

export type AppEnv = {
  Variables: {
    requestId: string
    logger: Logger
    actor: Actor
    /**
     * `teamIds`: a delegate's teams (decision 0039), empty for the other roles; `officialId`: the official a referee
     * acts as (decision 0050), null for the other roles and for a referee not linked to one
     */
    org: { id: string; role: OrgRole; isMember: boolean; teamIds: string[]; officialId: string | null }
    /** the actor's membership of the organization in the path, read with the actor (see requireActor) */
    /** `orgId` as the path spelt it; `id` as stored (null: no such organization) */
    orgAccess: { orgId: string; id: string | null; role: string | null; requireTwoFactor?: boolean | null }
  }
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

export function problem(
  c: Context,
  code: ErrorCode,
  options: {
    status?: number
    detail?: string
    invalidParams?: InvalidParam[]
    extensions?: Record<string, unknown> | undefined
  } = {},
) {
  const status = options.status ?? ERROR_STATUS[code]
  const body = {
    type: `about:blank#${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    code,
    detail: options.detail ?? TITLES[status] ?? code,
    requestId: c.get('requestId'),
    ...(options.invalidParams ? { invalidParams: options.invalidParams } : {}),
    ...options.extensions,
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store' },
  })
}

export function invalidParamsOf(error: ZodError): InvalidParam[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ name: [...issue.path, key].join('.'), reason: 'validation.unknown_field' }))
    }
    return [{ name: issue.path.join('.'), reason: reasonOf(issue) }]
  })
}

/**
 * Every route's validation (json, form, query, params): zod's issues as translated `invalidParams`; and, once valid,
 * no string holding a lone surrogate reaches a service (decision 0034).
 */
function validationHook(
  result: { success: boolean; error?: ZodError; target?: string; data?: unknown },
  // biome-ignore lint/suspicious/noExplicitAny: the hook's signature is generic over every route
  c: Context<any>,
) {
  if (!result.success && result.error) {
    return problem(c, 'VALIDATION_FAILED', {
      detail: `The ${result.target ?? 'request'} is not valid.`,
      invalidParams: invalidParamsOf(result.error),
    })
  }
  const lone = loneSurrogatePaths(result.data)
  if (lone.length > 0) return invalidCharacters(c, lone, result.target)
}

/** The 400 for text holding lone surrogates at `paths`. */
export function invalidCharacters(c: Context, paths: string[], target = 'request') {
  return problem(c, 'VALIDATION_FAILED', {
    detail: `The ${target} contains characters that are not text.`,
    invalidParams: paths.map((name) => ({ name, reason: INVALID_CHARACTERS_REASON })),
  })
}

/**
 * Sets a header on the finished response in place. `c.header()` after the handler rebuilds the response around its
 * body as a stream, which under @hono/node-server copies the bytes of a lightweight response that would otherwise be
 * written as they are; a response whose headers are immutable (a fetched one) still goes that way.
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id')
  const id = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
  c.set('requestId', id)
  await next()
  setResponseHeader(c, 'x-request-id', id)
}

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      // A 5xx is ours (or a service we depend on): the answer says little, so the log says everything. A 503 that
      // says when to come back is load, not a failure: not logged as one.
      if (error.status >= 500 && error.retryAfterSeconds === undefined) {
        logger.error({ err: error, code: error.code, requestId: c.get('requestId'), path: c.req.path }, error.code)
      }
      const response = problem(c, error.code, {
        detail: error.detail,
        invalidParams: error.invalidParams,
        extensions: error.extensions,
      })
      if (error.retryAfterSeconds !== undefined) response.headers.set('retry-after', String(error.retryAfterSeconds))
      return response
    }
    if (error instanceof HTTPException) {
      const status = error.status
      const code: ErrorCode =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST'
      return problem(c, code, { status: status >= 500 ? 400 : status, detail: error.message || undefined })
    }
    if (isUniqueViolation(error)) {
      // Two requests raced for one unique thing (a name, a slug): the loser is told so, never with a 500.
      return problem(c, 'CONFLICT', { detail: 'It already exists: someone did the same at the same time.' })
    }
    if (isImpossibleDate(error)) {
      // a date PostgreSQL cannot read (month 99, year 0): the input's fault, whatever let it through
      return problem(c, 'VALIDATION_FAILED', { detail: 'The request contains a date that does not exist.' })
    }
    if (isUnstorableText(error)) {
      // PostgreSQL cannot store a NUL character in text: that is the user's input, not our failure.
      return problem(c, 'VALIDATION_FAILED', { detail: 'The request contains characters that cannot be stored.' })
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error')
    return problem(c, 'INTERNAL', { detail: 'Something went wrong on our side. It has been logged.' })
  }
}

/** PostgreSQL's invalid_datetime_format (22007) and datetime_field_overflow (22008). */
function isImpossibleDate(error: unknown): boolean {
  const code = pgCodeOf(error)
  return code === '22007' || code === '22008'
}

/** PostgreSQL's unique_violation (23505): a check-then-insert that lost a race against its twin. */
function isUniqueViolation(error: unknown): boolean {
  return pgCodeOf(error) === '23505'
}

function pgCodeOf(error: unknown): unknown {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** PostgreSQL's "invalid byte sequence" (22021) and "untranslatable character" (22P05), e.g. a NUL in a string. */
function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (code === '22021' || code === '22P05') return true
  }
  return false
}
