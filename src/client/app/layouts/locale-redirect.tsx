import { Navigate, useLocation } from 'react-router'
import { getStoredLang } from '#client/lib/lang.ts'

/** A path without a locale segment goes to the same path under the stored language (the server does it too). */
export function LocaleRedirect() {
  const location = useLocation()
  const path = location.pathname === '/' ? '' : location.pathname
  return <Navigate to={`/${getStoredLang()}${path}${location.search}${location.hash}`} replace />
}
