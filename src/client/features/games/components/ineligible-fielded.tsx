import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useTranslation } from 'react-i18next'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import { reasonsText } from '#client/lib/competition/eligibility-text.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { IneligibleFielded } from '#domain/eligibility/eligibility.schema.ts'
import { rosterRows, SIDES } from '../lib/result-draft.ts'

/** The players fielded anyway by an admin or manager, as the sheet answers them (decision 0038). */
function fieldedOf(game: GameSheet): IneligibleFielded[] {
  const fielded = (game as { ineligibleFielded?: unknown }).ineligibleFielded
  return Array.isArray(fielded) ? (fielded as IneligibleFielded[]) : []
}

/**
 * "Ineligible player fielded": the game was saved with players who may not play, each with why and the reason the
 * admin gave. It stays on the sheet, for the league to decide what follows (a forfeit, a fine).
 */
export function IneligibleFieldedBanner({ game }: { game: GameSheet }) {
  const { t } = useTranslation()
  const lang = useLang()
  const fielded = fieldedOf(game)
  if (fielded.length === 0) return null
  const nameOf = (entry: IneligibleFielded) => {
    for (const side of SIDES) {
      const found =
        rosterRows(game[side]).find((player) => player.id === entry.playerId) ??
        game[side].lineup.find((player) => player.playerId === entry.playerId)
      if (found) return { name: personName(found), team: game[side].teamName }
    }
    return { name: t('eligibility.unknown_player'), team: '' }
  }
  return (
    <Alert severity="warning" data-testid="ineligible-fielded" sx={{ mb: 2 }}>
      <AlertTitle>{t('eligibility.fielded.title')}</AlertTitle>
      {fielded.map((entry) => (
        <div key={`${entry.playerId}-${entry.at}`}>
          {t('eligibility.fielded.item', {
            ...nameOf(entry),
            reasons: reasonsText(t, lang, entry.reasons),
            reason: entry.reason,
          })}
        </div>
      ))}
    </Alert>
  )
}
