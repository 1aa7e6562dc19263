/** Seasons: a name, and the tournaments played in it. */
import { z } from 'zod'
import { EntityMetaSchema, NameSchema, pageSchemaOf, VersionSchema } from '#domain/lists/list.schema.ts'

export const CreateSeasonInputSchema = z.strictObject({ name: NameSchema })
export type CreateSeasonInput = z.infer<typeof CreateSeasonInputSchema>

export const UpdateSeasonInputSchema = z.strictObject({ version: VersionSchema, name: NameSchema.optional() })
export type UpdateSeasonInput = z.infer<typeof UpdateSeasonInputSchema>

export const SeasonTournamentSchema = z.object({ id: z.string(), name: z.string() })

export const SeasonSchema = EntityMetaSchema.extend({
  name: z.string(),
  /** its tournaments that are not deleted, by name */
  tournaments: z.array(SeasonTournamentSchema),
})
export type Season = z.infer<typeof SeasonSchema>

export const SeasonPageSchema = pageSchemaOf(SeasonSchema)
