import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { fetchGames } from '#client/lib/competition/competition-api.ts'
import type { ScheduleValues } from '#client/lib/competition/game-schedule.ts'
import { useAllLocations, useAllTournaments } from '#client/lib/competition/use-competition.ts'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { matchMinutesOf, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { zonedTimeToInstant } from '#domain/organizations/time-zone.ts'
import { saveDaySchedule } from '../api/match-day-api.ts'
import { type DayRows, dayClashes, dayRows, dayScheduleBody, isRowChanged } from '../lib/day-rows.ts'

const isChosen = (game: { tournamentId: string; suspendedAt: string | null }, tournamentIds: readonly string[]) =>
  !game.suspendedAt && (tournamentIds.length === 0 || tournamentIds.includes(game.tournamentId))

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * One match day being scheduled (decision 0042): the organization's games of `date` (the league's calendar day), of
 * the chosen tournaments or all, a row of values each (keeping what was typed while the games reload), the clashes
 * those rows make as typed, and saving them in one request. Only rows the user edited are kept over fresh data: a row
 * drawn from an older answer (the cache restored on a reload, the league's time zone arriving) follows the new one.
 */
export function useMatchDay(organizationId: string, date: string, tournamentIds: readonly string[]) {
  const queryClient = useQueryClient()
  const timeZone = leagueTimeZone()
  const tournaments = useAllTournaments(organizationId)
  const locations = useAllLocations(organizationId)
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(date)
  const games = useQuery({
    queryKey: [...leagueKeys.collection(organizationId, 'games'), 'match-day', date, timeZone],
    queryFn: ({ signal }) =>
      fetchGames(
        organizationId,
        { from: zonedTimeToInstant(date, '00:00', timeZone), to: zonedTimeToInstant(nextDay(date), '00:00', timeZone) },
        signal,
      ),
    enabled: isDate,
  })
  // the games without a date, of the chosen tournaments: a round's undated games can be pulled into the day
  const undated = useQuery({
    queryKey: [...leagueKeys.collection(organizationId, 'games'), 'match-day-undated'],
    queryFn: ({ signal }) => fetchGames(organizationId, { undated: 'true' }, signal),
    enabled: isDate,
  })
  const [pulled, setPulled] = useState<ReadonlySet<string>>(new Set())
  const undatedGames = useMemo(
    () =>
      (undated.data?.items ?? []).filter(
        (game) => !game.playAt && !game.confirmedPlayedAt && isChosen(game, tournamentIds),
      ),
    [undated.data, tournamentIds],
  )
  const dayGames = useMemo(() => {
    const dated = (games.data?.items ?? []).filter((game) => isChosen(game, tournamentIds))
    const seen = new Set(dated.map((game) => game.id))
    return [...dated, ...undatedGames.filter((game) => pulled.has(game.id) && !seen.has(game.id))]
  }, [games.data, tournamentIds, undatedGames, pulled])
  const [rows, setRows] = useState<DayRows>({})
  const edited = useRef(new Set<string>())
  useEffect(() => {
    setRows((current) => {
      const fresh = dayRows(dayGames)
      for (const game of dayGames) {
        const typed = current[game.id]
        if (typed && edited.current.has(game.id) && isRowChanged(game, typed)) fresh[game.id] = typed
        // a pulled undated game starts on the day, its time to be typed
        else if (!game.playAt && fresh[game.id]) {
          edited.current.add(game.id)
          fresh[game.id] = { ...(fresh[game.id] as ScheduleValues), date }
        }
      }
      return fresh
    })
  }, [dayGames, date])

  const minutes = useMemo(() => {
    const byId = new Map(
      (tournaments.data ?? []).map((t) => [t.id, matchMinutesOf(TournamentSettingsSchema.parse(t.settings ?? {}))]),
    )
    return (tournamentId: string) => byId.get(tournamentId) ?? 105
  }, [tournaments.data])
  const clashes = useMemo(() => dayClashes(dayGames, rows, minutes, timeZone), [dayGames, rows, minutes, timeZone])
  const changed = dayGames.filter((game) => isRowChanged(game, rows[game.id]))

  const save = useMutation({
    mutationFn: async () => {
      const body = dayScheduleBody(dayGames, rows)
      return body ? saveDaySchedule(organizationId, body) : { updated: [] }
    },
    onSuccess: () => edited.current.clear(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, 'games') }),
  })

  const setRow = (gameId: string, next: (values: ScheduleValues) => ScheduleValues) => {
    edited.current.add(gameId)
    setRows((current) => {
      const values = current[gameId]
      return values ? { ...current, [gameId]: next(values) } : current
    })
  }

  /** the undated games not yet on the day, by round ("Fecha 3": 4 games), to pull in a round at a time */
  const undatedRounds = useMemo(() => {
    const byRound = new Map<string, typeof undatedGames>()
    for (const game of undatedGames) {
      if (pulled.has(game.id)) continue
      const key = game.roundId ?? game.tournamentId
      byRound.set(key, [...(byRound.get(key) ?? []), game])
    }
    return [...byRound.values()]
  }, [undatedGames, pulled])

  return {
    games,
    dayGames,
    undatedRounds,
    pull: (ids: readonly string[]) => setPulled((current) => new Set([...current, ...ids])),
    tournaments,
    locations,
    rows,
    setRow,
    clashes,
    changed,
    save,
    discard: () => {
      edited.current.clear()
      setPulled(new Set())
      setRows(dayRows(dayGames))
    },
  }
}
