import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { useOrganizationSnapshot } from '#client/lib/session/use-session.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { billingKeys, createBillingPortalSession, getBilling } from '../api/billing-api.ts'
import { isNavigableUrl, isWithoutSubscription } from '../lib/subscription-facts.ts'

/** While the page waits for Stripe (a checkout in progress, a payment being fixed), it re-reads the state this often. */
export const BILLING_POLL_MS = 20_000

/**
 * `GET /api/orgs/{orgId}/billing` for the billing page (admins). Webhooks change the state behind the page's back, so
 * it is re-read while there is no subscription or a billing issue; when it differs from the organization the session
 * gate holds, the organization is refetched too (so the redirect rules see the new state).
 */
export function useBilling(organizationId: string | null, options: { isEnabled: boolean; knownStatus?: string }) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: billingKeys.detail(organizationId ?? ''),
    queryFn: ({ signal }) => getBilling(organizationId ?? '', signal),
    enabled: options.isEnabled && Boolean(organizationId),
    refetchOnWindowFocus: true,
    refetchInterval: (current) => {
      const status = current.state.data?.subscription.status
      return status && (isWithoutSubscription(status) || status === 'error') ? BILLING_POLL_MS : false
    },
  })
  const status = query.data?.subscription.status
  const { knownStatus } = options
  useEffect(() => {
    if (!organizationId || !status || !knownStatus || status === knownStatus) return
    void queryClient.invalidateQueries({ queryKey: sessionKeys.organization(organizationId), refetchType: 'all' })
  }, [queryClient, organizationId, status, knownStatus])
  return query
}

/**
 * The organization as the session gate holds it, re-read once when the page opens (webhooks change its subscription
 * behind the page's back). A snapshot rather than `useQuery`: a QueryObserver created while rendering notifies the
 * gate's cache subscription mid-render.
 */
export function useFreshOrganization(organizationId: string | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!organizationId) return
    void queryClient.refetchQueries({ queryKey: sessionKeys.organization(organizationId), exact: true })
  }, [queryClient, organizationId])
  return useOrganizationSnapshot(organizationId)
}

/**
 * "Fix billing" / "manage billing": asks the server for a Stripe customer-portal session and sends the browser there.
 * Failures (NO_BILLING_ACCOUNT, Stripe unavailable…) are translated toasts; nothing is thrown.
 */
export function useBillingPortal(organizationId: string | null) {
  const { t } = useTranslation()
  const toast = useToast()
  const lang = useLang()
  const [isLeaving, setIsLeaving] = useState(false)
  const mutation = useMutation({
    mutationFn: () => createBillingPortalSession(organizationId ?? '', lang),
    onSuccess: ({ url }) => {
      if (!isNavigableUrl(url)) {
        toast.error(t('errors.UNKNOWN'), { title: t('billing.portal_failed') })
        return
      }
      setIsLeaving(true)
      window.location.assign(url)
    },
    onError: (error) => toast.error(errorMessage(t, error), { title: t('billing.portal_failed') }),
  })

  // Coming back with the browser's Back button restores this page from the back-forward cache: enable the button.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  return {
    open: () => {
      if (organizationId && !mutation.isPending && !isLeaving) mutation.mutate()
    },
    isOpening: mutation.isPending || isLeaving,
  }
}
