/** Venues (locations): name, address and their football fields, each with a name. */
import { z } from 'zod'
import {
  EntityMetaSchema,
  NameSchema,
  optionalTextSchema,
  pageSchemaOf,
  typeError,
  UuidSchema,
  VersionSchema,
} from '#domain/lists/list.schema.ts'

export const LOCATION_FIELDS_MAX = 50

export const CreateLocationInputSchema = z.strictObject({
  name: NameSchema,
  address: optionalTextSchema(200),
  fields: z
    .array(z.strictObject({ name: NameSchema }, typeError), typeError)
    .max(LOCATION_FIELDS_MAX)
    .optional(),
})
export type CreateLocationInput = z.infer<typeof CreateLocationInputSchema>

/**
 * `fields`, when sent, is the complete list in order: an item with `id` keeps (and may rename) that field, an item
 * without creates one, and a field left out is deleted. Field ids stay stable so games can refer to them.
 */
export const UpdateLocationInputSchema = z.strictObject({
  version: VersionSchema,
  name: NameSchema.optional(),
  address: optionalTextSchema(200),
  fields: z
    .array(z.strictObject({ id: UuidSchema.optional(), name: NameSchema }, typeError), typeError)
    .max(LOCATION_FIELDS_MAX)
    .refine((fields) => {
      const ids = fields.flatMap((f) => (f.id ? [f.id] : []))
      return new Set(ids).size === ids.length
    })
    .optional(),
})
export type UpdateLocationInput = z.infer<typeof UpdateLocationInputSchema>

export const LocationFieldSchema = z.object({ id: z.string(), name: z.string() })

export const LocationSchema = EntityMetaSchema.extend({
  name: z.string(),
  address: z.string().nullable(),
  fields: z.array(LocationFieldSchema),
})
export type Location = z.infer<typeof LocationSchema>

export const LocationPageSchema = pageSchemaOf(LocationSchema)
