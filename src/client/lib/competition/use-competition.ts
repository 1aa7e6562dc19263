import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { fetchPage } from '#client/lib/league-data/league-api.ts'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { dependentsOf } from '#client/lib/live/live-events.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import type { Location } from '#domain/locations/location.schema.ts'
import { hasRole } from '#domain/organizations/roles.ts'
import type { Season } from '#domain/seasons/season.schema.ts'
import type { Team } from '#domain/teams/team.schema.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import { competitionKeys } from './competition-keys.ts'

/**
 * After a write: refetch what the change makes stale, as a live event of those collections would (the event arrives
 * too, a moment later; the second refetch finds nothing new).
 */
export function useCompetitionRefresh(organizationId: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (...collections: string[]) => {
      const names = new Set(collections.flatMap((collection) => dependentsOf(collection)))
      return Promise.all(
        [...names].map((name) =>
          queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, name) }),
        ),
      )
    },
    [organizationId, queryClient],
  )
}

/** Whether the user may enter results, cards and confirmations (docs/product.md roles: scorer and up). */
export function useCanScore(): boolean {
  const { role, isSuperAdmin } = useMembership()
  return isSuperAdmin || (role !== null && hasRole(role, 'scorer'))
}

/** Every item of a league collection (pages of 100), for pickers and filters. */
async function fetchEvery<T>(organizationId: string, collection: 'teams' | 'tournaments' | 'seasons' | 'locations') {
  const items: T[] = []
  let cursor: string | null = null
  for (let page = 0; page < 50; page += 1) {
    const result: { items: T[]; nextCursor: string | null } = await fetchPage<T>(
      organizationId,
      collection,
      {},
      { cursor, limit: 100 },
    )
    items.push(...result.items)
    cursor = result.nextCursor
    if (!cursor) break
  }
  return items
}

const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name))

export function useAllTeams(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: competitionKeys.allTeams(organizationId),
    queryFn: async () => byName(await fetchEvery<Team>(organizationId, 'teams')),
    enabled,
  })
}

export function useAllTournaments(organizationId: string) {
  return useQuery({
    queryKey: competitionKeys.allTournaments(organizationId),
    queryFn: async () => byName(await fetchEvery<Tournament>(organizationId, 'tournaments')),
  })
}

export function useAllSeasons(organizationId: string) {
  return useQuery({
    queryKey: competitionKeys.allSeasons(organizationId),
    queryFn: async () => byName(await fetchEvery<Season>(organizationId, 'seasons')),
  })
}

export function useAllLocations(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: competitionKeys.allLocations(organizationId),
    queryFn: async () => byName(await fetchEvery<Location>(organizationId, 'locations')),
    enabled,
  })
}
