import * as z from 'zod/mini'
import { api } from '#client/lib/api-client.ts'
import { nameField, optionalTextField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
import { entityPath } from '#client/lib/league-data/league-api.ts'
import type { RosterPlayer, Team, TeamDetail } from '#domain/teams/team.schema.ts'

export type { RosterPlayer, Team, TeamDetail }

export const TeamFormSchema = z.object({ name: nameField(), alias: optionalTextField(80) })
export type TeamFormValues = z.infer<typeof TeamFormSchema>
export const TEAM_FIELDS = ['name', 'alias'] as const

export const teamValues = (team: Pick<Team, 'name' | 'alias'>): TeamFormValues => ({
  name: team.name,
  alias: team.alias ?? '',
})
export const teamBody = (values: TeamFormValues) => ({ name: values.name.trim(), alias: textOrNull(values.alias) })

/** `POST teams/{id}/players`: 409 PLAYER_ALREADY_IN_TEAM when the player is on the roster already. */
export const addRosterPlayer = (organizationId: string, teamId: string, playerId: string) =>
  api.post<RosterPlayer>(`${entityPath(organizationId, 'teams', teamId)}/players`, { playerId })

export const removeRosterPlayer = (organizationId: string, teamId: string, playerId: string) =>
  api.delete<unknown>(`${entityPath(organizationId, 'teams', teamId)}/players/${encodeURIComponent(playerId)}`)
