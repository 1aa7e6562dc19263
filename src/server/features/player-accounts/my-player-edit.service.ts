/**
 * A player's own changes to their record (decision 0045): their phone, how public pages name them and their photo.
 * The league's fields (names, DNI, birth date, e-mail) answer 403 PLAYER_FIELD_LOCKED; a player under 18 cannot make
 * their full name public themselves (403 PLAYER_MINOR_PUBLIC_NAME: the league decides that for a minor).
 */
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import {
  type MyPlayer,
  PLAYER_SELF_LOCKED_FIELDS,
  type UpdateMyPlayerInput,
} from '#domain/player-accounts/player-account.schema.ts'
import { isMinorOn } from '#domain/players/public-name.ts'
import type { Db } from '#server/db/client.ts'
import { player } from '#server/db/schema.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { setPlayerPhoto } from '#server/features/players/players.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { updateVersionedRow } from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { ImageUpload } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'
import { getLinkedRow, getMyPlayer } from './my-players.service.ts'

const ALLOWED = new Set(['version', 'phone', 'publicName'])
const LOCKED = new Set<string>(PLAYER_SELF_LOCKED_FIELDS)

/** 403 for the league's fields, 400 for any other unknown field: nothing is changed either way. */
function assertOwnFields(data: Record<string, unknown>) {
  const keys = Object.keys(data).filter((key) => !ALLOWED.has(key))
  const locked = keys.filter((key) => LOCKED.has(key))
  if (locked.length > 0) {
    throw new AppError('PLAYER_FIELD_LOCKED', {
      detail: 'Your name, DNI, birth date and e-mail are kept by the league.',
      invalidParams: locked.map((name) => ({ name, reason: 'validation.league_field' })),
    })
  }
  if (keys.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: keys.map((name) => ({ name, reason: 'validation.unknown_field' })),
    })
  }
}

type Deps = { db: Db; live: LiveHub; baseURL: string; userId: string; playerId: string; now: Date }

export async function updateMyPlayer({ data, ...deps }: Deps & { data: UpdateMyPlayerInput }): Promise<MyPlayer> {
  const { db, live, userId, playerId, now } = deps
  assertOwnFields(data)
  const linked = await getLinkedRow(db, userId, playerId)
  if (!linked) throw new AppError('NOT_FOUND')
  const current = linked.player
  const organizationId = linked.org.id
  const stale = async () => new StaleVersionError(await getMyPlayer({ ...deps }))
  if (current.version !== data.version) throw await stale()
  if (data.publicName === 'full') {
    const today = calendarDayIn(now, await organizationTimeZone(db, organizationId))
    if (isMinorOn(current.birthDate, today) && current.publicName !== 'full') {
      throw new AppError('PLAYER_MINOR_PUBLIC_NAME')
    }
  }
  const values = {
    phone: data.phone === undefined ? current.phone : data.phone || null,
    publicName: data.publicName === undefined ? current.publicName : data.publicName,
  }
  const row = await inTransaction(db, async (tx) => {
    const written = await updateVersionedRow({
      db: tx,
      table: player,
      organizationId,
      id: playerId,
      version: data.version,
      values,
    })
    if (written) {
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'player',
        entityId: playerId,
        before: current,
        after: written,
      })
    }
    return written
  })
  if (!row) throw await stale()
  await publishChange(live, organizationId, {
    entity: 'players',
    action: 'updated',
    id: playerId,
    version: row.version,
  })
  return getMyPlayer(deps)
}

/** The player's own photo, through the one picture-upload flow (lib/picture-upload.ts). */
export async function setMyPlayerPhoto({
  storage,
  image,
  ...deps
}: Deps & { storage: Storage; image: ImageUpload }): Promise<MyPlayer> {
  const linked = await getLinkedRow(deps.db, deps.userId, deps.playerId)
  if (!linked) throw new AppError('NOT_FOUND')
  await setPlayerPhoto({
    db: deps.db,
    storage,
    live: deps.live,
    organizationId: linked.org.id,
    id: deps.playerId,
    image,
  })
  return getMyPlayer(deps)
}
