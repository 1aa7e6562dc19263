import { useCallback } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { isLang, type Lang, splitLocalePath } from '#domain/navigation/locale-path.ts'
import { getStoredLang, persistLang } from './lang.ts'

/** The language of the current path (`/:lang/...`). */
export function useLang(): Lang {
  const { lang } = useParams()
  return isLang(lang) ? lang : getStoredLang()
}

/** Prefixes an app path with the current language: `to('/users')` → `/es/users`. */
export function useLocalize(): (path: string) => string {
  const lang = useLang()
  return useCallback((path: string) => `/${lang}${path}`, [lang])
}

/** Switches language: keeps it (localStorage + cookie) and goes to the same page under the new prefix. */
export function useSwitchLanguage(): (next: Lang) => void {
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (next: Lang) => {
      persistLang(next)
      const { path } = splitLocalePath(location.pathname)
      navigate(`/${next}${path}${location.search}${location.hash}`, { replace: true })
    },
    [location, navigate],
  )
}
