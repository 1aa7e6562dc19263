import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { BackLink } from '#client/components/back-link.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { TournamentCreateForm } from '#client/features/tournaments/components/tournament-create-form.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/tournaments/new` (`?seasonId=` preselects the season). */
export function TournamentsNewRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  const [search] = useSearchParams()
  if (!canWrite) return <Navigate to={localize('/tournaments')} replace />
  return (
    <>
      <BackLink to={localize('/tournaments')} label={t('tournaments.title')} />
      <PageHeader title={t('tournaments.new')} subtitle={t('tournaments.new_subtitle')} />
      <TournamentCreateForm organizationId={organizationId} seasonId={search.get('seasonId') ?? undefined} />
    </>
  )
}
