import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { guessCountry } from '#client/lib/countries.ts'
import { fieldMessage } from '#client/lib/error-message.ts'
import type { OrganizationInput } from '#client/lib/organization-schema.ts'
import { CountrySelect } from './country-select.tsx'

/** The organization's leagues, each a name and a country; add and remove (at least one stays). */
export function LeaguesFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation()
  const { control, formState } = useFormContext<OrganizationInput>()
  const { fields, append, remove } = useFieldArray({ control, name: 'leagues', keyName: 'key' })
  const listError = formState.errors.leagues?.root?.message ?? formState.errors.leagues?.message

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t('league.leagues_title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <Box
            key={field.key}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
              alignItems: 'start',
              p: { xs: 1.5, sm: 0 },
              borderRadius: '16px',
              border: { xs: 1, sm: 0 },
              borderColor: 'divider',
            }}
          >
            <Controller
              control={control}
              name={`leagues.${index}.name`}
              render={({ field: input, fieldState }) => (
                <TextField
                  {...input}
                  inputRef={input.ref}
                  label={t('league.league_name')}
                  required
                  disabled={disabled}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(t, fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`leagues.${index}.country`}
              render={({ field: input, fieldState }) => (
                <CountrySelect
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  inputRef={input.ref}
                  label={t('league.country')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(t, fieldState.error?.message)}
                />
              )}
            />
            <Button
              color="error"
              onClick={() => remove(index)}
              disabled={disabled || fields.length <= 1}
              sx={{ mt: { sm: 1 }, justifySelf: { xs: 'start', sm: 'auto' } }}
              aria-label={t('league.remove_league_named', { index: index + 1 })}
            >
              {t('league.remove_league')}
            </Button>
          </Box>
        ))}
      </Box>
      {listError ? <FormHelperText error>{fieldMessage(t, listError)}</FormHelperText> : null}
      <Button
        variant="outlined"
        size="small"
        disabled={disabled}
        onClick={() => append({ name: '', country: fields.at(-1) ? '' : guessCountry() })}
        sx={{ mt: 2 }}
      >
        {t('league.add_league')}
      </Button>
    </Box>
  )
}
