import { APP_BUILD_HEADER, noteServerBuild } from './pwa/app-build.ts'

export interface InvalidParam {
  name: string
  reason: string
}

/** Every failed API call surfaces as this: `code` picks the translation `errors.<code>`. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly invalidParams: InvalidParam[]
  readonly requestId: string | undefined
  /** The error's whole JSON body, for fields beyond these (a 409 STALE_VERSION's `current`: see sendVersioned). */
  readonly problem: Record<string, unknown> | undefined

  constructor({
    status,
    code,
    message,
    invalidParams = [],
    requestId,
    problem,
  }: {
    status: number
    code: string
    message?: string
    invalidParams?: InvalidParam[]
    requestId?: string
    problem?: Record<string, unknown>
  }) {
    super(message ?? code)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.invalidParams = invalidParams
    this.requestId = requestId
    this.problem = problem
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK'
export const UNKNOWN_ERROR_CODE = 'UNKNOWN'
export const TOO_MANY_REQUESTS_CODE = 'TOO_MANY_REQUESTS'

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

type UnauthorizedListener = (path: string) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** Called on every 401 from `/api/*` outside `/api/auth/*` (the session is gone). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

type SubscriptionRequiredListener = (path: string) => void
const subscriptionRequiredListeners = new Set<SubscriptionRequiredListener>()

/** Called on every 402 SUBSCRIPTION_REQUIRED (billing is on and the league has no subscription: go to its page). */
export function onSubscriptionRequired(listener: SubscriptionRequiredListener): () => void {
  subscriptionRequiredListeners.add(listener)
  return () => subscriptionRequiredListeners.delete(listener)
}

type TwoFactorRequiredListener = (path: string) => void
const twoFactorRequiredListeners = new Set<TwoFactorRequiredListener>()
/** A refusal that came before anyone listened (an early answer, read while the app was still starting). */
let unheardTwoFactorRequired: string | null = null

/**
 * Called on every 403 TWO_FACTOR_REQUIRED (the league requires two-factor sign-in: go and set it up; 0036). A refusal
 * that arrived before the first listener is told to it when it starts listening.
 */
export function onTwoFactorRequired(listener: TwoFactorRequiredListener): () => void {
  twoFactorRequiredListeners.add(listener)
  if (unheardTwoFactorRequired !== null) {
    const path = unheardTwoFactorRequired
    unheardTwoFactorRequired = null
    queueMicrotask(() => listener(path))
  }
  return () => twoFactorRequiredListeners.delete(listener)
}

function announceTwoFactorRequired(path: string) {
  if (twoFactorRequiredListeners.size === 0) unheardTwoFactorRequired = path
  for (const listener of twoFactorRequiredListeners) listener(path)
}

type NetworkListener = (isReachable: boolean) => void
const networkListeners = new Set<NetworkListener>()

/** Told after every `/api/*` call whether the server answered (any status) or the request never got through. */
export function onNetworkResult(listener: NetworkListener): () => void {
  networkListeners.add(listener)
  return () => networkListeners.delete(listener)
}

const reportNetwork = (isReachable: boolean) => {
  for (const listener of networkListeners) listener(isReachable)
}

const STATUS_CODES: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  402: 'SUBSCRIPTION_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: TOO_MANY_REQUESTS_CODE,
}

function toUpperSnake(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase()
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null
}

/** Turns an error response (RFC 9457 problem+json, or better-auth's `{code, message}`) into an ApiError. */
export function toApiError(status: number, body: unknown, isAuthEndpoint = false): ApiError {
  const record = asRecord(body)
  const rawCode = typeof record?.code === 'string' && record.code ? record.code : null
  let code = rawCode ? toUpperSnake(rawCode) : (STATUS_CODES[status] ?? UNKNOWN_ERROR_CODE)
  // better-auth's rate limiter answers 429 with its own text; the interface says "too many requests".
  if (status === 429 && (isAuthEndpoint || !rawCode)) code = TOO_MANY_REQUESTS_CODE
  const invalidParams = Array.isArray(record?.invalidParams)
    ? record.invalidParams.flatMap((param): InvalidParam[] => {
        const item = asRecord(param)
        return item && typeof item.name === 'string'
          ? [{ name: item.name, reason: typeof item.reason === 'string' ? item.reason : 'validation.invalid' }]
          : []
      })
    : []
  const message =
    (typeof record?.detail === 'string' && record.detail) ||
    (typeof record?.message === 'string' && record.message) ||
    (typeof record?.title === 'string' && record.title) ||
    code
  const requestId = typeof record?.requestId === 'string' ? record.requestId : undefined
  return new ApiError({ status, code, message, invalidParams, requestId, ...(record ? { problem: record } : {}) })
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart; a Blob as itself, with its type (a spreadsheet import). */
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  signal?: AbortSignal
  /** sent as `Idempotency-Key`: a repeat of the request gets the first answer (decision 0033) */
  idempotencyKey?: string
}

/** A query's `?…` part: empty values left out, as URLSearchParams writes them. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  return params.toString()
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const search = searchOf(query)
  return search ? `${path}?${search}` : path
}

declare global {
  interface Window {
    /**
     * What index.html asked for before the scripts arrived (`/api/me`, `/api/config`, the active organization), and
     * the paths the app has asked for since (index.html then asks for those no more).
     */
    earlyApi?: {
      at: number
      responses: Record<string, Promise<Response> | undefined>
      asked?: Record<string, true | undefined>
    }
  }
}

/** An early answer is taken while the page is starting, not later (it would be out of date). */
export const EARLY_RESPONSE_MAX_AGE = 15_000

/**
 * Called for every request the app makes to `path`: the answer index.html already asked for, when this is the app's
 * first request to that path, a GET without a query, within EARLY_RESPONSE_MAX_AGE of the page starting; otherwise
 * undefined. Either way the early answer is dropped: a later request (a refetch after a write) must reach the server.
 * Once the page has started, the early answers are forgotten and this costs every later request nothing.
 */
export function takeEarlyResponse(path: string, isPlainGet: boolean, now = Date.now()): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.earlyApi
  if (!early) return undefined
  if (now - early.at > EARLY_RESPONSE_MAX_AGE) {
    window.earlyApi = undefined
    return undefined
  }
  const response = early.responses[path]
  const isFirst = !early.asked?.[path]
  early.responses[path] = undefined
  early.asked ??= {}
  early.asked[path] = true
  return response && isFirst && isPlainGet ? response : undefined
}

/**
 * The transport under both clients (this file's `api` and the typed `typedApi`, docs/decisions/0032-typed-api-client.md):
 * the early answer when there is one, the network and build reports, and a failed status thrown as ApiError (the
 * 401 and 402 listeners told first). Answers the successful Response, its body unread.
 */
export async function apiFetch(url: string, init: RequestInit & { method: string }): Promise<Response> {
  const [path = url, search] = url.split('?', 2)
  let response: Response
  try {
    const early = takeEarlyResponse(path, init.method === 'GET' && !search)
    response = await (early ?? fetch(url, init))
  } catch (error) {
    if (init.signal?.aborted) throw error
    reportNetwork(false)
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: String(error) })
  }

  noteServerBuild(response.headers?.get(APP_BUILD_HEADER))
  reportNetwork(true)
  if (!response.ok) {
    const data = await readBody(response)
    const isAuthEndpoint = path.startsWith('/api/auth/')
    if (response.status === 401 && !isAuthEndpoint) {
      for (const listener of unauthorizedListeners) listener(path)
    }
    if (response.status === 402) {
      for (const listener of subscriptionRequiredListeners) listener(path)
    }
    const error = toApiError(response.status, data, isAuthEndpoint)
    if (error.code === 'TWO_FACTOR_REQUIRED') {
      announceTwoFactorRequired(path)
    }
    throw error
  }
  return response
}

/** A body as JSON when it is JSON, else its text; null when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * fetch for `/api/*`: cookies included, JSON in and out, errors thrown as ApiError. Untyped: for what the OpenAPI
 * document does not describe (better-auth's `/api/auth/*`) and binary bodies; everything else goes through `typedApi`
 * (lib/api/typed-api.ts).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, idempotencyKey } = options
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' }
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body instanceof Blob) {
    if (body.type) headers['Content-Type'] = body.type
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const response = await apiFetch(buildUrl(path, query), {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal,
  })
  return (await readBody(response)) as T
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Pick<ApiRequestOptions, 'idempotencyKey'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
}

/**
 * A JSON write whose 409 STALE_VERSION carries `current` (the thing as it is now): `onStale` turns it into the error
 * thrown, so a form can show it beside what the user typed.
 */
export async function sendVersioned<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  onStale: (error: ApiError, current: T) => ApiError,
): Promise<T> {
  try {
    return await apiRequest<T>(path, { method, body })
  } catch (error) {
    const current = isApiError(error) && error.code === 'STALE_VERSION' ? asRecord(error.problem?.current) : null
    if (current) throw onStale(error as ApiError, current as T)
    throw error
  }
}
