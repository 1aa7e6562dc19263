import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  addCard,
  deleteCard,
  deleteGame,
  fetchGameSheet,
  type GameSheet,
  type GameStatsInput,
  type GameTransition,
  restoreGame,
  saveGameLineups,
  saveGameStats,
  suspendGame,
  transitionGame,
  updateGame,
} from '#client/lib/competition/competition-api.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { fetchGameEligibility } from '#client/lib/competition/eligibility-api.ts'
import { useCompetitionRefresh } from '#client/lib/competition/use-competition.ts'
import type { CreateCardInput, UpdateGameInput } from '#domain/games/game.schema.ts'

export function useGameSheet(organizationId: string, gameId: string) {
  return useQuery({
    queryKey: competitionKeys.sheet(organizationId, gameId),
    queryFn: ({ signal }) => fetchGameSheet(organizationId, gameId, signal),
  })
}

/**
 * Who may play the game, for the sheet's pickers (decision 0038). Cached with the sheet (the query cache is kept on the
 * phone), so the marks are there with no signal; a league whose server does not answer it simply shows none.
 */
export function useGameEligibility(organizationId: string, gameId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: competitionKeys.eligibility(organizationId, gameId),
    queryFn: ({ signal }) => fetchGameEligibility(organizationId, gameId, signal),
    enabled: isEnabled,
    retry: false,
  })
}

/**
 * The writes of a game sheet. Each answers the sheet (or makes it stale); what the game feeds (standings, scorers,
 * discipline, suspensions, the dashboard) refetches through the `games` dependents. `auditReason`: an admin's reason
 * for changing a locked match report, sent with the result's and the cards' writes (decision 0051).
 */
export function useGameWrites(organizationId: string, gameId: string, auditReason: string | null = null) {
  const queryClient = useQueryClient()
  const refresh = useCompetitionRefresh(organizationId)
  const key = competitionKeys.sheet(organizationId, gameId)
  const put = (sheet: GameSheet) => {
    queryClient.setQueryData(key, sheet)
    void refresh('games', 'suspensions')
  }
  const onSettledRefresh = () => refresh('games', 'suspensions')
  return {
    saveStats: useMutation({
      mutationFn: (body: GameStatsInput) => saveGameStats(organizationId, gameId, body, auditReason),
      onSuccess: put,
    }),
    transition: useMutation({
      mutationFn: ({ transition, version }: { transition: GameTransition; version?: number }) =>
        transitionGame(organizationId, gameId, transition, version),
      onSuccess: put,
    }),
    suspend: useMutation({
      mutationFn: ({ reason }: { reason: string | null }) => suspendGame(organizationId, gameId, reason),
      onSuccess: put,
    }),
    update: useMutation({
      mutationFn: (body: UpdateGameInput) => updateGame(organizationId, gameId, body),
      onSuccess: put,
    }),
    saveLineups: useMutation({
      mutationFn: (body: { home: string[]; away: string[] }) => saveGameLineups(organizationId, gameId, body),
      // the sheet shows the saved lists at once (and is cached with them), then refetches
      onSuccess: (lineups) => {
        queryClient.setQueryData<GameSheet>(key, (sheet) =>
          sheet
            ? { ...sheet, home: { ...sheet.home, lineup: lineups.home }, away: { ...sheet.away, lineup: lineups.away } }
            : sheet,
        )
        void queryClient.invalidateQueries({ queryKey: key })
        void refresh('games')
      },
    }),
    addCard: useMutation({
      mutationFn: (body: CreateCardInput) => addCard(organizationId, gameId, body, undefined, auditReason),
      onSettled: onSettledRefresh,
    }),
    removeCard: useMutation({
      mutationFn: (cardId: string) => deleteCard(organizationId, gameId, cardId, auditReason),
      onSettled: onSettledRefresh,
    }),
    remove: useMutation({
      mutationFn: () => deleteGame(organizationId, gameId),
      onSettled: onSettledRefresh,
    }),
    restore: useMutation({
      mutationFn: () => restoreGame(organizationId, gameId),
      onSuccess: put,
    }),
  }
}
