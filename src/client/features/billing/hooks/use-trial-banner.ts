import { useCallback, useState } from 'react'

const storageKey = (organizationId: string) => `trialBannerDismissed:${organizationId}`

function readDismissed(organizationId: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(organizationId)) === '1'
  } catch {
    return false
  }
}

/** The trial banner stays hidden for the rest of the browser session once dismissed (per organization). */
export function useTrialBannerDismissal(organizationId: string | null) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
  const isDismissed = organizationId ? dismissed.has(organizationId) || readDismissed(organizationId) : false
  const dismiss = useCallback(() => {
    if (!organizationId) return
    try {
      window.sessionStorage.setItem(storageKey(organizationId), '1')
    } catch {
      // Storage unavailable (private mode): hidden until the page reloads.
    }
    setDismissed((current) => new Set(current).add(organizationId))
  }, [organizationId])
  return { isDismissed, dismiss }
}
