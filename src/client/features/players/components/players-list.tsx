import SportsSoccerIcon from '@mui/icons-material/SportsSoccerOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EntityListPage } from '#client/components/league-data/entity-list-page.tsx'
import { joinDetails, PrivateValue } from '#client/components/private-value.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { fullName } from '#client/lib/league-data/display.ts'
import { positionLabel } from '#client/lib/league-data/positions.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useListParams } from '#client/lib/league-data/use-list-params.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Player } from '../api/players-api.ts'
import { DniLookup } from './dni-lookup.tsx'
import { PlayerAvatar } from './player-avatar.tsx'

export function PlayersList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const lang = useLang()
  const canWrite = useCanWrite()
  const params = useListParams('players')
  const details = (player: Player) =>
    joinDetails(
      [player.jerseyNumber === null ? null : `#${player.jerseyNumber}`, positionLabel(t, player.position) || null],
      player.dni ? t('players.dni_value', { dni: player.dni }) : null,
    )

  return (
    <EntityListPage<Player>
      organizationId={organizationId}
      collection="players"
      params={params}
      searchLabel={t('players.search')}
      label={t('players.title')}
      beforeList={
        params.deleted ? null : <DniLookup organizationId={organizationId} text={params.text} canWrite={canWrite} />
      }
      nameOf={(player) => fullName(player)}
      columns={[
        {
          key: 'name',
          header: t('players.player'),
          render: (player) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <PlayerAvatar player={player} size={36} />
              <Typography
                component={RouterLink}
                to={localize(`/players/${player.id}`)}
                sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              >
                {fullName(player)}
              </Typography>
            </Box>
          ),
        },
        {
          key: 'dni',
          header: t('players.fields.dni'),
          render: (player) => <PrivateValue>{player.dni ?? ''}</PrivateValue>,
        },
        {
          key: 'position',
          header: t('players.fields.position'),
          render: (player) => positionLabel(t, player.position),
        },
        {
          key: 'jersey',
          header: t('players.fields.jersey_short'),
          render: (player) => player.jerseyNumber ?? '',
          align: 'right',
          width: 70,
        },
        {
          key: 'teams',
          header: t('players.teams'),
          render: (player) => player.teams.map((team) => team.name).join(', '),
        },
        // the league's staff see and order by the birth date (categories by age); a viewer's list keeps it out
        ...(canWrite
          ? [
              {
                key: 'birth_date',
                header: t('players.fields.birth_date'),
                render: (player: Player) =>
                  player.birthDate ? (
                    <PrivateValue>{formatDate(`${player.birthDate}T12:00:00Z`, lang)}</PrivateValue>
                  ) : (
                    ''
                  ),
                width: 150,
              },
            ]
          : []),
      ]}
      renderCard={(player) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <PlayerAvatar player={player} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {fullName(player)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {details(player) || t('players.no_details')}
            </Typography>
            {player.teams.length > 0 ? (
              <Typography variant="body2" color="text.secondary" noWrap>
                {player.teams.map((team) => team.name).join(', ')}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      empty={{
        icon: <SportsSoccerIcon />,
        title: t('players.empty.title'),
        body: t('players.empty.body'),
        bodyReadOnly: t('players.empty.body_read_only'),
        createLabel: t('players.new'),
      }}
      noMatchesBody={t('players.no_matches_body')}
      noMatchesAction={
        // the name searched for and not found starts the new player
        canWrite && !params.deleted && params.q && !/\d/.test(params.q) ? (
          <Button
            component={RouterLink}
            to={localize(`/players/new?name=${encodeURIComponent(params.q.trim())}`)}
            variant="contained"
          >
            {t('players.new')}
          </Button>
        ) : undefined
      }
    />
  )
}
