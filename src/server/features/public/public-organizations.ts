/**
 * The leagues behind public slugs, with their data stamps, kept in memory per instance so that a public request
 * usually makes no database round trip before its 304 or its cached body (decision 0013).
 *
 * - **Forgotten on every write**: every league write publishes a live event after it commits (services'
 *   `publishChange`, and the organization's own PATCH and logo), and the live hub hands it to this instance's
 *   listeners before `publish` returns, so the request that wrote answers after the entry is gone: the next public
 *   request reads the new stamp. Other instances hear the event through PostgreSQL NOTIFY (live/live-hub.ts).
 * - **Bounded for what no event announces** (a change made in the database by hand, a notification lost while the
 *   listener reconnects): an entry whose read began more than `maxAgeMs` (1 s) ago is read again before it is used,
 *   and one past half that age is read again in the background while it still answers. Readers arriving together
 *   share that one statement; the stamp it returns is the database's, so every instance still gives the same ETag
 *   for the same data.
 * - **Races**: a read that started before a write's event may return the stamp from before the write. Its readers get
 *   it (their requests overlapped the write), but it is not kept, and a reader arriving after the event does not
 *   join it: it starts a read of its own. An organization's events are heard from its first read on, so the result
 *   of that first read is not kept either (a write in between would not have been heard).
 * - A slug that answers NOT_FOUND is not remembered: turning a league's pages on takes effect at once.
 */
import type { Db } from '#server/db/client.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getPublicOrganization, type PublicOrganization } from './public.service.ts'

export type PublicOrganizations = {
  /** The organization at `slug`, its stamp read after every write heard and at most `maxAgeMs` ago; else NOT_FOUND. */
  get(slug: string): Promise<PublicOrganization>
  close(): void
}

/** Organizations followed at most (one live subscription and one entry each); the least recently used go first. */
const MAX_ORGANIZATIONS = 2000

export function createPublicOrganizations({
  db,
  live,
  maxAgeMs = 1000,
  now = () => performance.now(),
}: {
  db: Db
  live: LiveHub
  maxAgeMs?: number
  now?: () => number
}): PublicOrganizations {
  /**
   * Times are positions in one sequence of happenings on this instance: a read starting sees the current one; a
   * subscription and each write heard take the next.
   */
  let sequence = 0
  type Followed = {
    slug: string
    unsubscribe: () => void
    subscribedAt: number
    lastWriteAt: number
    entry: { org: PublicOrganization; readAt: number; startedAt: number } | null
  }
  /** by organization id, least recently used first */
  const followed = new Map<string, Followed>()
  const orgOfSlug = new Map<string, string>()
  const readings = new Map<string, { promise: Promise<PublicOrganization>; startedAt: number }>()

  const touch = (orgId: string, f: Followed) => {
    followed.delete(orgId)
    followed.set(orgId, f)
  }
  const unfollow = (orgId: string) => {
    const f = followed.get(orgId)
    if (!f) return
    f.unsubscribe()
    followed.delete(orgId)
    if (orgOfSlug.get(f.slug) === orgId) orgOfSlug.delete(f.slug)
  }
  const heard = (orgId: string) => {
    const f = followed.get(orgId)
    if (!f) return
    sequence += 1
    f.lastWriteAt = sequence
    f.entry = null
  }
  const followedAt = (slug: string) => {
    const orgId = orgOfSlug.get(slug)
    const f = orgId === undefined ? undefined : followed.get(orgId)
    return f && f.slug === slug && orgId !== undefined ? { orgId, f } : null
  }
  /** Whether what a read started at `startedAt` returns is still the latest this instance knows of. */
  const isCurrent = (f: Followed, startedAt: number) => startedAt >= f.subscribedAt && startedAt >= f.lastWriteAt

  const learn = (slug: string, org: PublicOrganization, startedAt: number, readAt: number) => {
    let f = followed.get(org.id)
    if (!f) {
      sequence += 1
      f = {
        slug,
        unsubscribe: live.subscribe(org.id, () => heard(org.id)),
        subscribedAt: sequence,
        lastWriteAt: 0,
        entry: null,
      }
      followed.set(org.id, f)
      for (const oldest of followed.keys()) {
        if (followed.size <= MAX_ORGANIZATIONS) break
        unfollow(oldest)
      }
    }
    if (f.slug !== slug) {
      // its address changed (on another instance, or the event is still on its way): the old one is not kept
      if (orgOfSlug.get(f.slug) === org.id) orgOfSlug.delete(f.slug)
      f.slug = slug
      f.entry = null
    }
    orgOfSlug.set(slug, org.id)
    touch(org.id, f)
    if (isCurrent(f, startedAt) && (f.entry === null || f.entry.startedAt <= startedAt)) {
      f.entry = { org, readAt, startedAt }
    }
  }

  const read = (slug: string): Promise<PublicOrganization> => {
    const startedAt = sequence
    // the stamp is at least as new as the moment the read began: its age counts from then
    const readAt = now()
    const promise = getPublicOrganization({ db, slug })
    const reading = { promise, startedAt }
    readings.set(slug, reading)
    const done = () => {
      if (readings.get(slug) === reading) readings.delete(slug)
    }
    promise.then(
      (org) => {
        done()
        learn(slug, org, startedAt, readAt)
      },
      () => {
        done()
        // turned off, renamed, never was, or the read failed: nothing is kept under this address
        const known = followedAt(slug)
        if (known) {
          known.f.entry = null
          orgOfSlug.delete(slug)
        }
      },
    )
    return promise
  }

  return {
    get(slug) {
      const known = followedAt(slug)
      const entry = known?.f.entry
      const age = entry ? now() - entry.readAt : Number.POSITIVE_INFINITY
      if (known && entry && age <= maxAgeMs) {
        touch(known.orgId, known.f)
        // past half its life the entry is read again in the background, so readers seldom wait for the database
        if (age > maxAgeMs / 2 && !readings.has(slug)) read(slug).catch(() => {})
        return Promise.resolve(entry.org)
      }
      // readers arriving together share one read, unless a write was heard since it started
      const reading = readings.get(slug)
      if (reading && known && isCurrent(known.f, reading.startedAt)) return reading.promise
      return read(slug)
    },
    close() {
      for (const orgId of [...followed.keys()]) unfollow(orgId)
      readings.clear()
    },
  }
}
