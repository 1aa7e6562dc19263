import { useMutation, useQueryClient } from '@tanstack/react-query'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import type { Side } from '#domain/match-reports/report.schema.ts'
import { confirmReport, disputeReport, reportQueueKey, resolveReport, submitReport } from '../api/match-reports-api.ts'

export type ReportAction =
  | { kind: 'submit'; remarks: string }
  | { kind: 'confirm'; side?: Side }
  | { kind: 'dispute'; side?: Side; reason: string }
  | { kind: 'resolve' }

/** Runs one of the report's actions, then reads the game sheet (its result may be confirmed now) and the queue again. */
export function useReportAction(organizationId: string, gameId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: ReportAction) => {
      switch (action.kind) {
        case 'submit':
          return submitReport(organizationId, gameId, action.remarks)
        case 'confirm':
          return confirmReport(organizationId, gameId, action.side)
        case 'dispute':
          return disputeReport(organizationId, gameId, action.reason, action.side)
        case 'resolve':
          return resolveReport(organizationId, gameId)
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: competitionKeys.sheet(organizationId, gameId) }),
        // the admin's queue of disputed reports (and its count in the navigation)
        queryClient.invalidateQueries({ queryKey: reportQueueKey(organizationId) }),
      ]),
  })
}
