import { useMutation, useQuery } from '@tanstack/react-query'
import {
  confirmSuspension,
  deleteSuspension,
  fetchSuspensions,
  ignoreSuspension,
  type Suspension,
  updateSuspension,
} from '#client/features/competition/api/competition-api.ts'
import { competitionKeys } from '#client/features/competition/api/competition-keys.ts'
import { useCompetitionRefresh } from '#client/features/competition/hooks/use-competition.ts'

/** Every suspension of the tournament (the panel filters by status itself, so each status shows its count). */
export function useTournamentSuspensions(organizationId: string, tournamentId: string) {
  const filters = { tournamentId }
  return useQuery({
    queryKey: competitionKeys.suspensions(organizationId, filters),
    queryFn: ({ signal }) => fetchSuspensions(organizationId, filters, signal),
    select: (data) => data.items,
  })
}

/** Confirm, change, ignore, remove: each refetches the suspensions and what shows them (game sheets, discipline). */
export function useSuspensionWrites(organizationId: string) {
  const refresh = useCompetitionRefresh(organizationId)
  const onSettled = () => refresh('suspensions')
  return {
    confirm: useMutation({ mutationFn: (item: Suspension) => confirmSuspension(organizationId, item.id), onSettled }),
    ignore: useMutation({ mutationFn: (item: Suspension) => ignoreSuspension(organizationId, item.id), onSettled }),
    change: useMutation({
      mutationFn: ({ item, gamesCount }: { item: Suspension; gamesCount: number }) =>
        updateSuspension(organizationId, item.id, { gamesCount, version: item.version }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (item: Suspension) => deleteSuspension(organizationId, item.id), onSettled }),
  }
}
