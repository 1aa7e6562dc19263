import type { Dayjs } from 'dayjs'
import { useRef } from 'react'

/** What a form keeps for a date or time typed but not valid: the field shows an error and keeps the text. */
export const INVALID_PICKER_TEXT = 'invalid'

/**
 * The value to hand a MUI X picker for the form's text. The picker rebuilds its sections (what the user typed) whenever
 * it is handed a value object other than the last one it published; a fresh invalid date has no sections, so a typed
 * "31/02/2025" or a half-typed date vanished and left a red label (decision 0025). Handing back the very object the
 * picker published, while the form still holds what it was turned into, keeps the typed text.
 */
export function pickerValueFor(
  text: string | null | undefined,
  last: Dayjs | null,
  format: string,
  parse: (text: string) => Dayjs,
): Dayjs | null {
  if (!text) return null
  if (last) {
    if (text === INVALID_PICKER_TEXT ? !last.isValid() : last.isValid() && last.format(format) === text) return last
  }
  return text === INVALID_PICKER_TEXT ? null : parse(text)
}

/** The form's text for what the picker published: its format, `invalid`, or '' when cleared. */
export function pickerTextOf(value: Dayjs | null, format: string): string {
  if (!value) return ''
  return value.isValid() ? value.format(format) : INVALID_PICKER_TEXT
}

/** Binds a picker to a form's text value (react-hook-form), keeping what the user typed when it is not a date. */
export function usePickerText(
  text: string | null | undefined,
  onText: (text: string) => void,
  format: string,
  parse: (text: string) => Dayjs,
): { value: Dayjs | null; onChange: (value: Dayjs | null) => void } {
  const last = useRef<Dayjs | null>(null)
  const value = pickerValueFor(text, last.current, format, parse)
  if (value) last.current = value
  return {
    value,
    onChange: (next) => {
      last.current = next
      onText(pickerTextOf(next, format))
    },
  }
}
