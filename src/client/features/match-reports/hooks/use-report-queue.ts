import { useQuery } from '@tanstack/react-query'
import { fetchReportQueue, reportQueueKey } from '../api/match-reports-api.ts'

/** The reports in one state; the navigation's count reads the same query. */
export function useReportQueue(organizationId: string, status: 'disputed' | 'submitted', isEnabled = true) {
  return useQuery({
    queryKey: reportQueueKey(organizationId, status),
    queryFn: ({ signal }) => fetchReportQueue(organizationId, status, signal),
    enabled: isEnabled,
  })
}
