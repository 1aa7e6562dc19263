import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { LineupDraft, LineupSaveOutcome } from '../hooks/use-lineup-draft.ts'
import { type IneligibleMarks, NO_MARKS } from '../lib/eligibility-marks.ts'
import { rosterRows, SIDES } from '../lib/result-draft.ts'
import { PendingSyncChip } from './pending-sync-chip.tsx'

/**
 * "Who played" (decision 0026): a checklist of each side's roster; saved as a whole (PUT games/{id}/lineups), by its
 * own button or with "Save and confirm". The ticks are the sheet's (hooks/use-lineup-draft.ts); saved with no signal
 * they wait on the phone, marked pending sync, until the queue sends them. Without the right to write, the names that
 * played.
 */
export function LineupCard({
  game,
  canEdit,
  draft,
  onSave,
  marks = NO_MARKS,
}: {
  game: GameSheet
  canEdit: boolean
  draft: LineupDraft
  /** saved; queued (no signal: the save told so); held (a player who may not play: the sheet's dialog took it over) */
  onSave: () => Promise<LineupSaveOutcome>
  /** the players who may not play, greyed with the reason */
  marks?: IneligibleMarks
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const [isSaving, setIsSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { checked, isDirty, toggle, base } = draft

  const save = async () => {
    setIsSaving(true)
    setError(null)
    try {
      if ((await onSave()) === 'saved') toast.success(t('games.lineup.saved'))
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby="lineup-title"
      data-testid="lineup-card"
      data-base={base}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="lineup-title" variant="h5" component="h3">
          {t('games.lineup.title')}
        </Typography>
        {canEdit && draft.isPending ? <PendingSyncChip testId="lineup-pending" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('games.lineup.hint')}
      </Typography>
      <FormError message={error} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {SIDES.map((side) => {
          const data = game[side]
          const lineup = new Map(data.lineup.map((p) => [p.playerId, p]))
          const players = rosterRows(data)
          for (const p of data.lineup)
            if (!players.some((row) => row.id === p.playerId))
              players.push({
                id: p.playerId,
                firstname: p.firstname,
                lastname: p.lastname,
                jerseyNumber: p.jerseyNumber,
                isFormer: true,
              })
          return (
            <Box key={side} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {data.teamName}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                  · {t('games.lineup.count', { count: canEdit ? checked[side].length : lineup.size })}
                </Box>
              </Typography>
              {canEdit ? (
                <Box
                  role="group"
                  aria-label={t('games.lineup.of', { team: data.teamName })}
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                >
                  {players.length === 0 ? (
                    <Typography color="text.secondary">{t('games.result.no_players')}</Typography>
                  ) : null}
                  {players.map((p) => (
                    <FormControlLabel
                      key={p.id}
                      sx={{ minHeight: 44, mr: 0, minWidth: 0 }}
                      control={
                        <Checkbox
                          checked={checked[side].includes(p.id)}
                          onChange={() => toggle(side, p.id)}
                          slotProps={{ input: { 'data-testid': `lineup-${side}-${p.id}` } as object }}
                        />
                      }
                      label={
                        <PlayerLabel
                          text={`${p.jerseyNumber === null ? '' : `${p.jerseyNumber} · `}${personName(p)}`}
                          mark={marks[side].get(p.id)}
                        />
                      }
                    />
                  ))}
                </Box>
              ) : data.lineup.length === 0 ? (
                <Typography color="text.secondary">{t('games.lineup.none')}</Typography>
              ) : (
                <Typography>{data.lineup.map((p) => personName(p)).join(', ')}</Typography>
              )}
            </Box>
          )
        })}
      </Box>
      {canEdit ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
          {isDirty ? (
            <Button onClick={draft.reset} disabled={isSaving}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={() => void save()} disabled={!isDirty} loading={isSaving}>
            {t('games.lineup.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  )
}

/** A player's name; one who may not play is greyed, with the reason under it. */
function PlayerLabel({ text, mark }: { text: string; mark: string | undefined }) {
  if (!mark) return text
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', py: 0.5 }}>
      {text}
      <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
        {mark}
      </Typography>
    </Box>
  )
}
