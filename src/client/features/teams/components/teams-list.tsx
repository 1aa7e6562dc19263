import ShieldIcon from '@mui/icons-material/ShieldOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EntityListPage } from '#client/components/league-data/entity-list-page.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { initialsOf } from '#client/lib/league-data/display.ts'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Team } from '../api/teams-api.ts'

function TeamAvatar({ team, size }: { team: Team; size: number }) {
  return (
    <Avatar
      src={team.pictureThumbUrl ?? undefined}
      alt=""
      variant="rounded"
      slotProps={{ img: { loading: 'lazy' } }}
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size / 3.5)}px`,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size / 2.8,
        fontWeight: 700,
      }}
    >
      {initialsOf(team.name)}
    </Avatar>
  )
}

export function TeamsList({ organizationId, onCreate }: { organizationId: string; onCreate: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const params = useListParams('teams')
  return (
    <EntityListPage<Team>
      organizationId={organizationId}
      collection="teams"
      params={params}
      searchLabel={t('teams.search')}
      label={t('teams.title')}
      nameOf={(team) => team.name}
      columns={[
        {
          key: 'name',
          header: t('teams.fields.name'),
          render: (team) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <TeamAvatar team={team} size={36} />
              <Typography
                component={RouterLink}
                to={localize(`/teams/${team.id}`)}
                sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              >
                {team.name}
              </Typography>
            </Box>
          ),
        },
        { key: 'alias', header: t('teams.fields.alias'), render: (team) => team.alias ?? '' },
        {
          key: 'players',
          header: t('teams.players'),
          render: (team) => team.playerCount,
          align: 'right',
          width: 110,
        },
        {
          key: 'updated',
          header: t('lists.updated'),
          render: (team) => formatDate(team.updatedAt, lang),
          width: 150,
        },
      ]}
      renderCard={(team) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <TeamAvatar team={team} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {team.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[team.alias, t('teams.player_count', { count: team.playerCount })].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      empty={{
        icon: <ShieldIcon />,
        title: t('teams.empty.title'),
        body: t('teams.empty.body'),
        bodyReadOnly: t('teams.empty.body_read_only'),
        createLabel: t('teams.new'),
        onCreate,
      }}
    />
  )
}
