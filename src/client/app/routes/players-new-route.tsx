import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { BackLink } from '#client/components/back-link.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { PlayerCreateForm } from '#client/features/players/components/player-create-form.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/players/new` (`?dni=` prefills the DNI, `?name=` the names, `?teamId=` adds the new player to that team). */
export function PlayersNewRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  const [search] = useSearchParams()
  const teamId = search.get('teamId') ?? undefined
  if (!canWrite) return <Navigate to={localize('/players')} replace />
  return (
    <>
      <BackLink
        to={localize(teamId ? `/teams/${teamId}` : '/players')}
        label={teamId ? t('teams.back_to_team') : t('players.title')}
      />
      <PageHeader title={t('players.new')} subtitle={t('players.new_subtitle')} />
      <PlayerCreateForm
        organizationId={organizationId}
        dni={search.get('dni') ?? undefined}
        name={search.get('name') ?? undefined}
        teamId={teamId}
      />
    </>
  )
}
