/**
 * Where uploaded files live: DATA_DIR/uploads on disk (`createDiskStorage`), or an S3-compatible bucket with the disk
 * as a cache (`createS3Storage` in s3-storage.ts). Both keep one key per file, `<prefix>/<uuid>.<ext>`: random, never
 * reused and never rewritten, so any copy of a key is as good as any other.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'

export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' }

export const IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const satisfies Record<string, ImageType>

export type Storage = {
  /** Stores `bytes` under a new key `<prefix>/<uuid>.<extension>` and answers the key. */
  put(prefix: string, bytes: Uint8Array, type: ImageType): Promise<string>
  /** The file and its content type; null for a key that is not one of ours or holds nothing. */
  get(key: string): Promise<{ bytes: Uint8Array; mime: string } | null>
  /**
   * Deletes the files of keys no row refers to any more (a replaced picture and its thumbnail), after the change that
   * replaced them committed. Never throws: a file left behind is logged, not a failed request. Keys that are not ours,
   * or hold nothing, are skipped.
   */
  remove(keys: readonly (string | null | undefined)[]): Promise<void>
}

/** What is stored: logos, team pictures and player photos, and the list thumbnails of the last two. */
const STORAGE_PREFIXES = ['logos', 'teams', 'players', 'teams-thumbs', 'players-thumbs'] as const
export type StoragePrefix = (typeof STORAGE_PREFIXES)[number]

const TYPES: readonly ImageType[] = Object.values(IMAGE_TYPES)
const KEY_PATTERN = new RegExp(
  `^(${STORAGE_PREFIXES.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${TYPES.map((t) => t.extension).join('|')})$`,
)

/** Whether `key` is one a storage could have made; anything else (`../`, another prefix) is never looked up. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key)
}

export function mimeOfKey(key: string): string {
  const extension = key.split('.').pop()
  return TYPES.find((t) => t.extension === extension)?.mime ?? 'application/octet-stream'
}

export function newStorageKey(prefix: string, type: ImageType): string {
  const key = `${prefix}/${randomUUID()}.${type.extension}`
  if (!isStorageKey(key)) throw new Error(`Not a storage prefix: ${prefix}`)
  return key
}

/** Writes through a temporary name and a rename, so no reader (or a crash) ever sees half a file. */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${randomUUID()}.tmp`
  try {
    await fs.writeFile(temporary, bytes)
    await fs.rename(temporary, file)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}

/** The file under `uploadsDir`, or null when there is none. */
export async function readStoredFile(uploadsDir: string, key: string): Promise<Uint8Array | null> {
  try {
    const buffer = await fs.readFile(path.join(uploadsDir, key))
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Deletes the local file of each key that is one of ours (anything else is skipped); a failure is logged. */
export async function removeStoredFiles(
  uploadsDir: string,
  keys: readonly (string | null | undefined)[],
  logger: Logger,
): Promise<void> {
  await Promise.all(
    storageKeysOf(keys).map((key) =>
      fs.rm(path.join(uploadsDir, key), { force: true }).catch((error: unknown) => {
        logger.warn({ err: error, key }, 'could not delete a replaced upload')
      }),
    ),
  )
}

/** The distinct keys among `keys` that a storage could have made. */
export function storageKeysOf(keys: readonly (string | null | undefined)[]): string[] {
  return [...new Set(keys.filter((key): key is string => typeof key === 'string' && isStorageKey(key)))]
}

export function createDiskStorage(uploadsDir: string, logger: Logger): Storage {
  return {
    async put(prefix, bytes, type) {
      const key = newStorageKey(prefix, type)
      await writeFileAtomically(path.join(uploadsDir, key), bytes)
      return key
    },
    async get(key) {
      if (!isStorageKey(key)) return null
      const bytes = await readStoredFile(uploadsDir, key)
      return bytes ? { bytes, mime: mimeOfKey(key) } : null
    },
    async remove(keys) {
      await removeStoredFiles(uploadsDir, keys, logger)
    },
  }
}
