/**
 * Match officials (decision 0050): a league's referees and assistants, the days they cannot work, and who is
 * appointed to which game. An official may be linked to a user (`user_id`) who is a member with the `referee` role;
 * that link is what lets a referee see their games and fill the match report.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
import { game } from './competition-schema.ts'
import { listIndexes, tenantColumns } from './league-schema.ts'
import { organization } from './schema.ts'

export const official = pgTable(
  'official',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** free text the league uses to grade its officials ("Primera", "Regional", "A") */
    level: text('level'),
    /** the portal account of the official, set when a `referee` invitation naming this official is accepted */
    userId: text('user_id').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /** SHA-256 of the secret of the official's calendar address; renewing it replaces the hash */
    calendarTokenHash: text('calendar_token_hash'),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    ...listIndexes('official', t),
    uniqueIndex('official_user_key')
      .on(t.organizationId, t.userId)
      .where(sql`${t.userId} is not null and ${t.deletedAt} is null`),
    uniqueIndex('official_calendar_token_key').on(t.calendarTokenHash),
  ],
)

/** A span of days (inclusive, in the league's calendar) an official marked as unavailable. */
export const officialUnavailability = pgTable(
  'official_unavailability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    officialId: uuid('official_id')
      .notNull()
      .references((): AnyPgColumn => official.id, { onDelete: 'cascade' }),
    from: date('from_date').notNull(),
    to: date('to_date').notNull(),
  },
  (t) => [
    index('official_unavailability_official_idx').on(t.officialId, t.from),
    check('official_unavailability_span', sql`${t.to} >= ${t.from}`),
  ],
)

/**
 * An appointment: one official on one game, as its referee or one of its assistants (`position` orders the
 * assistants). `status` is the official's answer: pending until they accept or decline.
 */
export const gameOfficial = pgTable(
  'game_official',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references((): AnyPgColumn => game.id, { onDelete: 'cascade' }),
    officialId: uuid('official_id')
      .notNull()
      .references((): AnyPgColumn => official.id, { onDelete: 'cascade' }),
    /** referee | assistant */
    role: text('role').notNull(),
    position: integer('position').notNull().default(0),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('game_official_key').on(t.gameId, t.officialId),
    uniqueIndex('game_official_referee_key').on(t.gameId).where(sql`${t.role} = 'referee'`),
    index('game_official_official_idx').on(t.officialId),
    index('game_official_organization_idx').on(t.organizationId),
    check('game_official_role', sql`${t.role} in ('referee', 'assistant')`),
    check('game_official_status', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
)
