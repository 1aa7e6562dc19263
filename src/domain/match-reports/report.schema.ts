/** The match report (acta, decision 0051) as the API shows it, and what its actions take. */
import { z } from 'zod'

export const REPORT_STATUSES = ['open', 'submitted', 'disputed', 'confirmed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export const SIDES = ['home', 'away'] as const
export type Side = (typeof SIDES)[number]

const typeError = { error: 'validation.invalid_type' }

export const ReportConfirmationSchema = z.object({ by: z.string().nullable(), at: z.string() }).nullable()

export const GameReportSchema = z.object({
  status: z.enum(REPORT_STATUSES),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  remarks: z.string(),
  /** when the teams' window ends (submitted reports) */
  deadline: z.string().nullable(),
  confirmations: z.object({ home: ReportConfirmationSchema, away: ReportConfirmationSchema }),
  dispute: z.object({ side: z.enum(SIDES), reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
})

export type GameReport = z.infer<typeof GameReportSchema>

const text = (max: number) => z.string(typeError).trim().max(max, { error: 'validation.too_long' })

export const SubmitReportInputSchema = z.object({ remarks: text(4000).default('') }, typeError)
export const ConfirmReportInputSchema = z.object(
  { side: z.enum(SIDES, { error: 'validation.invalid_option' }).optional() },
  typeError,
)
export const DisputeReportInputSchema = z.object(
  {
    side: z.enum(SIDES, { error: 'validation.invalid_option' }).optional(),
    reason: text(2000).min(1, { error: 'validation.required' }),
  },
  typeError,
)
export const ResolveReportInputSchema = z.object(
  { confirm: z.literal(true, { error: 'validation.invalid_option' }) },
  typeError,
)

/**
 * An admin's change of a game whose report is locked names why (`?reason=` on the result's and the cards' writes):
 * the guard lets it through and the reason goes into the change's audit entries (decision 0051).
 */
export const LockedEditQuerySchema = z.object({ reason: text(1000).optional() })

export const ReportQueueItemSchema = z.object({
  gameId: z.string(),
  tournamentId: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  startsAt: z.string().nullable(),
  /** the day is known, its time not yet (decision 0007): say the day only */
  isPlayAtTimeHidden: z.boolean(),
  report: GameReportSchema,
})
