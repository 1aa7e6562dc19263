/**
 * Uploaded pictures (organization logos, team pictures, player photos): read from a multipart request, recognised by
 * their first bytes (never by name), decoded by sharp, turned upright, stripped of their metadata and stored; team
 * pictures and player photos also get a small WebP thumbnail for lists. Why: docs/decisions/0008.
 */
import sharp, { type Metadata, type Sharp } from 'sharp'
import { AppError } from '#server/lib/app-error.ts'
import { IMAGE_TYPES, type ImageType, type Storage, type StoragePrefix } from './storage.ts'

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/**
 * Decoding needs about 3–4 bytes per pixel whatever the file's size, and a 5 MB PNG of one colour can claim
 * 16,000 × 16,000 pixels (a gigabyte). 50 megapixels takes every phone camera's photo that fits in 5 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000
/** The stored picture is at most this wide and high: larger than anything the portal shows, far smaller than a photo. */
export const MAX_STORED_SIDE = 2048
/** Lists show pictures at 36–56 CSS pixels; 160 stays sharp at three device pixels per CSS pixel. */
export const THUMBNAIL_SIDE = 160

export type ImageUpload = { bytes: Uint8Array; type: ImageType }

/** Recognise JPEG, PNG and WebP by their magic numbers. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return IMAGE_TYPES.jpeg
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return IMAGE_TYPES.png
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return IMAGE_TYPES.webp
  return null
}

/** Reads the multipart field `file` of a request as an image: at most 5 MB, JPEG, PNG or WebP by content. */
export async function readImageUpload(request: {
  header(name: string): string | undefined
  formData(): Promise<FormData>
}): Promise<ImageUpload> {
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

/**
 * A decoder over the upload. `failOn: 'warning'` refuses a file libvips can only half read (a truncated JPEG decodes
 * "successfully" into grey otherwise); `limitInputPixels` refuses decompression bombs before any pixel is decoded.
 */
function decoderOf(upload: ImageUpload) {
  return sharp(upload.bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
}

function refuse(reason: 'validation.image_unreadable' | 'validation.image_dimensions', detail: string): AppError {
  return new AppError('VALIDATION_FAILED', { detail, invalidParams: [{ name: 'file', reason }] })
}

/** Checks that the upload is one whole, decodable image of a sane size; throws a 400 naming the field otherwise. */
async function checkDecodable(upload: ImageUpload): Promise<void> {
  let metadata: Metadata
  try {
    metadata = await sharp(upload.bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw refuse('validation.image_unreadable', 'The file is not a readable image.')
  }
  if (IMAGE_TYPES[metadata.format as keyof typeof IMAGE_TYPES]?.mime !== upload.type.mime) {
    throw refuse('validation.image_unreadable', 'The file is not a readable image.')
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw refuse('validation.image_dimensions', `At most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`)
  }
}

/** Runs a sharp pipeline; a file that fails while decoding is the user's (400), not ours. */
async function encode(pipeline: Sharp): Promise<Uint8Array> {
  try {
    return new Uint8Array(await pipeline.toBuffer())
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/pixel limit/i.test(message)) {
      throw refuse('validation.image_dimensions', `At most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`)
    }
    throw refuse('validation.image_unreadable', 'The file is not a readable image.')
  }
}

/**
 * The picture as stored: upright (EXIF orientation applied), in sRGB, at most MAX_STORED_SIDE a side, in its own
 * format, and without metadata — EXIF (a phone photo's GPS position, its owner, the camera's serial number), XMP
 * and IPTC are dropped, since sharp writes none unless told to.
 */
function storedPictureOf(upload: ImageUpload): Sharp {
  const upright = decoderOf(upload).autoOrient().resize({
    width: MAX_STORED_SIDE,
    height: MAX_STORED_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  })
  switch (upload.type.extension) {
    case 'jpg':
      return upright.jpeg({ quality: 85 })
    case 'png':
      return upright.png()
    case 'webp':
      return upright.webp({ quality: 85 })
  }
}

/** The list thumbnail: upright, a THUMBNAIL_SIDE square cut from the centre, WebP. */
function thumbnailOf(upload: ImageUpload): Sharp {
  return decoderOf(upload)
    .autoOrient()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'centre' })
    .webp({ quality: 75 })
}

/**
 * Stores a team picture or a player photo and its list thumbnail (`<prefix>-thumbs/<uuid>.webp`). Both are made before
 * anything is written, so a file that cannot be read leaves nothing behind. Rows stored before thumbnails existed
 * have `thumbPath === path` and keep working.
 */
export async function putImage(
  storage: Storage,
  prefix: Extract<StoragePrefix, 'teams' | 'players'>,
  upload: ImageUpload,
): Promise<{ path: string; thumbPath: string }> {
  await checkDecodable(upload)
  const [picture, thumbnail] = await Promise.all([encode(storedPictureOf(upload)), encode(thumbnailOf(upload))])
  const path = await storage.put(prefix, picture, upload.type)
  const thumbPath = await storage.put(`${prefix}-thumbs`, thumbnail, IMAGE_TYPES.webp)
  return { path, thumbPath }
}

/**
 * Stores an organization's logo, checked and cleaned as a picture is. It has no thumbnail: the portal shows it only on
 * the League page, at 72 pixels, never in a list.
 */
export async function putLogo(storage: Storage, upload: ImageUpload): Promise<string> {
  await checkDecodable(upload)
  return storage.put('logos', await encode(storedPictureOf(upload)), upload.type)
}
