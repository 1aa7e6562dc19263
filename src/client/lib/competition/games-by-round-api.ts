/**
 * A tournament's games by round (`GET /api/orgs/{orgId}/tournaments/{id}/games`, decision 0054): every round's
 * summary and the games of the current round and the next, or of one round asked for by key. The fixtures tab reads
 * a group's calendar this way instead of every game of the tournament.
 */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { GamesByRound, RoundSummary } from '#domain/games/games-by-round.schema.ts'

export type { GamesByRound, RoundSummary }

/**
 * One group's rounds (`none`: the games of no group) and the games of `round`, or of the current round and the next.
 * A round past one answer (`nextOffset`: games added by hand beyond 500) is read to its end.
 */
export async function fetchGamesByRound(
  organizationId: string,
  tournamentId: string,
  { groupId, round }: { groupId: string; round?: string },
  signal?: AbortSignal,
): Promise<GamesByRound> {
  const read = (offset: number) =>
    dataOf(
      typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/games', {
        params: {
          path: { orgId: organizationId, id: tournamentId },
          query: { groupId, round, offset: offset || undefined },
        },
        signal,
      }),
    )
  const first = await read(0)
  const items = [...first.items]
  let nextOffset = first.nextOffset
  // only a round asked for goes on: the default window is what the server chose to show
  while (round !== undefined && nextOffset !== null) {
    const page = await read(nextOffset)
    items.push(...page.items)
    nextOffset = page.nextOffset
  }
  return { ...first, items, nextOffset }
}
