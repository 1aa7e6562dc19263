/**
 * Competition (decision 0007): groups and their teams, rounds, games with their stats (goals per player) and cards,
 * suspensions, and point adjustments.
 *
 * Every table belongs to one organization (`organization_id`); queries go through it first, then the tournament.
 * Derived values that the standings read on every request are kept on the game row, written in the same transaction
 * as what they derive from: the score (`home_goals` = the sum of the home side's goal rows + `home_unassigned_goals`)
 * and the card counts per side (`home_yellow` …). So the standings of a group are one index scan of `game`, with no
 * join and no aggregate, however many games and cards there are.
 *
 * A game's state is a set of timestamps (docs/product.md): `published_at`, `confirmed_played_at`, `suspended_at`
 * (+ `suspended_reason`), `deleted_at`. Deleting a tournament (or a group) soft-deletes its games with the same
 * `deleted_at`, so restoring the tournament restores exactly those.
 *
 * Suspensions are stored with their number of games only; how many remain is derived from the team's games when read
 * (domain/discipline/suspensions.ts servedGames), so confirming, correcting, moving or deleting a game never leaves a
 * stale counter behind. Removing a suspension deletes its row, which removes it from every game sheet.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import type { IneligibleFielded } from '#domain/eligibility/eligibility.schema.ts'
import { location, locationField, player, team, tournament } from './league-schema.ts'
import { organization } from './schema.ts'

function organizationColumn() {
  return uuid('organization_id')
    .notNull()
    .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' })
}

function tournamentColumn() {
  return uuid('tournament_id')
    .notNull()
    .references((): AnyPgColumn => tournament.id, { onDelete: 'cascade' })
}

function entityColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationColumn(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  }
}

/**
 * A group of a tournament (a single table is one group). Deleting one (refused while it has confirmed games)
 * soft-deletes its other games and removes its rounds.
 */
export const tournamentGroup = pgTable(
  'tournament_group',
  {
    ...entityColumns(),
    tournamentId: tournamentColumn(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('tournament_group_tournament_idx').on(t.organizationId, t.tournamentId, t.position)],
)

/** A team of a group; a team is in at most one group of a tournament. `position` is the order fixtures use. */
export const groupTeam = pgTable(
  'group_team',
  {
    organizationId: organizationColumn(),
    tournamentId: tournamentColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references((): AnyPgColumn => tournamentGroup.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.teamId] }),
    uniqueIndex('group_team_tournament_team_key').on(t.tournamentId, t.teamId),
    index('group_team_organization_idx').on(t.organizationId, t.tournamentId),
    index('group_team_team_idx').on(t.teamId),
  ],
)

/** A round ("fecha") of a group's fixtures: its number, an optional name and date, and the teams resting in it. */
export const round = pgTable(
  'round',
  {
    ...entityColumns(),
    tournamentId: tournamentColumn(),
    groupId: uuid('group_id').references((): AnyPgColumn => tournamentGroup.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name'),
    date: date('date', { mode: 'string' }),
    byeTeamIds: jsonb('bye_team_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('round_tournament_idx').on(t.organizationId, t.tournamentId, t.groupId, t.number)],
)

/**
 * A knockout bracket of a tournament (decision 0019): its teams in seed order and its settings. Who stands in each tie is
 * derived from the seeds and the bracket's games when read (domain/brackets/compute-bracket.ts), never stored.
 */
export const bracket = pgTable(
  'bracket',
  {
    ...entityColumns(),
    tournamentId: tournamentColumn(),
    name: text('name').notNull(),
    teamIds: jsonb('team_ids').$type<string[]>().notNull(),
    legs: integer('legs').notNull().default(1),
    finalLegs: integer('final_legs').notNull().default(1),
    thirdPlace: boolean('third_place').notNull().default(false),
    awayGoals: boolean('away_goals').notNull().default(false),
    /** a date per round index (null: none yet), given to the round's games as fixtures do */
    roundDates: jsonb('round_dates').$type<(string | null)[]>().notNull().default([]),
    /** the standings' qualifier zone it was made from (goldCup | silverCup), null: teams picked by hand */
    fromZone: text('from_zone'),
  },
  (t) => [index('bracket_tournament_idx').on(t.organizationId, t.tournamentId)],
)

export const game = pgTable(
  'game',
  {
    ...entityColumns(),
    tournamentId: tournamentColumn(),
    groupId: uuid('group_id').references((): AnyPgColumn => tournamentGroup.id, { onDelete: 'set null' }),
    roundId: uuid('round_id').references((): AnyPgColumn => round.id, { onDelete: 'set null' }),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    /** league (counts toward group standings) | cup | playoff | friendly */
    kind: text('kind').notNull().default('league'),
    playAt: timestamp('play_at', { withTimezone: true }),
    isPlayAtTimeHidden: boolean('is_play_at_time_hidden').notNull().default(false),
    locationId: uuid('location_id').references((): AnyPgColumn => location.id, { onDelete: 'set null' }),
    fieldId: uuid('field_id').references((): AnyPgColumn => locationField.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    confirmedPlayedAt: timestamp('confirmed_played_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /** when stats were last saved (null: no result entered yet) */
    statsUpdatedAt: timestamp('stats_updated_at', { withTimezone: true }),
    homeGoals: integer('home_goals').notNull().default(0),
    awayGoals: integer('away_goals').notNull().default(0),
    homeUnassignedGoals: integer('home_unassigned_goals').notNull().default(0),
    awayUnassignedGoals: integer('away_unassigned_goals').notNull().default(0),
    homeYellow: integer('home_yellow').notNull().default(0),
    homeBlue: integer('home_blue').notNull().default(0),
    homeRed: integer('home_red').notNull().default(0),
    awayYellow: integer('away_yellow').notNull().default(0),
    awayBlue: integer('away_blue').notNull().default(0),
    awayRed: integer('away_red').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** a penalty shoot-out after a level knockout tie (only on the game that decides it) */
    homePenalties: integer('home_penalties'),
    awayPenalties: integer('away_penalties'),
    /** a game of a knockout bracket: its round (0 = first), tie position in the round (-1: third place) and leg */
    bracketId: uuid('bracket_id').references((): AnyPgColumn => bracket.id, { onDelete: 'set null' }),
    bracketRound: integer('bracket_round'),
    bracketPosition: integer('bracket_position'),
    bracketLeg: integer('bracket_leg'),
    /**
     * a walkover (decision 0027): the side that won without playing ('home' | 'away'); the score is the
     * tournament's `walkoverScore`, kept in the unassigned goals (no scorers), so it counts as that score everywhere
     */
    walkover: text('walkover'),
    /**
     * ineligible players an admin or manager fielded anyway (decision 0038, the "mala inclusión"): who, why they were
     * ineligible, the reason given, by whom and when. The admin may then award the game as a walkover.
     */
    ineligibleFielded: jsonb('ineligible_fielded').$type<IneligibleFielded[]>().notNull().default([]),
  },
  (t) => [
    index('game_bracket_idx').on(t.bracketId).where(sql`${t.deletedAt} is null`),
    check(
      'game_penalties_check',
      sql`(${t.homePenalties} is null) = (${t.awayPenalties} is null) and coalesce(${t.homePenalties}, 0) >= 0 and coalesce(${t.awayPenalties}, 0) >= 0`,
    ),
    // standings, fixtures by round, a tournament's games: (org, tournament, group) over the games not deleted
    index('game_tournament_idx').on(t.organizationId, t.tournamentId, t.groupId).where(sql`${t.deletedAt} is null`),
    index('game_tournament_all_idx').on(t.tournamentId, t.deletedAt),
    // a tournament's games in fixture order (the games list): without it the date index read the whole league's games
    index('game_tournament_play_at_idx')
      .on(t.organizationId, t.tournamentId, t.playAt)
      .where(sql`${t.deletedAt} is null`),
    // the dashboard: this week's games, latest results, games to confirm
    index('game_play_at_idx').on(t.organizationId, t.playAt).where(sql`${t.deletedAt} is null`),
    index('game_home_team_idx').on(t.organizationId, t.homeTeamId),
    index('game_away_team_idx').on(t.organizationId, t.awayTeamId),
    index('game_round_idx').on(t.roundId),
    check('game_teams_differ_check', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('game_walkover_check', sql`${t.walkover} is null or ${t.walkover} in ('home', 'away')`),
  ],
)

/**
 * A team withdrawn from a tournament (decision 0027): its played games stay, its unplayed ones were removed
 * or awarded as walkovers (`unplayed`), and the standings show it as retired, last of its table.
 */
export const tournamentWithdrawal = pgTable(
  'tournament_withdrawal',
  {
    organizationId: organizationColumn(),
    tournamentId: tournamentColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    /** remove | walkover */
    unplayed: text('unplayed').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.teamId] }),
    index('tournament_withdrawal_organization_idx').on(t.organizationId, t.tournamentId),
  ],
)

/** Goals of one player for one side of a game (rows with 0 goals are not stored). */
export const gameGoal = pgTable(
  'game_goal',
  {
    organizationId: organizationColumn(),
    tournamentId: tournamentColumn(),
    gameId: uuid('game_id')
      .notNull()
      .references((): AnyPgColumn => game.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references((): AnyPgColumn => player.id, { onDelete: 'cascade' }),
    goals: integer('goals').notNull(),
    /** the minutes of those goals that were noted (0–130, ascending; at most `goals` of them) */
    minutes: integer('minutes').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.teamId, t.playerId] }),
    index('game_goal_tournament_idx').on(t.organizationId, t.tournamentId),
    index('game_goal_player_idx').on(t.organizationId, t.playerId),
    check('game_goal_goals_check', sql`${t.goals} > 0`),
  ],
)

export const gameCard = pgTable(
  'game_card',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationColumn(),
    tournamentId: tournamentColumn(),
    gameId: uuid('game_id')
      .notNull()
      .references((): AnyPgColumn => game.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references((): AnyPgColumn => player.id, { onDelete: 'cascade' }),
    /** yellow | blue | red */
    type: text('type').notNull(),
    reason: text('reason'),
    minute: integer('minute'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('game_card_game_idx').on(t.gameId),
    index('game_card_tournament_player_idx').on(t.organizationId, t.tournamentId, t.playerId),
    index('game_card_player_idx').on(t.organizationId, t.playerId),
  ],
)

/**
 * Who played a game for one side (decision 0026): players of that team's roster when the line-up was saved. A link row,
 * replaced as a whole by `PUT games/{id}/lineups`; "games played" counts a player's rows in games not deleted.
 */
export const gameLineup = pgTable(
  'game_lineup',
  {
    organizationId: organizationColumn(),
    tournamentId: tournamentColumn(),
    gameId: uuid('game_id')
      .notNull()
      .references((): AnyPgColumn => game.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references((): AnyPgColumn => player.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.teamId, t.playerId] }),
    index('game_lineup_player_idx').on(t.organizationId, t.playerId),
    index('game_lineup_tournament_idx').on(t.organizationId, t.tournamentId),
  ],
)

export const suspension = pgTable(
  'suspension',
  {
    ...entityColumns(),
    tournamentId: tournamentColumn(),
    playerId: uuid('player_id')
      .notNull()
      .references((): AnyPgColumn => player.id, { onDelete: 'cascade' }),
    /** the team whose following games serve it */
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    /** the card that created it (null for one created by hand) */
    cardId: uuid('card_id').references((): AnyPgColumn => gameCard.id, { onDelete: 'set null' }),
    /** the game where it was earned (null: served from the team's next games by date) */
    earnedGameId: uuid('earned_game_id').references((): AnyPgColumn => game.id, { onDelete: 'set null' }),
    /** red | yellows | manual */
    reason: text('reason').notNull(),
    note: text('note'),
    gamesCount: integer('games_count').notNull(),
    /** fixed at creation: true, the earned game does not count toward serving */
    skipEarnedGame: boolean('skip_earned_game').notNull().default(true),
    /** created by a card and not confirmed yet */
    isDraft: boolean('is_draft').notNull().default(true),
    isDraftSuspensionIgnored: boolean('is_draft_suspension_ignored').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('suspension_tournament_idx').on(t.organizationId, t.tournamentId),
    index('suspension_player_idx').on(t.organizationId, t.playerId),
    index('suspension_card_idx').on(t.cardId),
    index('suspension_earned_game_idx').on(t.earnedGameId),
    check('suspension_games_count_check', sql`${t.gamesCount} between 0 and 100`),
  ],
)

/** Points a team loses (negative) or gains in a tournament, with a reason; applied after the games. */
export const pointAdjustment = pgTable(
  'point_adjustment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationColumn(),
    tournamentId: tournamentColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references((): AnyPgColumn => team.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('point_adjustment_tournament_idx').on(t.organizationId, t.tournamentId)],
)
