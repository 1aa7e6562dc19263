import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker'
import { TimePicker, type TimePickerProps } from '@mui/x-date-pickers/TimePicker'
import dayjs from 'dayjs'
import { usePickerText } from './picker-text.ts'

type TextProps = { text: string | null | undefined; onText: (text: string) => void }

const parseDate = (text: string) => dayjs(text)
const parseTime = (text: string) => dayjs(`2000-01-01T${text}`)

/** A date picker bound to a `YYYY-MM-DD` text (or `invalid`, keeping what was typed); inside a DatePickerProvider. */
export function TextDatePicker({ text, onText, ...props }: TextProps & Omit<DatePickerProps, 'value' | 'onChange'>) {
  const bound = usePickerText(text, onText, 'YYYY-MM-DD', parseDate)
  return <DatePicker {...props} value={bound.value} onChange={bound.onChange} />
}

/** A 24-hour time picker bound to an `HH:mm` text (or `invalid`, keeping what was typed). */
export function TextTimePicker({ text, onText, ...props }: TextProps & Omit<TimePickerProps, 'value' | 'onChange'>) {
  const bound = usePickerText(text, onText, 'HH:mm', parseTime)
  return <TimePicker {...props} value={bound.value} onChange={bound.onChange} />
}
