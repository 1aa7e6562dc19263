/**
 * The league collections (seasons, tournaments, teams, players, locations) share one API shape under
 * `/api/orgs/{orgId}/<collection>` (docs/decisions/0006): keyset pages with `?q=&cursor=&limit=&deleted=true`,
 * `GET/PATCH/DELETE /{id}`, `POST /{id}/restore`. A PATCH sends the `version` it was based on; a stale one answers
 * 409 STALE_VERSION with `current`, which `patchEntity` hands over as a StaleVersionError.
 */

import { dataOf, formDataOf, idempotencyHeaders, typedApi, withStaleVersion } from '#client/lib/api/typed-api.ts'
import { ApiError } from '#client/lib/api-client.ts'
import type { ListSort, Page } from '#domain/lists/list.schema.ts'
import { leagueKeys } from './league-keys.ts'

export type { Page }

/** The collections, named as in the API paths and in the live events. */
export type Collection = 'seasons' | 'tournaments' | 'teams' | 'players' | 'locations' | 'officials'

/** What every league entity carries. */
export interface EntityMeta {
  id: string
  version: number
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

export const PAGE_SIZE = 25

export const orgPath = (organizationId: string) => `/api/orgs/${encodeURIComponent(organizationId)}`
export const collectionPath = (organizationId: string, collection: Collection) =>
  `${orgPath(organizationId)}/${collection}`
export const entityPath = (organizationId: string, collection: Collection, id: string) =>
  `${collectionPath(organizationId, collection)}/${encodeURIComponent(id)}`

/**
 * The collections' paths, checked against the generated ones: a collection whose list, item or restore path is gone
 * from the OpenAPI document fails the type check here. Their answers stay typed by the caller's `T`: one generic
 * function serves five shapes (docs/decisions/0032-typed-api-client.md).
 */
type ListPath = `/api/orgs/{orgId}/${Collection}`
type ItemPath = `/api/orgs/{orgId}/${Collection}/{id}`
const listPath = (collection: Collection): ListPath => `/api/orgs/{orgId}/${collection}`
const itemPath = (collection: Collection): ItemPath => `/api/orgs/{orgId}/${collection}/{id}`
const inEntity = (orgId: string, id: string) => ({ params: { path: { orgId, id } } })

/** The filters of a list; `extra` holds collection-specific ones (`seasonId` for tournaments). */
export interface ListFilters {
  q?: string
  deleted?: boolean
  /** the order; the server's default is by name */
  sort?: ListSort
  extra?: Record<string, string | undefined>
}

export function fetchPage<T>(
  organizationId: string,
  collection: Collection,
  { q, deleted, extra, sort }: ListFilters,
  { cursor, limit = PAGE_SIZE, signal }: { cursor?: string | null; limit?: number; signal?: AbortSignal } = {},
): Promise<Page<T>> {
  const query = {
    ...extra,
    q: q?.trim() || undefined,
    deleted: deleted ? 'true' : undefined,
    sort: sort === 'name' ? undefined : sort,
    cursor,
    limit,
  }
  return dataOf(
    typedApi.GET(listPath(collection), { params: { path: { orgId: organizationId }, query } as never, signal }),
  ) as Promise<unknown> as Promise<Page<T>>
}

export const fetchEntity = <T>(organizationId: string, collection: Collection, id: string, signal?: AbortSignal) =>
  dataOf(
    typedApi.GET(itemPath(collection), { ...inEntity(organizationId, id), signal }),
  ) as Promise<unknown> as Promise<T>

/** One entity's query (its page's, and the boot's prefetch of that page: app/prefetch-page-data.ts). */
export const entityQueryOptions = <T>(organizationId: string, collection: Collection, id: string) => ({
  queryKey: leagueKeys.detail(organizationId, collection, id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchEntity<T>(organizationId, collection, id, signal),
})

export const createEntity = <T>(
  organizationId: string,
  collection: Collection,
  body: unknown,
  idempotencyKey?: string,
) =>
  dataOf(
    typedApi.POST(listPath(collection), {
      params: { path: { orgId: organizationId } },
      body: body as never,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  ) as Promise<unknown> as Promise<T>

export const deleteEntity = (organizationId: string, collection: Collection, id: string) =>
  dataOf(typedApi.DELETE(itemPath(collection), inEntity(organizationId, id)))

export const restoreEntity = <T>(organizationId: string, collection: Collection, id: string) =>
  dataOf(
    typedApi.POST(`${itemPath(collection)}/restore`, inEntity(organizationId, id)),
  ) as Promise<unknown> as Promise<T>

/** `POST teams/{id}/picture` or `players/{id}/photo`: multipart field `file`; answers the entity. */
export function uploadEntityImage<T>(
  organizationId: string,
  collection: 'teams' | 'players',
  id: string,
  file: File,
): Promise<T> {
  const path = collection === 'teams' ? '/api/orgs/{orgId}/teams/{id}/picture' : '/api/orgs/{orgId}/players/{id}/photo'
  return dataOf(
    typedApi.POST(path, { ...inEntity(organizationId, id), body: { file }, bodySerializer: formDataOf }),
  ) as Promise<unknown> as Promise<T>
}

/** A 409 STALE_VERSION: the change was based on an old version; `current` is the entity as it is now. */
export class StaleVersionError<T = unknown> extends ApiError {
  readonly current: T
  constructor(error: ApiError, current: T) {
    super({
      status: error.status,
      code: error.code,
      message: error.message,
      invalidParams: error.invalidParams,
      requestId: error.requestId,
    })
    this.name = 'StaleVersionError'
    this.current = current
  }
}

export function isStaleVersionError<T>(error: unknown): error is StaleVersionError<T> {
  return error instanceof StaleVersionError
}

/**
 * `PATCH /{id}` with the version the change is based on. Like `api.patch`, except that a 409 STALE_VERSION becomes a
 * StaleVersionError carrying `current`.
 */
export function patchEntity<T>(
  organizationId: string,
  collection: Collection,
  id: string,
  body: { version: number } & Record<string, unknown>,
): Promise<T> {
  const call = typedApi.PATCH(itemPath(collection), { ...inEntity(organizationId, id), body: body as never })
  return withStaleVersion(call as Promise<unknown> as Promise<{ data?: T; response: Response }>, (error, current) => {
    return new StaleVersionError(error, current)
  })
}
