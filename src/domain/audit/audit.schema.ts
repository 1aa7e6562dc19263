/**
 * The audit trail (decision 0022): who changed what in a league, and from what. Entries are written by the
 * server in the same transaction as the change; `before` and `after` hold only the fields that changed.
 */
import { z } from 'zod'
import { DateTimeSchema, LIST_LIMIT_MAX, SINGLE_LINE, singleLineError, typeError } from '#domain/lists/list.schema.ts'

export const AUDIT_ENTITY_TYPES = [
  'game',
  'suspension',
  'player',
  'team',
  'tournament',
  'group',
  'point_adjustment',
  'member',
  'season',
  'location',
  'round',
  'organization',
  'invitation',
  'official',
] as const
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'score',
  'walkover',
  'withdraw',
  'card_add',
  'card_remove',
  'publish',
  'confirm',
  'unconfirm',
  'suspend',
  'unsuspend',
  'ignore',
  'roster_add',
  'roster_remove',
  /** the registered list (decision 0038): a pending entry approved or rejected */
  'roster_approve',
  'roster_reject',
  /** an ineligible player fielded anyway by an admin or manager (the "mala inclusión", decision 0038) */
  'ineligible_fielded',
  /** who played a game (its line-ups) replaced */
  'lineup',
  /** an invitation sent again (a new link), taken back, or taken up */
  'resend',
  'revoke',
  'accept',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type AuditValues = Record<string, unknown>

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ userId: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() })
export type AuditPage = z.infer<typeof AuditPageSchema>

/** `GET /orgs/{orgId}/audit`: filters (all optional), newest first, keyset cursor. */
export const AuditQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES, typeError).optional(),
  entityId: z.string(typeError).trim().min(1).max(100).regex(SINGLE_LINE, singleLineError).optional(),
  actorId: z.string(typeError).trim().min(1).max(100).regex(SINGLE_LINE, singleLineError).optional(),
  /** entries at or after this instant */
  from: DateTimeSchema.optional(),
  /** entries before this instant */
  to: DateTimeSchema.optional(),
  cursor: z.string(typeError).max(200).optional(),
  limit: z.coerce
    .number(typeError)
    .int({ error: 'validation.integer' })
    .min(1)
    .max(LIST_LIMIT_MAX)
    .optional()
    .default(50),
})
export type AuditQuery = z.output<typeof AuditQuerySchema>
