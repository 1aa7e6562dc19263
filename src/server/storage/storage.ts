/**
 * File storage for uploads (organization logos, team pictures, player photos). Files live under DATA_DIR/uploads;
 * the content type is decided by the file's first bytes, never by its name.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { AppError } from '#server/lib/app-error.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' }

/** Recognise JPEG, PNG and WebP by their magic numbers. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: 'image/jpeg', extension: 'jpg' }
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return { mime: 'image/png', extension: 'png' }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' }
  }
  return null
}

export type Storage = {
  put(prefix: string, bytes: Uint8Array, type: ImageType): Promise<string>
  get(key: string): Promise<{ bytes: Uint8Array; mime: string } | null>
}

const MIME_BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.(jpg|png|webp)$/

export function createDiskStorage(uploadsDir: string): Storage {
  return {
    async put(prefix, bytes, type) {
      const key = `${prefix}/${randomUUID()}.${type.extension}`
      const file = path.join(uploadsDir, key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, bytes)
      return key
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null
      try {
        const bytes = await fs.readFile(path.join(uploadsDir, key))
        return { bytes, mime: MIME_BY_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream' }
      } catch {
        return null
      }
    },
  }
}

/**
 * Stores an uploaded picture and the thumbnail lists show. No image library is installed (sharp and the like are not
 * dependencies), so for now the thumbnail IS the original file: `thumbPath === path`. Pictures are at most 5 MB and
 * served with a year of immutable caching, so lists pay for each one once. When an image library is added, resize
 * here (e.g. 160 px WebP under `<prefix>-thumbs/`); callers and stored rows keep working.
 */
export async function putImage(
  storage: Storage,
  prefix: string,
  image: { bytes: Uint8Array; type: ImageType },
): Promise<{ path: string; thumbPath: string }> {
  const key = await storage.put(prefix, image.bytes, image.type)
  return { path: key, thumbPath: key }
}

/** Reads the multipart field `file` of a request as an image: at most 5 MB, JPEG, PNG or WebP by content. */
export async function readImageUpload(request: {
  header(name: string): string | undefined
  formData(): Promise<FormData>
}): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const length = Number(request.header('content-length') ?? 0)
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', { detail: 'At most 5 MB.' })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'file', reason: 'validation.file_required' }] })
  }
  const file = form.get('file')
  if (!(file instanceof Blob) || file.size === 0) {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'file', reason: 'validation.file_required' }] })
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { detail: 'At most 5 MB.' })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImage(bytes)
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { detail: 'Only JPEG, PNG or WebP images.' })
  return { bytes, type }
}
