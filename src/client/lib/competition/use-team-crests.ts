import { useMemo } from 'react'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useAllTeams } from './use-competition.ts'

/**
 * Each team's crest, the thumbnail of its picture (null: none), by team id, for the active organization: one list of
 * every team (cached and shared with the pickers that load it), so that fixtures, standings and scorers need no crest
 * in their own answers.
 */
export function useTeamCrests(): ReadonlyMap<string, string | null> {
  const { organizationId } = useMembership()
  const teams = useAllTeams(organizationId ?? '', Boolean(organizationId))
  return useMemo(() => new Map((teams.data ?? []).map((team) => [team.id, team.pictureThumbUrl])), [teams.data])
}
