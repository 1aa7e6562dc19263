import Alert from '@mui/material/Alert'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '#client/lib/use-lang.ts'

/** The currencies offered (ISO 4217): the region's and a few more; a league's own is added when it is another. */
export const CURRENCIES = ['ARS', 'UYU', 'CLP', 'PYG', 'BOB', 'PEN', 'COP', 'MXN', 'BRL', 'USD', 'EUR', 'GBP'] as const

/**
 * The league's money's currency (decision 0048): '' is "by the first league's country" (shown with the currency it
 * gives). Locked once the league has ledger entries (the server refuses the change: CURRENCY_IN_USE); before that, a
 * change warns that fees already set keep their figures.
 */
export function CurrencySelect({
  value,
  onChange,
  onBlur,
  inputRef,
  defaultCurrency,
  disabled,
  isLocked,
  isChanged,
}: {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  /** the currency the first league's country gives */
  defaultCurrency: string
  disabled: boolean
  /** the league has charges or payments */
  isLocked: boolean
  /** the admin picked another currency than the saved one */
  isChanged: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const names = new Intl.DisplayNames([lang], { type: 'currency' })
  const codes: string[] = [...CURRENCIES]
  if (value && !codes.includes(value)) codes.push(value)
  return (
    <>
      <TextField
        select
        label={t('league.currency')}
        name="currency"
        inputRef={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled || isLocked}
        helperText={isLocked ? t('league.currency_locked') : t('league.currency_hint')}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('league.currency_default', { currency: defaultCurrency })}</MenuItem>
        {codes.map((code) => (
          <MenuItem key={code} value={code}>
            {`${code} · ${names.of(code) ?? code}`}
          </MenuItem>
        ))}
      </TextField>
      {isChanged && !isLocked ? <Alert severity="warning">{t('league.currency_warning')}</Alert> : null}
    </>
  )
}
