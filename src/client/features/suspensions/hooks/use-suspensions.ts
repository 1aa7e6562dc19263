import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Game } from '#client/lib/competition/competition-api.ts'
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
import { useTournamentGames } from '#client/lib/competition/use-tournament-data.ts'

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

/**
 * The tournament's games by id, to name the games `items` still have to serve; only fetched when some has any. The
 * same query as the fixtures tab's, so usually cached.
 */
export function useGamesToServeById(
  organizationId: string,
  tournamentId: string,
  items: readonly Pick<Suspension, 'gamesToServe'>[],
): ReadonlyMap<string, Game> {
  const hasGamesToServe = items.some((item) => item.gamesToServe.length > 0)
  const games = useTournamentGames(organizationId, tournamentId, { enabled: hasGamesToServe })
  return useMemo(() => new Map((games.data ?? []).map((game) => [game.id, game])), [games.data])
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
