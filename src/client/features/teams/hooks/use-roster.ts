import { useMutation, useQueryClient } from '@tanstack/react-query'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { dependentsOf } from '#client/lib/live/live-events.ts'
import { addRosterPlayer, removeRosterPlayer } from '../api/teams-api.ts'

export interface RosterChange {
  teamId: string
  playerId: string
}

/** Adds players to rosters and removes them; team and player pages refetch (names are joined at read time). */
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
    remove: useMutation({
      mutationFn: ({ teamId, playerId }: RosterChange) => removeRosterPlayer(organizationId, teamId, playerId),
      onSettled: refresh,
    }),
  }
}
