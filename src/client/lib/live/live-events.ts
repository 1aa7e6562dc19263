/**
 * What a live event (`GET /api/orgs/{orgId}/events`, event `change`) makes stale. Events carry ids and versions,
 * never data (src/server/live/live-hub.ts): the client refetches what it shows through the ordinary endpoints.
 *
 * Names are stored once and joined at read time (docs/decisions/0006), so a change shows in other collections too:
 * a renamed team is in its players' pages, a renamed player in rosters, a season's name in its tournaments.
 * Another feature adds its collection to LIVE_DEPENDENTS (e.g. `teams: [..., 'games', 'standings']`) and keeps its
 * query keys under `['league', orgId, '<collection>']` (lib/league-data/league-keys.ts); a collection not
 * listed still invalidates its own keys.
 */
import type { QueryKey } from '@tanstack/react-query'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { memberKeys } from '#client/lib/members/member-keys.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'

export type LiveAction = 'created' | 'updated' | 'deleted' | 'restored'

export interface LiveEvent {
  /** the collection that changed: 'seasons', 'tournaments', 'teams', 'players', 'locations', 'organization', … */
  entity: string
  action: LiveAction
  id?: string
  version?: number
  /** when the change was committed (ms since the epoch) */
  at: number
}

/**
 * The competition's derived tables (keys in lib/competition/competition-keys.ts): computed from games, cards and
 * names on every read.
 */
const COMPETITION_TABLES = ['standings', 'scorers', 'discipline', 'leaderboards', 'dashboard'] as const

/**
 * The audit trail's keys (features/audit: History panels, the audit page). A write the trail records (decision 0022)
 * adds an entry, so each audited collection lists it: an open History panel refetches when someone else changes the
 * entity. Members refresh it in invalidationsFor.
 */
const AUDIT = 'audit'

/** The league collections whose views show data of another one. */
export const LIVE_DEPENDENTS: Readonly<Record<string, readonly string[]>> = {
  // a tournament shows its season's name
  seasons: ['seasons', 'tournaments', 'leaderboards'],
  // a season lists its tournaments; a tournament's settings (points, tie-breakers) shape its tables
  tournaments: ['tournaments', 'seasons', 'games', 'suspensions', ...COMPETITION_TABLES, AUDIT],
  // a player shows their teams; a roster change announces the team
  teams: [
    'teams',
    'players',
    'groups',
    'rounds',
    'games',
    'suspensions',
    'point-adjustments',
    'brackets',
    ...COMPETITION_TABLES,
    AUDIT,
  ],
  // a roster shows its players; a team counts them
  players: ['players', 'teams', 'games', 'suspensions', ...COMPETITION_TABLES, AUDIT],
  locations: ['locations', 'games'],
  // competition (decision 0007): a result, a card or a state feeds the tables, suspensions and game sheets
  games: ['games', 'suspensions', 'brackets', ...COMPETITION_TABLES, AUDIT],
  // a bracket's ties show its games' results; its own changes create, move or remove games
  brackets: ['brackets', 'games', AUDIT],
  rounds: ['rounds', 'games', AUDIT],
  groups: ['groups', 'rounds', 'games', 'standings', AUDIT],
  suspensions: ['suspensions', 'games', 'discipline', 'dashboard', AUDIT],
  'point-adjustments': ['point-adjustments', 'standings', 'leaderboards', AUDIT],
}

/** The collections a change of `collection` makes stale (itself included). */
export function dependentsOf(collection: string): readonly string[] {
  return LIVE_DEPENDENTS[collection] ?? [collection]
}

const ACTIONS: readonly string[] = ['created', 'updated', 'deleted', 'restored']

/** The `data` of a `change` event, or null when it is not one (never throws). */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (typeof record.entity !== 'string' || !record.entity || !ACTIONS.includes(record.action as string)) return null
  return {
    entity: record.entity,
    action: record.action as LiveAction,
    id: typeof record.id === 'string' ? record.id : undefined,
    version: typeof record.version === 'number' ? record.version : undefined,
    at: typeof record.at === 'number' ? record.at : Date.now(),
  }
}

/**
 * A query key (prefix) to invalidate. `all`: also refetch queries nobody observes right now — the session's
 * queries are read without a QueryObserver (lib/session/use-query-snapshot.ts), so `active` would skip them.
 */
export interface Invalidation {
  queryKey: QueryKey
  refetchType: 'active' | 'all'
}

const active = (queryKey: QueryKey): Invalidation => ({ queryKey, refetchType: 'active' })
const all = (queryKey: QueryKey): Invalidation => ({ queryKey, refetchType: 'all' })

/** What one event of the organization makes stale. */
export function invalidationsFor(organizationId: string, event: LiveEvent): Invalidation[] {
  switch (event.entity) {
    case 'organization':
      // its name is also in /api/me (the organization selector)
      return [all(sessionKeys.organization(organizationId)), all(sessionKeys.me())]
    case 'members':
      // the member may be the signed-in user, whose role decides what the pages offer
      return [
        active(memberKeys.list(organizationId)),
        active(memberKeys.invitations(organizationId)),
        all(sessionKeys.me()),
        active(leagueKeys.collection(organizationId, AUDIT)),
      ]
    default:
      return dependentsOf(event.entity).map((collection) => active(leagueKeys.collection(organizationId, collection)))
  }
}

/** After the stream was down (events may have been missed): everything the organization's pages show. */
export function resyncInvalidations(organizationId: string): Invalidation[] {
  return [
    active(leagueKeys.organization(organizationId)),
    active(memberKeys.list(organizationId)),
    active(memberKeys.invitations(organizationId)),
    all(sessionKeys.organization(organizationId)),
  ]
}

/** Each key once (a burst of events often names the same collections); `all` wins over `active`. */
export function mergeInvalidations(invalidations: readonly Invalidation[]): Invalidation[] {
  const merged = new Map<string, Invalidation>()
  for (const invalidation of invalidations) {
    const hash = JSON.stringify(invalidation.queryKey)
    const known = merged.get(hash)
    merged.set(hash, known?.refetchType === 'all' ? known : invalidation)
  }
  return [...merged.values()]
}

export const RECONNECT_BASE_MS = 1000
export const RECONNECT_MAX_MS = 30_000

/** Wait before reconnect attempt `attempt` (0, 1, 2…): doubling from 1 s up to 30 s, with ±25 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exact = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(exact * (0.75 + random() * 0.5))
}
