import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import { TournamentDetail } from '#client/features/tournaments/components/tournament-detail.tsx'
import type { CompetitionTabs } from '#client/features/tournaments/components/tournament-tabs.tsx'
import type { Tournament } from '#client/features/tournaments/lib/tournament-form.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** The competition's tabs of a tournament's page, from their features, each its own lazy chunk. */
const COMPETITION_TABS: CompetitionTabs = {
  fixtures: lazy(() =>
    import('#client/features/fixtures/components/fixtures-tab.tsx').then((m) => ({ default: m.FixturesTab })),
  ),
  standings: lazy(() =>
    import('#client/features/standings/components/standings-tab.tsx').then((m) => ({ default: m.StandingsTab })),
  ),
  brackets: lazy(() =>
    import('#client/features/brackets/components/brackets-tab.tsx').then((m) => ({ default: m.BracketsTab })),
  ),
  scorers: lazy(() =>
    import('#client/features/standings/components/scorers-tab.tsx').then((m) => ({ default: m.ScorersTab })),
  ),
  discipline: lazy(() =>
    import('#client/features/suspensions/components/discipline-tab.tsx').then((m) => ({ default: m.DisciplineTab })),
  ),
  groups: lazy(() =>
    import('#client/features/groups/components/groups-tab.tsx').then((m) => ({ default: m.GroupsTab })),
  ),
}

/** `/:lang/tournaments/:id/:tab?`: the tournament (tournaments) with the competition's tabs (fixtures, standings…). */
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
        <TournamentDetail
          key={tournament.id}
          organizationId={organizationId}
          tournament={tournament}
          competitionTabs={COMPETITION_TABS}
        />
      )}
    </EntityPage>
  )
}
