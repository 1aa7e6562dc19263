import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { fetchMyCard, playerCardKeys } from '../api/player-cards-api.ts'

function formatDay(day: string, lang: string) {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/**
 * The player's card (decision 0046): big and readable on a phone, to be shown at the field: the league, the photo, the
 * name, the teams and categories, the masked DNI, the valid-until date and the QR the referee scans.
 */
export function PlayerCardPage({ playerId }: { playerId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const query = useQuery({
    queryKey: playerCardKeys.myCard(playerId),
    queryFn: ({ signal }) => fetchMyCard(playerId, signal),
    // a card stays valid for a year: the copy kept offline is shown with no signal at the field
    staleTime: 60 * 60 * 1000,
  })
  if (query.isPending) return <Skeleton variant="rounded" height={560} sx={{ maxWidth: 440, mx: 'auto' }} />
  if (query.isError) return <Alert severity="error">{errorMessage(t, query.error)}</Alert>
  const card = query.data
  return (
    <Card
      component="article"
      aria-label={t('player_cards.card_label')}
      data-testid="player-card"
      sx={{ maxWidth: 440, mx: 'auto', borderRadius: 4, borderTop: 8, borderColor: 'primary.main' }}
    >
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          {card.league.logoUrl ? <Avatar src={card.league.logoUrl} alt="" variant="rounded" /> : null}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
              {card.league.name}
            </Typography>
            <Typography variant="overline" color="text.secondary">
              {t('player_cards.title')}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            src={card.photoUrl ?? undefined}
            alt={`${card.firstname} ${card.lastname}`}
            variant="rounded"
            sx={{ width: 96, height: 120, fontSize: 40 }}
          >
            {card.firstname.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {card.firstname} {card.lastname}
            </Typography>
            {card.number !== null ? (
              <Typography variant="h6" color="text.secondary">
                #{card.number}
              </Typography>
            ) : null}
            {card.dniMasked ? (
              <Typography variant="body1" sx={{ fontFamily: 'monospace', fontSize: 18 }}>
                {t('player_cards.dni')} {card.dniMasked}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <Stack spacing={1} sx={{ my: 2 }}>
          {card.teams.map((team) => (
            <Box key={team.id}>
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {team.name}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {team.tournaments.map((name) => (
                  <Chip key={name} label={name} size="small" />
                ))}
              </Stack>
            </Box>
          ))}
          {card.teams.length === 0 ? <Typography color="text.secondary">{t('player_cards.no_team')}</Typography> : null}
        </Stack>
        <Box
          role="img"
          aria-label={t('player_cards.qr_label')}
          // the QR is dark on white whatever the theme: scanners read it best that way
          sx={{
            bgcolor: '#fff',
            p: 1.5,
            borderRadius: 2,
            mx: 'auto',
            width: '100%',
            maxWidth: 320,
            '& svg': { display: 'block', width: '100%', height: 'auto' },
          }}
          // the server's SVG: made by the qrcode package from the token, no text of the user's in it
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew (paths only)
          dangerouslySetInnerHTML={{ __html: card.qrSvg }}
        />
        <Typography variant="h6" sx={{ textAlign: 'center', mt: 2 }} data-testid="card-valid-until">
          {t('player_cards.valid_until', { date: formatDay(card.validUntil, lang) })}
        </Typography>
      </CardContent>
    </Card>
  )
}
