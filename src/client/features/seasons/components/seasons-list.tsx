import CalendarMonthIcon from '@mui/icons-material/CalendarMonth'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EntityListPage } from '#client/components/league-data/entity-list-page.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Season } from '../api/seasons-api.ts'

export function SeasonsList({ organizationId, onCreate }: { organizationId: string; onCreate: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const params = useListParams('seasons')
  const tournamentsOf = (season: Season) =>
    season.tournaments.length === 0
      ? t('seasons.no_tournaments_short')
      : season.tournaments.map((tournament) => tournament.name).join(', ')

  return (
    <EntityListPage<Season>
      organizationId={organizationId}
      collection="seasons"
      params={params}
      searchLabel={t('seasons.search')}
      label={t('seasons.title')}
      nameOf={(season) => season.name}
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
      empty={{
        icon: <CalendarMonthIcon />,
        title: t('seasons.empty.title'),
        body: t('seasons.empty.body'),
        bodyReadOnly: t('seasons.empty.body_read_only'),
        createLabel: t('seasons.new'),
        onCreate,
      }}
    />
  )
}
