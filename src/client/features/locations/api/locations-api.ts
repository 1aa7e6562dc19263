import * as z from 'zod/mini'
import { nameField, optionalTextField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
import type { Location } from '#domain/locations/location.schema.ts'

export type { Location }

export const LOCATION_FIELDS_MAX = 50

export const LocationFormSchema = z.object({
  name: nameField(),
  address: optionalTextField(200),
  /** in order; `id` null for a field added in this form */
  fields: z
    .array(z.object({ id: z.nullable(z.string()), name: nameField() }))
    .check(z.maxLength(LOCATION_FIELDS_MAX, 'validation.too_big')),
})
export type LocationFormValues = z.infer<typeof LocationFormSchema>

export const LOCATION_FIELDS = ['name', 'address', 'fields'] as const

export const emptyLocationValues = (): LocationFormValues => ({
  name: '',
  address: '',
  fields: [{ id: null, name: '' }],
})

export const locationValues = (location: Location): LocationFormValues => ({
  name: location.name,
  address: location.address ?? '',
  fields: location.fields.map((field) => ({ id: field.id, name: field.name })),
})

/** POST / PATCH: `fields` is the complete list (kept ids are renamed, missing ones deleted, new ones created). */
export function locationBody(values: LocationFormValues) {
  return {
    name: values.name.trim(),
    address: textOrNull(values.address),
    fields: values.fields.map((field) =>
      field.id ? { id: field.id, name: field.name.trim() } : { name: field.name.trim() },
    ),
  }
}
