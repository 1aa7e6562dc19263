import { useMutation, useQueries, useQuery } from '@tanstack/react-query'
import { fetchGames, type Game } from '#client/lib/competition/competition-api.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import {
  type CreateSuspensionBody,
  confirmSuspension,
  createSuspension,
  deleteSuspension,
  fetchPlayerDiscipline,
  fetchSuspensions,
  ignoreSuspension,
  type Suspension,
  updateSuspension,
} from '#client/lib/competition/suspensions-api.ts'
import { useCompetitionRefresh } from '#client/lib/competition/use-competition.ts'
import { GAME_IDS_MAX } from '#domain/games/game.schema.ts'

/** Every suspension of the tournament (the panel filters by status itself, so each status shows its count). */
export function useTournamentSuspensions(organizationId: string, tournamentId: string) {
  const filters = { tournamentId }
  return useQuery({
    queryKey: competitionKeys.suspensions(organizationId, filters),
    queryFn: ({ signal }) => fetchSuspensions(organizationId, filters, signal),
    select: (data) => data.items,
  })
}

/** A player's record per tournament (goals, cards, warning, suspensions, their teams); live through `discipline`. */
export function usePlayerRecord(organizationId: string, playerId: string) {
  return useQuery({
    queryKey: competitionKeys.playerRecord(organizationId, playerId),
    queryFn: ({ signal }) => fetchPlayerDiscipline(organizationId, playerId, signal),
    select: (data) => data.tournaments,
  })
}

/** One map of the games of every page (a function of its own, so useQueries keeps the map while nothing changes). */
function gamesById(pages: readonly { data?: { items: Game[] } }[]): ReadonlyMap<string, Game> {
  return new Map(pages.flatMap((page) => page.data?.items ?? []).map((game) => [game.id, game]))
}

/**
 * The games `items` still have to serve, by id: those games only (`ids`, GAME_IDS_MAX a request), never the
 * tournament's whole calendar.
 */
export function useGamesToServeById(
  organizationId: string,
  tournamentId: string,
  items: readonly Pick<Suspension, 'gamesToServe'>[],
): ReadonlyMap<string, Game> {
  const ids = [...new Set(items.flatMap((item) => item.gamesToServe))].sort()
  const chunks = Array.from({ length: Math.ceil(ids.length / GAME_IDS_MAX) }, (_, i) =>
    ids.slice(i * GAME_IDS_MAX, (i + 1) * GAME_IDS_MAX).join(','),
  )
  return useQueries({
    queries: chunks.map((chunk) => {
      const filters = { tournamentId, ids: chunk }
      return {
        queryKey: competitionKeys.games(organizationId, filters),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchGames(organizationId, filters, signal),
      }
    }),
    combine: gamesById,
  })
}

/**
 * Create (by hand), confirm, change, ignore, remove: each refetches the suspensions and what shows them (game sheets,
 * discipline, the player's record).
 */
export function useSuspensionWrites(organizationId: string) {
  const refresh = useCompetitionRefresh(organizationId)
  const onSettled = () => refresh('suspensions')
  return {
    create: useMutation({
      mutationFn: (body: CreateSuspensionBody) => createSuspension(organizationId, body),
      onSettled,
    }),
    confirm: useMutation({ mutationFn: (item: Suspension) => confirmSuspension(organizationId, item.id), onSettled }),
    ignore: useMutation({ mutationFn: (item: Suspension) => ignoreSuspension(organizationId, item.id), onSettled }),
    change: useMutation({
      mutationFn: ({ item, gamesCount }: { item: Suspension; gamesCount: number }) =>
        updateSuspension(organizationId, item.id, { gamesCount, version: item.version }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (item: Suspension) => deleteSuspension(organizationId, item.id), onSettled }),
  }
}
