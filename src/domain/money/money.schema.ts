/** League money's contracts (decision 0048), shared by client and server. Amounts: integers of minor units. */
import { z } from 'zod'
import { FeesSchema } from '#domain/competition/settings.ts'
import { DateSchema, VersionSchema } from '#domain/lists/list.schema.ts'
import { LEDGER_KINDS } from './charges.ts'

export const PAYMENT_METHODS = ['cash', 'transfer', 'mercadopago', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const typeError = { error: 'validation.invalid_type' }
/** A positive amount, at most 10^10 minor units. */
const AmountSchema = z
  .number(typeError)
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.too_small' })
  .max(10_000_000_000, { error: 'validation.too_big' })
const NoteSchema = z.string(typeError).trim().max(300, { error: 'validation.too_big' })

export const ManualChargeInputSchema = z.object({
  amount: AmountSchema,
  note: NoteSchema.min(1, { error: 'validation.required' }),
})
export type ManualChargeInput = z.infer<typeof ManualChargeInputSchema>

export const PaymentInputSchema = z.object({
  amount: AmountSchema,
  method: z.enum(PAYMENT_METHODS, { error: 'validation.invalid_option' }),
  date: DateSchema,
  note: NoteSchema.default(''),
})
export type PaymentInput = z.input<typeof PaymentInputSchema>

export const ReversePaymentInputSchema = z.object({ reason: NoteSchema.min(1, { error: 'validation.required' }) })

export const LedgerEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  createdAt: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** the fee a derived charge was posted under (yellow, perGame…) */
  rule: z.string().nullable(),
  amount: z.number().int(),
  tournamentId: z.string().nullable(),
  gameId: z.string().nullable(),
  cardId: z.string().nullable(),
  /** a payment: itself; a reversal of a payment: the payment */
  paymentId: z.string().nullable(),
  reversesId: z.string().nullable(),
  /** whether a reversal names this entry */
  reversed: z.boolean(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  receiptNumber: z.number().int().nullable(),
  note: z.string(),
  /** who wrote it (their name); null: the data itself */
  by: z.string().nullable(),
})
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>

export const TeamAccountSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  currency: z.string(),
  /** the sum of the entries: positive, what the team owes; negative, its credit */
  balance: z.number().int(),
  /** newest first */
  entries: z.array(LedgerEntrySchema),
})
export type TeamAccount = z.infer<typeof TeamAccountSchema>

export const MoneySummarySchema = z.object({
  currency: z.string(),
  /** every team with entries or in the league, the most owed first */
  teams: z.array(z.object({ teamId: z.string(), teamName: z.string(), balance: z.number().int() })),
  /** payments (net of their reversals) by the payment's date, in the league's time zone */
  collected: z.object({
    month: z.number().int(),
    season: z.number().int(),
    /** this calendar year's, by method */
    byMethod: z.record(z.string(), z.number().int()),
    /** this month's, by method */
    monthByMethod: z.record(z.string(), z.number().int()),
  }),
  /** whether the league has any ledger entry: its currency is then fixed (decision 0048) */
  hasEntries: z.boolean(),
})
export type MoneySummary = z.infer<typeof MoneySummarySchema>

/**
 * A tournament's fee schedule alone (decision 0048): what the Money page's "Fees" dialog reads and writes, so a
 * treasurer, who cannot edit tournaments, sets the fees and nothing else. `version` is the tournament's.
 */
export const TournamentFeesSchema = z.object({ tournamentId: z.string(), version: z.number().int(), fees: FeesSchema })
export type TournamentFees = z.infer<typeof TournamentFeesSchema>

export const UpdateTournamentFeesInputSchema = z.object({ fees: FeesSchema, version: VersionSchema })
export type UpdateTournamentFeesInput = z.infer<typeof UpdateTournamentFeesInputSchema>

/** The ledger's export (decision 0048): the entries dated from `from` to `to`, both included. */
export const LedgerExportQuerySchema = z
  .object({ from: DateSchema, to: DateSchema, lang: z.enum(['es', 'en']).optional() })
  .refine((q) => q.from <= q.to, { error: 'validation.date_order', path: ['to'] })
export type LedgerExportQuery = z.infer<typeof LedgerExportQuerySchema>
