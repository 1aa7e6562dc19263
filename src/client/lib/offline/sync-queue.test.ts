import { describe, expect, it } from 'vitest'
import type { CreateCardInput } from '#domain/games/game.schema.ts'
import { ApiError, NETWORK_ERROR_CODE } from '../api-client.ts'
import type { GameLineupsInput, GameSheet, GameStatsInput } from '../competition/competition-api.ts'
import { type KeyValueStore, memoryStore } from './key-value-store.ts'
import { type StatsBody, type SyncEvent, SyncQueue, type SyncSender } from './sync-queue.ts'

const HOME = '00000000-0000-4000-8000-00000000000a'
const AWAY = '00000000-0000-4000-8000-00000000000b'
const PLAYER = '00000000-0000-4000-8000-000000000001'
const OTHER = '00000000-0000-4000-8000-000000000002'

/**
 * A game server in memory with the API's rules: a result must carry the current version (else 409 STALE_VERSION with
 * `current`), a card bumps the version, a line-up replaces the lists without bumping it (409 PLAYER_NOT_ELIGIBLE when
 * it names a player who may not play), a deleted game answers 404, no signal throws NETWORK.
 */
function fakeServer() {
  const state = {
    version: 3,
    home: 0,
    away: 0,
    hasResult: false,
    isConfirmed: false,
    cards: 0,
    isDeleted: false,
    isOnline: true,
    /** the next result is saved but its answer never comes back (the signal drops on the way back) */
    losesNextAnswer: false,
    lineups: { home: [] as string[], away: [] as string[] },
    /** players who may not play: a line-up naming one is refused */
    ineligible: new Set<string>(),
    /** the Idempotency-Key of each line-up sent */
    lineupKeys: [] as (string | undefined)[],
    sent: [] as string[],
  }
  const side = (goals: number) => ({ goals, unassignedGoals: goals, scorers: [] })
  const sheet = () => ({
    id: 'g1',
    version: state.version,
    hasResult: state.hasResult,
    state: state.isConfirmed ? 'confirmed' : 'published',
    penalties: null,
    home: side(state.home),
    away: side(state.away),
  })
  const check = () => {
    if (!state.isOnline) throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE })
    if (state.isDeleted) throw new ApiError({ status: 404, code: 'NOT_FOUND' })
  }
  const sender: SyncSender = {
    saveStats: async (_organizationId: string, _gameId: string, body: GameStatsInput) => {
      check()
      state.sent.push(`result@${body.version}`)
      if (body.version !== state.version) {
        throw new ApiError({ status: 409, code: 'STALE_VERSION', problem: { code: 'STALE_VERSION', current: sheet() } })
      }
      state.home = body.home?.unassignedGoals ?? 0
      state.away = body.away?.unassignedGoals ?? 0
      state.hasResult = true
      state.isConfirmed ||= body.confirm === true
      state.version += 1
      if (state.losesNextAnswer) {
        state.losesNextAnswer = false
        throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE })
      }
      return sheet() as unknown as GameSheet
    },
    addCard: async (_organizationId: string, _gameId: string, body: CreateCardInput) => {
      check()
      state.sent.push(`card:${body.type}`)
      state.cards += 1
      state.version += 1
      return { id: `c${state.cards}`, gameVersion: state.version, yellowCount: 1, warning: null, suspensionId: null }
    },
    saveLineups: async (_organizationId: string, _gameId: string, body: GameLineupsInput, key?: string) => {
      check()
      state.sent.push(`lineup:${body.home?.length ?? 0}-${body.away?.length ?? 0}`)
      state.lineupKeys.push(key)
      if ([...(body.home ?? []), ...(body.away ?? [])].some((id) => state.ineligible.has(id))) {
        throw new ApiError({ status: 409, code: 'PLAYER_NOT_ELIGIBLE' })
      }
      state.lineups = { home: body.home ?? state.lineups.home, away: body.away ?? state.lineups.away }
      const named = (ids: string[]) =>
        ids.map((playerId) => ({ playerId, firstname: 'A', lastname: 'B', jerseyNumber: null }))
      return { home: named(state.lineups.home), away: named(state.lineups.away) }
    },
  }
  /** someone else saves a result meanwhile */
  const otherSaves = (home: number, away: number) => {
    state.home = home
    state.away = away
    state.hasResult = true
    state.version += 1
  }
  return { state, sender, otherSaves }
}

const score = (home: number, away: number): StatsBody => ({
  home: { goals: [], unassignedGoals: home },
  away: { goals: [], unassignedGoals: away },
})

const game = { organizationId: 'o1', gameId: 'g1', homeName: 'Norte', awayName: 'Sur' }

function makeQueue(store: KeyValueStore, sender: SyncSender) {
  let tick = 0
  let id = 0
  const queue = new SyncQueue({ store, sender, now: () => ++tick, newId: () => `w${++id}` })
  const events: SyncEvent[] = []
  queue.onEvent((event) => events.push(event))
  return { queue, events }
}

describe('SyncQueue', () => {
  it('stores a result before it resolves, and a queue opened later (the app reopened) still has it', async () => {
    const store = memoryStore()
    const { sender } = fakeServer()
    const { queue } = makeQueue(store, sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(2, 1) })

    const reopened = makeQueue(store, sender).queue
    await reopened.load()
    expect(reopened.entries()).toMatchObject([
      { kind: 'result', gameId: 'g1', baseVersion: 3, status: 'pending', body: score(2, 1) },
    ])
  })

  it('sends the result with its base version when the network returns, then forgets it', async () => {
    const server = fakeServer()
    server.state.isOnline = false
    const { queue, events } = makeQueue(memoryStore(), server.sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(2, 1) })

    expect(await queue.flush('u1')).toBe('stopped')
    expect(queue.entries()).toHaveLength(1)
    expect(queue.entries()[0]?.status).toBe('pending')

    server.state.isOnline = true
    expect(await queue.flush('u1')).toBe('done')
    expect(server.state).toMatchObject({ home: 2, away: 1, version: 4 })
    expect(server.state.sent).toEqual(['result@3'])
    expect(queue.entries()).toEqual([])
    expect(events.map((event) => event.type)).toEqual(['result-synced'])
  })

  it('a 409 becomes a conflict holding both versions; keeping mine sends it again on the new version', async () => {
    const server = fakeServer()
    const store = memoryStore()
    const { queue, events } = makeQueue(store, server.sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(2, 1) })
    server.otherSaves(0, 0)

    expect(await queue.flush('u1')).toBe('done')
    const [conflict] = queue.entries()
    expect(conflict).toMatchObject({ status: 'conflict', body: score(2, 1), current: { version: 4 } })
    expect(events.map((event) => event.type)).toEqual(['conflict'])
    // the conflict is stored too: closing the app does not lose it
    const reopened = makeQueue(store, server.sender).queue
    await reopened.load()
    expect(reopened.entries()[0]?.status).toBe('conflict')
    // a round does not resend a conflict by itself
    await queue.flush('u1')
    expect(server.state.sent).toEqual(['result@3'])

    await queue.keepMine(conflict?.id ?? '')
    expect(queue.entries()[0]).toMatchObject({ status: 'pending', baseVersion: 4 })
    await queue.flush('u1')
    expect(server.state).toMatchObject({ home: 2, away: 1, version: 5 })
    expect(queue.entries()).toEqual([])
  })

  it('a send that got through but whose answer was lost is synced on the 409, not a conflict of two equal results', async () => {
    const server = fakeServer()
    const store = memoryStore()
    const { queue, events } = makeQueue(store, server.sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(2, 1) })
    server.state.losesNextAnswer = true

    // the result reaches the server, the answer does not reach the phone: still pending
    expect(await queue.flush('u1')).toBe('stopped')
    expect(server.state).toMatchObject({ home: 2, away: 1, version: 4 })
    expect(queue.entries()).toMatchObject([{ status: 'pending', baseVersion: 3 }])

    // the next round meets 409 STALE_VERSION, and the game as saved holds exactly the queued result: synced
    expect(await queue.flush('u1')).toBe('done')
    expect(server.state.sent).toEqual(['result@3', 'result@3'])
    expect(queue.entries()).toEqual([])
    expect(events).toMatchObject([{ type: 'result-synced', sheet: { version: 4, home: { goals: 2 } } }])
    const reopened = makeQueue(store, server.sender).queue
    await reopened.load()
    expect(reopened.entries()).toEqual([])
    expect(server.state.version).toBe(4)
  })

  it('a 409 on a game saved with the same score but not confirmed, when mine confirms, is still a conflict', async () => {
    const server = fakeServer()
    const { queue, events } = makeQueue(memoryStore(), server.sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: { ...score(2, 1), confirm: true } })
    server.otherSaves(2, 1)

    await queue.flush('u1')
    expect(queue.entries()).toMatchObject([{ status: 'conflict', current: { version: 4 } }])
    expect(events.map((event) => event.type)).toEqual(['conflict'])
  })

  it('taking the other result drops mine and hands back the game as saved', async () => {
    const server = fakeServer()
    const { queue } = makeQueue(memoryStore(), server.sender)
    const entry = await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(2, 1) })
    server.otherSaves(5, 5)
    await queue.flush('u1')

    const current = await queue.takeTheirs(entry.id)
    expect(current).toMatchObject({ version: 4, home: { goals: 5 } })
    expect(queue.entries()).toEqual([])
    expect(server.state).toMatchObject({ home: 5, away: 5, version: 4 })
  })

  it('a refusal that sending again cannot fix is kept as failed with its code until the user decides', async () => {
    const server = fakeServer()
    server.state.isDeleted = true
    const { queue } = makeQueue(memoryStore(), server.sender)
    const entry = await queue.enqueueCard({
      ...game,
      userId: 'u1',
      body: { playerId: PLAYER, teamId: HOME, type: 'yellow' },
      player: { firstname: 'Ana', lastname: 'Paz', jerseyNumber: 9 },
    })
    expect(await queue.flush('u1')).toBe('done')
    expect(queue.entries()).toMatchObject([{ id: entry.id, status: 'failed', errorCode: 'NOT_FOUND' }])

    server.state.isDeleted = false
    await queue.retry(entry.id)
    expect(queue.entries()[0]?.status).toBe('pending')
    await queue.flush('u1')
    expect(queue.entries()).toEqual([])
    expect(server.state.cards).toBe(1)

    const other = await queue.enqueueCard({ ...entry, body: { ...entry.body, type: 'red' } })
    await queue.discard(other.id)
    expect(queue.entries()).toEqual([])
  })

  it("sends a game's result before its cards, so the card's version bump does not make the result stale", async () => {
    const server = fakeServer()
    const { queue } = makeQueue(memoryStore(), server.sender)
    await queue.enqueueCard({
      ...game,
      userId: 'u1',
      body: { playerId: PLAYER, teamId: AWAY, type: 'yellow' },
      player: { firstname: 'Ana', lastname: 'Paz', jerseyNumber: null },
    })
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(1, 0) })
    await queue.flush('u1')
    expect(server.state.sent).toEqual(['result@3', 'card:yellow'])
    expect(queue.entries()).toEqual([])
  })

  it("a newer result of the same game replaces the older one; another user's entries wait for their session", async () => {
    const server = fakeServer()
    const { queue } = makeQueue(memoryStore(), server.sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(1, 0) })
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(2, 0) })
    await queue.enqueueResult({ ...game, userId: 'u2', baseVersion: 3, body: score(0, 4) })
    expect(queue.entries().map((each) => [each.userId, each.body])).toEqual([
      ['u1', score(2, 0)],
      ['u2', score(0, 4)],
    ])

    await queue.flush('u1')
    expect(server.state).toMatchObject({ home: 2, away: 0 })
    expect(queue.entries().map((each) => each.userId)).toEqual(['u2'])
  })

  it('a write the store refuses is reported, and the entry is not shown as pending', async () => {
    const store = memoryStore()
    const failing: KeyValueStore = {
      ...store,
      set: async () => {
        throw new Error('QuotaExceededError')
      },
    }
    const { queue } = makeQueue(failing, fakeServer().sender)
    await expect(queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(1, 0) })).rejects.toThrow(
      'QuotaExceededError',
    )
    expect(queue.entries()).toEqual([])
  })

  it('joins a round already running instead of sending twice', async () => {
    const server = fakeServer()
    const { queue } = makeQueue(memoryStore(), server.sender)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(1, 0) })
    await Promise.all([queue.flush('u1'), queue.flush('u1')])
    expect(server.state.sent).toEqual(['result@3'])
  })
})

describe('SyncQueue: line-ups', () => {
  const lineup = (home: string[], away: string[] = []) => ({ ...game, userId: 'u1', body: { home, away } })
  const yellow = {
    ...game,
    userId: 'u1',
    body: { playerId: PLAYER, teamId: HOME, type: 'yellow' as const },
    player: { firstname: 'Ana', lastname: 'Paz', jerseyNumber: 9 },
  }

  it('stores a line-up before it resolves, and a queue opened later (the page reloaded offline) still has it', async () => {
    const store = memoryStore()
    const server = fakeServer()
    const { queue } = makeQueue(store, server.sender)
    const entry = await queue.enqueueLineup(lineup([PLAYER], [OTHER]))
    expect(entry).toMatchObject({ kind: 'lineup', status: 'pending', idempotencyKey: entry.id })

    const reopened = makeQueue(store, server.sender).queue
    await reopened.load()
    expect(reopened.entries()).toMatchObject([
      { kind: 'lineup', gameId: 'g1', status: 'pending', body: { home: [PLAYER], away: [OTHER] } },
    ])
    expect(server.state.sent).toEqual([])
  })

  it("a newer line-up of the same game by the same user replaces the older one; another user's stays; discarded, it goes", async () => {
    const { queue } = makeQueue(memoryStore(), fakeServer().sender)
    await queue.enqueueLineup(lineup([PLAYER]))
    await queue.enqueueLineup(lineup([PLAYER, OTHER]))
    await queue.enqueueLineup({ ...lineup([]), userId: 'u2' })
    await queue.enqueueLineup({ ...lineup([OTHER]), gameId: 'g2' })
    expect(queue.entries().map((each) => [each.userId, each.gameId, each.body])).toEqual([
      ['u1', 'g1', { home: [PLAYER, OTHER], away: [] }],
      ['u2', 'g1', { home: [], away: [] }],
      ['u1', 'g2', { home: [OTHER], away: [] }],
    ])
    await queue.discard(queue.entries()[0]?.id ?? '')
    expect(queue.entries().map((each) => each.gameId)).toEqual(['g1', 'g2'])
  })

  it('is sent before the result and the cards of a round (goals and cards are checked against who played)', async () => {
    const server = fakeServer()
    const { queue } = makeQueue(memoryStore(), server.sender)
    await queue.enqueueCard(yellow)
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(1, 0) })
    await queue.enqueueLineup(lineup([PLAYER], [OTHER]))
    expect(await queue.flush('u1')).toBe('done')
    // the line-up does not bump the version: the result is not made stale by it
    expect(server.state.sent).toEqual(['lineup:1-1', 'result@3', 'card:yellow'])
    expect(queue.entries()).toEqual([])
  })

  it('waits for signal, then is sent with its Idempotency-Key and answers the saved lists, and is forgotten', async () => {
    const server = fakeServer()
    server.state.isOnline = false
    const store = memoryStore()
    const { queue, events } = makeQueue(store, server.sender)
    const entry = await queue.enqueueLineup(lineup([PLAYER], [OTHER]))

    expect(await queue.flush('u1')).toBe('stopped')
    expect(queue.entries()).toMatchObject([{ id: entry.id, status: 'pending' }])

    server.state.isOnline = true
    expect(await queue.flush('u1')).toBe('done')
    expect(server.state.lineups).toEqual({ home: [PLAYER], away: [OTHER] })
    expect(server.state.lineupKeys).toEqual([entry.idempotencyKey])
    expect(queue.entries()).toEqual([])
    expect(events).toMatchObject([
      {
        type: 'lineup-synced',
        entry: { id: entry.id },
        lineups: { home: [{ playerId: PLAYER }], away: [{ playerId: OTHER }] },
      },
    ])
    const reopened = makeQueue(store, server.sender).queue
    await reopened.load()
    expect(reopened.entries()).toEqual([])
  })

  it('a final refusal (409 PLAYER_NOT_ELIGIBLE) is kept as failed with its code; retried once allowed, it is sent', async () => {
    const server = fakeServer()
    server.state.ineligible.add(OTHER)
    const { queue, events } = makeQueue(memoryStore(), server.sender)
    const entry = await queue.enqueueLineup(lineup([PLAYER], [OTHER]))
    await queue.enqueueResult({ ...game, userId: 'u1', baseVersion: 3, body: score(1, 0) })

    // the refusal is the line-up's alone: the round goes on with the result
    expect(await queue.flush('u1')).toBe('done')
    expect(queue.entries()).toMatchObject([
      { id: entry.id, kind: 'lineup', status: 'failed', errorCode: 'PLAYER_NOT_ELIGIBLE' },
    ])
    expect(events.map((event) => event.type)).toEqual(['failed', 'result-synced'])
    expect(server.state.lineups).toEqual({ home: [], away: [] })
    // a later round does not send it again by itself
    await queue.flush('u1')
    expect(server.state.sent).toEqual(['lineup:1-1', 'result@3'])

    server.state.ineligible.clear()
    await queue.retry(entry.id)
    expect(queue.entries()).toMatchObject([{ id: entry.id, status: 'pending' }])
    expect(await queue.flush('u1')).toBe('done')
    expect(server.state.lineups).toEqual({ home: [PLAYER], away: [OTHER] })
    expect(queue.entries()).toEqual([])
  })
})
