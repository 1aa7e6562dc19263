import { ThemeProvider } from '@mui/material/styles'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppBaseline } from '#client/components/app-baseline.tsx'
import { i18n } from '#client/lib/i18n.ts'
import { UpdatePrompt } from '#client/lib/pwa/update-prompt.tsx'
import { DEFAULT_THEME_MODE, THEME_STORAGE_KEY, theme } from '#client/lib/theme.ts'
import { LazyToaster } from '#client/lib/toasts/lazy-toaster.tsx'

/**
 * QueryClient, i18n, theme (light/dark/system stored under `theme`, default dark), toasts and the update prompt.
 * The date pickers' LocalizationProvider is not here: pages with pickers wrap themselves in DatePickerProvider,
 * so the sign-in page never loads them.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <ThemeProvider
          theme={theme}
          defaultMode={DEFAULT_THEME_MODE}
          modeStorageKey={THEME_STORAGE_KEY}
          disableTransitionOnChange
        >
          <AppBaseline />
          {children}
          <LazyToaster />
          <UpdatePrompt />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
