import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { Game } from '#client/lib/competition/competition-api.ts'
import { displayState, gameWhen, gameWhere, roundLabel } from '#client/lib/competition/competition-display.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { AppointmentsLine } from './appointments-line.tsx'
import { GameKindChip, GameStateChip } from './competition-chips.tsx'
import { TeamCrest } from './team-crest.tsx'

function TeamLine({
  teamId,
  name,
  side,
  goals,
  isWinner,
  showScore,
}: {
  teamId: string
  name: string
  side: string
  goals: number
  isWinner: boolean
  showScore: boolean
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 0.125 }}>
      {/* home and away said on wide screens (decision 0025); a phone keeps the compact two lines */}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: 'none', md: 'block' }, width: 76, flexShrink: 0, fontWeight: 600 }}
      >
        {side}
      </Typography>
      <TeamCrest teamId={teamId} name={name} size={22} />
      <Typography sx={{ flex: 1, minWidth: 0, fontWeight: isWinner ? 700 : 500 }} noWrap>
        {name}
      </Typography>
      {showScore ? (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', minWidth: 24, textAlign: 'right' }}
        >
          {goals}
        </Typography>
      ) : null}
    </Box>
  )
}

/**
 * One game in a list: both teams on their own line with the score at the right (readable on a phone), when and
 * where, its state, its appointed officials with their answers. The whole card opens the game sheet; a checkbox (bulk selection) and actions may sit beside it.
 */
export function GameListItem({
  game,
  href,
  context,
  isSelected,
  onToggle,
  actions,
}: {
  game: Game
  href: string
  /** what to say above the teams besides the date: the round, or the tournament */
  context?: 'round' | 'tournament'
  isSelected?: boolean
  onToggle?: () => void
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const state = displayState(game)
  const showScore = game.hasResult || game.state === 'confirmed'
  const where = gameWhere(game)
  const above = [
    context === 'tournament' ? game.tournament.name : null,
    context === 'round' && game.round ? roundLabel(t, game.round) : null,
    gameWhen(t, lang, game),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <Box
      data-testid="game-item"
      data-game-id={game.id}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        gap: 0.5,
        borderRadius: '16px',
        border: 1,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isSelected ? 'action.selected' : 'background.paper',
        opacity: game.state === 'suspended' || game.state === 'deleted' ? 0.8 : 1,
      }}
    >
      {onToggle ? (
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 0.5 }}>
          <Checkbox
            checked={Boolean(isSelected)}
            onChange={onToggle}
            slotProps={{
              input: {
                'aria-label': t('fixtures.select_game', { home: game.homeTeam.name, away: game.awayTeam.name }),
              },
            }}
          />
        </Box>
      ) : null}
      <Box
        component={RouterLink}
        to={href}
        aria-label={t('fixtures.open_game', { home: game.homeTeam.name, away: game.awayTeam.name })}
        sx={{
          flex: 1,
          minWidth: 0,
          color: 'inherit',
          textDecoration: 'none',
          px: onToggle ? 1 : 2,
          py: 1.25,
          borderRadius: '16px',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
          <GameStateChip state={state} />
          <GameKindChip kind={game.kind} />
          {game.walkover && showScore ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('games.walkover.short')}
              data-testid="walkover-chip"
            />
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }} noWrap>
            {above}
          </Typography>
        </Box>
        <TeamLine
          teamId={game.homeTeam.id}
          side={t('fixtures.home')}
          name={game.homeTeam.name}
          goals={game.homeGoals}
          isWinner={showScore && game.homeGoals > game.awayGoals}
          showScore={showScore}
        />
        <TeamLine
          teamId={game.awayTeam.id}
          side={t('fixtures.away')}
          name={game.awayTeam.name}
          goals={game.awayGoals}
          isWinner={showScore && game.awayGoals > game.homeGoals}
          showScore={showScore}
        />
        {where || game.suspendedReason ? (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.25 }}>
            {[where, game.state === 'suspended' ? game.suspendedReason : null].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        <AppointmentsLine officials={game.officials} sx={{ mt: 0.25 }} />
      </Box>
      {actions ? <Box sx={{ display: 'flex', alignItems: 'center', pr: 0.5 }}>{actions}</Box> : null}
    </Box>
  )
}
