import Box from '@mui/material/Box'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useNavigation, useParams } from 'react-router'
import { changeLanguage } from '#client/lib/i18n.ts'
import { getStoredLang, persistLang } from '#client/lib/lang.ts'
import { useMe } from '#client/lib/session/use-session.ts'
import { isLang, splitLocalePath } from '#domain/navigation/locale-path.ts'

// Only signed-in users need the session checks: the sign-in page does not load them.
const SessionWatcher = lazy(async () => ({ default: (await import('../session-watcher.tsx')).SessionWatcher }))

function NavigationProgress() {
  const navigation = useNavigation()
  const [isVisible, setIsVisible] = useState(false)
  const isLoading = navigation.state === 'loading'
  useEffect(() => {
    if (!isLoading) {
      setIsVisible(false)
      return
    }
    // Only show the bar for navigations that take a moment.
    const timer = setTimeout(() => setIsVisible(true), 150)
    return () => clearTimeout(timer)
  }, [isLoading])
  if (!isVisible) return null
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          '@keyframes navigation-progress': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
          animation: 'navigation-progress 1s ease-in-out infinite',
        },
      }}
    />
  )
}

/** `/:lang/...`: checks the language, keeps i18n, <html lang>, localStorage and cookie in step with the path. */
export function LangLayout() {
  const { lang } = useParams()
  const location = useLocation()
  const { t } = useTranslation()
  const validLang = isLang(lang) ? lang : null
  const queryLang = new URLSearchParams(location.search).get('lang')
  const { auth } = useMe()

  useEffect(() => {
    if (!validLang) return
    persistLang(validLang)
    // the league's country may refine it (es → es-AR); changeLanguage sets <html lang> too
    void changeLanguage(validLang)
  }, [validLang])

  useEffect(() => {
    document.title = t('app.name')
  }, [t])

  if (!validLang) {
    // `/dashboard` → `/es/dashboard`: the first segment was no language.
    return <Navigate to={`/${getStoredLang()}${location.pathname}${location.search}${location.hash}`} replace />
  }
  if (isLang(queryLang)) {
    // `?lang=en` overrides the path language; the effect above keeps it once we are there (the server does the same).
    const search = new URLSearchParams(location.search)
    search.delete('lang')
    const rest = search.toString()
    const { path } = splitLocalePath(location.pathname)
    return <Navigate to={`/${queryLang}${path}${rest ? `?${rest}` : ''}${location.hash}`} replace />
  }

  return (
    <>
      <NavigationProgress />
      {auth === 'logged-in' ? (
        <Suspense fallback={null}>
          <SessionWatcher lang={validLang} />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  )
}
