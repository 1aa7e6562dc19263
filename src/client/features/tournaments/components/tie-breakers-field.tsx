import AddIcon from '@mui/icons-material/AddRounded'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from '#client/lib/error-message.ts'
import { tieBreakerKey } from '../lib/tournament-display.ts'
import {
  availableTieBreakers,
  moveTieBreaker,
  type TieBreaker,
  type TournamentFormValues,
} from '../lib/tournament-form.ts'

/**
 * The ordered tie-breakers: teams level on the first are ordered by the second, and so on. Each can move up or down
 * or be removed; the criteria not in the list are offered to add (at the end).
 */
export function TieBreakersField({ control, disabled }: { control: Control<TournamentFormValues>; disabled: boolean }) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name="tieBreakers"
      render={({ field, fieldState }) => {
        const list = field.value as TieBreaker[]
        const set = (next: TieBreaker[]) => field.onChange(next)
        const available = availableTieBreakers(list)
        return (
          <Box>
            <Box
              component="ol"
              aria-label={t('tournaments.settings.tie_breakers')}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
            >
              {list.map((criterion, index) => {
                const name = t(tieBreakerKey(criterion))
                return (
                  <Box
                    component="li"
                    key={criterion}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      pl: 1.5,
                      pr: 0.5,
                      py: 0.25,
                      borderRadius: '12px',
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                    }}
                  >
                    <Typography
                      component="span"
                      sx={{ fontWeight: 800, color: 'primary.main', minWidth: 22, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {index + 1}.
                    </Typography>
                    <Typography component="span" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
                      {name}
                    </Typography>
                    {disabled ? null : (
                      <>
                        <IconButton
                          size="small"
                          aria-label={t('tournaments.tie_breaker_up', { name })}
                          disabled={index === 0}
                          onClick={() => set(moveTieBreaker(list, index, -1))}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={t('tournaments.tie_breaker_down', { name })}
                          disabled={index === list.length - 1}
                          onClick={() => set(moveTieBreaker(list, index, 1))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={t('tournaments.tie_breaker_remove', { name })}
                          disabled={list.length === 1}
                          onClick={() => set(list.filter((each) => each !== criterion))}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </>
                    )}
                  </Box>
                )
              })}
            </Box>
            {fieldState.error ? (
              <FormHelperText error>
                {fieldMessage(t, fieldState.error.message ?? fieldState.error.root?.message)}
              </FormHelperText>
            ) : null}
            {!disabled && available.length > 0 ? (
              <Box sx={{ mt: 1.5 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                  {t('tournaments.tie_breaker_add')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  {available.map((criterion) => (
                    <Chip
                      key={criterion}
                      icon={<AddIcon />}
                      variant="outlined"
                      label={t(tieBreakerKey(criterion))}
                      onClick={() => set([...list, criterion])}
                    />
                  ))}
                </Box>
              </Box>
            ) : null}
          </Box>
        )
      }}
    />
  )
}
