import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from '#client/lib/error-message.ts'
import { formatMajorAmount, parseMajorAmount } from '#client/lib/money-format.ts'
import { useLang } from '#client/lib/use-lang.ts'

/**
 * An amount typed in the league's currency's units in the reader's language ("1500,50" in Spanish, "1500.50" in
 * English) and handed on as integer minor units (decision 0048). What cannot be read is said at once and handed on as
 * NaN, so the form's own rule refuses it too; `optional` lets the field be empty (null).
 */
export function AmountField({
  label,
  value,
  onChange,
  currency,
  optional = false,
  disabled = false,
  error,
  hint,
  name,
}: {
  label: string
  value: number | null
  onChange: (amount: number | null) => void
  currency: string
  optional?: boolean
  disabled?: boolean
  /** the form's message key for this field (validation.*) */
  error?: string
  hint?: string
  name?: string
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const shown = (amount: number | null) =>
    amount === null || Number.isNaN(amount) ? '' : formatMajorAmount(amount, currency, lang)
  const [text, setText] = useState(() => shown(value))
  const parsed = text.trim() === '' ? null : parseMajorAmount(text, currency, lang)
  const parsedAmount = parsed && 'amount' in parsed ? parsed.amount : parsed === null ? null : Number.NaN
  // a value set from outside (a reset, another version) replaces the text (state adjusted while rendering)
  const [lastValue, setLastValue] = useState(value)
  if (!Object.is(value, lastValue)) {
    setLastValue(value)
    if (!Object.is(value, parsedAmount) && !Number.isNaN(value)) setText(shown(value))
  }
  const ownError =
    parsed && 'error' in parsed ? parsed.error : parsed === null && !optional ? 'validation.required' : null
  const message = ownError ? t(ownError) : fieldMessage(t, error)
  return (
    <TextField
      label={`${label} (${currency})`}
      name={name}
      value={text}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        if (next.trim() === '') onChange(optional ? null : Number.NaN)
        else {
          const result = parseMajorAmount(next, currency, lang)
          onChange('amount' in result ? result.amount : Number.NaN)
        }
      }}
      onBlur={() => {
        if (parsed && 'amount' in parsed) setText(formatMajorAmount(parsed.amount, currency, lang))
      }}
      error={Boolean(message)}
      helperText={message ?? hint ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  )
}
