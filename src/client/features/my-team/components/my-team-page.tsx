import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { fetchMyMembership, myTeamKeys } from '../api/my-team-api.ts'
import { TeamPanel } from './team-panel.tsx'

/** `/:lang/my-team`: a delegate's teams (decision 0039), one tab each. */
export function MyTeamPage({ organizationId, userId }: { organizationId: string; userId: string }) {
  const { t } = useTranslation()
  const membership = useQuery({
    queryKey: myTeamKeys.member(organizationId, userId),
    queryFn: ({ signal }) => fetchMyMembership(organizationId, userId, signal),
  })
  const [chosen, setChosen] = useState<string | null>(null)
  const teams = membership.data?.teams ?? []
  const teamId = chosen ?? teams[0]?.id ?? null
  return (
    <>
      <PageHeader title={t('my_team.title')} subtitle={t('my_team.subtitle')} />
      {membership.isError ? <FormError message={errorMessage(t, membership.error)} /> : null}
      {membership.isSuccess && teams.length === 0 ? (
        <Typography color="text.secondary">{t('my_team.none')}</Typography>
      ) : null}
      {teams.length > 1 ? (
        <Tabs
          value={teamId}
          onChange={(_, id: string) => setChosen(id)}
          aria-label={t('my_team.choose_team')}
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          {teams.map((team) => (
            <Tab key={team.id} value={team.id} label={team.name} />
          ))}
        </Tabs>
      ) : null}
      {teamId ? <TeamPanel key={teamId} organizationId={organizationId} teamId={teamId} /> : null}
    </>
  )
}
