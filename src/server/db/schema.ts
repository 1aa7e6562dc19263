/**
 * The database schema: better-auth's tables (generated, in auth-schema.ts) and the portal's own.
 * Every tenant table carries `organization_id`; services reach it only through `scoped()` helpers.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth-schema.ts'
import { player } from './league-schema.ts'
import { official } from './officials-schema.ts'

export * from './auth-schema.ts'
export * from './card-schema.ts'
export * from './competition-schema.ts'
export * from './idempotency-schema.ts'
export * from './league-schema.ts'
export * from './match-reports-schema.ts'
export * from './money-schema.ts'
export * from './notification-schema.ts'
export * from './officials-schema.ts'
export * from './online-payment-schema.ts'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
}

export const organization = pgTable(
  'organization',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** the public pages' address (`/{lang}/l/{public_slug}`), unique across the service; null: no public pages */
    publicSlug: text('public_slug'),
    logoPath: text('logo_path'),
    /** IANA time zone the league's dates are read in; null: the first league's country's (defaultTimeZoneForCountry) */
    timeZone: text('time_zone'),
    /** ISO 4217 currency of the league's money (decision 0048); null: by the first league's country (ARS, EUR, else USD) */
    currency: text('currency'),
    /** none | trialing | active | error | canceled | manual (the billing issue fills the rest) */
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    /** details of the subscription (plan, trial end, period end, a manual note…), shaped by the billing feature */
    subscription: jsonb('subscription').$type<Record<string, unknown>>().notNull().default({}),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** when the Stripe state we hold was true (the event's time): an older event never overwrites a newer state */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** its admins and managers must sign in with a second factor to use it (decision 0036) */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** knockout games are created as drafts (unpublished) instead of published (decision 0049) */
    knockoutGamesAsDrafts: boolean('knockout_games_as_drafts').notNull().default(false),
    /** its public game pages name the appointed referee (decision 0050); off unless the league turns it on */
    showRefereePublicly: boolean('show_referee_publicly').notNull().default(false),
    /** the tournament the league's share card shows; null or gone: the one with the latest game (decision 0049) */
    shareTournamentId: uuid('share_tournament_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organization_slug_key').on(t.slug),
    uniqueIndex('organization_public_slug_key').on(t.publicSlug),
    index('organization_stripe_subscription_idx').on(t.stripeSubscriptionId),
    index('organization_stripe_customer_idx').on(t.stripeCustomerId),
  ],
)

export const league = pgTable(
  'league',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('league_organization_idx').on(t.organizationId)],
)

export const member = pgTable(
  'member',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** admin | manager | scorer | delegate | referee | viewer (a delegate's teams: member_team; a referee's record: official) */
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('member_user_idx').on(t.userId)],
)

export const invitation = pgTable(
  'invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** a delegate's teams, made member_team rows on acceptance (decision 0039); empty for the other roles */
    teamIds: uuid('team_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** a referee's official record, linked to the accepting user (decision 0050); null for the other roles */
    officialId: uuid('official_id').references((): AnyPgColumn => official.id, { onDelete: 'set null' }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored */
    tokenHash: text('token_hash').notNull(),
    /** pending | accepted | revoked */
    status: text('status').notNull().default('pending'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitation_token_key').on(t.tokenHash),
    index('invitation_organization_idx').on(t.organizationId),
    uniqueIndex('invitation_pending_email_key').on(t.organizationId, t.email).where(sql`status = 'pending'`),
  ],
)

/**
 * An invitation to claim a player record (decision 0045): the e-mailed link lets the person with this address link
 * their account to the player (`player.user_id`). Like member invitations, only the token's SHA-256 is stored.
 */
export const playerInvitation = pgTable(
  'player_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** pending | accepted | revoked (a newer invitation for the player revokes the older one) */
    status: text('status').notNull().default('pending'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('player_invitation_token_key').on(t.tokenHash),
    index('player_invitation_organization_idx').on(t.organizationId),
    uniqueIndex('player_invitation_pending_key').on(t.playerId).where(sql`status = 'pending'`),
  ],
)

/** Installation-wide settings the server generates once and shares between instances (e.g. the auth secret). */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
})

/**
 * Stripe events already handled: a replayed event id changes nothing. An event that matched no organization yet (a
 * subscription event that arrives before the checkout that links it) keeps what it said in `facts`, so the checkout
 * can apply it when it links the subscription.
 */
export const billingEvent = pgTable(
  'billing_event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    organizationId: uuid('organization_id').references(() => organization.id, { onDelete: 'set null' }),
    /** the event's `created` time at Stripe */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    /** what the event says, as the billing feature reads it (features/billing/stripe-event-facts.ts) */
    facts: jsonb('facts').$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('billing_event_stripe_subscription_idx').on(t.stripeSubscriptionId)],
)

/**
 * The audit trail (decision 0022): one row per create, update, delete or restore of league data, written in the same
 * transaction as the change (server/lib/audit.ts). Append-only: no route updates or deletes it. The actor's name and
 * e-mail are copied at the time (the user may be renamed or deleted later); `before`/`after` hold only the fields
 * that changed, never secrets. Decision 0022.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
    /** null: no signed-in user (the demo seed, a script) */
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    /** create | update | delete | restore | publish | confirm | … (AUDIT_ACTIONS) */
    action: text('action').notNull(),
    /** game | player | team | … (AUDIT_ENTITY_TYPES) */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_entry_org_at_idx').on(t.organizationId, t.at.desc(), t.id.desc()),
    index('audit_entry_entity_idx').on(t.organizationId, t.entityType, t.entityId, t.at.desc()),
  ],
)
