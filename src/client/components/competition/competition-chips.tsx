import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { CardType, GameKind, SuspensionStatus } from '#client/lib/competition/competition-constants.ts'
import type { DisplayState } from '#client/lib/competition/competition-display.ts'

const STATE_COLORS = {
  draft: 'default',
  published: 'info',
  played: 'warning',
  confirmed: 'success',
  suspended: 'error',
  deleted: 'default',
} as const

/** A game's state: draft, published, played (result entered, not confirmed), confirmed, suspended or deleted. */
export function GameStateChip({ state, size = 'small' }: { state: DisplayState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation()
  return (
    <Chip
      size={size}
      color={STATE_COLORS[state]}
      variant={state === 'draft' || state === 'deleted' ? 'outlined' : 'filled'}
      label={t(`games.states.${state}`)}
      data-game-state={state}
    />
  )
}

/** The kind of a game, shown only when it is not a league game (those are the rule). */
export function GameKindChip({ kind }: { kind: GameKind }) {
  const { t } = useTranslation()
  if (kind === 'league') return null
  return <Chip size="small" variant="outlined" color="secondary" label={t(`games.kinds.${kind}`)} />
}

export const CARD_COLORS: Record<CardType, string> = { yellow: '#f5c400', blue: '#1e6fd9', red: '#d32f2f' }

/** A card as a small coloured rectangle, labelled for screen readers. */
export function CardGlyph({
  type,
  size = 14,
  decorative = false,
}: {
  type: CardType
  size?: number
  /** next to a text that says it already */
  decorative?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Box
      component="span"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : t(`games.cards.${type}_card`)}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size * 0.72,
        height: size,
        borderRadius: '2px',
        bgcolor: CARD_COLORS[type],
        boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
        verticalAlign: 'middle',
      }}
    />
  )
}

const SUSPENSION_COLORS = { draft: 'warning', active: 'error', served: 'success', ignored: 'default' } as const

export function SuspensionStatusChip({ status }: { status: SuspensionStatus }) {
  const { t } = useTranslation()
  return (
    <Chip
      size="small"
      color={SUSPENSION_COLORS[status]}
      variant={status === 'ignored' ? 'outlined' : 'filled'}
      label={t(`suspensions.statuses.${status}`)}
    />
  )
}
