import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import type { GameSheetSave } from '../hooks/use-game-sheet-save.ts'
import { SIDES, scoreOf } from '../lib/result-draft.ts'

/** A knockout game's penalty shoot-out: both boxes or none, saved with the result. */
export function GamePenaltiesCard({
  game,
  save,
  canEnter,
}: {
  game: GameSheet
  save: GameSheetSave
  canEnter: boolean
}) {
  const { t } = useTranslation()
  const { penalties, setPenalties } = save
  return (
    <Card component="section" aria-label={t('games.penalties.title')} sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('games.penalties.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('games.penalties.hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {SIDES.map((each) => (
          <TextField
            key={each}
            type="number"
            size="small"
            label={game[each].teamName}
            value={penalties[each]}
            disabled={!canEnter}
            onChange={(event) => setPenalties({ ...penalties, [each]: event.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 99, inputMode: 'numeric' } }}
            sx={{ width: 150 }}
          />
        ))}
        {canEnter && (penalties.home !== '' || penalties.away !== '') ? (
          <Button color="inherit" onClick={() => setPenalties({ home: '', away: '' })}>
            {t('games.penalties.clear')}
          </Button>
        ) : null}
      </Box>
    </Card>
  )
}

/** The sticky bar of an unsaved result: its score, discard, save. */
export function GameSaveBar({ save }: { save: GameSheetSave }) {
  const { t } = useTranslation()
  const { editor, isSaving } = save
  const score = scoreOf(editor.draft)
  return (
    <Paper
      elevation={8}
      data-testid="save-bar"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        p: 1.25,
        borderRadius: '20px',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography sx={{ fontWeight: 800, px: 1, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {score.home} – {score.away}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Button
        onClick={() => {
          editor.reset()
          save.resetPenalties()
        }}
        disabled={isSaving}
        color="inherit"
        sx={{ px: 1.5 }}
      >
        {t('games.actions.discard')}
      </Button>
      <Button
        variant="contained"
        size="large"
        onClick={() => void save.save(editor.draft, editor.version, false)}
        loading={isSaving}
        disabled={Boolean(editor.conflict)}
        aria-label={t('games.actions.save_result')}
      >
        {t('common.save')}
      </Button>
    </Paper>
  )
}
