/**
 * Build-time only (scripts/vite-prerender.ts): the signed-out pages (sign-in/landing, sign-up, forgot password)
 * rendered to HTML with react-dom/server, so their text paints before any script runs (decision 0017).
 * Same layout, form and theme as the app; emotion writes each component's styles as a `<style>` next to it (the CSP
 * allows inline styles, not inline scripts). The client does not hydrate: it renders the app hidden and swaps it in
 * once it shows a real page (src/client/lib/prerendered.ts).
 */
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Route, Routes, StaticRouter } from 'react-router'
import { PublicLayout } from '#client/app/layouts/public-layout.tsx'
import { ForgotPasswordRoute } from '#client/app/routes/forgot-password-route.tsx'
import { SignInRoute } from '#client/app/routes/sign-in-route.tsx'
import { SignUpRoute } from '#client/app/routes/sign-up-route.tsx'
import { AppBaseline } from '#client/components/app-baseline.tsx'
import { DEFAULT_THEME_MODE, THEME_STORAGE_KEY, theme } from '#client/lib/theme.ts'
import en from '#client/locales/en.json' with { type: 'json' }
import es from '#client/locales/es.json' with { type: 'json' }

export type PrerenderedPage = { lang: 'es' | 'en'; path: '' | '/signup' | '/forgot-password' }

/** The pages written at build: every language × these paths. */
export const PRERENDERED_PATHS: PrerenderedPage['path'][] = ['', '/signup', '/forgot-password']

async function i18nFor(lang: 'es' | 'en') {
  const instance = i18next.createInstance()
  instance.use(initReactI18next)
  await instance.init({
    lng: lang,
    resources: { [lang]: { common: lang === 'es' ? es : en } },
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
  return instance
}

function Shell({ children, i18n }: { children: ReactNode; i18n: Awaited<ReturnType<typeof i18nFor>> }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <ThemeProvider
          theme={theme}
          defaultMode={DEFAULT_THEME_MODE}
          modeStorageKey={THEME_STORAGE_KEY}
          disableTransitionOnChange
        >
          <AppBaseline />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}

/** The markup of `/{lang}{path}` (what goes inside the page's `#prerendered`). */
export async function renderPage({ lang, path }: PrerenderedPage): Promise<string> {
  const i18n = await i18nFor(lang)
  return renderToString(
    <Shell i18n={i18n}>
      <StaticRouter location={`/${lang}${path}`}>
        <Routes>
          <Route path="/:lang" element={<PublicLayout />}>
            <Route index element={<SignInRoute />} />
            <Route path="signup" element={<SignUpRoute />} />
            <Route path="forgot-password" element={<ForgotPasswordRoute />} />
          </Route>
        </Routes>
      </StaticRouter>
    </Shell>,
  )
}
