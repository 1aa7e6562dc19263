/**
 * Match officials (decision 0050): a league's referees and assistants, the days they cannot work, their appointments
 * to games and what the league owes them.
 */
import { z } from 'zod'
import {
  DateSchema,
  EntityMetaSchema,
  NameSchema,
  optionalTextSchema,
  pageSchemaOf,
  typeError,
  UuidSchema,
  VersionSchema,
} from '#domain/lists/list.schema.ts'

const OfficialEmailSchema = z.email(typeError).trim().toLowerCase().max(254).nullable().optional()
const OfficialPhoneSchema = z
  .string(typeError)
  .trim()
  .max(30)
  .regex(/^(\+?\d[\d\s().-]*)?$/, 'validation.phone')
  .nullable()
  .optional()

export const CreateOfficialInputSchema = z.strictObject({
  name: NameSchema,
  email: OfficialEmailSchema,
  phone: OfficialPhoneSchema,
  level: optionalTextSchema(40),
})
export type CreateOfficialInput = z.infer<typeof CreateOfficialInputSchema>

export const UpdateOfficialInputSchema = z.strictObject({
  version: VersionSchema,
  name: NameSchema.optional(),
  email: OfficialEmailSchema,
  phone: OfficialPhoneSchema,
  level: optionalTextSchema(40),
})
export type UpdateOfficialInput = z.infer<typeof UpdateOfficialInputSchema>

/** A span of days (both included) in the league's calendar. */
export const UnavailabilitySchema = z
  .strictObject({ from: DateSchema, to: DateSchema }, typeError)
  .refine((span) => span.to >= span.from, { error: 'validation.date_order', path: ['to'] })
export type Unavailability = z.infer<typeof UnavailabilitySchema>
export const UnavailabilityInputSchema = z.array(UnavailabilitySchema, typeError).max(200)

/**
 * An official as the caller may see them: `email` and `phone` are null for a referee reading another official
 * (decision 0050); `linked` says whether a portal account acts as this official.
 */
export const OfficialSchema = EntityMetaSchema.extend({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  level: z.string().nullable(),
  linked: z.boolean(),
  unavailability: z.array(z.object({ from: z.string(), to: z.string() })),
})
export type Official = z.infer<typeof OfficialSchema>
export const OfficialPageSchema = pageSchemaOf(OfficialSchema)

export const APPOINTMENT_ROLES = ['referee', 'assistant'] as const
export const APPOINTMENT_STATUSES = ['pending', 'accepted', 'declined'] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

export const AppointmentSchema = z.object({
  officialId: z.string(),
  name: z.string(),
  role: z.enum(APPOINTMENT_ROLES),
  status: z.enum(APPOINTMENT_STATUSES),
  respondedAt: z.string().nullable(),
})
export type Appointment = z.infer<typeof AppointmentSchema>

export const ASSISTANTS_MAX = 4

/** A game's officials at once: the referee (null: none) and the assistants in order; the rest are let go. */
export const GameOfficialsInputSchema = z
  .strictObject({
    referee: UuidSchema.nullable(),
    assistants: z.array(UuidSchema, typeError).max(ASSISTANTS_MAX).default([]),
    allowOverlap: z.boolean(typeError).optional(),
  })
  .superRefine((value, ctx) => {
    const ids = [...(value.referee ? [value.referee] : []), ...value.assistants]
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['assistants'], message: 'validation.duplicate' })
    }
  })
export type GameOfficialsInput = z.infer<typeof GameOfficialsInputSchema>

export const GameOfficialsSchema = z.object({ gameId: z.string(), officials: z.array(AppointmentSchema) })

export const RespondInputSchema = z.strictObject({ accept: z.boolean(typeError) })

/** One of the caller's appointments ("My games"), with what they need to find the game. */
export const MyAppointmentSchema = z.object({
  gameId: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  playAt: z.string().nullable(),
  isPlayAtTimeHidden: z.boolean(),
  location: z.string().nullable(),
  role: z.enum(APPOINTMENT_ROLES),
  status: z.enum(APPOINTMENT_STATUSES),
})
export const MyAppointmentsSchema = z.object({
  officialId: z.string().nullable(),
  items: z.array(MyAppointmentSchema),
})

export const CalendarTokenSchema = z.object({ url: z.string(), token: z.string() })

export const StatementQuerySchema = z.object({ from: DateSchema, to: DateSchema })

export const StatementLineSchema = z.object({
  gameId: z.string(),
  playAt: z.string().nullable(),
  tournamentName: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  role: z.enum(APPOINTMENT_ROLES),
  /** integer minor units of the league's currency */
  fee: z.number().int(),
})
export const StatementSchema = z.object({
  officialId: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  games: z.array(StatementLineSchema),
  total: z.number().int(),
})
export type Statement = z.infer<typeof StatementSchema>

/** The "Referees" page: each official's month (games worked, fees) at a glance. */
export const OfficialsMonthSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      officialId: z.string(),
      name: z.string(),
      level: z.string().nullable(),
      appointed: z.number().int(),
      worked: z.number().int(),
      total: z.number().int(),
    }),
  ),
})
