/**
 * Decision 0033: the queue shared by several tabs (one store entry per write, a cross-tab lock around a round) and
 * the Idempotency-Key every queued card carries (a send whose answer was lost is answered again, not done again).
 */
import { describe, expect, it } from 'vitest'
import type { CreateCardInput } from '#domain/games/game.schema.ts'
import { ApiError, NETWORK_ERROR_CODE } from '../api-client.ts'
import type { CreatedCard, GameSheet } from '../competition/competition-api.ts'
import { memoryStore } from './key-value-store.ts'
import { type QueueChannel, type QueueLock, SyncQueue, type SyncSender } from './sync-queue.ts'

const game = { organizationId: 'o1', gameId: 'g1', homeName: 'Norte', awayName: 'Sur' }
const card = (type: 'yellow' | 'red' = 'yellow') => ({
  ...game,
  userId: 'u1',
  body: { playerId: 'p1', teamId: 't1', type } as CreateCardInput,
  player: { firstname: 'Ana', lastname: 'Paz', jerseyNumber: 9 },
})

/** A card endpoint that honours Idempotency-Key as the server does (a repeat gets the first answer). */
function cardServer() {
  const state = { cards: [] as string[], calls: 0, losesNextAnswer: false, isOnline: true }
  const answers = new Map<string, CreatedCard>()
  const sender: SyncSender = {
    saveStats: async () => {
      throw new Error('no results here')
    },
    saveLineups: async () => {
      throw new Error('no line-ups here')
    },
    addCard: async (_organizationId: string, _gameId: string, body: CreateCardInput, key?: string) => {
      // a tick, so two tabs' rounds can interleave
      await Promise.resolve()
      if (!state.isOnline) throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE })
      state.calls += 1
      const replay = key ? answers.get(key) : undefined
      if (replay) return replay
      state.cards.push(body.type)
      const answer = { id: `c${state.cards.length}`, gameVersion: 1, yellowCount: 1, warning: null, suspensionId: null }
      if (key) answers.set(key, answer)
      if (state.losesNextAnswer) {
        state.losesNextAnswer = false
        throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE })
      }
      return answer
    },
  }
  return { state, sender }
}

/** One lock for the "origin", as navigator.locks gives the tabs: holders run one after the other. */
function sharedLock(): QueueLock {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(run: () => Promise<T>) => {
    const result = tail.then(run)
    tail = result.catch(() => undefined)
    return result
  }
}

/** A BroadcastChannel between the tabs: a post reaches every other tab. */
function sharedChannel() {
  const tabs: (() => void)[][] = []
  return (): QueueChannel => {
    const mine: (() => void)[] = []
    tabs.push(mine)
    return {
      post: () => {
        for (const tab of tabs) if (tab !== mine) for (const listener of tab) listener()
      },
      onChange: (listener) => mine.push(listener),
    }
  }
}

describe('SyncQueue across tabs', () => {
  it('two tabs flushing the same queue at once send a card once', async () => {
    const store = memoryStore()
    const server = cardServer()
    const lock = sharedLock()
    const first = new SyncQueue({ store, sender: server.sender, lock })
    const second = new SyncQueue({ store, sender: server.sender, lock })
    await first.enqueueCard(card())
    await second.load()
    expect(second.entries()).toHaveLength(1)

    await Promise.all([first.flush('u1'), second.flush('u1')])
    expect(server.state.calls).toBe(1)
    expect(server.state.cards).toEqual(['yellow'])
    expect(first.entries()).toEqual([])
    expect(second.entries()).toEqual([])
  })

  it('two tabs queueing at once keep both writes (one entry each, no list overwritten)', async () => {
    const store = memoryStore()
    const server = cardServer()
    const channel = sharedChannel()
    const first = new SyncQueue({ store, sender: server.sender, channel: channel() })
    const second = new SyncQueue({ store, sender: server.sender, channel: channel() })
    await Promise.all([first.load(), second.load()])
    await Promise.all([first.enqueueCard(card('yellow')), second.enqueueCard(card('red'))])

    const reopened = new SyncQueue({ store, sender: server.sender })
    await reopened.load()
    expect(reopened.entries().map((each) => each.body)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'yellow' }), expect.objectContaining({ type: 'red' })]),
    )
    // each tab heard the other's write
    await expect.poll(() => first.entries().length).toBe(2)
    await expect.poll(() => second.entries().length).toBe(2)
    await reopened.flush('u1')
    expect(server.state.cards.sort()).toEqual(['red', 'yellow'])
  })

  it('a card whose answer was lost is sent again with the same key, and the server makes it once', async () => {
    const store = memoryStore()
    const server = cardServer()
    const queue = new SyncQueue({ store, sender: server.sender })
    const entry = await queue.enqueueCard(card())
    expect(entry.idempotencyKey).toEqual(expect.any(String))
    server.state.losesNextAnswer = true

    expect(await queue.flush('u1')).toBe('stopped')
    expect(queue.entries()).toHaveLength(1)
    expect(await queue.flush('u1')).toBe('done')
    expect(server.state.calls).toBe(2)
    expect(server.state.cards).toEqual(['yellow'])
    expect(queue.entries()).toEqual([])
  })

  it('a queue saved as one array (before decision 0033) is read, moved to one entry per write, and sent', async () => {
    const store = memoryStore()
    const server = cardServer()
    const old = { ...card(), id: 'w1', kind: 'card', createdAt: 1, status: 'pending' }
    await store.set('queue', [old])
    const queue = new SyncQueue({ store, sender: server.sender })
    await queue.load()
    expect(queue.entries()).toMatchObject([{ id: 'w1', kind: 'card' }])
    expect(await store.keys()).toEqual(['entry:w1'])
    await queue.flush('u1')
    expect(server.state.cards).toEqual(['yellow'])
    expect(await store.keys()).toEqual([])
  })

  it('an entry discarded in another tab while a round waits for the lock is not sent', async () => {
    const store = memoryStore()
    const server = cardServer()
    const lock = sharedLock()
    const first = new SyncQueue({ store, sender: server.sender, lock })
    const second = new SyncQueue({ store, sender: server.sender, lock })
    const entry = await first.enqueueCard(card())
    await second.load()
    let release: () => void = () => undefined
    const held = lock(() => new Promise<void>((resolve) => (release = resolve)))
    const round = second.flush('u1')
    await first.discard(entry.id)
    release()
    await held
    expect(await round).toBe('done')
    expect(server.state.calls).toBe(0)
    expect(second.entries()).toEqual([])
  })

  it('results keep a key too, renewed when the user keeps theirs on a new version', async () => {
    const store = memoryStore()
    const stale = new ApiError({
      status: 409,
      code: 'STALE_VERSION',
      problem: {
        code: 'STALE_VERSION',
        current: {
          version: 5,
          hasResult: true,
          state: 'published',
          home: { goals: 0, unassignedGoals: 0, scorers: [] },
          away: { goals: 3, unassignedGoals: 3, scorers: [] },
        } as unknown as GameSheet,
      },
    })
    const keys: (string | undefined)[] = []
    let isStale = true
    const sender: SyncSender = {
      saveStats: async (_o, _g, body, key) => {
        keys.push(key)
        if (isStale) throw stale
        return { version: (body.version ?? 0) + 1 } as GameSheet
      },
      saveLineups: async () => {
        throw new Error('no line-ups here')
      },
      addCard: async () => {
        throw new Error('no cards here')
      },
    }
    const queue = new SyncQueue({ store, sender })
    const entry = await queue.enqueueResult({
      ...game,
      userId: 'u1',
      baseVersion: 3,
      body: { home: { goals: [], unassignedGoals: 1 }, away: { goals: [], unassignedGoals: 0 } },
    })
    await queue.flush('u1')
    expect(queue.entries()).toMatchObject([{ status: 'conflict' }])
    await queue.keepMine(entry.id)
    isStale = false
    await queue.flush('u1')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(entry.idempotencyKey)
    expect(keys[1]).not.toBe(keys[0])
    expect(queue.entries()).toEqual([])
  })
})
