import * as z from 'zod/mini'
import { nameField, optionalTextField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
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
