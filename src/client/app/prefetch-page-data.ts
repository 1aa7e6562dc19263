/**
 * The first data of the page being opened, asked for as soon as `/api/me` answers (main.tsx) instead of when the page
 * first renders, which waits for its lazy chunks: on slow 4G (150 ms a round trip, decision 0017) that turns the
 * chain me → chunks → organization → page data into me → organization → page data, alongside the chunks. The
 * queries are the pages' own (same keys and functions), so the pages find them in the cache or in flight.
 */
import type { QueryClient } from '@tanstack/react-query'
import { weekStartOf } from '#client/lib/competition/competition-display.ts'
import { dashboardQueryOptions } from '#client/lib/competition/standings-api.ts'
import { type Collection, entityQueryOptions } from '#client/lib/league-data/league-api.ts'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import type { Me } from '#client/lib/session/session-api.ts'
import { activeOrganizationIdOf, organizationQueryOptions } from '#client/lib/session/use-session.ts'

export async function prefetchPageData(queryClient: QueryClient, path: string, me: Me | null): Promise<void> {
  const organizationId = activeOrganizationIdOf(me)
  if (!organizationId) return
  // the shell shows it (name, time zone, country); kept like the shell's own query
  const organization = await queryClient
    .ensureQueryData({ ...organizationQueryOptions(organizationId), revalidateIfStale: true })
    .catch(() => null)
  if (path === '/dashboard') {
    // the week as the page will compute it: in the league's time zone, which the shell sets from the organization
    setLeagueTimeZone(organization?.timeZone)
    await queryClient.prefetchQuery(dashboardQueryOptions(organizationId, weekStartOf(new Date())))
    return
  }
  // a tournament's, team's, player's… page: the entity its header shows
  const entity = ENTITY_PAGE.exec(path)
  if (entity && entity[2] !== 'new') {
    await queryClient.prefetchQuery(entityQueryOptions(organizationId, entity[1] as Collection, entity[2] as string))
  }
}

const ENTITY_PAGE = /^\/(seasons|tournaments|teams|players|locations)\/([^/]+)/
