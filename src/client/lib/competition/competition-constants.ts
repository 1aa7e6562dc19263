/**
 * Constants of the competition contracts, copied from src/domain (whose modules build zod schemas at import time and
 * would bring the full zod into the pages); competition-constants.test.ts checks they stay equal.
 */
import type { FIXTURES_MODES } from '#domain/competition/fixtures.schema.ts'
import type { CARD_TYPES, GAME_KINDS, GAME_STATES } from '#domain/games/game.schema.ts'
import type { ZONES } from '#domain/standings-api/standings.schema.ts'
import type { SUSPENSION_REASONS, SUSPENSION_STATUSES } from '#domain/suspensions/suspension.schema.ts'

export type GameKind = (typeof GAME_KINDS)[number]
export type GameState = (typeof GAME_STATES)[number]
export type CardType = (typeof CARD_TYPES)[number]
export type Zone = (typeof ZONES)[number]
export type FixturesMode = (typeof FIXTURES_MODES)[number]
export type SuspensionStatus = (typeof SUSPENSION_STATUSES)[number]
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number]

export const GAME_KIND_VALUES: readonly GameKind[] = ['league', 'cup', 'playoff', 'friendly']
export const GAME_STATE_VALUES: readonly GameState[] = ['draft', 'published', 'confirmed', 'suspended', 'deleted']
export const CARD_TYPE_VALUES: readonly CardType[] = ['yellow', 'blue', 'red']
export const ZONE_VALUES: readonly Zone[] = ['goldCup', 'silverCup', 'ascend', 'descend']
export const FIXTURES_MODE_VALUES: readonly FixturesMode[] = ['home', 'homeAndAway']
export const SUSPENSION_STATUS_VALUES: readonly SuspensionStatus[] = ['draft', 'active', 'served', 'ignored']
export const SUSPENSION_REASON_VALUES: readonly SuspensionReason[] = ['red', 'yellows', 'second_yellow', 'manual']

/** Goals per player and unassigned goals: whole numbers 0–99 (GOALS_MAX). */
export const GOALS_MAX = 99

/** A goal's or card's minute: 0–130 (MINUTE_MAX). */
export const MINUTE_MAX = 130
/** Reasons (cards, suspended games, point adjustments) and a suspension's note: at most this many characters. */
export const REASON_MAX = 200
/** Days between rounds (fixtures) and a bulk move: the contracts' bounds. */
export const INTERVAL_DAYS_MAX = 365
export const MOVE_DAYS_MAX = 3650
export const ROUND_NAME_MAX = 80
export const POINT_ADJUSTMENT_MAX = 1000
/** Games a suspension lasts: 1 to this by hand, and down to 0 when changed. */
export const SUSPENSION_GAMES_MAX = 100
