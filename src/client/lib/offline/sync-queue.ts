/**
 * Results, cards and line-ups entered with no signal: each write is saved in the store (IndexedDB) before the screen calls it
 * "pending sync", survives closing the app, and is sent when the network returns, a result with the game version it
 * was based on. Nothing is dropped without the user choosing it:
 * - sent → removed (`onSynced` puts the answer into the query cache);
 * - a result refused as stale (409 STALE_VERSION) → `conflict`, holding the game as it is now (`current`), until the
 *   user keeps theirs (sent again on the current version) or takes the other (removed); unless the game as it is now
 *   already holds exactly that result (`isResultSaved`): an earlier send got through but its answer was lost (the
 *   signal dropped on the way back), so the entry is synced, not a conflict of two equal results;
 * - refused for another reason (the game was deleted, the role changed: a 4xx) → `failed` with the error code, kept
 *   until the user retries or discards it;
 * - no network, a 5xx or a 401 → stays pending and the round stops; the next round starts on `online`, on start-up
 *   and on a timer.
 * Per game, the line-up goes first (the server checks a goal's or a card's player against who played; a line-up does
 * not bump the game's version), then the result, then its cards (a card bumps the game's version, a result checks it).
 * A line-up, like a result, is the newest of the game by the same user: a later one replaces the earlier entry.
 *
 * Several tabs (decision 0033): each write is its own store entry (`entry:<id>`), so two tabs never overwrite each
 * other's list; a round runs under a cross-tab lock (`navigator.locks`) and reads the store again inside it, so an
 * entry another tab has sent is gone before this one could send it; every entry carries an `Idempotency-Key` made
 * when it was queued, so a send whose answer was lost is answered, not done, again by the server; the tabs tell each
 * other of changes over a BroadcastChannel.
 */

import type { CreateCardInput } from '#domain/games/game.schema.ts'
import { type ApiError, isApiError } from '../api-client.ts'
import type {
  CreatedCard,
  GameLineups,
  GameLineupsInput,
  GameSheet,
  GameStatsInput,
} from '../competition/competition-api.ts'
import type { KeyValueStore } from './key-value-store.ts'
import { type QueueChannel, type QueueLock, readEntries, writeEntry } from './queue-store.ts'
import { isResultSaved, type StatsBody } from './sync-result.ts'

export type { QueueChannel, QueueLock } from './queue-store.ts'
export { browserQueueChannel, browserQueueLock } from './queue-store.ts'
export { isResultSaved, type StatsBody, scoreOfStats } from './sync-result.ts'

export type PendingStatus = 'pending' | 'conflict' | 'failed'

interface PendingBase {
  id: string
  /** who entered it: only their session sends it (phones are shared) */
  userId: string
  organizationId: string
  gameId: string
  /** the game as the user saw it, for lists: "Home – Away" */
  homeName: string
  awayName: string
  createdAt: number
  status: PendingStatus
  /** the error code of a refusal (`failed`) */
  errorCode?: string
  /** sent as `Idempotency-Key` (made when queued; a result kept on a new version gets a new one); older entries: `id` */
  idempotencyKey?: string
}

export interface PendingResult extends PendingBase {
  kind: 'result'
  /** the game version the result was entered on */
  baseVersion: number
  body: StatsBody
  /** with `conflict`: the game as saved now */
  current?: GameSheet
}

export interface PendingCard extends PendingBase {
  kind: 'card'
  body: CreateCardInput
  player: { firstname: string; lastname: string; jerseyNumber: number | null }
}

/** Who played (decision 0026), both lists as ticked: the whole line-up replaces the saved one when it is sent. */
export interface PendingLineup extends PendingBase {
  kind: 'lineup'
  body: Pick<GameLineupsInput, 'home' | 'away'>
}

export type PendingWrite = PendingResult | PendingCard | PendingLineup

/**
 * How the queue talks to the API (the competition API in the app; a fake server in unit tests). A result is a PUT on a
 * version, idempotent by that version (`isResultSaved`): the app's `saveStats` does not send the key; a card is a
 * POST that creates, and sends it; a line-up is a PUT that replaces (the same lists twice change nothing) and sends it
 * too.
 */
export interface SyncSender {
  saveStats(organizationId: string, gameId: string, body: GameStatsInput, idempotencyKey?: string): Promise<GameSheet>
  addCard(organizationId: string, gameId: string, body: CreateCardInput, idempotencyKey?: string): Promise<CreatedCard>
  saveLineups(
    organizationId: string,
    gameId: string,
    body: GameLineupsInput,
    idempotencyKey?: string,
  ): Promise<GameLineups>
}

export type SyncEvent =
  | { type: 'result-synced'; entry: PendingResult; sheet: GameSheet }
  | { type: 'card-synced'; entry: PendingCard; card: CreatedCard }
  | { type: 'lineup-synced'; entry: PendingLineup; lineups: GameLineups }
  | { type: 'conflict'; entry: PendingResult }
  | { type: 'failed'; entry: PendingWrite }

/** The end of a round: everything it could send was sent (`done`), or it stopped on the network (`stopped`). */
export type FlushOutcome = 'done' | 'stopped'

type NewResult = Omit<
  PendingResult,
  'id' | 'kind' | 'createdAt' | 'status' | 'errorCode' | 'current' | 'idempotencyKey'
>
type NewCard = Omit<PendingCard, 'id' | 'kind' | 'createdAt' | 'status' | 'errorCode' | 'idempotencyKey'>
type NewLineup = Omit<PendingLineup, 'id' | 'kind' | 'createdAt' | 'status' | 'errorCode' | 'idempotencyKey'>

/** The order of a round: line-ups, then results, then cards (see the top of this file). */
const SEND_ORDER: Record<PendingWrite['kind'], number> = { lineup: 0, result: 1, card: 2 }

/** A refusal that will not change by sending again: the user has to decide. Anything else is retried. */
function isFinalRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429
}

function currentOf(error: ApiError): GameSheet | null {
  const fromError = (error as ApiError & { current?: unknown }).current
  const current = fromError ?? error.problem?.current
  return current !== null && typeof current === 'object' ? (current as GameSheet) : null
}

/** Without a cross-tab lock (unit tests, a browser without Web Locks): the tab's own rounds still never overlap. */
const noLock: QueueLock = (run) => run()

export class SyncQueue {
  readonly #store: KeyValueStore
  readonly #sender: SyncSender
  readonly #now: () => number
  readonly #newId: () => string
  readonly #lock: QueueLock
  readonly #channel: QueueChannel | null
  readonly #listeners = new Set<() => void>()
  readonly #eventListeners = new Set<(event: SyncEvent) => void>()
  #entries: readonly PendingWrite[] = []
  #loaded: Promise<void> | null = null
  #flushing: Promise<FlushOutcome> | null = null

  constructor({
    store,
    sender,
    now = Date.now,
    newId = () => crypto.randomUUID(),
    lock = noLock,
    channel = null,
  }: {
    store: KeyValueStore
    sender: SyncSender
    now?: () => number
    newId?: () => string
    lock?: QueueLock
    channel?: QueueChannel | null
  }) {
    this.#store = store
    this.#sender = sender
    this.#now = now
    this.#newId = newId
    this.#lock = lock
    this.#channel = channel
    // another tab changed the queue: read it again
    channel?.onChange(() => void this.reload())
  }

  /** Reads what an earlier visit left (once; later calls wait for the same read). */
  load(): Promise<void> {
    this.#loaded ??= this.reload()
    return this.#loaded
  }

  /** Reads the store again (another tab wrote to it); the list stays as it was if the store cannot be read. */
  async reload(): Promise<void> {
    try {
      this.#show(await readEntries<PendingWrite>(this.#store))
    } catch {}
  }

  /** Every entry, oldest first; the same array until something changes (useSyncExternalStore). */
  entries(): readonly PendingWrite[] {
    return this.#entries
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Sent, refused, conflicting: what a round did, for the cache and the toasts. */
  onEvent(listener: (event: SyncEvent) => void): () => void {
    this.#eventListeners.add(listener)
    return () => this.#eventListeners.delete(listener)
  }

  /** Stores a result entered offline; it replaces the game's earlier one of the same user (the newest entry wins). */
  async enqueueResult(result: NewResult): Promise<PendingResult> {
    await this.load()
    const id = this.#newId()
    const entry: PendingResult = {
      ...result,
      id,
      idempotencyKey: id,
      kind: 'result',
      createdAt: this.#now(),
      status: 'pending',
    }
    const replaced = this.#entries.filter(
      (each) => each.kind === 'result' && each.gameId === result.gameId && each.userId === result.userId,
    )
    await this.#put(entry)
    for (const each of replaced) await this.#delete(each.id)
    return entry
  }

  /** Stores a line-up ticked offline; it replaces the game's earlier one of the same user (the newest entry wins). */
  async enqueueLineup(lineup: NewLineup): Promise<PendingLineup> {
    await this.load()
    const id = this.#newId()
    const entry: PendingLineup = {
      ...lineup,
      id,
      idempotencyKey: id,
      kind: 'lineup',
      createdAt: this.#now(),
      status: 'pending',
    }
    const replaced = this.#entries.filter(
      (each) => each.kind === 'lineup' && each.gameId === lineup.gameId && each.userId === lineup.userId,
    )
    await this.#put(entry)
    for (const each of replaced) await this.#delete(each.id)
    return entry
  }

  async enqueueCard(card: NewCard): Promise<PendingCard> {
    await this.load()
    const id = this.#newId()
    const entry: PendingCard = {
      ...card,
      id,
      idempotencyKey: id,
      kind: 'card',
      createdAt: this.#now(),
      status: 'pending',
    }
    await this.#put(entry)
    return entry
  }

  /** The user gives the entry up (a refused card, a result they no longer want). */
  async discard(id: string): Promise<void> {
    await this.load()
    await this.#delete(id)
  }

  /** A conflict: keep the user's result, now based on the version saved meanwhile (the caller flushes). */
  async keepMine(id: string): Promise<void> {
    await this.load()
    const each = this.#entries.find((entry) => entry.id === id)
    if (each?.kind !== 'result' || !each.current) return
    const { current, errorCode: _errorCode, ...rest } = each
    // another body (the new version): another request, so another key
    await this.#put({ ...rest, baseVersion: current.version, status: 'pending', idempotencyKey: this.#newId() })
  }

  /** A conflict: take the result saved meanwhile; the user's entry goes. Returns that game, for the cache. */
  async takeTheirs(id: string): Promise<GameSheet | null> {
    await this.load()
    const entry = this.#entries.find((each) => each.id === id)
    await this.#delete(id)
    return entry?.kind === 'result' ? (entry.current ?? null) : null
  }

  /** A refused entry is tried once more. */
  async retry(id: string): Promise<void> {
    await this.load()
    const each = this.#entries.find((entry) => entry.id === id)
    if (each?.status !== 'failed') return
    const { errorCode: _errorCode, ...rest } = each
    await this.#put({ ...rest, status: 'pending' } as PendingWrite)
  }

  /**
   * Sends the user's pending entries, one at a time; a round already running in this tab is joined, and one running
   * in another tab is waited for (the lock), after which this one finds what it sent gone from the store.
   */
  flush(userId: string): Promise<FlushOutcome> {
    this.#flushing ??= this.#lock(() => this.#round(userId)).finally(() => {
      this.#flushing = null
    })
    return this.#flushing
  }

  async #round(userId: string): Promise<FlushOutcome> {
    await this.load()
    // inside the lock: what the store holds now, not what this tab saw before another tab's round
    await this.reload()
    const due = this.#entries
      .filter((each) => each.userId === userId && each.status === 'pending')
      .sort((a, b) => SEND_ORDER[a.kind] - SEND_ORDER[b.kind] || a.createdAt - b.createdAt)
    for (const entry of due) {
      // it may have been discarded or changed while the round ran (here or in another tab)
      const now = await this.#stored(entry.id)
      if (now?.status !== 'pending') continue
      const outcome = await this.#send(now)
      if (outcome === 'stopped') return 'stopped'
    }
    return 'done'
  }

  async #send(now: PendingWrite): Promise<'sent' | 'stopped'> {
    const key = now.idempotencyKey ?? now.id
    try {
      if (now.kind === 'result') {
        const body = { ...now.body, version: now.baseVersion }
        const sheet = await this.#sender.saveStats(now.organizationId, now.gameId, body, key)
        await this.#removeSent(now)
        this.#emit({ type: 'result-synced', entry: now, sheet })
      } else if (now.kind === 'lineup') {
        const lineups = await this.#sender.saveLineups(now.organizationId, now.gameId, now.body, key)
        await this.#removeSent(now)
        this.#emit({ type: 'lineup-synced', entry: now, lineups })
      } else {
        const card = await this.#sender.addCard(now.organizationId, now.gameId, now.body, key)
        await this.#removeSent(now)
        this.#emit({ type: 'card-synced', entry: now, card })
      }
      return 'sent'
    } catch (error) {
      if (isApiError(error) && error.code === 'STALE_VERSION' && now.kind === 'result') {
        const current = currentOf(error)
        if (current && isResultSaved(now.body, current)) {
          // already there (an earlier send whose answer never came back): sending again would change nothing
          await this.#removeSent(now)
          this.#emit({ type: 'result-synced', entry: now, sheet: current })
          return 'sent'
        }
        if (current) {
          const entry: PendingResult = { ...now, status: 'conflict', current }
          if (await this.#replaceSent(now, entry)) this.#emit({ type: 'conflict', entry })
          return 'sent'
        }
      }
      if (isFinalRefusal(error)) {
        const entry: PendingWrite = { ...now, status: 'failed', errorCode: error.code }
        if (await this.#replaceSent(now, entry)) this.#emit({ type: 'failed', entry })
        return 'sent'
      }
      return 'stopped'
    }
  }

  async #stored(id: string): Promise<PendingWrite | undefined> {
    return (await readEntries<PendingWrite>(this.#store, id))[0]
  }

  /** Removes the entry if it is still the one sent (a result kept again meanwhile, on a new key, stays). */
  async #removeSent(sent: PendingWrite) {
    const now = await this.#stored(sent.id)
    if (now && (now.idempotencyKey ?? now.id) !== (sent.idempotencyKey ?? sent.id)) return
    await this.#delete(sent.id)
  }

  /** Writes the entry's new state, unless it went meanwhile (discarded in another tab): then false. */
  async #replaceSent(sent: PendingWrite, next: PendingWrite): Promise<boolean> {
    if (!(await this.#stored(sent.id))) {
      this.#show(this.#entries.filter((each) => each.id !== sent.id))
      return false
    }
    await this.#put(next)
    return true
  }

  /** Writes the entry, then shows it: nothing is called pending before it is stored (a refused write throws). */
  async #put(entry: PendingWrite) {
    await writeEntry(this.#store, entry.id, entry)
    const others = this.#entries.filter((each) => each.id !== entry.id)
    this.#show([...others, entry])
    this.#channel?.post()
  }

  async #delete(id: string) {
    await writeEntry(this.#store, id, undefined)
    this.#show(this.#entries.filter((each) => each.id !== id))
    this.#channel?.post()
  }

  #show(next: readonly PendingWrite[]) {
    this.#entries = [...next].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
    for (const listener of this.#listeners) listener()
  }

  #emit(event: SyncEvent) {
    for (const listener of this.#eventListeners) listener(event)
  }
}
