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

export type LiveHub = {
  publish(organizationId: string, event: Omit<LiveEvent, 'at'>): Promise<void>
  subscribe(organizationId: string, listener: LiveListener): () => void
  close(): Promise<void>
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
    async close() {},
  }
}

/** Fans out through PostgreSQL NOTIFY; one LISTEN connection per instance. */
export async function createPostgresLiveHub(pool: pg.Pool, logger: Logger): Promise<LiveHub> {
  const local = createLocalFanOut()
  /** this instance's name in its notifications: it heard its own events when it published them */
  const self = randomUUID()
  let listener: pg.PoolClient | null = null
  let release: () => Promise<void> = async () => {}
  let closed = false

  async function connect() {
    const client = await pool.connect()
    const onNotification = (message: pg.Notification) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return
      try {
        const { o, e, i } = JSON.parse(message.payload) as { o: string; e: LiveEvent; i?: string }
        if (i !== self) local.emit(o, e)
      } catch (error) {
        logger.warn({ err: error }, 'bad live notification')
      }
    }
    const onError = (error: Error) => {
      if (listener !== client) return
      logger.warn({ err: error }, 'live listener lost its connection; reconnecting')
      detach(client, true)
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000)
    }
    // The client goes back to the pool afterwards: take our handlers off it first.
    const detach = (c: pg.PoolClient, destroy: boolean) => {
      c.off('notification', onNotification)
      c.off('error', onError)
      if (listener === c) listener = null
      c.release(destroy)
    }
    client.on('notification', onNotification)
    client.on('error', onError)
    await client.query(`listen ${LIVE_CHANNEL}`)
    listener = client
    release = async () => {
      await client.query(`unlisten ${LIVE_CHANNEL}`).catch(() => {})
      if (listener === client) detach(client, false)
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
    async close() {
      closed = true
      await release()
    },
  }
}
