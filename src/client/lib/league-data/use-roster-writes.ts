import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dependentsOf } from '#client/lib/live/live-events.ts'
import { leagueKeys } from './league-keys.ts'
import { addRosterPlayer, approveRosterPlayer, rejectRosterPlayer, removeRosterPlayer } from './roster-api.ts'

export interface RosterChange {
  teamId: string
  playerId: string
}

/** Adds players to rosters, approves or rejects pending ones (decision 0038) and removes them; team and player pages refetch (names are joined at read time). */
export function useRosterWrites(organizationId: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(
      dependentsOf('teams').map((collection) =>
        queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, collection) }),
      ),
    )
  return {
    add: useMutation({
      mutationFn: ({ teamId, playerId }: RosterChange) => addRosterPlayer(organizationId, teamId, playerId),
      onSettled: refresh,
    }),
    approve: useMutation({
      mutationFn: ({ teamId, playerId }: RosterChange) => approveRosterPlayer(organizationId, teamId, playerId),
      onSettled: refresh,
    }),
    reject: useMutation({
      mutationFn: ({ teamId, playerId, reason }: RosterChange & { reason: string }) =>
        rejectRosterPlayer(organizationId, teamId, playerId, reason),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ teamId, playerId }: RosterChange) => removeRosterPlayer(organizationId, teamId, playerId),
      onSettled: refresh,
    }),
  }
}
