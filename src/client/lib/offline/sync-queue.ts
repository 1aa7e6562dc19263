/**
 * Results and cards entered with no signal: each write is saved in the store (IndexedDB) before the screen calls it
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
 * Per game, the result goes before its cards (a card bumps the game's version, a result checks it).
 */

import type { CreateCardInput } from '#domain/games/game.schema.ts'
import { type ApiError, isApiError } from '../api-client.ts'
import type { CreatedCard, GameSheet, GameStatsInput } from '../competition/competition-api.ts'
import type { KeyValueStore } from './key-value-store.ts'

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
}

export type StatsBody = Omit<GameStatsInput, 'version'>

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

export type PendingWrite = PendingResult | PendingCard

/** How the queue talks to the API (the competition API in the app; a fake server in unit tests). */
export interface SyncSender {
  saveStats(organizationId: string, gameId: string, body: GameStatsInput): Promise<GameSheet>
  addCard(organizationId: string, gameId: string, body: CreateCardInput): Promise<CreatedCard>
}

export type SyncEvent =
  | { type: 'result-synced'; entry: PendingResult; sheet: GameSheet }
  | { type: 'card-synced'; entry: PendingCard; card: CreatedCard }
  | { type: 'conflict'; entry: PendingResult }
  | { type: 'failed'; entry: PendingWrite }

/** The end of a round: everything it could send was sent (`done`), or it stopped on the network (`stopped`). */
export type FlushOutcome = 'done' | 'stopped'

const QUEUE_KEY = 'queue'

type NewResult = Omit<PendingResult, 'id' | 'kind' | 'createdAt' | 'status' | 'errorCode' | 'current'>
type NewCard = Omit<PendingCard, 'id' | 'kind' | 'createdAt' | 'status' | 'errorCode'>

/** A refusal that will not change by sending again: the user has to decide. Anything else is retried. */
function isFinalRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429
}

function currentOf(error: ApiError): GameSheet | null {
  const fromError = (error as ApiError & { current?: unknown }).current
  const current = fromError ?? error.problem?.current
  return current !== null && typeof current === 'object' ? (current as GameSheet) : null
}

export class SyncQueue {
  readonly #store: KeyValueStore
  readonly #sender: SyncSender
  readonly #now: () => number
  readonly #newId: () => string
  readonly #listeners = new Set<() => void>()
  readonly #eventListeners = new Set<(event: SyncEvent) => void>()
  #entries: readonly PendingWrite[] = []
  #loaded: Promise<void> | null = null
  #flushing: Promise<FlushOutcome> | null = null
  /** serializes the store writes, so the last one written is the last state */
  #writing: Promise<void> = Promise.resolve()

  constructor({
    store,
    sender,
    now = Date.now,
    newId = () => crypto.randomUUID(),
  }: {
    store: KeyValueStore
    sender: SyncSender
    now?: () => number
    newId?: () => string
  }) {
    this.#store = store
    this.#sender = sender
    this.#now = now
    this.#newId = newId
  }

  /** Reads what an earlier visit left (once; later calls wait for the same read). */
  load(): Promise<void> {
    this.#loaded ??= this.#store
      .get<PendingWrite[]>(QUEUE_KEY)
      .then((saved) => {
        // entries added before the read finished stay after the saved ones
        this.#entries = [...(saved ?? []), ...this.#entries]
        this.#notify()
      })
      .catch(() => undefined)
    return this.#loaded
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
    const entry: PendingResult = {
      ...result,
      id: this.#newId(),
      kind: 'result',
      createdAt: this.#now(),
      status: 'pending',
    }
    const others = this.#entries.filter(
      (each) => !(each.kind === 'result' && each.gameId === result.gameId && each.userId === result.userId),
    )
    await this.#save([...others, entry])
    return entry
  }

  async enqueueCard(card: NewCard): Promise<PendingCard> {
    await this.load()
    const entry: PendingCard = { ...card, id: this.#newId(), kind: 'card', createdAt: this.#now(), status: 'pending' }
    await this.#save([...this.#entries, entry])
    return entry
  }

  /** The user gives the entry up (a refused card, a result they no longer want). */
  async discard(id: string): Promise<void> {
    await this.load()
    await this.#save(this.#entries.filter((each) => each.id !== id))
  }

  /** A conflict: keep the user's result, now based on the version saved meanwhile (the caller flushes). */
  async keepMine(id: string): Promise<void> {
    await this.load()
    await this.#save(
      this.#entries.map((each) => {
        if (each.id !== id || each.kind !== 'result' || !each.current) return each
        const { current, errorCode: _errorCode, ...rest } = each
        return { ...rest, baseVersion: current.version, status: 'pending' as const }
      }),
    )
  }

  /** A conflict: take the result saved meanwhile; the user's entry goes. Returns that game, for the cache. */
  async takeTheirs(id: string): Promise<GameSheet | null> {
    await this.load()
    const entry = this.#entries.find((each) => each.id === id)
    await this.#save(this.#entries.filter((each) => each.id !== id))
    return entry?.kind === 'result' ? (entry.current ?? null) : null
  }

  /** A refused entry is tried once more. */
  async retry(id: string): Promise<void> {
    await this.load()
    await this.#save(
      this.#entries.map((each) => {
        if (each.id !== id || each.status !== 'failed') return each
        const { errorCode: _errorCode, ...rest } = each
        return { ...rest, status: 'pending' as const }
      }),
    )
  }

  /** Sends the user's pending entries, one at a time; a round already running is joined, not doubled. */
  flush(userId: string): Promise<FlushOutcome> {
    this.#flushing ??= this.#round(userId).finally(() => {
      this.#flushing = null
    })
    return this.#flushing
  }

  async #round(userId: string): Promise<FlushOutcome> {
    await this.load()
    const order = (entry: PendingWrite) => (entry.kind === 'result' ? 0 : 1)
    const due = this.#entries
      .filter((each) => each.userId === userId && each.status === 'pending')
      .sort((a, b) => order(a) - order(b) || a.createdAt - b.createdAt)
    for (const entry of due) {
      // it may have been discarded or changed while the round ran
      const now = this.#entries.find((each) => each.id === entry.id)
      if (now?.status !== 'pending') continue
      try {
        if (now.kind === 'result') {
          const sheet = await this.#sender.saveStats(now.organizationId, now.gameId, {
            ...now.body,
            version: now.baseVersion,
          })
          await this.#remove(now.id, now)
          this.#emit({ type: 'result-synced', entry: now, sheet })
        } else {
          const card = await this.#sender.addCard(now.organizationId, now.gameId, now.body)
          await this.#remove(now.id, now)
          this.#emit({ type: 'card-synced', entry: now, card })
        }
      } catch (error) {
        if (isApiError(error) && error.code === 'STALE_VERSION' && now.kind === 'result') {
          const current = currentOf(error)
          if (current && isResultSaved(now.body, current)) {
            // already there (an earlier send whose answer never came back): sending again would change nothing
            await this.#remove(now.id, now)
            this.#emit({ type: 'result-synced', entry: now, sheet: current })
            continue
          }
          if (current) {
            const entry: PendingResult = { ...now, status: 'conflict', current }
            await this.#replace(entry)
            this.#emit({ type: 'conflict', entry })
            continue
          }
        }
        if (isFinalRefusal(error)) {
          const entry: PendingWrite = { ...now, status: 'failed', errorCode: error.code }
          await this.#replace(entry)
          this.#emit({ type: 'failed', entry })
          continue
        }
        return 'stopped'
      }
    }
    return 'done'
  }

  /** Removes the entry if it is still the one sent (a newer result entered meanwhile stays). */
  #remove(id: string, sent: PendingWrite) {
    return this.#save(this.#entries.filter((each) => !(each.id === id && each === sent)))
  }

  #replace(entry: PendingWrite) {
    return this.#save(this.#entries.map((each) => (each.id === entry.id ? entry : each)))
  }

  /** Writes the list, then shows it: nothing is called pending before it is stored. */
  async #save(next: readonly PendingWrite[]) {
    const previous = this.#entries
    this.#entries = next
    const write = this.#writing.then(() => this.#store.set(QUEUE_KEY, next))
    this.#writing = write.catch(() => undefined)
    try {
      await write
    } catch (error) {
      // not stored (storage full, IndexedDB gone): the caller hears it, and the screen keeps what is stored
      if (this.#entries === next) this.#entries = previous
      throw error
    } finally {
      this.#notify()
    }
  }

  #notify() {
    for (const listener of this.#listeners) listener()
  }

  #emit(event: SyncEvent) {
    for (const listener of this.#eventListeners) listener(event)
  }
}

/**
 * Whether the game as saved holds the result of the body: the same goals per player and unassigned goals on each side,
 * confirmed if the body confirms, the same shoot-out if the body sets one. Then a stale-version refusal is no
 * conflict: the server already has what the user entered (their own earlier send got through, or someone entered the
 * same), and the entry counts as synced.
 */
export function isResultSaved(body: StatsBody, current: GameSheet): boolean {
  if (!current.hasResult) return false
  if (body.walkover) {
    // a walkover: saved when the game holds it, with the same winner (confirmed if the body confirms)
    return current.walkover?.winner === body.walkover.winner && !(body.confirm && current.state !== 'confirmed')
  }
  if (current.walkover) return false
  const sameSide = (input: StatsBody['home'], saved: GameSheet['home']) => {
    if (!input) return false
    if ((input.unassignedGoals ?? 0) !== saved.unassignedGoals) return false
    const wanted = new Map<string, number>()
    for (const goal of input.goals ?? []) if (goal.goals > 0) wanted.set(goal.playerId, goal.goals)
    const scored = saved.scorers.filter((scorer) => scorer.goals > 0)
    return scored.length === wanted.size && scored.every((scorer) => wanted.get(scorer.playerId) === scorer.goals)
  }
  if (!sameSide(body.home, current.home) || !sameSide(body.away, current.away)) return false
  if (body.confirm && current.state !== 'confirmed') return false
  if (body.penalties !== undefined) {
    const saved = current.penalties
    const wanted = body.penalties
    if ((wanted?.home ?? null) !== (saved?.home ?? null) || (wanted?.away ?? null) !== (saved?.away ?? null)) {
      return false
    }
  }
  return true
}

/** The score a stats body gives: each side's players' goals plus its unassigned goals. */
export function scoreOfStats(body: StatsBody): { home: number; away: number } {
  const side = (each: StatsBody['home']) =>
    each ? each.goals.reduce((sum, goal) => sum + goal.goals, each.unassignedGoals) : 0
  return { home: side(body.home), away: side(body.away) }
}
