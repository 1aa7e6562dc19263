// @vitest-environment happy-dom
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestI18n } from '#client/lib/testing/render.tsx'
import { DatePickerProvider } from './date-picker-provider.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

async function openButtonLabel(language: 'es' | 'en') {
  const i18n = await createTestI18n()
  await i18n.changeLanguage(language)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <DatePickerProvider>
          <DatePicker label="Fecha" />
        </DatePickerProvider>
      </I18nextProvider>,
    ),
  )
  const label = container.querySelector('button[aria-label]')?.getAttribute('aria-label')
  await act(async () => root.unmount())
  return label
}

describe('DatePickerProvider', () => {
  it('gives the pickers their own words in the page’s language', async () => {
    expect(await openButtonLabel('es')).toBe('Elige fecha')
    expect(await openButtonLabel('en')).toBe('Choose date')
  })
})
