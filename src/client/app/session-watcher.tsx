import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import {
  isApiError,
  NETWORK_ERROR_CODE,
  onSubscriptionRequired,
  onTwoFactorRequired,
  onUnauthorized,
} from '#client/lib/api-client.ts'
import { type Me, sessionKeys, signOut } from '#client/lib/session/session-api.ts'
import { fetchMeOrNull } from '#client/lib/session/use-session.ts'
import { clearSession } from '#client/lib/session/use-session-actions.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'

/** Re-checks the session this often (docs/product.md). */
export const SESSION_CHECK_INTERVAL = 1_800_000
const RETRY_DELAY = 5000

/**
 * Every 30 minutes re-checks GET /api/me; on 401 or failure, and on any 401 from the API while signed in,
 * signs out, writes a console error and goes to the language root. A 402 (no subscription) goes to the subscription page.
 */
export function SessionWatcher({ lang }: { lang: Lang }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const langRef = useRef(lang)
  langRef.current = lang
  const isExpiring = useRef(false)

  useEffect(() => {
    const isSignedIn = () => Boolean(queryClient.getQueryData<Me | null>(sessionKeys.me()))

    const expire = async () => {
      if (isExpiring.current || !isSignedIn()) return
      isExpiring.current = true
      console.error('session expired')
      try {
        await signOut()
      } catch {
        // Already gone on the server: nothing else to do.
      }
      clearSession(queryClient)
      navigate(`/${langRef.current}`, { replace: true })
      isExpiring.current = false
    }

    const check = async (attempt = 1): Promise<void> => {
      if (!isSignedIn()) return
      try {
        const me = await fetchMeOrNull()
        if (me) {
          queryClient.setQueryData<Me | null>(sessionKeys.me(), me)
        } else {
          await expire()
        }
      } catch (error) {
        // No signal (a field, a tunnel) says nothing about the session: it is checked again next time.
        if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return
        // One retry absorbs a server blip; a second failure ends the session.
        if (attempt < 2) {
          setTimeout(() => void check(attempt + 1), RETRY_DELAY)
        } else {
          await expire()
        }
      }
    }

    const interval = setInterval(() => void check(), SESSION_CHECK_INTERVAL)
    const stopListening = onUnauthorized(() => {
      void expire()
    })
    // The server refused a write for want of a subscription: refetch (the organization's status changed) and go to
    // the subscription page; the redirect rules send a league in Argentina to its notice instead.
    const stopSubscriptionListening = onSubscriptionRequired(() => {
      void queryClient.invalidateQueries()
      navigate(`/${langRef.current}/subscription`)
    })
    // The league requires two-factor sign-in of its admins and managers: Settings, where it is turned on (0036).
    const stopTwoFactorListening = onTwoFactorRequired(() => {
      navigate(`/${langRef.current}/settings?two_factor=required`)
    })
    return () => {
      clearInterval(interval)
      stopListening()
      stopSubscriptionListening()
      stopTwoFactorListening()
    }
  }, [queryClient, navigate])

  return null
}
