/**
 * The match report (acta, decision 0051): one row per game whose appointed referee submitted it. A game with an
 * appointed referee and no row has an open report. `deadline` is when the teams' confirmation window ends; the
 * report sweep (features/match-reports/report-sweep.ts) confirms what is still `submitted` past it.
 */
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema.ts'
import { game } from './competition-schema.ts'
import { organization } from './schema.ts'

export const gameReport = pgTable(
  'game_report',
  {
    gameId: uuid('game_id')
      .primaryKey()
      .references((): AnyPgColumn => game.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    /** open | submitted | disputed | confirmed */
    status: text('status').notNull().default('open'),
    remarks: text('remarks').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /** names as they were when the action was taken: the acta keeps them even if the account changes */
    submittedByName: text('submitted_by_name'),
    deadline: timestamp('deadline', { withTimezone: true }),
    homeConfirmedAt: timestamp('home_confirmed_at', { withTimezone: true }),
    homeConfirmedBy: text('home_confirmed_by'),
    awayConfirmedAt: timestamp('away_confirmed_at', { withTimezone: true }),
    awayConfirmedBy: text('away_confirmed_by'),
    /** home | away */
    disputeSide: text('dispute_side'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputedBy: text('disputed_by'),
    /** when the report was confirmed and locked; by whom (`null`: the window ended) */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('game_report_sweep_idx').on(t.deadline).where(sql`${t.status} = 'submitted'`),
    index('game_report_organization_idx').on(t.organizationId, t.status),
    check('game_report_status', sql`${t.status} in ('open', 'submitted', 'disputed', 'confirmed')`),
    check('game_report_dispute_side', sql`${t.disputeSide} is null or ${t.disputeSide} in ('home', 'away')`),
  ],
)
