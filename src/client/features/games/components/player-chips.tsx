import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { GameSide } from '#client/lib/competition/competition-api.ts'
import type { RosterRow } from '../lib/result-draft.ts'

export interface PlayerFlags {
  suspended: Set<string>
  warnings: Map<string, 'one_more' | 'reached'>
  cards: Map<string, GameSide['cards']>
  /** who may not play this game, with why in words (decision 0038) */
  ineligible: ReadonlyMap<string, string>
}

export function playerFlags(side: GameSide, ineligible: ReadonlyMap<string, string> = new Map()): PlayerFlags {
  const cards = new Map<string, GameSide['cards']>()
  for (const card of side.cards) cards.set(card.playerId, [...(cards.get(card.playerId) ?? []), card])
  return {
    suspended: new Set(side.suspendedPlayers.map((player) => player.playerId)),
    warnings: new Map(side.warnings.map((warning) => [warning.playerId, warning.warning])),
    cards,
    ineligible,
  }
}

/**
 * Under a player's name on the sheet: why they may not play ("Suspended: 1 more game"; the plain "Suspended" when the
 * league's eligibility is not known), the yellow-card warning, and "former" for one who left the roster.
 */
export function PlayerChips({ player, flags }: { player: RosterRow; flags: PlayerFlags }) {
  const { t } = useTranslation()
  const warning = flags.warnings.get(player.id)
  const mark = flags.ineligible.get(player.id)
  const isSuspended = flags.suspended.has(player.id)
  if (!(mark || isSuspended || warning || player.isFormer)) return null
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.25 }}>
      {mark ? (
        <Chip size="small" color="error" label={mark} data-testid={`ineligible-${player.id}`} />
      ) : isSuspended ? (
        <Chip size="small" color="error" label={t('games.result.suspended')} />
      ) : null}
      {warning ? (
        <Chip size="small" color="warning" variant="outlined" label={t(`games.warnings.${warning}_short`)} />
      ) : null}
      {player.isFormer ? <Chip size="small" variant="outlined" label={t('games.result.former')} /> : null}
    </Box>
  )
}
