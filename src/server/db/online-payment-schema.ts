/**
 * Online payment of a team's balance (decision 0053).
 *
 * `money_provider`: a league's connection to Mercado Pago or Stripe. The credentials (the access token or secret key,
 * and the webhook secret) are sealed at rest (lib/sealed-secrets.ts); `hint` keeps the key's last 4 characters, the
 * only part the API ever shows.
 *
 * `money_checkout`: a Mercado Pago preference or a Stripe Checkout Session the server created for a team's balance.
 * Its id is the `external_reference` / `client_reference_id` the provider hands back, so a payment names a team of
 * the league only through a row we wrote.
 *
 * `money_online_payment`: the idempotency record of a provider's payment (unique per provider and payment id),
 * written in the same transaction as the ledger's `payment` entry, so a replayed notification changes nothing.
 */
import {
  type AnyPgColumn,
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth-schema.ts'
import { team } from './league-schema.ts'
import { moneyEntry } from './money-schema.ts'
import { organization } from './schema.ts'

export const moneyProvider = pgTable(
  'money_provider',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    /** mercadopago | stripe */
    provider: text('provider').notNull(),
    /** the access token (Mercado Pago) or secret key (Stripe), sealed */
    secret: text('secret').notNull(),
    /** the webhook signing secret, sealed */
    webhookSecret: text('webhook_secret').notNull(),
    /** the key's last 4 characters */
    hint: text('hint').notNull(),
    connectedBy: text('connected_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.provider] })],
)

export const moneyCheckout = pgTable(
  'money_checkout',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** what the team owed when the checkout was made (minor units) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** the preference's or session's id at the provider */
    providerRef: text('provider_ref'),
    createdBy: text('created_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('money_checkout_team_idx').on(t.organizationId, t.teamId)],
)

export const moneyOnlinePayment = pgTable(
  'money_online_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Mercado Pago's payment id, or Stripe's Checkout Session id */
    providerPaymentId: text('provider_payment_id').notNull(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references((): AnyPgColumn => moneyCheckout.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references((): AnyPgColumn => moneyEntry.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    // a provider's payment is recorded once, also when its notification comes again or twice at once
    uniqueIndex('money_online_payment_provider_key').on(t.provider, t.providerPaymentId),
    index('money_online_payment_checkout_idx').on(t.checkoutId),
  ],
)
