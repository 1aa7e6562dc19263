import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EntityListPage } from '#client/components/league-data/entity-list-page.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Season } from '#domain/seasons/season.schema.ts'
import type { Tournament } from '../lib/tournament-form.ts'

const SEASON_PARAM = ['seasonId'] as const

export function TournamentsList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const params = useListParams('tournaments', SEASON_PARAM)
  const seasonId = params.extra.seasonId
  const seasons = useLeagueList<Season>(organizationId, 'seasons', {}, { limit: 100 })
  const rules = (tournament: Tournament) =>
    `${t(`tournaments.genres.${tournament.settings.genre}`)} · ${t('tournaments.players_a_side', { size: tournament.settings.teamSize })}`

  return (
    <EntityListPage<Tournament>
      organizationId={organizationId}
      collection="tournaments"
      params={params}
      extra={{ seasonId }}
      searchLabel={t('tournaments.search')}
      label={t('tournaments.title')}
      filters={
        <TextField
          select
          size="small"
          label={t('tournaments.fields.season')}
          value={seasons.items.some((season) => season.id === seasonId) ? seasonId : ''}
          onChange={(event) => params.setExtra('seasonId', event.target.value || null)}
          sx={{ flex: '0 1 220px', minWidth: 160 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('tournaments.all_seasons')}</MenuItem>
          {seasons.items.map((season) => (
            <MenuItem key={season.id} value={season.id}>
              {season.name}
            </MenuItem>
          ))}
        </TextField>
      }
      nameOf={(tournament) => tournament.name}
      columns={[
        {
          key: 'name',
          header: t('tournaments.fields.name'),
          render: (tournament) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Avatar sx={{ width: 34, height: 34, bgcolor: 'action.hover', color: 'primary.main' }}>
                <EmojiEventsIcon fontSize="small" />
              </Avatar>
              <Typography
                component={RouterLink}
                to={localize(`/tournaments/${tournament.id}`)}
                sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              >
                {tournament.name}
              </Typography>
            </Box>
          ),
        },
        {
          key: 'season',
          header: t('tournaments.fields.season'),
          render: (tournament) => tournament.season?.name ?? t('tournaments.no_season'),
        },
        { key: 'rules', header: t('tournaments.rules'), render: rules },
        {
          key: 'updated',
          header: t('lists.updated'),
          render: (tournament) => formatDate(tournament.updatedAt, lang),
          width: 150,
        },
      ]}
      renderCard={(tournament) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'primary.main' }}>
            <EmojiEventsIcon />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {tournament.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[tournament.season?.name, rules(tournament)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      empty={{
        icon: <EmojiEventsIcon />,
        title: t('tournaments.empty.title'),
        body: t('tournaments.empty.body'),
        bodyReadOnly: t('tournaments.empty.body_read_only'),
        createLabel: t('tournaments.new'),
      }}
    />
  )
}
