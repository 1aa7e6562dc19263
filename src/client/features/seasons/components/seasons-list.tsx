import CalendarMonthIcon from '@mui/icons-material/CalendarMonth'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { RestoreButton } from '#client/components/league-data/entity-actions.tsx'
import { EntityList } from '#client/components/league-data/entity-list.tsx'
import { ListToolbar } from '#client/components/league-data/list-toolbar.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Season } from '../api/seasons-api.ts'

export function SeasonsList({ organizationId, onCreate }: { organizationId: string; onCreate: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const canWrite = useCanWrite()
  const params = useListParams()
  const list = useLeagueList<Season>(organizationId, 'seasons', { q: params.q, deleted: params.deleted })
  const { restore } = useLeagueWrites<Season>(organizationId, 'seasons')
  const tournamentsOf = (season: Season) =>
    season.tournaments.length === 0
      ? t('seasons.no_tournaments_short')
      : season.tournaments.map((tournament) => tournament.name).join(', ')

  return (
    <>
      <ListToolbar
        searchLabel={t('seasons.search')}
        text={params.text}
        onTextChange={params.setText}
        deleted={params.deleted}
        onDeletedChange={params.setDeleted}
      />
      <EntityList<Season>
        label={t('seasons.title')}
        items={list.items}
        total={list.total}
        isPending={list.query.isPending}
        error={list.query.error}
        hasMore={list.hasMore}
        isStale={list.isStale}
        isLoadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
        hasFilters={params.hasFilters}
        hrefOf={(season) => localize(`/seasons/${season.id}`)}
        columns={[
          {
            key: 'name',
            header: t('seasons.fields.name'),
            render: (season) => (
              <Typography
                component={RouterLink}
                to={localize(`/seasons/${season.id}`)}
                sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              >
                {season.name}
              </Typography>
            ),
          },
          { key: 'tournaments', header: t('seasons.tournaments'), render: tournamentsOf },
          {
            key: 'updated',
            header: t('lists.updated'),
            render: (season) => formatDate(season.updatedAt, lang),
            width: 160,
          },
        ]}
        renderCard={(season) => (
          <>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {season.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {tournamentsOf(season)}
            </Typography>
          </>
        )}
        actions={
          params.deleted && canWrite
            ? (season) => (
                <RestoreButton
                  onRestore={() => restore.mutate(season.id)}
                  isPending={restore.isPending && restore.variables === season.id}
                  label={t('lists.restore_named', { name: season.name })}
                />
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={<CalendarMonthIcon />}
            title={t('seasons.empty.title')}
            description={canWrite ? t('seasons.empty.body') : t('seasons.empty.body_read_only')}
            actions={
              canWrite ? (
                <Button variant="contained" onClick={onCreate}>
                  {t('seasons.new')}
                </Button>
              ) : undefined
            }
          />
        }
        noMatches={
          <EmptyState
            title={params.deleted ? t('lists.no_deleted') : t('lists.no_matches')}
            description={params.deleted ? t('lists.no_deleted_body') : t('lists.no_matches_body')}
          />
        }
      />
    </>
  )
}
