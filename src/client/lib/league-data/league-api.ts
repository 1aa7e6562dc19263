/**
 * The league collections (seasons, tournaments, teams, players, locations) share one API shape under
 * `/api/orgs/{orgId}/<collection>` (docs/decisions/0006): keyset pages with `?q=&cursor=&limit=&deleted=true`,
 * `GET/PATCH/DELETE /{id}`, `POST /{id}/restore`. A PATCH sends the `version` it was based on; a stale one answers
 * 409 STALE_VERSION with `current`, which `patchEntity` hands over as a StaleVersionError.
 */
import { ApiError, api, sendVersioned } from '#client/lib/api-client.ts'
import type { Page } from '#domain/lists/list.schema.ts'
import { leagueKeys } from './league-keys.ts'

export type { Page }

/** The collections, named as in the API paths and in the live events. */
export type Collection = 'seasons' | 'tournaments' | 'teams' | 'players' | 'locations'

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

/** The filters of a list; `extra` holds collection-specific ones (`seasonId` for tournaments). */
export interface ListFilters {
  q?: string
  deleted?: boolean
  extra?: Record<string, string | undefined>
}

export function fetchPage<T>(
  organizationId: string,
  collection: Collection,
  { q, deleted, extra }: ListFilters,
  { cursor, limit = PAGE_SIZE, signal }: { cursor?: string | null; limit?: number; signal?: AbortSignal } = {},
): Promise<Page<T>> {
  return api.get<Page<T>>(collectionPath(organizationId, collection), {
    query: { ...extra, q: q?.trim() || undefined, deleted: deleted ? 'true' : undefined, cursor, limit },
    signal,
  })
}

export const fetchEntity = <T>(organizationId: string, collection: Collection, id: string, signal?: AbortSignal) =>
  api.get<T>(entityPath(organizationId, collection, id), { signal })

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
) => api.post<T>(collectionPath(organizationId, collection), body, { idempotencyKey })

export const deleteEntity = (organizationId: string, collection: Collection, id: string) =>
  api.delete<unknown>(entityPath(organizationId, collection, id))

export const restoreEntity = <T>(organizationId: string, collection: Collection, id: string) =>
  api.post<T>(`${entityPath(organizationId, collection, id)}/restore`, {})

/** `POST teams/{id}/picture` or `players/{id}/photo`: multipart field `file`; answers the entity. */
export function uploadEntityImage<T>(
  organizationId: string,
  collection: 'teams' | 'players',
  id: string,
  file: File,
): Promise<T> {
  const body = new FormData()
  body.set('file', file)
  const slot = collection === 'teams' ? 'picture' : 'photo'
  return api.post<T>(`${entityPath(organizationId, collection, id)}/${slot}`, body)
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
  return sendVersioned<T>('PATCH', entityPath(organizationId, collection, id), body, (error, current) => {
    return new StaleVersionError(error, current)
  })
}
