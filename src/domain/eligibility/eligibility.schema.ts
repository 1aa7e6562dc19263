/**
 * The registered list (lista de buena fe) and eligibility at every game (decision 0038): the contracts shared by client
 * and server. The rules themselves are in check-eligibility.ts and registration-rules.ts.
 */
import { z } from 'zod'

/** A roster entry's state on the registered list. */
export const ROSTER_STATUSES = ['approved', 'pending', 'rejected'] as const
export type RosterStatus = (typeof ROSTER_STATUSES)[number]

/** Why a player may not play a game (each an `errors.<CODE>` key in the client's locales). */
export const ELIGIBILITY_CODES = [
  'SUSPENDED',
  'NOT_APPROVED',
  'OUTSIDE_CATEGORY',
  'BIRTH_DATE_MISSING',
  'ON_ANOTHER_TEAM',
  'NOT_ON_LIST',
  'TEAM_OWES',
] as const
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number]

export const EligibilityReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('SUSPENDED'), suspensionId: z.string(), gamesLeft: z.number().int() }),
  z.object({ code: z.literal('NOT_APPROVED'), status: z.enum(ROSTER_STATUSES) }),
  z.object({
    code: z.literal('OUTSIDE_CATEGORY'),
    bornFrom: z.string().nullable(),
    bornTo: z.string().nullable(),
  }),
  z.object({ code: z.literal('BIRTH_DATE_MISSING') }),
  z.object({ code: z.literal('ON_ANOTHER_TEAM'), teamId: z.string(), teamName: z.string() }),
  z.object({ code: z.literal('NOT_ON_LIST') }),
  /** the team owes more than the tournament's `fees.blockLineupOver` (decision 0048): minor units of its currency */
  z.object({ code: z.literal('TEAM_OWES'), balance: z.number().int(), over: z.number().int() }),
])
export type EligibilityReason = z.infer<typeof EligibilityReasonSchema>

/** One player of a side's list at a game. */
export const PlayerEligibilitySchema = z.object({
  playerId: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
  eligible: z.boolean(),
  reasons: z.array(EligibilityReasonSchema),
  /**
   * the player's list thumbnail (`GET games/{id}/eligibility` only): the card check shows it with no signal too, so
   * the checker compares the face (decision 0046)
   */
  photoUrl: z.string().nullable().optional(),
})
export type PlayerEligibility = z.infer<typeof PlayerEligibilitySchema>

/** `GET /orgs/{orgId}/games/{id}/eligibility`: every player of each side's list. */
export const GameEligibilitySchema = z.object({
  gameId: z.string(),
  home: z.object({ teamId: z.string(), players: z.array(PlayerEligibilitySchema) }),
  away: z.object({ teamId: z.string(), players: z.array(PlayerEligibilitySchema) }),
})
export type GameEligibility = z.infer<typeof GameEligibilitySchema>

/** An ineligible player fielded anyway by an admin or manager (the "mala inclusión"), kept on the game. */
export const IneligibleFieldedSchema = z.object({
  playerId: z.string(),
  teamId: z.string(),
  reasons: z.array(EligibilityReasonSchema),
  /** the reason the admin gave */
  reason: z.string(),
  /** the user who saved it */
  by: z.string(),
  at: z.string(),
})
export type IneligibleFielded = z.infer<typeof IneligibleFieldedSchema>

/**
 * What a line-up, stats or card write adds to save an ineligible player anyway (admin or manager only): both or neither.
 */
export const AllowIneligibleSchema = {
  allowIneligible: z.boolean({ error: 'validation.invalid_type' }).optional(),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.too_long' })
    .optional(),
}

export const RejectRosterInputSchema = z.strictObject({
  reason: z.string().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.too_long' }),
})
export type RejectRosterInput = z.infer<typeof RejectRosterInputSchema>

/** The rules of the registered list a roster entry breaks (each with the numbers, e.g. 30 of 30). */
export const REGISTRATION_RULE_CODES = [
  'ROSTER_FULL',
  'OUTSIDE_CATEGORY',
  'BIRTH_DATE_MISSING',
  'ON_ANOTHER_TEAM',
  'REGISTRATION_CLOSED',
] as const
export type RegistrationRuleCode = (typeof REGISTRATION_RULE_CODES)[number]

export const RuleBreachSchema = z.object({
  code: z.enum(REGISTRATION_RULE_CODES),
  tournamentId: z.string(),
  tournamentName: z.string(),
  /** ROSTER_FULL: approved players and the limit ("30 of 30") */
  count: z.number().int().optional(),
  max: z.number().int().optional(),
  /** OUTSIDE_CATEGORY: the category */
  bornFrom: z.string().nullable().optional(),
  bornTo: z.string().nullable().optional(),
  /** ON_ANOTHER_TEAM: the other team */
  teamId: z.string().optional(),
  teamName: z.string().optional(),
  /** REGISTRATION_CLOSED: when it closed */
  closesAt: z.string().optional(),
})
export type RuleBreach = z.infer<typeof RuleBreachSchema>

/** `GET /orgs/{orgId}/roster-requests`: what waits for approval across the league, oldest first. */
export const RosterRequestSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  playerId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  jerseyNumber: z.number().int().nullable(),
  requestedAt: z.string(),
  requestedBy: z.string().nullable(),
  /** why it waits (e.g. REGISTRATION_CLOSED), as stored when it was asked */
  rejectReason: z.string().nullable(),
  /** the rules approving it now would break */
  breaches: z.array(RuleBreachSchema),
})
export type RosterRequest = z.infer<typeof RosterRequestSchema>
