import { useInfiniteQuery } from '@tanstack/react-query'
import { type AuditFilters, auditKeys, listAuditEntries } from '../api/audit-api.ts'

/** The audit trail, newest first, a page at a time; nothing is fetched until `isEnabled` (a panel opened). */
export function useAuditEntries(organizationId: string, filters: AuditFilters, isEnabled = true) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(organizationId, filters),
    queryFn: ({ pageParam, signal }) =>
      listAuditEntries(organizationId, { ...filters, cursor: pageParam, limit: 25 }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isEnabled,
  })
}
