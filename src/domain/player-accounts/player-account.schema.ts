/**
 * Player accounts (decision 0045): a player claims their record through an e-mailed invitation, then reads "My page"
 * (their records in every league) and changes their photo, phone and how public pages name them. Contracts shared by
 * client and server.
 */
import { z } from 'zod'
import { PlayerEligibilitySchema } from '#domain/eligibility/eligibility.schema.ts'
import { typeError, VersionSchema } from '#domain/lists/list.schema.ts'
import { PlayerEmailSchema, PlayerPhoneSchema } from '#domain/players/player.schema.ts'
import { PUBLIC_NAMES } from '#domain/players/public-name.ts'

export const PLAYER_INVITATION_TTL_DAYS = 14

export const PublicNameSchema = z.enum(PUBLIC_NAMES, typeError)

/** `POST /orgs/{orgId}/players/{id}/invite`: the address the link goes to, and the e-mail's language. */
export const InvitePlayerInputSchema = z.strictObject({
  email: PlayerEmailSchema,
  lang: z.enum(['es', 'en'], typeError).optional(),
})
export type InvitePlayerInput = z.infer<typeof InvitePlayerInputSchema>

export const PLAYER_INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const

export const PlayerInvitationSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  email: z.string(),
  status: z.enum(PLAYER_INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type PlayerInvitation = z.infer<typeof PlayerInvitationSchema>

/** `GET /player-invitations/{token}` (no session): what the link's page shows before signing in. */
export const PublicPlayerInvitationSchema = z.object({
  organizationName: z.string(),
  playerName: z.string(),
  email: z.string(),
  status: z.enum(PLAYER_INVITATION_STATUSES),
})
export type PublicPlayerInvitation = z.infer<typeof PublicPlayerInvitationSchema>

export const AcceptedPlayerInvitationSchema = z.object({ organizationId: z.string(), playerId: z.string() })

const Ref = z.object({ id: z.string(), name: z.string() })

export const MyNextGameSchema = z.object({
  id: z.string(),
  playAt: z.string().nullable(),
  tournament: Ref,
  homeTeam: Ref,
  awayTeam: Ref,
  venue: z.string().nullable(),
  /** the player's eligibility for this game (decision 0038), with the reasons as codes */
  eligibility: PlayerEligibilitySchema.pick({ eligible: true, reasons: true }).nullable(),
})

export const MyPlayerSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  organizationId: z.string(),
  league: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** the public site's address segment (`/{lang}/l/{publicSlug}`); null: no public pages */
    publicSlug: z.string().nullable(),
    crestUrl: z.string().nullable(),
  }),
  firstname: z.string(),
  lastname: z.string(),
  birthDate: z.string().nullable(),
  dni: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  jerseyNumber: z.number().int().nullable(),
  /** null: the default (initials for a minor, decision 0045) */
  publicName: PublicNameSchema.nullable(),
  /** the team's public calendar (iCalendar) when the league's public site is on */
  teams: z.array(Ref.extend({ calendarUrl: z.string().nullable() })),
  tournaments: z.array(Ref),
  stats: z.object({
    gamesPlayed: z.number().int(),
    goals: z.number().int(),
    yellow: z.number().int(),
    blue: z.number().int(),
    red: z.number().int(),
  }),
  suspensions: z.array(z.object({ id: z.string(), tournament: Ref, team: Ref, gamesLeft: z.number().int() })),
  nextGames: z.array(MyNextGameSchema),
})
export type MyPlayer = z.infer<typeof MyPlayerSchema>

export const MyPlayerListSchema = z.object({ items: z.array(MyPlayerSchema) })
export type MyPlayerList = z.infer<typeof MyPlayerListSchema>

/**
 * The fields a player may change on their own record. The league's fields (names, DNI, birth date, e-mail) are refused
 * with 403 PLAYER_FIELD_LOCKED, not silently dropped, so the page can say "ask the league".
 */
export const PLAYER_SELF_LOCKED_FIELDS = ['firstname', 'lastname', 'dni', 'birthDate', 'email'] as const

/** Loose: the service answers the league's fields with 403 PLAYER_FIELD_LOCKED and any other key with 400. */
export const UpdateMyPlayerInputSchema = z.looseObject({
  version: VersionSchema,
  phone: PlayerPhoneSchema.nullable().optional(),
  publicName: PublicNameSchema.nullable().optional(),
})
export type UpdateMyPlayerInput = z.infer<typeof UpdateMyPlayerInputSchema>
