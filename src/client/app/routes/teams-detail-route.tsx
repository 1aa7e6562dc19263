import PrintIcon from '@mui/icons-material/PrintOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import { HistoryPanel } from '#client/features/audit/components/history-panel.tsx'
import { useDelegateTeamIds } from '#client/features/my-team/hooks/use-delegate-team-ids.ts'
import { AddPlayerPanel } from '#client/features/players/components/add-player-panel.tsx'
import type { TeamDetail as Team } from '#client/features/teams/api/teams-api.ts'
import { TeamDetail } from '#client/features/teams/components/team-detail.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'

/** The team's printable player cards (decision 0046): staff, and a delegate on their own teams' pages. */
function PrintCardsLink({ organizationId, teamId }: { organizationId: string; teamId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const { role, isSuperAdmin } = useMembership()
  const delegateTeamIds = useDelegateTeamIds(organizationId)
  const isStaff = isSuperAdmin || role === 'admin' || role === 'manager' || role === 'scorer'
  if (!isStaff && !delegateTeamIds?.includes(teamId)) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
      <Button
        size="small"
        startIcon={<PrintIcon />}
        href={`/api/orgs/${encodeURIComponent(organizationId)}/teams/${teamId}/cards.pdf?lang=${lang === 'en' ? 'en' : 'es'}`}
        target="_blank"
        rel="noopener"
      >
        {t('player_cards.print_cards')}
      </Button>
    </Box>
  )
}

/** `/:lang/teams/:id`: the team (teams) with the roster's "add a player" panel (players), its printable cards (player-cards) and history (audit). */
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
          <PrintCardsLink organizationId={organizationId} teamId={team.id} />
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
