import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EntityListPage } from '#client/components/league-data/entity-list-page.tsx'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import type { Location } from '../api/locations-api.ts'

export function LocationsList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const params = useListParams('locations')
  const pitches = (location: Location) =>
    location.fields.length === 0
      ? t('locations.no_pitches_short')
      : location.fields.map((pitch) => pitch.name).join(', ')

  return (
    <EntityListPage<Location>
      organizationId={organizationId}
      collection="locations"
      params={params}
      searchLabel={t('locations.search')}
      label={t('locations.title')}
      nameOf={(location) => location.name}
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
      empty={{
        icon: <PlaceIcon />,
        title: t('locations.empty.title'),
        body: t('locations.empty.body'),
        bodyReadOnly: t('locations.empty.body_read_only'),
        createLabel: t('locations.new'),
      }}
    />
  )
}
