import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import { HistoryPanel } from '#client/features/audit/components/history-panel.tsx'
import type { Player } from '#client/features/players/api/players-api.ts'
import { PlayerDetail } from '#client/features/players/components/player-detail.tsx'
import { PlayerRecord } from '#client/features/suspensions/components/player-record.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/players/:id`: the player (players) with their competition record (suspensions) and history (audit). */
export function PlayersDetailRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EntityPage<Player> collection="players" backTo={localize('/players')} backLabel={t('players.title')}>
      {(player, organizationId) => (
        <>
          <PlayerDetail
            key={player.id}
            organizationId={organizationId}
            player={player}
            record={<PlayerRecord organizationId={organizationId} player={player} />}
          />
          <HistoryPanel
            key={`history-${player.id}`}
            organizationId={organizationId}
            entityType="player"
            entityId={player.id}
          />
        </>
      )}
    </EntityPage>
  )
}
