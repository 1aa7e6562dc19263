import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { HistoryPanel } from '#client/features/audit/components/history-panel.tsx'
import { GameSheetPage } from '#client/features/games/components/game-sheet-page.tsx'
import { useGameSheet } from '#client/features/games/hooks/use-game-sheet.ts'
import { MatchReportPanel } from '#client/features/match-reports/components/match-report-panel.tsx'
import { useDelegateTeamIds } from '#client/features/my-team/hooks/use-delegate-team-ids.ts'
import { fetchMyGames, officialsKeys } from '#client/features/officials/api/officials-api.ts'
import { CheckPlayersButton } from '#client/features/player-cards/components/check-players.tsx'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useMembership } from '#client/lib/session/use-session.ts'

const STAFF = new Set(['admin', 'manager', 'scorer'])

/**
 * "Check players" (decision 0046) for the league's staff, an official appointed to the game (`isAppointedOfficial`),
 * and a delegate at their teams' games.
 */
function CheckPlayersSlot({
  organizationId,
  gameId,
  isAppointedOfficial,
}: {
  organizationId: string
  gameId: string
  isAppointedOfficial: boolean
}) {
  const { role, isSuperAdmin } = useMembership()
  const delegateTeamIds = useDelegateTeamIds(organizationId)
  // a referee checks at the games they are appointed to, as referee or assistant (decision 0050)
  if (isSuperAdmin || (role && STAFF.has(role)) || (role === 'referee' && isAppointedOfficial))
    return <CheckPlayersButton organizationId={organizationId} gameId={gameId} />
  if (!delegateTeamIds) return null
  return <CheckPlayersButton organizationId={organizationId} gameId={gameId} delegateTeamIds={delegateTeamIds} />
}

/**
 * Whether the signed-in referee is this game's appointed referee (decision 0051): their official (from "My games",
 * officials) against the game's appointments (games). Not a referee, or not known yet (offline, never loaded): true,
 * and the server decides, as before.
 */
function useIsAppointedReferee(
  organizationId: string,
  game: GameSheet | undefined,
  roles: readonly string[] = ['referee'],
): boolean {
  const { role } = useMembership()
  const isReferee = role === 'referee'
  const mine = useQuery({
    queryKey: officialsKeys.myGames(organizationId),
    queryFn: ({ signal }) => fetchMyGames(organizationId, signal),
    enabled: isReferee,
  })
  if (!isReferee || !game || !mine.data) return true
  const { officialId } = mine.data
  return (game.officials ?? []).some(
    (appointment) =>
      roles.includes(appointment.role) && appointment.officialId === officialId && appointment.status !== 'declined',
  )
}

/**
 * `/:lang/games/:id`: the game sheet (games), its match report when it has one (match-reports), checking players'
 * cards (player-cards) and, for admins, its history (audit).
 */
export function GamesDetailRoute() {
  const organizationId = useOrganizationId()
  const { id = '' } = useParams()
  const { role, isSuperAdmin } = useMembership()
  // the sheet's own query (cached): the report is part of the game sheet (decision 0051)
  const game = useGameSheet(organizationId, id).data
  const isAppointedReferee = useIsAppointedReferee(organizationId, game)
  // any appointed official may check the players' cards, an assistant too (player-cards.service.ts)
  const isAppointedOfficial = useIsAppointedReferee(organizationId, game, ['referee', 'assistant'])
  // the sides a delegate answers the report for: their teams' (decision 0039)
  const delegateTeamIds = useDelegateTeamIds(organizationId) ?? []
  const ownSides = game
    ? (['home', 'away'] as const).filter((side) =>
        delegateTeamIds.includes(side === 'home' ? game.homeTeam.id : game.awayTeam.id),
      )
    : []
  return (
    <>
      <GameSheetPage key={id} organizationId={organizationId} gameId={id} isAppointedReferee={isAppointedReferee} />
      {game?.report && (
        <MatchReportPanel
          key={`report-${id}`}
          organizationId={organizationId}
          gameId={id}
          report={game.report}
          role={isSuperAdmin ? 'admin' : role}
          teams={{ home: game.homeTeam.name, away: game.awayTeam.name }}
          isAppointedReferee={isAppointedReferee}
          ownSides={ownSides}
        />
      )}
      <CheckPlayersSlot
        key={`check-${id}`}
        organizationId={organizationId}
        gameId={id}
        isAppointedOfficial={isAppointedOfficial}
      />
      <HistoryPanel key={`history-${id}`} organizationId={organizationId} entityType="game" entityId={id} />
    </>
  )
}
