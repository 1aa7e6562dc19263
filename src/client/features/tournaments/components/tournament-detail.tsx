import ConstructionIcon from '@mui/icons-material/ConstructionOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { DeletedBanner, DeleteMenu } from '#client/components/league-data/entity-actions.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useActiveTabInView } from '#client/lib/use-active-tab-in-view.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import type { Tournament } from '../lib/tournament-form.ts'
import { type CompetitionTabs, DEFAULT_TOURNAMENT_TAB, tournamentTabPath, tournamentTabs } from './tournament-tabs.tsx'

/** A tab not built yet (tournament-tabs.tsx): says so, in words. */
function ComingTab({ label }: { label: string }) {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={<ConstructionIcon />}
      title={t('tournaments.tabs.coming_title', { tab: label })}
      description={t('tournaments.tabs.coming_body')}
    />
  )
}

/**
 * `/:lang/tournaments/:id/:tab?`: the tournament's name, season, tabs, and the open tab. `competitionTabs` (fixtures,
 * standings… from their features) are composed by the route.
 */
export function TournamentDetail({
  organizationId,
  tournament,
  competitionTabs,
}: {
  organizationId: string
  tournament: Tournament
  competitionTabs: CompetitionTabs
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const localize = useLocalize()
  const navigate = useNavigate()
  const canWrite = useCanWrite()
  const writes = useLeagueWrites<Tournament>(organizationId, 'tournaments')
  const { tab = DEFAULT_TOURNAMENT_TAB } = useParams()
  const tabs = tournamentTabs(competitionTabs)
  const current = tabs.find((each) => each.key === tab)
  const isDeleted = Boolean(tournament.deletedAt)
  const tabStrip = useRef<HTMLDivElement>(null)
  useActiveTabInView(tabStrip, current?.key)

  return (
    <>
      <PageHeader
        title={tournament.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {tournament.season ? (
              <Chip
                size="small"
                component={RouterLink}
                to={localize(`/seasons/${tournament.season.id}`)}
                clickable
                label={tournament.season.name}
              />
            ) : null}
            {t(`tournaments.genres.${tournament.settings.genre}`)} ·{' '}
            {t('tournaments.players_a_side', { size: tournament.settings.teamSize })}
          </Box>
        }
        actions={
          canWrite && !isDeleted ? (
            <DeleteMenu
              name={tournament.name}
              isPending={writes.remove.isPending}
              onConfirm={() =>
                writes.remove.mutateAsync(tournament.id).then(() => {
                  toast.success(t('lists.deleted_toast', { name: tournament.name }))
                  navigate(localize('/tournaments'))
                })
              }
            />
          ) : undefined
        }
      />
      {isDeleted ? (
        <DeletedBanner
          canWrite={canWrite}
          onRestore={() => writes.restore.mutate(tournament.id)}
          isPending={writes.restore.isPending}
        />
      ) : null}
      <Box ref={tabStrip} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current ? current.key : false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tournaments.tabs.label')}
        >
          {tabs.map((each) => (
            <Tab
              key={each.key}
              value={each.key}
              label={t(`tournaments.tabs.${each.key}`)}
              component={RouterLink}
              to={localize(tournamentTabPath(tournament.id, each.key))}
              sx={{ minHeight: 48, fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-label={current ? t(`tournaments.tabs.${current.key}`) : undefined}>
        {!current ? (
          <EmptyState title={t('lists.not_found')} description={t('lists.not_found_body')} />
        ) : current.Component ? (
          <Suspense fallback={<PageLoader />}>
            <current.Component organizationId={organizationId} tournament={tournament} canWrite={canWrite} />
          </Suspense>
        ) : (
          <ComingTab label={t(`tournaments.tabs.${current.key}`)} />
        )}
      </Box>
    </>
  )
}
