import { useParams } from 'react-router'
import { GameSheetPage } from '#client/features/games/components/game-sheet-page.tsx'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'

/** `/:lang/games/:id`: the game sheet. */
export function GamesDetailRoute() {
  const organizationId = useOrganizationId()
  const { id = '' } = useParams()
  return <GameSheetPage key={id} organizationId={organizationId} gameId={id} />
}
