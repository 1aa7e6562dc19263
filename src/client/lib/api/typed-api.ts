/**
 * The typed API client: openapi-fetch over the paths generated from the server's OpenAPI document
 * (`npm run api:types` → openapi.gen.ts), so a renamed path, parameter or field fails `npm run typecheck`
 * (docs/decisions/0032-typed-api-client.md). The request goes out through the same transport as `api`
 * (api-client.ts `apiFetch`): same URL, init, cookies, early answers and ApiError on failure.
 */
import createClient from 'openapi-fetch'
import { type ApiError, apiFetch, isApiError, searchOf } from '../api-client.ts'
import type { paths } from './openapi.gen.ts'

export type { paths }

/**
 * What openapi-fetch builds for a call, kept as the URL and init it was built from (a real Request would turn the
 * relative URL absolute and the body into a stream); `apiFetch` sends exactly those, as `api` does.
 */
class PlainRequest {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly init: RequestInit
  constructor(url: string, init: RequestInit) {
    this.url = url
    this.method = init.method ?? 'GET'
    this.headers = new Headers(init.headers)
    this.init = init
  }
}

function send(request: PlainRequest): Promise<Response> {
  const headers: Record<string, string> = {}
  // Headers lower-cases the names; written as `api` writes them (Accept, Content-Type)
  for (const [name, value] of request.headers) headers[name.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase())] = value
  const { body, signal } = request.init
  return apiFetch(request.url, {
    method: request.method,
    headers,
    body,
    credentials: 'include',
    ...(signal ? { signal } : {}),
  })
}

type JsonMedia = `${string}/json`

export const typedApi = createClient<paths, JsonMedia>({
  baseUrl: '',
  Request: PlainRequest as unknown as typeof Request,
  fetch: (request) => send(request as unknown as PlainRequest),
  querySerializer: (query) => searchOf(query as Record<string, unknown>),
  headers: { Accept: 'application/json, application/problem+json' },
})

/**
 * The data of a successful call (undefined for a 204). A failure never gets here: `apiFetch` threw it as ApiError.
 */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call
  return data as T
}

/**
 * A write whose 409 STALE_VERSION carries `current` (the thing as it is now): `onStale` turns it into the error thrown,
 * so a form can show it beside what the user typed.
 */
export async function withStaleVersion<T>(
  call: Promise<{ data?: T; response: Response }>,
  onStale: (error: ApiError, current: T) => ApiError,
): Promise<T> {
  try {
    return await dataOf(call)
  } catch (error) {
    const current = isApiError(error) && error.code === 'STALE_VERSION' ? error.problem?.current : null
    if (current && typeof current === 'object') throw onStale(error as ApiError, current as T)
    throw error
  }
}

/** The `Idempotency-Key` header of a create that may be sent again (decision 0033), or none. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> | undefined {
  return key ? { 'Idempotency-Key': key } : undefined
}

/** A multipart body (an upload's `file`), as the typed body's `bodySerializer`: the browser sets its boundary. */
export function formDataOf(fields: Record<string, unknown> | undefined): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (value instanceof Blob || typeof value === 'string') form.set(name, value)
  }
  return form
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch'
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never

/** The query parameters of an operation, e.g. `ApiQuery<'/api/orgs/{orgId}/audit', 'get'>`. */
export type ApiQuery<P extends keyof paths, M extends Method> = NonNullable<
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never
>

/** The JSON request body of an operation, e.g. `ApiBody<'/api/me', 'patch'>`. */
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never

/** The JSON a successful operation answers (its 200, else its 201), e.g. `ApiResponse<'/api/me', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? 200 extends keyof R
      ? JsonOf<R[200]>
      : 201 extends keyof R
        ? JsonOf<R[201]>
        : never
    : never
