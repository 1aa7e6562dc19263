/** Teams: name, alias, picture, and a roster of players (a player may be in several teams). */
import { z } from 'zod'
import { ROSTER_STATUSES } from '#domain/eligibility/eligibility.schema.ts'
import {
  EntityMetaSchema,
  NameSchema,
  optionalTextSchema,
  pageSchemaOf,
  UuidSchema,
  VersionSchema,
} from '#domain/lists/list.schema.ts'
import { POSITIONS } from '#domain/players/positions.ts'

export const CreateTeamInputSchema = z.strictObject({ name: NameSchema, alias: optionalTextSchema(80) })
export type CreateTeamInput = z.infer<typeof CreateTeamInputSchema>

export const UpdateTeamInputSchema = z.strictObject({
  version: VersionSchema,
  name: NameSchema.optional(),
  alias: optionalTextSchema(80),
})
export type UpdateTeamInput = z.infer<typeof UpdateTeamInputSchema>

export const PORTAL_ACCOUNT_STATES = ['linked', 'invited', 'none'] as const
export type PortalAccountState = (typeof PORTAL_ACCOUNT_STATES)[number]

export const AddRosterPlayerInputSchema = z.strictObject({ playerId: UuidSchema })
export type AddRosterPlayerInput = z.infer<typeof AddRosterPlayerInputSchema>

/**
 * A player on a team's roster, with the date they were added and their state on the registered list (decision 0038):
 * `approved` plays; `pending` waits for an admin or manager (`rejectReason`, while pending, is the rule it broke when
 * asked, e.g. REGISTRATION_CLOSED); `rejected` was refused with `rejectReason`.
 */
export const RosterPlayerSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dni: z.string().nullable(),
  jerseyNumber: z.number().int().nullable(),
  position: z.enum(POSITIONS).nullable(),
  photoThumbUrl: z.string().nullable(),
  addedAt: z.string(),
  status: z.enum(ROSTER_STATUSES),
  rejectReason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** the user who approved or rejected it */
  decidedBy: z.string().nullable(),
  /**
   * The player's portal account (decision 0045): `linked` to a user, `invited` (a pending invitation not expired), or
   * `none`; null where the caller does not see the player's private data (decision 0039).
   */
  portalAccount: z.enum(PORTAL_ACCOUNT_STATES).nullable(),
})
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>

export const TeamSchema = EntityMetaSchema.extend({
  name: z.string(),
  alias: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  /** for lists: a 160 px square WebP (pictures stored before thumbnails existed: the same file as `pictureUrl`) */
  pictureThumbUrl: z.string().nullable(),
  /** players on the roster who are not deleted */
  playerCount: z.number().int(),
})
export type Team = z.infer<typeof TeamSchema>

export const TeamDetailSchema = TeamSchema.extend({ players: z.array(RosterPlayerSchema) })
export type TeamDetail = z.infer<typeof TeamDetailSchema>

export const TeamPageSchema = pageSchemaOf(TeamSchema)
