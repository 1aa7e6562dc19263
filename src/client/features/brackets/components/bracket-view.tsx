import EditCalendarIcon from '@mui/icons-material/EditCalendar'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { formatDay } from '#client/lib/competition/competition-display.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Bracket, BracketTie } from '../api/brackets-api.ts'
import { currentRoundIndex, gameToOpen, type LegGame, legScores, ROUND_KEYS } from '../lib/bracket-display.ts'

type Round = Bracket['rounds'][number]

/**
 * A bracket: rounds as columns on a laptop (ties 2k and 2k+1 beside the tie they feed), one round at a time with
 * tabs on a phone. Each tie shows its teams with their seeds, the score of each leg, the aggregate over two legs and
 * the shoot-out; a tap opens its game.
 */
export function BracketView({
  bracket,
  gamesById,
  canWrite,
  onEditDate,
}: {
  bracket: Bracket
  gamesById: ReadonlyMap<string, LegGame>
  canWrite: boolean
  onEditDate: (round: Round) => void
}) {
  const { t } = useTranslation()
  const theme = useTheme()
  const isWide = useMediaQuery(theme.breakpoints.up('md'))
  const lang = useLang()
  const [selected, setSelected] = useState<number | null>(null)
  const names = new Map(bracket.teams.map((team) => [team.id, team.name]))
  const champion = bracket.championTeamId ? names.get(bracket.championTeamId) : null
  const roundIndex = selected ?? currentRoundIndex(bracket.rounds)

  const tieCard = (tie: BracketTie, label?: string) => (
    <TieCard key={tie.id} tie={tie} names={names} gamesById={gamesById} label={label} />
  )
  const roundHeader = (round: Round) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t(ROUND_KEYS[round.name])}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {round.date ? formatDay(round.date, lang) : t('brackets.no_date')}
        </Typography>
      </Box>
      {canWrite ? (
        <IconButton
          size="small"
          aria-label={t('brackets.set_date', { round: t(ROUND_KEYS[round.name]) })}
          onClick={() => onEditDate(round)}
        >
          <EditCalendarIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  )
  const third = bracket.thirdPlaceTie

  return (
    <Stack spacing={2}>
      {champion ? (
        <Box
          data-testid="bracket-champion"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            borderRadius: '14px',
            bgcolor: theme.palette.mode === 'dark' ? 'rgba(212,167,44,0.16)' : 'rgba(212,167,44,0.14)',
            border: 1,
            borderColor: 'rgba(212,167,44,0.5)',
          }}
        >
          <EmojiEventsIcon sx={{ color: '#d4a72c' }} />
          <Typography sx={{ fontWeight: 700 }}>{t('brackets.champion', { team: champion })}</Typography>
        </Box>
      ) : null}
      {isWide ? (
        <Box
          role="group"
          aria-label={bracket.name}
          sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'stretch' }}
        >
          {bracket.rounds.map((round) => (
            <Box
              key={round.index}
              component="section"
              aria-label={t(ROUND_KEYS[round.name])}
              sx={{ display: 'flex', flexDirection: 'column', minWidth: 230, flex: '1 0 230px' }}
            >
              {roundHeader(round)}
              <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-around', flex: 1, gap: 1.5 }}>
                {round.ties.map((tie) => tieCard(tie))}
                {third && round.index === bracket.rounds.length - 1 ? tieCard(third, t('brackets.third_place')) : null}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Box>
          <Tabs
            value={roundIndex}
            onChange={(_, value: number) => setSelected(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('brackets.rounds_label')}
            sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {bracket.rounds.map((round) => (
              <Tab key={round.index} value={round.index} label={t(ROUND_KEYS[round.name])} />
            ))}
          </Tabs>
          {bracket.rounds
            .filter((round) => round.index === roundIndex)
            .map((round) => (
              <Stack key={round.index} component="section" spacing={1.5} aria-label={t(ROUND_KEYS[round.name])}>
                {roundHeader(round)}
                {round.ties.map((tie) => tieCard(tie))}
                {third && round.index === bracket.rounds.length - 1 ? tieCard(third, t('brackets.third_place')) : null}
              </Stack>
            ))}
        </Box>
      )}
    </Stack>
  )
}

function TieCard({
  tie,
  names,
  gamesById,
  label,
}: {
  tie: BracketTie
  names: ReadonlyMap<string, string>
  gamesById: ReadonlyMap<string, LegGame>
  label?: string
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const legs = legScores(tie, gamesById)
  const open = gameToOpen(tie, legs)
  const twoLegs = tie.legs === 2
  const row = (teamId: string | null, seed: number | null, side: 'home' | 'away') => {
    const isWinner = teamId !== null && tie.winnerTeamId === teamId
    const isLoser = tie.winnerTeamId !== null && teamId !== null && !isWinner
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, opacity: isLoser ? 0.6 : 1 }}
        data-testid="tie-team"
        data-winner={isWinner ? 'true' : undefined}
      >
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ width: 20, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        >
          {seed ?? ''}
        </Typography>
        <Typography
          noWrap
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: isWinner ? 700 : 500,
            color: teamId ? 'text.primary' : 'text.secondary',
          }}
        >
          {teamId ? names.get(teamId) : tie.isBye ? t('brackets.bye') : t('brackets.to_be_decided')}
        </Typography>
        {legs.map((leg) => (
          <ScoreCell key={leg.gameId} value={leg[side]} muted={!leg.isConfirmed} />
        ))}
        {twoLegs && tie.aggregate ? <ScoreCell value={tie.aggregate[side]} strong /> : null}
      </Box>
    )
  }
  const content: ReactNode = (
    <Box sx={{ px: 1.25, py: 0.75 }}>
      {label || twoLegs ? (
        <Box sx={{ display: 'flex', gap: 1, mb: 0.25 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1, fontWeight: 600 }}>
            {label ?? ''}
          </Typography>
          {twoLegs && legs.length > 0 ? (
            <>
              {legs.map((leg, i) => (
                <Typography
                  key={leg.gameId}
                  variant="caption"
                  color="text.secondary"
                  sx={{ width: 28, textAlign: 'center' }}
                >
                  {t(i === 0 ? 'brackets.leg_1' : 'brackets.leg_2')}
                </Typography>
              ))}
              {tie.aggregate ? (
                <Typography variant="caption" color="text.secondary" sx={{ width: 28, textAlign: 'center' }}>
                  {t('brackets.aggregate')}
                </Typography>
              ) : null}
            </>
          ) : null}
        </Box>
      ) : null}
      {row(tie.homeTeamId, tie.homeSeed, 'home')}
      {row(tie.awayTeamId, tie.isBye ? null : tie.awaySeed, 'away')}
      {tie.penalties ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right' }}>
          {t('brackets.penalties', { home: tie.penalties.home, away: tie.penalties.away })}
        </Typography>
      ) : tie.decidedBy === 'awayGoals' ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right' }}>
          {t('brackets.away_goals')}
        </Typography>
      ) : null}
    </Box>
  )
  return (
    <Card
      variant="outlined"
      data-testid="bracket-tie"
      data-tie={tie.id}
      sx={{
        borderRadius: '12px',
        borderStyle: tie.isBye ? 'dashed' : 'solid',
        bgcolor: tie.isBye ? 'transparent' : undefined,
      }}
    >
      {open ? (
        <CardActionArea
          component={RouterLink}
          to={localize(`/games/${open}`)}
          aria-label={t('brackets.open_tie', {
            home: tie.homeTeamId ? names.get(tie.homeTeamId) : '',
            away: tie.awayTeamId ? names.get(tie.awayTeamId) : '',
          })}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  )
}

function ScoreCell({ value, muted, strong }: { value: number | null; muted?: boolean; strong?: boolean }) {
  return (
    <Typography
      component="span"
      sx={{
        width: 28,
        textAlign: 'center',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: strong ? 800 : 600,
        color: muted ? 'text.secondary' : 'text.primary',
        fontStyle: muted && value !== null ? 'italic' : undefined,
      }}
    >
      {value ?? '–'}
    </Typography>
  )
}
