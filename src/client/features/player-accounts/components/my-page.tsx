import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { ImageUpload } from '#client/components/league-data/image-upload.tsx'
import { reasonText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { initialsOf } from '#client/lib/league-data/display.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import {
  fetchMyPlayers,
  type MyPlayer,
  playerAccountKeys,
  updateMyPlayer,
  uploadMyPhoto,
} from '../api/player-accounts-api.ts'

/** "My page" (decision 0045): the signed-in player's records in every league. */
export function MyPage() {
  const { t } = useTranslation()
  const mine = useQuery({ queryKey: playerAccountKeys.mine(), queryFn: ({ signal }) => fetchMyPlayers(signal) })
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {t('player_accounts.title')}
      </Typography>
      {mine.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : mine.isError ? (
        <Alert severity="error">{errorMessage(t, mine.error)}</Alert>
      ) : mine.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('player_accounts.none')}</Typography>
      ) : (
        mine.data.items.map((record) => <PlayerRecordCard key={record.id} record={record} />)
      )}
    </Stack>
  )
}

function PlayerRecordCard({ record }: { record: MyPlayer }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const { stats } = record
  return (
    <Card variant="outlined" component="section" aria-label={record.league.name}>
      <CardContent>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar src={record.photoUrl ?? record.league.crestUrl ?? undefined} alt="">
              {initialsOf(`${record.firstname} ${record.lastname}`)}
            </Avatar>
            <div>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {record.firstname} {record.lastname}
              </Typography>
              <Typography color="text.secondary">
                {record.league.name}
                {record.teams.length > 0 ? ` · ${record.teams.map((team) => team.name).join(', ')}` : ''}
              </Typography>
            </div>
          </Stack>
          <Button
            component={RouterLink}
            to={localize(`/me/players/${record.id}/card`)}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('player_accounts.open_card')}
          </Button>
          <section>
            <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
              {t('player_accounts.next_games')}
            </Typography>
            {record.nextGames.length === 0 ? (
              <Typography color="text.secondary">{t('player_accounts.no_next_games')}</Typography>
            ) : (
              <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {record.nextGames.map((game) => (
                  <li key={game.id}>
                    <Typography>
                      {game.homeTeam.name} – {game.awayTeam.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {game.playAt
                        ? formatDate(game.playAt, lang, { style: 'datetime' })
                        : t('player_accounts.no_date')}
                      {game.venue ? ` · ${game.venue}` : ''} · {game.tournament.name}
                    </Typography>
                    {game.eligibility ? (
                      game.eligibility.eligible ? (
                        <Chip color="success" size="small" label={t('player_accounts.may_play')} />
                      ) : (
                        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                          {game.eligibility.reasons.map((reason) => (
                            <Chip key={reason.code} color="error" size="small" label={reasonText(t, lang, reason)} />
                          ))}
                        </Stack>
                      )
                    ) : null}
                  </li>
                ))}
              </Stack>
            )}
            {record.teams
              .filter((team) => team.calendarUrl)
              .map((team) => (
                <Link key={team.id} href={team.calendarUrl ?? ''} variant="body2" sx={{ display: 'block', mt: 1 }}>
                  {t('player_accounts.calendar', { team: team.name })}
                </Link>
              ))}
          </section>
          <section>
            <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
              {t('player_accounts.stats')}
            </Typography>
            <Typography>
              {t('player_accounts.stats_line', {
                games: stats.gamesPlayed,
                goals: stats.goals,
                yellow: stats.yellow,
                blue: stats.blue,
                red: stats.red,
              })}
            </Typography>
          </section>
          <section>
            <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
              {t('player_accounts.suspensions')}
            </Typography>
            {record.suspensions.length === 0 ? (
              <Typography color="text.secondary">{t('player_accounts.no_suspensions')}</Typography>
            ) : (
              record.suspensions.map((s) => (
                <Alert key={s.id} severity="warning" sx={{ mb: 1 }}>
                  {t('player_accounts.suspension_line', {
                    count: s.gamesLeft,
                    tournament: s.tournament.name,
                    team: s.team.name,
                  })}
                </Alert>
              ))
            )}
          </section>
          <OwnDetailsForm record={record} />
        </Stack>
      </CardContent>
    </Card>
  )
}

/** The player's own fields: photo, phone and how public pages name them (the league keeps the rest). */
function OwnDetailsForm({ record }: { record: MyPlayer }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [phone, setPhone] = useState(record.phone ?? '')
  const [publicName, setPublicName] = useState<'default' | 'full' | 'initials'>(record.publicName ?? 'default')
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: () =>
      updateMyPlayer(record.id, {
        version: record.version,
        phone: phone.trim() || null,
        publicName: publicName === 'default' ? null : publicName,
      }),
    onSuccess: async () => {
      setError(null)
      toast.success(t('lists.saved'))
      await queryClient.invalidateQueries({ queryKey: playerAccountKeys.mine() })
    },
    onError: (e) => setError(errorMessage(t, e)),
  })
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1rem' }}>
        {t('player_accounts.my_details')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('player_accounts.ask_the_league')}
      </Typography>
      <FormError message={error} />
      <ImageUpload
        imageUrl={record.photoUrl}
        fallback={initialsOf(`${record.firstname} ${record.lastname}`)}
        alt={t('players.photo_of', { name: `${record.firstname} ${record.lastname}` })}
        canEdit
        variant="circular"
        label={record.photoUrl ? t('players.change_photo') : t('players.add_photo')}
        onUpload={async (file) => {
          await uploadMyPhoto(record.id, file)
          await queryClient.invalidateQueries({ queryKey: playerAccountKeys.mine() })
          toast.success(t('players.photo_saved'))
        }}
      />
      <TextField label={t('player_accounts.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} />
      <TextField
        select
        label={t('player_accounts.public_name')}
        value={publicName}
        onChange={(e) => setPublicName(e.target.value as typeof publicName)}
      >
        <MenuItem value="default">{t('player_accounts.public_name_default')}</MenuItem>
        <MenuItem value="full">{t('player_accounts.public_name_full')}</MenuItem>
        <MenuItem value="initials">{t('player_accounts.public_name_initials')}</MenuItem>
      </TextField>
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('common.save')}
      </Button>
    </Stack>
  )
}
