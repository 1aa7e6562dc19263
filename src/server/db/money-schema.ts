/**
 * League money (decision 0048): each team's ledger and the league's receipt counter.
 *
 * `money_entry` is append-only, like the audit trail: a charge the data asks for (registration, game, fine), a manual
 * charge, a payment, or a reversal naming the entry it cancels (`reverses_id`). Nothing is ever updated or deleted; a
 * team's balance is the sum of its entries' `amount` (integers of the currency's minor units; charges positive,
 * payments and reversals of charges negative). `game_id`, `card_id` and `tournament_id` carry no foreign key: a card
 * is deleted when removed, and the entries about it must stay.
 *
 * `money_receipt_counter` holds the last receipt number of each organization; a payment takes the next one with
 * `update … returning` in its own transaction, so numbers are consecutive with no gaps, also between concurrent payments.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth-schema.ts'
import { team } from './league-schema.ts'
import { organization } from './schema.ts'

export const moneyEntry = pgTable(
  'money_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    /** registration | game | fine | manual | payment | reversal */
    kind: text('kind').notNull(),
    /** the fee a derived charge was posted under (domain/money/charges.ts FEE_RULES); null for the rest */
    rule: text('rule'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tournamentId: uuid('tournament_id'),
    gameId: uuid('game_id'),
    cardId: uuid('card_id'),
    /** a reversal: the entry it cancels */
    reversesId: uuid('reverses_id'),
    /** a payment: cash | transfer | mercadopago | card */
    method: text('method'),
    /** a payment: its receipt number, consecutive per organization */
    receiptNumber: integer('receipt_number'),
    note: text('note').notNull().default(''),
    /** who wrote it; null: the data itself (a derived charge) */
    byUserId: text('by_user_id').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /** the day it counts for (a payment's date as given) */
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('money_entry_team_idx').on(t.organizationId, t.teamId, t.createdAt),
    index('money_entry_game_idx').on(t.organizationId, t.gameId),
    index('money_entry_tournament_idx').on(t.organizationId, t.tournamentId),
    // an entry is reversed once at most, also between concurrent requests
    uniqueIndex('money_entry_reverses_key').on(t.reversesId),
    uniqueIndex('money_entry_receipt_key').on(t.organizationId, t.receiptNumber),
    check(
      'money_entry_kind_check',
      sql`${t.kind} in ('registration', 'game', 'fine', 'manual', 'payment', 'reversal')`,
    ),
  ],
)

export const moneyReceiptCounter = pgTable('money_receipt_counter', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
})
