import GavelIcon from '@mui/icons-material/Gavel'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CardGlyph } from '#client/components/competition/competition-chips.tsx'
import { GameListItem } from '#client/components/competition/game-list-item.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { personName, weekStartOf } from '#client/lib/competition/competition-display.ts'
import { type Dashboard, dashboardQueryOptions } from '#client/lib/competition/standings-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatNumber } from '#client/lib/formatters.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'

function Stat({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Card
      component={RouterLink}
      to={to}
      sx={{
        p: 2,
        textDecoration: 'none',
        color: 'inherit',
        display: 'block',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Typography sx={{ fontWeight: 800, fontSize: '1.75rem', lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Card>
  )
}

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  )
}

function NeedsAttention({ data }: { data: Dashboard['needsAttention'] }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  if (data.unconfirmedGamesCount === 0 && data.draftSuspensionsCount === 0) return null
  return (
    <Card
      component="section"
      aria-labelledby="needs-attention"
      data-testid="needs-attention"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'warning.main', borderWidth: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <WarningAmberIcon color="warning" />
        <Typography id="needs-attention" variant="h5" component="h2">
          {t('dashboard.attention.title')}
        </Typography>
      </Box>
      <Stack spacing={2.5}>
        {data.unconfirmedGamesCount > 0 ? (
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {t('dashboard.attention.unconfirmed', { count: data.unconfirmedGamesCount })}
            </Typography>
            <Stack spacing={1}>
              {data.unconfirmedGames.slice(0, 5).map((game) => (
                <GameListItem key={game.id} game={game} href={localize(`/games/${game.id}`)} context="tournament" />
              ))}
            </Stack>
          </Box>
        ) : null}
        {data.draftSuspensionsCount > 0 ? (
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {t('dashboard.attention.drafts', { count: data.draftSuspensionsCount })}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.draftSuspensions.slice(0, 5).map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: '16px',
                    px: 2,
                    py: 1,
                  }}
                >
                  {item.card &&
                  (item.card.type === 'red' || item.card.type === 'yellow' || item.card.type === 'blue') ? (
                    <CardGlyph type={item.card.type} size={20} />
                  ) : (
                    <GavelIcon color="action" />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {personName(item.player)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {item.team.name} · {item.tournament.name}
                    </Typography>
                  </Box>
                  <Button
                    component={RouterLink}
                    to={localize(`/tournaments/${item.tournamentId}/discipline?status=draft`)}
                    size="small"
                    variant="outlined"
                  >
                    {t('dashboard.attention.review')}
                  </Button>
                </Box>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Card>
  )
}

/** Results shown at first, and added by each "Show more": the list stays a phone's screen or two long (decision 0025). */
export const LATEST_RESULTS_PAGE = 5

function LatestResults({ games }: { games: Dashboard['latestResults'] }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const [shown, setShown] = useState(LATEST_RESULTS_PAGE)
  const rest = games.length - shown
  return (
    <Stack spacing={1}>
      {games.slice(0, shown).map((game) => (
        <GameListItem key={game.id} game={game} href={localize(`/games/${game.id}`)} context="tournament" />
      ))}
      {rest > 0 ? (
        <Button onClick={() => setShown((count) => count + LATEST_RESULTS_PAGE)} sx={{ alignSelf: 'flex-start' }}>
          {t('dashboard.latest.show_more', { count: Math.min(rest, LATEST_RESULTS_PAGE) })}
        </Button>
      ) : games.length > LATEST_RESULTS_PAGE ? (
        <Button onClick={() => setShown(LATEST_RESULTS_PAGE)} sx={{ alignSelf: 'flex-start' }}>
          {t('dashboard.latest.show_less')}
        </Button>
      ) : null}
    </Stack>
  )
}

/**
 * The competition on the dashboard: what needs attention (games played and not confirmed, draft suspensions), counts
 * across tournaments, this week's games and the latest results. `empty` shows while the organization has no
 * tournament yet.
 */
export function CompetitionDashboard({ organizationId, empty }: { organizationId: string; empty: ReactNode }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const [weekStart] = useState(() => weekStartOf(new Date()))
  const query = useQuery(dashboardQueryOptions(organizationId, weekStart))
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    )
  }
  if (query.isError) return <FormError message={errorMessage(t, query.error)} />
  const data = query.data
  if (data.counts.tournaments === 0) return <>{empty}</>
  const { counts } = data
  const number = (value: number) => formatNumber(value, lang)
  return (
    <Stack spacing={2.5} data-testid="competition-dashboard">
      <NeedsAttention data={data.needsAttention} />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        <Stat
          label={t('dashboard.counts.tournaments')}
          value={number(counts.tournaments)}
          to={localize('/tournaments')}
        />
        <Stat label={t('dashboard.counts.teams')} value={number(counts.teams)} to={localize('/teams')} />
        <Stat label={t('dashboard.counts.players')} value={number(counts.players)} to={localize('/players')} />
        <Stat label={t('dashboard.counts.games')} value={number(counts.games)} to={localize('/tournaments')} />
        <Stat
          label={t('dashboard.counts.confirmed_games')}
          value={number(counts.confirmedGames)}
          to={localize('/leaderboards')}
        />
        <Stat label={t('dashboard.counts.goals')} value={number(counts.goals)} to={localize('/leaderboards')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Section id="this-week" title={t('dashboard.this_week.title')}>
          {data.thisWeek.games.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.this_week.empty')}</Typography>
          ) : (
            <Stack spacing={1}>
              {data.thisWeek.games.map((game) => (
                <GameListItem key={game.id} game={game} href={localize(`/games/${game.id}`)} context="tournament" />
              ))}
            </Stack>
          )}
        </Section>
        <Section
          id="latest-results"
          title={t('dashboard.latest.title')}
          action={
            <Button component={RouterLink} to={localize('/leaderboards')} size="small">
              {t('dashboard.latest.leaderboards')}
            </Button>
          }
        >
          {data.latestResults.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.latest.empty')}</Typography>
          ) : (
            <LatestResults games={data.latestResults} />
          )}
        </Section>
      </Box>
    </Stack>
  )
}
