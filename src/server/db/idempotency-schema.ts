/**
 * The `Idempotency-Key` of a POST (decision 0033): claimed before the request runs (the unique key decides which of
 * two concurrent repeats runs), then filled with the answer, which a repeat within 24 hours gets again.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: text('user_id').notNull(),
    /** '' outside an organization's paths */
    organizationId: text('organization_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: a repeat with another body is refused */
    requestHash: text('request_hash').notNull(),
    /** null while the first request runs */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_key_scope_key').on(t.userId, t.organizationId, t.method, t.path, t.key),
    index('idempotency_key_expires_idx').on(t.expiresAt),
  ],
)
