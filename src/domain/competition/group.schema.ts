/**
 * Groups of a tournament (a single table is one group) and their teams. A team is in at most one group of a
 * tournament; `teamIds`, when sent, is the complete list in order (the order fixtures are generated in).
 */
import { z } from 'zod'
import { NameSchema, typeError, UuidSchema, VersionSchema } from '#domain/lists/list.schema.ts'

export const GROUP_TEAMS_MAX = 128

export const TeamIdsSchema = z
  .array(UuidSchema, typeError)
  .max(GROUP_TEAMS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate' })

export const CreateGroupInputSchema = z.strictObject({
  name: NameSchema,
  teamIds: TeamIdsSchema.optional().default([]),
})
export type CreateGroupInput = z.infer<typeof CreateGroupInputSchema>

/** `version`, when sent, must be the current one (409 STALE_VERSION otherwise). */
export const UpdateGroupInputSchema = z.strictObject({
  version: VersionSchema.optional(),
  name: NameSchema.optional(),
  teamIds: TeamIdsSchema.optional(),
  position: z.number(typeError).int({ error: 'validation.integer' }).min(0).max(1000).optional(),
})
export type UpdateGroupInput = z.infer<typeof UpdateGroupInputSchema>

export const TeamRefSchema = z.object({ id: z.string(), name: z.string() })
export type TeamRef = z.infer<typeof TeamRefSchema>

export const GroupSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  tournamentId: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** in fixture order */
  teams: z.array(TeamRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Group = z.infer<typeof GroupSchema>

export const GroupListSchema = z.object({ items: z.array(GroupSchema) })
export type GroupList = z.infer<typeof GroupListSchema>

export const CreatedSchema = z.object({ id: z.string() })
