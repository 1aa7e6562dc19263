/**
 * The one picture-upload flow of the tenant rows that have a picture and a list thumbnail (a player's photo, a team's
 * picture): the image (checked by the caller: an image by content, ≤ 5 MB) is stored with its thumbnail before
 * anything is written, the row takes the new paths (version bumped) with one audit entry, the replaced files are
 * deleted, and the change is announced. The organization's logo has no thumbnail, no audit entry and lives on the
 * organization row: organizations.service.ts keeps its own, shorter flow (decision 0031).
 */
import type { Db } from '#server/db/client.ts'
import { player, team } from '#server/db/schema.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { getRow } from '#server/lib/tenant-rows.ts'
import { touchRow } from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { type ImageUpload, putImage } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'
import { inTransaction, recordAudit } from './audit.ts'

/** Where each kind of picture lives: its row, its two columns, its storage prefix, and its name in the trail. */
export const PICTURES = {
  playerPhoto: {
    table: player,
    prefix: 'players',
    entity: 'players',
    auditAs: 'player',
    field: 'photo',
    columns: { path: 'photoPath', thumbPath: 'photoThumbPath' },
  },
  teamPicture: {
    table: team,
    prefix: 'teams',
    entity: 'teams',
    auditAs: 'team',
    field: 'picture',
    columns: { path: 'picturePath', thumbPath: 'pictureThumbPath' },
  },
} as const

export type PictureKind = (typeof PICTURES)[keyof typeof PICTURES]

/** Stores the picture and its thumbnail on the row, and deletes the ones it replaces. NOT_FOUND for no active row. */
export async function setPicture({
  db,
  storage,
  live,
  organizationId,
  id,
  image,
  kind,
}: {
  db: Db
  storage: Storage
  live: LiveHub
  organizationId: string
  id: string
  image: ImageUpload
  kind: PictureKind
}): Promise<void> {
  const { path, thumbPath } = kind.columns
  const before = (await getRow(db, kind.table, organizationId, id, { active: true })) as Record<string, unknown>
  const [oldPath, oldThumbPath] = [before[path] as string | null, before[thumbPath] as string | null]
  const stored = await putImage(storage, kind.prefix, image)
  // the file's path is bookkeeping; the trail says the picture was set (or replaced: `always`)
  const row = await inTransaction(db, async (tx) => {
    const written = await touchRow(tx, kind.table, organizationId, id, {
      [path]: stored.path,
      [thumbPath]: stored.thumbPath,
    })
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: kind.auditAs,
      entityId: id,
      before: { [kind.field]: oldPath !== null },
      after: { [kind.field]: true },
      always: true,
    })
    return written
  })
  // the replaced picture is nobody's any more (keys are never shared): delete it
  await storage.remove([oldPath, oldThumbPath])
  await publishChange(live, organizationId, { entity: kind.entity, action: 'updated', id, version: row.version })
}
