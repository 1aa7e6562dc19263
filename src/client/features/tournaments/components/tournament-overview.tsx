import TuneIcon from '@mui/icons-material/Tune'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '#client/lib/formatters.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { registrationSummary } from '../lib/registration-summary.ts'
import { tieBreakersText } from '../lib/tournament-display.ts'
import { type TournamentTabProps, tournamentTabPath } from './tournament-tabs.tsx'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** The tournament at a glance: its season and the rules it is played under. */
export function TournamentOverview({ tournament, canWrite }: TournamentTabProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const { settings } = tournament
  return (
    <Card component="section" aria-labelledby="tournament-rules" sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2.5 }}>
        <Typography id="tournament-rules" variant="h4" component="h2">
          {t('tournaments.rules')}
        </Typography>
        {canWrite && !tournament.deletedAt ? (
          <Button
            component={RouterLink}
            to={localize(tournamentTabPath(tournament.id, 'settings'))}
            startIcon={<TuneIcon />}
            size="small"
          >
            {t('tournaments.edit_settings')}
          </Button>
        ) : null}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label={t('tournaments.fields.season')}>
          {tournament.season ? (
            <Box
              component={RouterLink}
              to={localize(`/seasons/${tournament.season.id}`)}
              sx={{ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {tournament.season.name}
            </Box>
          ) : (
            t('tournaments.no_season')
          )}
        </Fact>
        <Fact label={t('tournaments.settings.genre')}>{t(`tournaments.genres.${settings.genre}`)}</Fact>
        <Fact label={t('tournaments.settings.team_size')}>
          {t('tournaments.players_a_side', { size: settings.teamSize })}
        </Fact>
        <Fact label={t('tournaments.settings.points')}>
          {t('tournaments.points_summary', {
            win: settings.points.win,
            draw: settings.points.draw,
            loss: settings.points.loss,
          })}
        </Fact>
        <Fact label={t('tournaments.settings.fair_play')}>
          {t('tournaments.fair_play_summary', {
            yellow: settings.fairPlay.yellow,
            blue: settings.fairPlay.blue,
            red: settings.fairPlay.red,
          })}
        </Fact>
        <Fact label={t('tournaments.settings.suspension')}>
          {settings.yellowCardsForSuspension === null
            ? t('tournaments.suspension_off')
            : t('tournaments.suspension_after_n', { cards: settings.yellowCardsForSuspension })}
        </Fact>
        <Fact label={t('tournaments.settings.qualifiers')}>
          {t('tournaments.qualifiers_summary', {
            gold: settings.qualifiers.goldCup,
            silver: settings.qualifiers.silverCup,
            ascend: settings.qualifiers.ascend,
            descend: settings.qualifiers.descend,
          })}
        </Fact>
        <Fact label={t('lists.updated')}>
          {/* in the league's zone, like every time the admin app shows (decision 0020), not the device's */}
          {formatDate(tournament.updatedAt, lang, { style: 'datetime', timeZone: leagueTimeZone() })}
        </Fact>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Fact label={t('tournaments.settings.tie_breakers')}>{tieBreakersText(t, settings.tieBreakers)}</Fact>
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Fact label={t('tournaments.registration.title')}>
            {registrationSummary(t, lang, settings.registration).join(' ')}
          </Fact>
        </Box>
      </Box>
    </Card>
  )
}
