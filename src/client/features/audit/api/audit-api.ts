import { type ApiQuery, dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import type { AuditEntry, AuditPage } from '#domain/audit/audit.schema.ts'

export type { AuditEntry, AuditPage }

type AuditQuery = ApiQuery<'/api/orgs/{orgId}/audit', 'get'>

/** The filters of `GET /orgs/{orgId}/audit` (all optional; `from`/`to` are ISO instants). */
export interface AuditFilters {
  entityType?: string
  entityId?: string
  actorId?: string
  from?: string
  to?: string
}

/**
 * Under the league's tree: a live change of an audited collection (and a resync after the stream was down) refreshes
 * an open History panel or audit page (lib/live/live-events.ts).
 */
export const auditKeys = {
  all: (organizationId: string) => leagueKeys.collection(organizationId, 'audit'),
  list: (organizationId: string, filters: AuditFilters) => [...auditKeys.all(organizationId), filters] as const,
}

export const listAuditEntries = (
  organizationId: string,
  filters: AuditFilters & { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<AuditPage> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/audit', {
      params: {
        path: { orgId: organizationId },
        query: {
          ...filters,
          // the page's choice among AUDIT_ENTITY_TYPES (a string there)
          entityType: filters.entityType as AuditQuery['entityType'],
          cursor: filters.cursor ?? undefined,
        },
      },
      signal,
    }),
  )
