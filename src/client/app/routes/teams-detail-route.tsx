import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import { HistoryPanel } from '#client/features/audit/components/history-panel.tsx'
import { AddPlayerPanel } from '#client/features/players/components/add-player-panel.tsx'
import type { TeamDetail as Team } from '#client/features/teams/api/teams-api.ts'
import { TeamDetail } from '#client/features/teams/components/team-detail.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/teams/:id`: the team (teams) with the roster's "add a player" panel (players) and history (audit). */
export function TeamsDetailRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EntityPage<Team> collection="teams" backTo={localize('/teams')} backLabel={t('teams.title')}>
      {(team, organizationId) => (
        <>
          <TeamDetail
            key={team.id}
            organizationId={organizationId}
            team={team}
            renderAddPlayer={(target) => <AddPlayerPanel organizationId={organizationId} {...target} />}
          />
          <HistoryPanel
            key={`history-${team.id}`}
            organizationId={organizationId}
            entityType="team"
            entityId={team.id}
          />
        </>
      )}
    </EntityPage>
  )
}
