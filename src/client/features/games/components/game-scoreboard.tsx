import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { GameKindChip, GameStateChip } from '#client/components/competition/competition-chips.tsx'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { displayState, gameWhen, gameWhere, roundLabel } from '#client/lib/competition/competition-display.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { PendingSyncChip } from './pending-sync-chip.tsx'

function TeamName({ name, align }: { name: string; align: 'left' | 'right' }) {
  return (
    <Typography
      component="h2"
      sx={{
        flex: 1,
        minWidth: 0,
        fontWeight: 800,
        fontSize: { xs: '1.0625rem', sm: '1.375rem' },
        lineHeight: 1.25,
        textAlign: align,
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {name}
    </Typography>
  )
}

/** The top of the game sheet: tournament and round, the teams and the score (live while entering), when and where. */
export function GameScoreboard({
  game,
  score,
  isUnsaved,
  isPendingSync = false,
}: {
  game: GameSheet
  score: { home: number; away: number }
  isUnsaved: boolean
  /** the result shown waits on this phone to be sent */
  isPendingSync?: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const where = gameWhere(game)
  const showScore = game.hasResult || game.state === 'confirmed' || isUnsaved
  return (
    <Card component="section" aria-label={t('games.scoreboard')} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <GameStateChip state={displayState(game)} />
        <GameKindChip kind={game.kind} />
        {isPendingSync ? <PendingSyncChip testId="pending-sync-chip" /> : null}
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={localize(`/tournaments/${game.tournamentId}/fixtures`)}>
            {game.tournament.name}
          </Link>
          {game.round ? ` · ${roundLabel(t, game.round)}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 3 } }}>
        <TeamName name={game.homeTeam.name} align="right" />
        <Box
          data-testid="score"
          aria-label={t('games.score_label', {
            home: game.homeTeam.name,
            homeGoals: score.home,
            away: game.awayTeam.name,
            awayGoals: score.away,
          })}
          sx={{
            flexShrink: 0,
            px: { xs: 1.5, sm: 2.5 },
            py: 1,
            borderRadius: '16px',
            bgcolor: isUnsaved ? 'warning.main' : 'action.selected',
            color: isUnsaved ? 'warning.contrastText' : 'text.primary',
            fontWeight: 800,
            fontSize: { xs: '1.75rem', sm: '2.25rem' },
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
            minWidth: { xs: 92, sm: 120 },
            textAlign: 'center',
            transition: 'background-color 0.2s',
          }}
        >
          {showScore ? `${score.home} – ${score.away}` : t('games.vs')}
          {game.penalties && !isUnsaved ? (
            <Box component="span" data-testid="penalties-mark" sx={{ display: 'block', fontSize: '0.875rem', mt: 0.5 }}>
              {t('brackets.penalties', { home: game.penalties.home, away: game.penalties.away })}
            </Box>
          ) : null}
          {game.walkover && !isUnsaved ? (
            <Box component="span" data-testid="walkover-mark" sx={{ display: 'block', fontSize: '0.875rem', mt: 0.5 }}>
              {t('games.walkover.short')}
            </Box>
          ) : null}
        </Box>
        <TeamName name={game.awayTeam.name} align="left" />
      </Box>
      {isUnsaved ? (
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 1, color: 'warning.main', fontWeight: 600 }}>
          {t('games.result.unsaved')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Chip size="small" variant="outlined" label={gameWhen(t, lang, game)} />
        {where ? <Chip size="small" variant="outlined" label={where} /> : null}
      </Box>
    </Card>
  )
}
