import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { FieldComparison } from '#client/lib/league-data/merge.ts'
import type { ConflictSource } from '#client/lib/league-data/use-versioned-form.ts'

/** How a value shows in the comparison; `null`, `undefined` and '' show as a dash. */
export type FormatValue = (field: string, value: unknown) => string

export const EMPTY_VALUE = '—'

export function defaultFormat(_field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_VALUE : value.map((item) => String(item)).join(', ')
  return String(value)
}

/**
 * "Someone else changed this": the values saved now next to the ones the user typed (which stay in the form), and
 * the two ways out — apply mine on top of the new version, or discard mine.
 */
export function ConflictPanel({
  source,
  comparisons,
  labels,
  format = defaultFormat,
  onKeepMine,
  onDiscardMine,
  isPending = false,
}: {
  source: ConflictSource
  comparisons: FieldComparison[]
  labels: Record<string, string>
  format?: FormatValue
  onKeepMine: () => void
  onDiscardMine: () => void
  isPending?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="alert"
      data-testid="conflict-panel"
      sx={{ borderRadius: '16px', '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
        {source === 'save' ? t('live.conflict.title') : t('live.conflict.live_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {source === 'save' ? t('live.conflict.body') : t('live.conflict.live_body')}
      </Typography>
      {comparisons.length > 0 ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 1.5,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(150px, 1fr) 1fr 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.5, sm: 1 },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'contents' } }} aria-hidden="true">
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('live.conflict.field')}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('live.conflict.theirs')}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('live.conflict.mine')}
            </Typography>
          </Box>
          {comparisons.map((comparison) => (
            <Box
              key={comparison.field}
              sx={{
                display: { xs: 'grid', sm: 'contents' },
                gap: 0.25,
                pb: { xs: 1, sm: 0 },
                borderBottom: { xs: 1, sm: 0 },
                borderColor: 'divider',
              }}
            >
              <Box component="dt" sx={{ fontWeight: 600, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                {labels[comparison.field] ?? comparison.field}
                {comparison.isConflict ? (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={t('live.conflict.both_changed')}
                    sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                  />
                ) : null}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                  {t('live.conflict.theirs')}:{' '}
                </Box>
                <span data-testid={`conflict-theirs-${comparison.field}`}>
                  {format(comparison.field, comparison.theirs)}
                </span>
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: comparison.isMine ? 700 : 400 }}>
                <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary', fontWeight: 400 }}>
                  {t('live.conflict.mine')}:{' '}
                </Box>
                <span data-testid={`conflict-mine-${comparison.field}`}>
                  {format(comparison.field, comparison.mine)}
                </span>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('live.conflict.how_it_merges')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" onClick={onKeepMine} loading={isPending}>
          {source === 'save' ? t('live.conflict.save_mine') : t('live.conflict.keep_mine')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={onDiscardMine} disabled={isPending}>
          {t('live.conflict.discard_mine')}
        </Button>
      </Box>
    </Alert>
  )
}
