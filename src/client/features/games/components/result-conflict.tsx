import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ResultConflict } from '../hooks/use-result-editor.ts'
import { type ResultDraft, scoreOf } from '../lib/result-draft.ts'

/** Someone else saved another result meanwhile: both scores side by side; the user's entries stay until they choose. */
export function ResultConflictPanel({
  conflict,
  mine,
  homeName,
  awayName,
  isPending,
  title,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: ResultConflict
  mine: ResultDraft
  homeName: string
  awayName: string
  isPending: boolean
  /** the heading, when not the default of the conflict's source */
  title?: string
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const { t } = useTranslation()
  const theirs = scoreOf(conflict.theirs)
  const yours = scoreOf(mine)
  const line = (score: { home: number; away: number }) => `${homeName} ${score.home} – ${score.away} ${awayName}`
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="alert"
      data-testid="result-conflict"
      sx={{ borderRadius: '16px', mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        {title ?? (conflict.source === 'save' ? t('games.conflict.title') : t('games.conflict.live_title'))}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('games.conflict.body')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('games.conflict.theirs')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {line(theirs)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('games.conflict.mine')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
            {line(yours)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" onClick={onKeepMine} loading={isPending}>
          {conflict.source === 'save' ? t('games.conflict.save_mine') : t('games.conflict.keep_mine')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={onTakeTheirs} disabled={isPending}>
          {t('games.conflict.take_theirs')}
        </Button>
      </Box>
    </Alert>
  )
}
