import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts'
import { type Collection, fetchPage } from './league-api.ts'
import { leagueKeys } from './league-keys.ts'

export const QUICK_SEARCH_SIZE = 8

/** The first few matches of `text` (debounced, server-side), for pickers such as "add a player to the team". */
export function useQuickSearch<T>(organizationId: string, collection: Collection, text: string, enabled = true) {
  const q = useDebouncedValue(text.trim(), 250)
  const query = useQuery({
    queryKey: leagueKeys.search(organizationId, collection, q),
    queryFn: ({ signal }) => fetchPage<T>(organizationId, collection, { q }, { limit: QUICK_SEARCH_SIZE, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
  return { q, query, items: query.data?.items ?? [], total: query.data?.total }
}
