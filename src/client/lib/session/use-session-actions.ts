import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { type Me, sessionKeys, signOut } from './session-api.ts'
import { fetchMeOrNull } from './use-session.ts'

/** Reloads /api/me after signing in; the session gate then moves the user on (to `next`, onboarding or dashboard). */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    const me = await fetchMeOrNull()
    queryClient.setQueryData<Me | null>(sessionKeys.me(), me)
    return me
  }, [queryClient])
}

/** Forgets everything cached for the signed-in user. */
export function clearSession(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.cancelQueries()
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'config' })
  queryClient.setQueryData<Me | null>(sessionKeys.me(), null)
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    try {
      await signOut()
    } finally {
      clearSession(queryClient)
    }
  }, [queryClient])
}

/** Puts a fresh /api/me answer into the cache (PATCH /api/me and PUT active-organization return it). */
export function useSetMe() {
  const queryClient = useQueryClient()
  return useCallback((me: Me) => queryClient.setQueryData<Me | null>(sessionKeys.me(), me), [queryClient])
}
