// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppConfig, Me } from '../session/session-api.ts'
import { memoryStore } from './key-value-store.ts'
import { hasSavedCache, markSavedCache } from './offline-boot.ts'
import { checkSavedCache, isContactFresh, noteContact, readContact } from './session-gate.ts'

const HOUR = 3_600_000
const T0 = Date.parse('2026-11-27T08:00:00Z')

const me = (organizations: string[], userId = 'u1') =>
  ({
    user: { id: userId },
    organizations: organizations.map((id) => ({ id })),
    activeOrganizationId: organizations[0] ?? null,
  }) as unknown as Me

/** A device that saved u1's cache of o1, and a snapshot of its dashboard. */
async function savedDevice() {
  const store = memoryStore()
  await store.set('cache:u1:o1', { state: { dni: '30123456' } })
  await store.set('last', { userId: 'u1', organizationId: 'o1' })
  markSavedCache(true)
  localStorage.setItem('page-snapshot-owner', 'u1:o1')
  localStorage.setItem('page-snapshot:/es/dashboard', '{"v":2}')
  return store
}

const isWiped = async (store: ReturnType<typeof memoryStore>) =>
  !(await store.keys()).includes('cache:u1:o1') &&
  !hasSavedCache() &&
  localStorage.getItem('page-snapshot:/es/dashboard') === null

afterEach(() => localStorage.clear())

describe('checkSavedCache (decision 0033)', () => {
  it('online, a session ended elsewhere: everything saved is wiped before it is restored', async () => {
    const store = await savedDevice()
    await checkSavedCache(new QueryClient(), store, { online: true, fetchMe: async () => null, now: () => T0 })
    expect(await isWiped(store)).toBe(true)
    expect(readContact()).toBeNull()
  })

  it('online, the member was removed from the organization: its cache and snapshots go', async () => {
    const store = await savedDevice()
    await store.set('cache:u1:o2', { state: {} })
    await checkSavedCache(new QueryClient(), store, { online: true, fetchMe: async () => me(['o2']), now: () => T0 })
    expect(await store.keys()).toEqual(['cache:u1:o2'])
    expect(localStorage.getItem('page-snapshot:/es/dashboard')).toBeNull()
    // the contact with the server is noted for the offline limit
    expect(readContact()).toMatchObject({ u: 'u1', at: T0, max: 24 * HOUR })
  })

  it('online and still a member: nothing is wiped', async () => {
    const store = await savedDevice()
    await checkSavedCache(new QueryClient(), store, { online: true, fetchMe: async () => me(['o1']), now: () => T0 })
    expect(await store.keys()).toContain('cache:u1:o1')
    expect(hasSavedCache()).toBe(true)
  })

  it('online, a player keeps their own cache while linked to a player record, and loses it once no longer', async () => {
    const store = memoryStore()
    await store.set('cache:u1:me', { state: {} })
    await store.set('last', { userId: 'u1', organizationId: 'me' })
    markSavedCache(true)
    const player = { ...me([]), hasPlayerRecords: true }
    await checkSavedCache(new QueryClient(), store, { online: true, fetchMe: async () => player, now: () => T0 })
    expect(await store.keys()).toContain('cache:u1:me')
    await checkSavedCache(new QueryClient(), store, { online: true, fetchMe: async () => me([]), now: () => T0 })
    expect(await store.keys()).not.toContain('cache:u1:me')
  })

  it('offline: shown within 24 hours of the last contact, wiped past them', async () => {
    const store = await savedDevice()
    noteContact('u1', undefined, T0)
    await checkSavedCache(new QueryClient(), store, { online: false, now: () => T0 + 23 * HOUR })
    expect(await store.keys()).toContain('cache:u1:o1')
    await checkSavedCache(new QueryClient(), store, { online: false, now: () => T0 + 25 * HOUR })
    expect(await isWiped(store)).toBe(true)
  })

  it('the server cannot be reached: the offline rule applies', async () => {
    const store = await savedDevice()
    const unreachable = async () => {
      throw new Error('NETWORK')
    }
    await checkSavedCache(new QueryClient(), store, { online: true, fetchMe: unreachable, now: () => T0 })
    expect(await isWiped(store)).toBe(true)
  })

  it('the limit comes from /api/config, lowered but never raised past 24 hours', () => {
    noteContact('u1', { offlineMaxHours: 2 } as AppConfig, T0)
    expect(isContactFresh(readContact(), 'u1', T0 + HOUR)).toBe(true)
    expect(isContactFresh(readContact(), 'u1', T0 + 3 * HOUR)).toBe(false)
    noteContact('u1', { offlineMaxHours: 72 } as AppConfig, T0)
    expect(isContactFresh(readContact(), 'u1', T0 + 25 * HOUR)).toBe(false)
    // another user's contact never opens this one's data
    expect(isContactFresh(readContact(), 'u2', T0 + HOUR)).toBe(false)
  })
})
