import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { isRestoredUnchecked } from './use-query-snapshot.ts'

const key = ['session', 'organization', 'o1']

afterEach(() => onlineManager.setOnline(true))

describe('data restored from the offline cache, not yet confirmed by the server', () => {
  it('is what was fetched before this page opened and is marked stale; only while online', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(key, { status: 'none' }, { updatedAt: performance.timeOrigin - 60_000 })
    expect(isRestoredUnchecked(queryClient.getQueryState(key)), 'not marked stale').toBe(false)
    await queryClient.invalidateQueries({ refetchType: 'none' })
    expect(isRestoredUnchecked(queryClient.getQueryState(key))).toBe(true)
    onlineManager.setOnline(false)
    expect(isRestoredUnchecked(queryClient.getQueryState(key)), 'offline: the copy is all there is').toBe(false)
  })

  it('is not data this page fetched, even while a live event has it fetched again', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(key, { status: 'manual' })
    await queryClient.invalidateQueries({ refetchType: 'none' })
    expect(isRestoredUnchecked(queryClient.getQueryState(key))).toBe(false)
  })
})
