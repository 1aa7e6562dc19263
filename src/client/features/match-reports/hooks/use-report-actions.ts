import { useMutation, useQueryClient } from '@tanstack/react-query'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import type { Side } from '#domain/match-reports/report.schema.ts'
import { confirmReport, disputeReport, resolveReport, submitReport } from '../api/match-reports-api.ts'

export type ReportAction =
  | { kind: 'submit'; remarks: string }
  | { kind: 'confirm'; side?: Side }
  | { kind: 'dispute'; side?: Side; reason: string }
  | { kind: 'resolve' }

/** Runs one of the report's actions, then reads the game sheet again (its result may be confirmed now). */
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: competitionKeys.sheet(organizationId, gameId) }),
  })
}
