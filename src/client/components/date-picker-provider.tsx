import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import 'dayjs/locale/es'
import 'dayjs/locale/en-gb'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Wrap a page (or a dialog) that uses @mui/x-date-pickers in this; it is kept out of the global providers so that
 * pages without pickers (the sign-in page above all) never load dayjs and the pickers.
 */
export function DatePickerProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language === 'en' ? 'en-gb' : 'es'}>
      {children}
    </LocalizationProvider>
  )
}
