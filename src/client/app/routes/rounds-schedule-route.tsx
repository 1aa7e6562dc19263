import Skeleton from '@mui/material/Skeleton'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { RoundSchedulePage } from '#client/features/fixtures/components/round-schedule-page.tsx'
import type { Tournament } from '#client/features/tournaments/lib/tournament-form.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueEntity } from '#client/lib/league-data/use-league-entity.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'

/** `/:lang/tournaments/:id/rounds/:roundId`: one round's games scheduled in one screen (fixtures). */
export function RoundsScheduleRoute() {
  const { t } = useTranslation()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  const { id = '', roundId = '' } = useParams()
  const tournament = useLeagueEntity<Tournament>(organizationId, 'tournaments', id)
  if (tournament.isPending) return <Skeleton variant="rounded" height={220} aria-label={t('common.loading')} />
  if (tournament.isError) return <FormError message={errorMessage(t, tournament.error)} />
  return (
    <RoundSchedulePage
      key={roundId}
      organizationId={organizationId}
      tournament={tournament.data}
      roundId={roundId}
      canWrite={canWrite}
    />
  )
}
