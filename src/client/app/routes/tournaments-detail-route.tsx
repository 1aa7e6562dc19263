import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import { TournamentDetail } from '#client/features/tournaments/components/tournament-detail.tsx'
import type { Tournament } from '#client/features/tournaments/lib/tournament-form.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/tournaments/:id/:tab?`. */
export function TournamentsDetailRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EntityPage<Tournament>
      collection="tournaments"
      backTo={localize('/tournaments')}
      backLabel={t('tournaments.title')}
    >
      {(tournament, organizationId) => (
        <TournamentDetail key={tournament.id} organizationId={organizationId} tournament={tournament} />
      )}
    </EntityPage>
  )
}
