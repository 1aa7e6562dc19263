/**
 * Decision 0034: an open public change stream belongs to one public address. When the league's settings change
 * (its `organization` event, heard from any instance through the hub), the stream asks whether the league is still
 * public at that address; once it is not (site turned off, address moved, league deleted), `onGone` ends it.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { organization } from '#server/db/schema.ts'
import type { LiveHub } from './live-hub.ts'

export function watchPublicAddress({
  db,
  live,
  organizationId,
  slug,
  onGone,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  slug: string
  onGone: () => void
}): () => void {
  let gone = false
  const check = async () => {
    const [row] = await db
      .select({ publicSlug: organization.publicSlug })
      .from(organization)
      .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
    if (!gone && row?.publicSlug !== slug) {
      gone = true
      onGone()
    }
  }
  return live.subscribe(organizationId, (event) => {
    // a failed read leaves the stream open: the next change asks again
    if (event.entity === 'organization' && !gone) void check().catch(() => {})
  })
}
