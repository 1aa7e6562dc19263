import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { enUS, esES } from '@mui/x-date-pickers/locales'
import 'dayjs/locale/es'
import 'dayjs/locale/en-gb'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The pickers' own words (buttons, toolbar titles, screen-reader labels) in the page's language. */
const pickerText = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
}

/**
 * Wrap a page (or a dialog) that uses @mui/x-date-pickers in this; it is kept out of the global providers so that
 * pages without pickers (the sign-in page above all) never load dayjs and the pickers.
 */
export function DatePickerProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={en ? 'en-gb' : 'es'}
      localeText={en ? pickerText.en : pickerText.es}
    >
      {children}
    </LocalizationProvider>
  )
}
