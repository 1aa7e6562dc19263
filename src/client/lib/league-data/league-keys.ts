/**
 * Query keys of the league collections, one tree per organization:
 *
 *   ['league', orgId]                                   everything of the organization
 *   ['league', orgId, collection]                       one collection (what a live event invalidates)
 *   ['league', orgId, collection, 'list', filters]      a list (infinite query of pages)
 *   ['league', orgId, collection, 'detail', id]         one entity
 *   ['league', orgId, collection, 'search', q]          a few matches for a picker (not paged)
 *   ['league', orgId, 'players', 'dni', dni]            the player with this DNI (exact lookup)
 *
 * Collections named as in the API and the live events, so other features (games, standings…) can hang their keys
 * under `['league', orgId, '<their collection>']` and get live invalidation for free (lib/live/live-events.ts).
 */
import type { Collection, ListFilters } from './league-api.ts'

export type LeagueCollection = Collection | (string & {})

/** Filters as they go into a key: empty ones dropped, so `{}` and `{ q: '' }` share a cache entry. */
export function normalizeFilters({ q, deleted, extra, sort }: ListFilters): Record<string, string | boolean> {
  const normalized: Record<string, string | boolean> = {}
  const query = q?.trim()
  if (query) normalized.q = query
  if (deleted) normalized.deleted = true
  // by name is the default order: the same list whether or not it is named
  if (sort && sort !== 'name') normalized.sort = sort
  for (const [key, value] of Object.entries(extra ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) normalized[key] = value
  }
  return normalized
}

export const leagueKeys = {
  all: ['league'] as const,
  organization: (organizationId: string) => ['league', organizationId] as const,
  collection: (organizationId: string, collection: LeagueCollection) => ['league', organizationId, collection] as const,
  lists: (organizationId: string, collection: LeagueCollection) =>
    ['league', organizationId, collection, 'list'] as const,
  list: (organizationId: string, collection: LeagueCollection, filters: ListFilters = {}) =>
    ['league', organizationId, collection, 'list', normalizeFilters(filters)] as const,
  details: (organizationId: string, collection: LeagueCollection) =>
    ['league', organizationId, collection, 'detail'] as const,
  detail: (organizationId: string, collection: LeagueCollection, id: string) =>
    ['league', organizationId, collection, 'detail', id] as const,
  search: (organizationId: string, collection: LeagueCollection, q: string) =>
    ['league', organizationId, collection, 'search', q.trim()] as const,
  playerByDni: (organizationId: string, dni: string) => ['league', organizationId, 'players', 'dni', dni] as const,
}
