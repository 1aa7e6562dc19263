import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { RestoreButton } from '#client/components/league-data/entity-actions.tsx'
import { EntityList } from '#client/components/league-data/entity-list.tsx'
import { ListToolbar } from '#client/components/league-data/list-toolbar.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import type { Location } from '../api/locations-api.ts'

export function LocationsList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const canWrite = useCanWrite()
  const params = useListParams()
  const list = useLeagueList<Location>(organizationId, 'locations', { q: params.q, deleted: params.deleted })
  const { restore } = useLeagueWrites<Location>(organizationId, 'locations')
  const pitches = (location: Location) =>
    location.fields.length === 0
      ? t('locations.no_pitches_short')
      : location.fields.map((pitch) => pitch.name).join(', ')

  return (
    <>
      <ListToolbar
        searchLabel={t('locations.search')}
        text={params.text}
        onTextChange={params.setText}
        deleted={params.deleted}
        onDeletedChange={params.setDeleted}
      />
      <EntityList<Location>
        label={t('locations.title')}
        items={list.items}
        total={list.total}
        isPending={list.query.isPending}
        error={list.query.error}
        hasMore={list.hasMore}
        isStale={list.isStale}
        isLoadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
        hasFilters={params.hasFilters}
        hrefOf={(location) => localize(`/locations/${location.id}`)}
        columns={[
          {
            key: 'name',
            header: t('locations.fields.name'),
            render: (location) => (
              <Typography
                component={RouterLink}
                to={localize(`/locations/${location.id}`)}
                sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              >
                {location.name}
              </Typography>
            ),
          },
          { key: 'address', header: t('locations.fields.address'), render: (location) => location.address ?? '' },
          { key: 'pitches', header: t('locations.pitches'), render: pitches },
        ]}
        renderCard={(location) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Avatar sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'primary.main' }}>
              <PlaceIcon />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {location.name}
              </Typography>
              {location.address ? (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {location.address}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary" noWrap>
                {pitches(location)}
              </Typography>
            </Box>
          </Box>
        )}
        actions={
          params.deleted && canWrite
            ? (location) => (
                <RestoreButton
                  onRestore={() => restore.mutate(location.id)}
                  isPending={restore.isPending && restore.variables === location.id}
                  label={t('lists.restore_named', { name: location.name })}
                />
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={<PlaceIcon />}
            title={t('locations.empty.title')}
            description={canWrite ? t('locations.empty.body') : t('locations.empty.body_read_only')}
            actions={
              canWrite ? (
                <Button component={RouterLink} to={localize('/locations/new')} variant="contained">
                  {t('locations.new')}
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
