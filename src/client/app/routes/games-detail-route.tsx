import { useParams } from 'react-router'
import { HistoryPanel } from '#client/features/audit/components/history-panel.tsx'
import { GameSheetPage } from '#client/features/games/components/game-sheet-page.tsx'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'

/** `/:lang/games/:id`: the game sheet (games) and, for admins, its history (audit). */
export function GamesDetailRoute() {
  const organizationId = useOrganizationId()
  const { id = '' } = useParams()
  return (
    <>
      <GameSheetPage key={id} organizationId={organizationId} gameId={id} />
      <HistoryPanel key={`history-${id}`} organizationId={organizationId} entityType="game" entityId={id} />
    </>
  )
}
