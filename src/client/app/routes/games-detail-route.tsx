import { useParams } from 'react-router'
import { HistoryPanel } from '#client/features/audit/components/history-panel.tsx'
import { GameSheetPage } from '#client/features/games/components/game-sheet-page.tsx'
import { useGameSheet } from '#client/features/games/hooks/use-game-sheet.ts'
import { MatchReportPanel } from '#client/features/match-reports/components/match-report-panel.tsx'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useMembership } from '#client/lib/session/use-session.ts'

/** `/:lang/games/:id`: the game sheet (games), its match report when it has one, and, for admins, its history (audit). */
export function GamesDetailRoute() {
  const organizationId = useOrganizationId()
  const { id = '' } = useParams()
  const { role, isSuperAdmin } = useMembership()
  // the sheet's own query (cached): the report is part of the game sheet (decision 0051)
  const game = useGameSheet(organizationId, id).data
  return (
    <>
      <GameSheetPage key={id} organizationId={organizationId} gameId={id} />
      {game?.report && (
        <MatchReportPanel
          key={`report-${id}`}
          organizationId={organizationId}
          gameId={id}
          report={game.report}
          role={isSuperAdmin ? 'admin' : role}
          teams={{ home: game.homeTeam.name, away: game.awayTeam.name }}
        />
      )}
      <HistoryPanel key={`history-${id}`} organizationId={organizationId} entityType="game" entityId={id} />
    </>
  )
}
