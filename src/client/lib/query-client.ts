import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client.ts'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 1000,
        // kept a day without observers: the offline cache (lib/offline) saves what is in memory, and a page opened
        // with no signal can only show what is still here
        gcTime: 24 * 60 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false
          return failureCount < 2
        },
      },
      mutations: { retry: false },
    },
  })
}
