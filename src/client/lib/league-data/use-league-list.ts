import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { type Collection, fetchPage, type ListFilters, PAGE_SIZE } from './league-api.ts'
import { leagueKeys } from './league-keys.ts'

/**
 * A server-side paged list (keyset cursor, in `filters.sort`; by name by default): `items` of the pages loaded so far, `total` from
 * the first page, `loadMore` for the next one. While new filters load, the previous items stay on screen.
 */
export function useLeagueList<T>(
  organizationId: string,
  collection: Collection,
  filters: ListFilters,
  { limit = PAGE_SIZE, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey: leagueKeys.list(organizationId, collection, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchPage<T>(organizationId, collection, filters, { cursor: pageParam, limit, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  })
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  return {
    query,
    items,
    total: query.data?.pages[0]?.total,
    hasMore: query.hasNextPage,
    /** the items shown are the previous filters' while the new ones load */
    isStale: query.isPlaceholderData,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  }
}
