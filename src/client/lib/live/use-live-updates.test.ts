import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { dependentsOf } from './live-events.ts'
import { connectLiveUpdates, LIVE_BATCH_MS, type LiveSource, liveEventsUrl } from './use-live-updates.ts'

class FakeSource implements LiveSource {
  static opened: FakeSource[] = []
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>()
  onerror: ((event: Event) => void) | null = null
  isClosed = false
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSource.opened.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.isClosed = true
  }
  emit(type: string, data: unknown = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent)
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
}

const ORG = 'org-1'

function connect() {
  const invalidateQueries = vi.fn(async () => undefined)
  const stop = connectLiveUpdates({
    organizationId: ORG,
    queryClient: { invalidateQueries } as never,
    createSource: (url) => new FakeSource(url),
    random: () => 0.5,
  })
  return { invalidateQueries, stop, latest: () => FakeSource.opened.at(-1) as FakeSource }
}

const change = (entity: string, id = 'id-1') => JSON.stringify({ entity, action: 'updated', id, version: 2, at: 1 })
const invalidatedKeys = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map((call) => (call[0] as { queryKey: unknown }).queryKey)

beforeEach(() => {
  vi.useFakeTimers()
  FakeSource.opened = []
})
afterEach(() => {
  vi.useRealTimers()
})

describe('connectLiveUpdates', () => {
  it('opens one stream for the organization', () => {
    const { stop } = connect()
    expect(FakeSource.opened.map((source) => source.url)).toEqual([liveEventsUrl(ORG)])
    expect(liveEventsUrl(ORG)).toBe('/api/orgs/org-1/events')
    stop()
  })

  it('invalidates what a change makes stale, a burst of events once, within the batch window', () => {
    const { invalidateQueries, latest, stop } = connect()
    latest().emit('ready')
    latest().emit('change', change('teams'))
    latest().emit('change', change('players', 'p1'))
    latest().emit('change', 'garbage')
    expect(invalidateQueries).not.toHaveBeenCalled()
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    const collections = new Set([...dependentsOf('teams'), ...dependentsOf('players')])
    expect(invalidatedKeys(invalidateQueries)).toEqual(
      [...collections].map((collection) => leagueKeys.collection(ORG, collection)),
    )
    stop()
  })

  it('reconnects with growing delays, and refreshes everything once back', () => {
    const { invalidateQueries, latest, stop } = connect()
    latest().emit('ready')
    const first = latest()
    first.fail()
    expect(first.isClosed).toBe(true)
    vi.advanceTimersByTime(999)
    expect(FakeSource.opened).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSource.opened).toHaveLength(2)
    // still down: the next wait is twice as long
    latest().fail()
    vi.advanceTimersByTime(1999)
    expect(FakeSource.opened).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSource.opened).toHaveLength(3)
    latest().emit('ready')
    vi.advanceTimersByTime(LIVE_BATCH_MS)
    expect(invalidatedKeys(invalidateQueries)).toContainEqual(leagueKeys.organization(ORG))
    // back to a short wait after a successful connection
    latest().fail()
    vi.advanceTimersByTime(1000)
    expect(FakeSource.opened).toHaveLength(4)
    stop()
  })

  it('does not refresh everything on the first connection', () => {
    const { invalidateQueries, latest, stop } = connect()
    latest().emit('ready')
    vi.advanceTimersByTime(LIVE_BATCH_MS * 2)
    expect(invalidateQueries).not.toHaveBeenCalled()
    stop()
  })

  it('stops for good: closes the stream, cancels a pending reconnect and ignores late events', () => {
    const { invalidateQueries, latest, stop } = connect()
    const source = latest()
    source.emit('change', change('teams'))
    source.fail()
    stop()
    vi.advanceTimersByTime(60_000)
    expect(FakeSource.opened).toHaveLength(1)
    expect(source.isClosed).toBe(true)
    expect(invalidateQueries).not.toHaveBeenCalled()
  })
})
