/**
 * Players: names, date of birth, e-mail, phone, photo, position, jersey number and DNI (national id, unique within the
 * organization among players not deleted). The e-mail cannot change once the player is linked to a user account.
 */
import { z } from 'zod'
import {
  EntityMetaSchema,
  NameSchema,
  pageSchemaOf,
  SINGLE_LINE,
  singleLineError,
  typeError,
  UuidSchema,
  VersionSchema,
} from '#domain/lists/list.schema.ts'
import { POSITIONS } from './positions.ts'
import { PUBLIC_NAMES } from './public-name.ts'

export const JERSEY_MIN = 0
export const JERSEY_MAX = 99
export const BIRTH_DATE_MIN = '1900-01-01'

/** Today's date where it is already latest on Earth (UTC+14), so no time zone sees a valid birth date refused. */
function latestToday(now: number): string {
  return new Date(now + 14 * 3600 * 1000).toISOString().slice(0, 10)
}

/** A birth date: a real day, from 1900-01-01 to today. */
// its own range (1900 to today) is narrower than DateSchema's, and says so with its own reason
export const BirthDateSchema = z.iso.date(typeError).refine(
  (value) => value >= BIRTH_DATE_MIN && value <= latestToday(Date.now()),
  // only for a real date: a malformed one gets its format reason alone
  { error: 'validation.birth_date', when: (payload) => payload.issues.length === 0 },
)

/**
 * A DNI as typed: letters and digits, optionally separated by dots, spaces or hyphens ("12.345.678");
 * 5–20 letters or digits once those are removed. `normalizeDni` gives the stored form.
 */
export const DniSchema = z.string(typeError).trim().refine(isDni, { error: 'validation.dni' })

export function isDni(value: string): boolean {
  return (
    value.length <= 40 && /^[A-Za-z0-9][A-Za-z0-9.\- ]*$/.test(value) && /^[A-Z0-9]{5,20}$/.test(normalizeDni(value))
  )
}

/** The stored and compared form of a DNI: separators removed, upper case. */
export function normalizeDni(value: string): string {
  return value.replace(/[.\-\s]/g, '').toUpperCase()
}

export const JerseyNumberSchema = z
  .number(typeError)
  .int({ error: 'validation.integer' })
  .min(JERSEY_MIN)
  .max(JERSEY_MAX)

export const PlayerEmailSchema = z.email(typeError).trim().toLowerCase().max(254)

export const PositionSchema = z.enum(POSITIONS, typeError)

/** A phone as people write it: digits, an optional leading +, spaces, dots, hyphens and parentheses; at most 30. */
export const PlayerPhoneSchema = z
  .string(typeError)
  .trim()
  .max(30)
  .regex(/^\+?\d[\d\s().-]*$/, 'validation.phone')

const playerFields = {
  firstname: NameSchema,
  lastname: NameSchema,
  birthDate: BirthDateSchema.nullable().optional(),
  email: PlayerEmailSchema.nullable().optional(),
  phone: PlayerPhoneSchema.nullable().optional(),
  position: PositionSchema.nullable().optional(),
  jerseyNumber: JerseyNumberSchema.nullable().optional(),
  dni: DniSchema.nullable().optional(),
}

export const CreatePlayerInputSchema = z.strictObject({
  ...playerFields,
  /**
   * The team whose list the new player joins (required of a delegate, decision 0039). A delegate giving a DNI that a
   * player of the league already has adds that player to the list instead (its private data stays hidden).
   */
  teamId: UuidSchema.optional(),
})
export type CreatePlayerInput = z.infer<typeof CreatePlayerInputSchema>

export const UpdatePlayerInputSchema = z.strictObject({
  version: VersionSchema,
  ...playerFields,
  firstname: NameSchema.optional(),
  lastname: NameSchema.optional(),
  /** how public pages name the player (decision 0045); null: the default (initials for a minor) */
  publicName: z.enum(PUBLIC_NAMES, typeError).nullable().optional(),
})
export type UpdatePlayerInput = z.infer<typeof UpdatePlayerInputSchema>

/** `GET players?dni=`: the player with exactly this DNI (as typed; separators and case ignored). */
export const PlayerListQueryExtraSchema = z.object({
  dni: z.string(typeError).trim().max(30).regex(SINGLE_LINE, singleLineError).optional(),
})

export const PlayerTeamSchema = z.object({ id: z.string(), name: z.string(), addedAt: z.string() })

export const PlayerSchema = EntityMetaSchema.extend({
  firstname: z.string(),
  lastname: z.string(),
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  /** private, like the e-mail and the birth date: never on a public surface */
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** for lists: a 160 px square WebP (pictures stored before thumbnails existed: the same file as `photoUrl`) */
  photoThumbUrl: z.string().nullable(),
  position: PositionSchema.nullable(),
  jerseyNumber: z.number().int().nullable(),
  dni: z.string().nullable(),
  /** the user account linked to this player; while set, the e-mail cannot change */
  userId: z.string().nullable(),
  /** how public pages name the player (decision 0045); null: the default (initials for a minor, full otherwise) */
  publicName: z.enum(PUBLIC_NAMES).nullable(),
  /** the teams (not deleted) the player is in */
  teams: z.array(PlayerTeamSchema),
})
export type Player = z.infer<typeof PlayerSchema>

export const PlayerPageSchema = pageSchemaOf(PlayerSchema)
