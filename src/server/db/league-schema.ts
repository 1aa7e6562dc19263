/**
 * League data (decision 0006): seasons, tournaments, teams and their rosters, players, locations and their fields.
 *
 * Every table belongs to one organization (`organization_id`, first column of its list index) and carries `version`
 * (optimistic concurrency: an update names the version it was based on), timestamps and `deleted_at` (soft delete).
 * Names are stored once: rosters and a player's teams are joins, never copies.
 *
 * `search_text` is what list searches match: the entity's names lower-cased and without accents, written by the
 * service on every change (see searchTextOf in server/lib/search.ts). A `like '%word%'` over one organization's
 * rows (5,000 players) stays well inside the 20 ms budget without pg_trgm, which PGlite lacks by default.
 */
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  type ExtraConfigColumn,
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
import type { TournamentSettings } from '#domain/competition/settings.ts'
import { NAME_KEY_SQL } from '#domain/names/name-key.ts'
import { user } from './auth-schema.ts'
import { organization } from './schema.ts'

/**
 * The name as compared for uniqueness (domain/names/name-key.ts), computed by the database from `name`: no write path
 * can forget it. Its partial unique index over the rows not deleted refuses a clash, also between concurrent writes.
 */
function nameKeyColumn() {
  return text('name_key').notNull().generatedAlwaysAs(sql.raw(NAME_KEY_SQL))
}

/** The unique index of names in one organization (deleted rows left out); its name ends in `_name_key` (NAME_TAKEN). */
function nameIndex(
  name: string,
  t: { organizationId: ExtraConfigColumn; nameKey: ExtraConfigColumn; deletedAt: ExtraConfigColumn },
  ...scope: (ExtraConfigColumn | SQL)[]
) {
  return uniqueIndex(`${name}_name_key`)
    .on(t.organizationId, ...scope, t.nameKey)
    .where(sql`${t.deletedAt} is null`)
}

export function tenantColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  }
}

/**
 * Lists read one organization's rows newest change first, in keyset pages: a partial index over the rows not
 * deleted gives that order directly (with `deleted_at` as an index column instead, `deleted_at is null` is not an
 * equality and PostgreSQL sorts every row of the organization). The second index serves the organization's foreign
 * key and the short `?deleted=true` lists.
 */
export function listIndexes(
  name: string,
  t: {
    organizationId: ExtraConfigColumn
    deletedAt: ExtraConfigColumn
    updatedAt: ExtraConfigColumn
    id: ExtraConfigColumn
  },
) {
  return [
    index(`${name}_list_idx`)
      .on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index(`${name}_organization_idx`).on(t.organizationId, t.deletedAt),
  ]
}

export const season = pgTable(
  'season',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    nameKey: nameKeyColumn(),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [...listIndexes('season', t), nameIndex('season', t)],
)

export const tournament = pgTable(
  'tournament',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    seasonId: uuid('season_id').references((): AnyPgColumn => season.id, { onDelete: 'set null' }),
    /** TournamentSettingsSchema's output; read back through the schema so settings added later get their defaults */
    settings: jsonb('settings').$type<TournamentSettings>().notNull(),
    /** seed of the draw of lots (tie-breaker `drawOfLots`), drawn once at creation */
    lotSeed: integer('lot_seed').notNull(),
    searchText: text('search_text').notNull().default(''),
    nameKey: nameKeyColumn(),
  },
  (t) => [
    ...listIndexes('tournament', t),
    index('tournament_season_idx').on(t.seasonId),
    // within a season; the tournaments without one are one more "season"
    nameIndex('tournament', t, sql`coalesce(${t.seasonId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
  ],
)

export const team = pgTable(
  'team',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    alias: text('alias'),
    picturePath: text('picture_path'),
    pictureThumbPath: text('picture_thumb_path'),
    searchText: text('search_text').notNull().default(''),
    nameKey: nameKeyColumn(),
  },
  (t) => [...listIndexes('team', t), nameIndex('team', t)],
)

export const player = pgTable(
  'player',
  {
    ...tenantColumns(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    email: text('email'),
    /** private like the e-mail (decision 0041): never on a public surface */
    phone: text('phone'),
    photoPath: text('photo_path'),
    photoThumbPath: text('photo_thumb_path'),
    /** one of POSITIONS (domain/players/positions.ts) */
    position: text('position'),
    jerseyNumber: integer('jersey_number'),
    /** normalized (normalizeDni): letters and digits, upper case */
    dni: text('dni'),
    /** the linked user account; while set, the e-mail cannot change */
    userId: text('user_id').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /**
     * how public pages name the player (decision 0045): 'full' | 'initials'; null: the default (initials for a
     * player under 18 on the league's date, the full name otherwise)
     */
    publicName: text('public_name'),
    searchText: text('search_text').notNull().default(''),
    /**
     * the list's order by name (last name, then first name, compared as names are: decision 0026), computed by the
     * database and indexed, so that a page of a league of thousands is read in order rather than sorted per request
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(NAME_KEY_SQL.replace('translate(name,', `translate(lastname || ' ' || firstname,`))),
  },
  (t) => [
    ...listIndexes('player', t),
    index('player_name_idx').on(t.organizationId, t.nameKey, t.id).where(sql`${t.deletedAt} is null`),
    check('player_public_name_check', sql`${t.publicName} in ('full', 'initials')`),
    uniqueIndex('player_organization_dni_key')
      .on(t.organizationId, t.dni)
      .where(sql`${t.deletedAt} is null and ${t.dni} is not null`),
    index('player_user_idx').on(t.userId),
    check('player_jersey_number_check', sql`${t.jerseyNumber} between 0 and 99`),
  ],
)

/**
 * A player on a team's roster. A link row, not an entity: removing the player from the team deletes it (adding them
 * again starts a new `added_at`); soft-deleting the team or the player keeps it, so a restore brings the roster back.
 */
export const teamPlayer = pgTable(
  'team_player',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references((): AnyPgColumn => player.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * the registered list (decision 0038): 'approved' | 'pending' | 'rejected'. Only approved entries are on the list
     * that plays; a pending one waits for an admin or manager, `reject_reason` says why it was refused (or, while
     * pending, which rule it would break).
     */
    status: text('status').notNull().default('approved'),
    rejectReason: text('reject_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).defaultNow().notNull(),
    /** the user who asked for the addition (null: added before the registered list existed) */
    requestedBy: text('requested_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.playerId] }),
    check('team_player_status_check', sql`${t.status} in ('approved', 'pending', 'rejected')`),
    // the league's requests page: what is pending, oldest first
    index('team_player_pending_idx').on(t.organizationId, t.requestedAt).where(sql`${t.status} = 'pending'`),
    index('team_player_player_idx').on(t.playerId),
    index('team_player_organization_idx').on(t.organizationId),
  ],
)

/**
 * A delegate's teams (decision 0039): which teams' lists, players and line-ups a member with the `delegate` role keeps.
 * Ours, not better-auth's: organizations and their members live outside it (decision 0002). The member's row going
 * (removed, or its role changed) takes these with it in the same transaction; a team's row going takes its own.
 */
export const memberTeam = pgTable(
  'member_team',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references((): AnyPgColumn => user.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.teamId] }), index('member_team_team_idx').on(t.teamId)],
)

export const location = pgTable(
  'location',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    address: text('address'),
    searchText: text('search_text').notNull().default(''),
    nameKey: nameKeyColumn(),
  },
  (t) => [...listIndexes('location', t), nameIndex('location', t)],
)

/** A football field of a location. Its id stays stable while the location is edited, so games can refer to it. */
export const locationField = pgTable(
  'location_field',
  {
    ...tenantColumns(),
    locationId: uuid('location_id')
      .notNull()
      .references((): AnyPgColumn => location.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('location_field_location_idx').on(t.locationId, t.position),
    index('location_field_organization_idx').on(t.organizationId),
  ],
)
