import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardGlyph, SuspensionStatusChip } from '#client/components/competition/competition-chips.tsx'
import type { GameCard, GameSide } from '#client/lib/competition/competition-api.ts'
import { personName, yellowWarningText } from '#client/lib/competition/competition-display.ts'

const listSx = { listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } } as const

/** A side's cards (each removable by a scorer), the players suspended for this game and the yellow-card warnings. */
export function SideDiscipline({
  data,
  yellowCardsForSuspension,
  canRemoveCards,
  onRemoveCard,
}: {
  data: GameSide
  yellowCardsForSuspension: number | null
  canRemoveCards: boolean
  onRemoveCard: (card: GameCard) => void
}) {
  const { t } = useTranslation()
  const hasAnything = data.cards.length + data.suspendedPlayers.length + data.warnings.length > 0
  if (!hasAnything) return null
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {data.cards.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {t('games.cards.title')}
          </Typography>
          <Box component="ul" aria-label={t('games.cards.of_team', { team: data.teamName })} sx={listSx}>
            {data.cards.map((card) => (
              <Box
                component="li"
                key={card.id}
                data-testid="card-item"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minHeight: 48 }}
              >
                {card.isSecondYellow ? (
                  <Box sx={{ display: 'flex', gap: 0.25 }} data-testid="second-yellow">
                    <CardGlyph type="yellow" size={20} />
                    <CardGlyph type="red" size={20} />
                  </Box>
                ) : (
                  <CardGlyph type={card.type} size={20} />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {personName(card)}
                  </Typography>
                  {card.reason || card.minute !== null || card.isSecondYellow ? (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {[
                        card.isSecondYellow ? t('games.cards.second_yellow') : null,
                        card.minute === null ? null : t('games.cards.minute', { minute: card.minute }),
                        card.reason,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  ) : null}
                </Box>
                {card.suspensionStatus ? <SuspensionStatusChip status={card.suspensionStatus} /> : null}
                {canRemoveCards ? (
                  <IconButton
                    aria-label={t('games.cards.remove_named', {
                      card: t(`games.cards.${card.type}_card`),
                      name: personName(card),
                    })}
                    onClick={() => onRemoveCard(card)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {data.suspendedPlayers.length > 0 ? (
        <Box data-testid="suspended-players">
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {t('games.suspended.title')}
          </Typography>
          <Box component="ul" sx={listSx}>
            {data.suspendedPlayers.map((player) => (
              <Box
                component="li"
                key={player.suspensionId}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, py: 0.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {personName(player)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('games.suspended.remaining', { remaining: player.remaining, count: player.gamesCount })}
                    {player.reason
                      ? ` · ${t(`suspensions.reasons.${player.reason}`, { defaultValue: player.reason })}`
                      : ''}
                  </Typography>
                </Box>
                <SuspensionStatusChip status={player.status} />
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {data.warnings.length > 0 ? (
        <Box data-testid="yellow-warnings">
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {t('games.warnings.title')}
          </Typography>
          <Box component="ul" sx={listSx}>
            {data.warnings.map((warning) => (
              <Box
                component="li"
                key={warning.playerId}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, py: 0.5 }}
              >
                <CardGlyph type="yellow" size={18} />
                <Typography sx={{ flex: 1, minWidth: 0 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {personName(warning)}
                  </Box>{' '}
                  · {yellowWarningText(t, warning.warning, warning.yellowCount, yellowCardsForSuspension)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  )
}
