/**
 * Tournaments: `{id, name, seasonId, settings}`. `settings` follows TournamentSettingsSchema (decision 0006, docs/product.md): every
 * setting omitted takes docs/product.md's default. An update that sends `settings` replaces them as a whole (omitted
 * settings go back to their defaults), so a client sends the complete settings form.
 */
import { z } from 'zod'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { EntityMetaSchema, NameSchema, pageSchemaOf, UuidSchema, VersionSchema } from '#domain/lists/list.schema.ts'

export const CreateTournamentInputSchema = z.strictObject({
  name: NameSchema,
  seasonId: UuidSchema.nullable().optional(),
  settings: TournamentSettingsSchema.prefault({}),
})
export type CreateTournamentInput = z.infer<typeof CreateTournamentInputSchema>

export const UpdateTournamentInputSchema = z.strictObject({
  version: VersionSchema,
  name: NameSchema.optional(),
  seasonId: UuidSchema.nullable().optional(),
  settings: TournamentSettingsSchema.optional(),
})
export type UpdateTournamentInput = z.infer<typeof UpdateTournamentInputSchema>

export const TournamentListQueryExtraSchema = z.object({ seasonId: UuidSchema.optional() })

export const TournamentSchema = EntityMetaSchema.extend({
  name: z.string(),
  seasonId: z.string().nullable(),
  season: z.object({ id: z.string(), name: z.string() }).nullable(),
  settings: TournamentSettingsSchema,
  /** the seed of the draw of lots, fixed at creation (tie-breaker `drawOfLots`) */
  lotSeed: z.number().int(),
})
export type Tournament = z.infer<typeof TournamentSchema>

export const TournamentPageSchema = pageSchemaOf(TournamentSchema)

// --- withdrawals (decision 0027) -------------------------------------------------------------------------

export const WITHDRAW_UNPLAYED = ['remove', 'walkover'] as const
export type WithdrawUnplayed = (typeof WITHDRAW_UNPLAYED)[number]

/**
 * `POST /tournaments/{id}/teams/{teamId}/withdraw`: the team leaves the tournament. Its played (confirmed) games stay;
 * its unplayed ones are removed (`remove`) or awarded to the opponents as walkovers (`walkover`); a knockout game is
 * always awarded (a tie needs a winner). The standings then show it as retired, last of its table.
 */
export const WithdrawTeamInputSchema = z.strictObject({
  unplayed: z.enum(WITHDRAW_UNPLAYED, { error: 'validation.invalid_option' }),
})
export type WithdrawTeamInput = z.infer<typeof WithdrawTeamInputSchema>

export const WithdrawalSchema = z.object({
  tournamentId: z.string(),
  teamId: z.string(),
  unplayed: z.enum(WITHDRAW_UNPLAYED),
  withdrawnAt: z.string(),
  /** the played games kept */
  playedGames: z.number().int(),
  removedGameIds: z.array(z.string()),
  walkoverGameIds: z.array(z.string()),
})
export type Withdrawal = z.infer<typeof WithdrawalSchema>
