/**
 * Live updates: services publish "this changed" events per organization after their transaction commits; every
 * open SSE stream of that organization receives them, and so do the instance's caches that must forget what a write
 * changed (the public league site's stamps, features/public/public-organizations.ts). With PostgreSQL the events
 * travel through LISTEN/NOTIFY so that every instance behind a load balancer hears every other's changes; with PGlite
 * (one process) they stay in memory. Either way the publishing instance's own listeners hear an event before
 * `publish` returns, so the request that wrote answers after its own instance has forgotten what it changed. Events carry ids and versions only, never data: clients refetch what they show, through the same
 * authorization as any request.
 */
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type pg from 'pg'
import type { Logger } from 'pino'

export const LIVE_CHANNEL = 'league_portal_live'

export type LiveEvent = {
  /** the collection that changed, e.g. 'teams', 'players', 'games', 'organization', 'members' */
  entity: string
  action: 'created' | 'updated' | 'deleted' | 'restored'
  id?: string
  version?: number
  /** when the change was committed (ms since epoch), to measure delivery delay */
  at: number
}

export type LiveListener = (event: LiveEvent) => void

/** The PostgreSQL listener's state: 'reconnecting' while this instance cannot hear the others (decision 0034). */
export type LiveState = 'ok' | 'reconnecting'

export type LiveHub = {
  publish(organizationId: string, event: Omit<LiveEvent, 'at'>): Promise<void>
  subscribe(organizationId: string, listener: LiveListener): () => void
  /** 'ok' in memory, or while the LISTEN connection is up */
  state(): LiveState
  close(): Promise<void>
}

/** The first reconnection waits about this long, each next one twice as long… */
export const RECONNECT_BASE_MS = 250
/** …up to this; PostgreSQL coming back is heard within it */
export const RECONNECT_CAP_MS = 4000

/**
 * The wait before reconnection attempt `attempt` (0 first): exponential, capped, with "equal jitter" (half fixed,
 * half random), so the instances that lost one database together do not all knock at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

function createLocalFanOut() {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    emit: (organizationId: string, event: LiveEvent) => emitter.emit(organizationId, event),
    subscribe(organizationId: string, listener: LiveListener) {
      emitter.on(organizationId, listener)
      return () => {
        emitter.off(organizationId, listener)
      }
    },
  }
}

export function createMemoryLiveHub(): LiveHub {
  const local = createLocalFanOut()
  return {
    async publish(organizationId, event) {
      local.emit(organizationId, { ...event, at: Date.now() })
    },
    subscribe: local.subscribe,
    state: () => 'ok',
    async close() {},
  }
}

/**
 * Fans out through PostgreSQL NOTIFY; one LISTEN connection per instance. When it is lost (PostgreSQL restarted, a
 * failover, connections dropped), the listener reconnects for as long as it takes, with backoff and jitter, logging
 * the loss and the recovery; meanwhile `state()` is 'reconnecting' (decision 0034).
 */
export async function createPostgresLiveHub(pool: pg.Pool, logger: Logger): Promise<LiveHub> {
  const local = createLocalFanOut()
  /** this instance's name in its notifications: it heard its own events when it published them */
  const self = randomUUID()
  let listener: pg.PoolClient | null = null
  let release: () => Promise<void> = async () => {}
  let closed = false
  let state: LiveState = 'ok'
  let attempt = 0
  let lostAt = 0
  let retry: NodeJS.Timeout | null = null

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return
    try {
      const { o, e, i } = JSON.parse(message.payload) as { o: string; e: LiveEvent; i?: string }
      if (i !== self) local.emit(o, e)
    } catch (error) {
      logger.warn({ err: error }, 'bad live notification')
    }
  }

  function scheduleReconnect() {
    if (closed || retry) return
    const delayMs = reconnectDelayMs(attempt)
    attempt += 1
    retry = setTimeout(() => {
      retry = null
      connect().then(
        () => {
          logger.info({ attempts: attempt, downMs: Date.now() - lostAt }, 'live listener reconnected')
          attempt = 0
          state = 'ok'
        },
        (error: unknown) => {
          logger.warn({ err: error, attempt }, 'live listener could not reconnect; trying again')
          scheduleReconnect()
        },
      )
    }, delayMs)
    retry.unref?.()
  }

  async function connect() {
    const client = await pool.connect()
    // The client goes back to the pool afterwards: take our handlers off it first.
    const detach = (destroy: boolean) => {
      client.off('notification', onNotification)
      client.off('error', onLost)
      client.off('end', onLost)
      if (listener === client) listener = null
      client.release(destroy)
    }
    function onLost(error?: Error) {
      if (listener !== client) return
      detach(true)
      if (closed) return
      state = 'reconnecting'
      lostAt = Date.now()
      logger.warn({ err: error }, 'live listener lost its connection: other instances are not heard; reconnecting')
      scheduleReconnect()
    }
    client.on('notification', onNotification)
    client.on('error', onLost)
    client.on('end', onLost)
    try {
      await client.query(`listen ${LIVE_CHANNEL}`)
    } catch (error) {
      detach(true)
      throw error
    }
    if (closed) {
      detach(true)
      return
    }
    listener = client
    release = async () => {
      await client.query(`unlisten ${LIVE_CHANNEL}`).catch(() => {})
      if (listener === client) detach(false)
    }
  }
  await connect()

  return {
    async publish(organizationId, event) {
      const e = { ...event, at: Date.now() }
      local.emit(organizationId, e)
      await pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ o: organizationId, e, i: self })])
    },
    subscribe: local.subscribe,
    state: () => state,
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      await release()
    },
  }
}
