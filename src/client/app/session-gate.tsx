import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { PageLoader } from '#client/components/page-loader.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { setActiveOrganization } from '#client/lib/session/session-api.ts'
import { activeOrganizationIdOf, useConfig, useMe, useOrganizationSnapshot } from '#client/lib/session/use-session.ts'
import { useSetMe } from '#client/lib/session/use-session-actions.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { isLang, splitLocalePath } from '#domain/navigation/locale-path.ts'
import { isPublicPath, resolveRedirect } from '#domain/navigation/resolve-redirect.ts'

/** `?o=<orgId>` picks the active organization (super admins, or members of it) and is then dropped from the URL. */
function useOrganizationParam(search: URLSearchParams) {
  const { me } = useMe()
  const setMe = useSetMe()
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const { t } = useTranslation()
  const wanted = search.get('o')
  const [isPending, setIsPending] = useState(false)
  const attempted = useRef<string | null>(null)

  useEffect(() => {
    if (!wanted || !me || isPending) return
    const dropParam = () => {
      const next = new URLSearchParams(location.search)
      next.delete('o')
      const rest = next.toString()
      navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, { replace: true })
    }
    if (me.activeOrganizationId === wanted || attempted.current === wanted) {
      dropParam()
      return
    }
    attempted.current = wanted
    setIsPending(true)
    // A plain call rather than useMutation: this gate is in the entry chunk, which the sign-in page loads.
    setActiveOrganization(wanted)
      .then((nextMe) => setMe(nextMe))
      .catch((error: unknown) => toast.error(errorMessage(t, error)))
      .finally(() => {
        setIsPending(false)
        dropParam()
      })
  }, [wanted, me, isPending, setMe, navigate, location, toast, t])

  return Boolean(wanted && me)
}

/**
 * Applies the redirect rules (resolveRedirect) to every page under it; renders a loader while the facts it needs
 * (session, configuration, active organization) are loading.
 */
export function SessionGate() {
  const location = useLocation()
  const { lang: pathLang, path } = splitLocalePath(location.pathname)
  const search = new URLSearchParams(location.search)
  const { me, auth } = useMe()
  const config = useConfig()
  const organizationId = activeOrganizationIdOf(me)
  const isSuperAdmin = me?.user.role === 'super_admin'
  const billingEnabled = config.data?.billingEnabled ?? false
  const needsOrganization = auth === 'logged-in' && billingEnabled && !isSuperAdmin && Boolean(organizationId)
  const organization = useOrganizationSnapshot(needsOrganization ? organizationId : null)
  const isPickingOrganization = useOrganizationParam(search)

  if (!isLang(pathLang)) return <Outlet />
  const isPrivate = !isPublicPath(path)
  const isWaiting =
    auth === 'loading' ||
    isPickingOrganization ||
    (auth === 'logged-in' && config.isPending) ||
    (needsOrganization && organization.isPending)
  if (isWaiting) return <PageLoader fullScreen />

  const target = resolveRedirect({
    lang: pathLang,
    path,
    query: Object.fromEntries(search),
    auth,
    user: me ? { displayName: me.user.displayName ?? '', role: me.user.role } : undefined,
    organization: needsOrganization ? (organization.data ?? null) : null,
    hasOrganization: (me?.organizations.length ?? 0) > 0,
    hasPlayerRecords: me?.hasPlayerRecords === true,
    billingEnabled,
  })
  if (target && target !== `${location.pathname}${location.search}`) return <Navigate to={target} replace />
  if (isPrivate && auth !== 'logged-in') return <PageLoader fullScreen />
  return <Outlet />
}
