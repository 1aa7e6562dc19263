import * as z from 'zod/mini'
import { nameField } from '#client/lib/league-data/form-schemas.ts'
import type { Season } from '#domain/seasons/season.schema.ts'

export type { Season }

export const SeasonFormSchema = z.object({ name: nameField() })
export type SeasonFormValues = z.infer<typeof SeasonFormSchema>

export const SEASON_FIELDS = ['name'] as const

export const seasonValues = (season: Season): SeasonFormValues => ({ name: season.name })
