/**
 * Real images for upload tests, made by sharp itself: a picture whose left half is red and right half blue (so a
 * turn or a crop can be seen in the pixels), in JPEG, PNG or WebP, optionally with an EXIF orientation and a GPS
 * position as a phone writes them.
 */
import sharp from 'sharp'

export type TestImageFormat = 'jpeg' | 'png' | 'webp'

const RED = { r: 220, g: 20, b: 20 }
const BLUE = { r: 20, g: 40, b: 220 }

export async function makeImage(options: {
  format: TestImageFormat
  width: number
  height: number
  /** EXIF Orientation 1–8 (6: the viewer turns it 90° clockwise) */
  orientation?: number
  /** adds an EXIF GPS position (and a camera owner) like a phone photo's */
  withGps?: boolean
}): Promise<Uint8Array> {
  const { format, width, height } = options
  const half = Math.max(1, Math.floor(width / 2))
  const left = await sharp({ create: { width: half, height, channels: 3, background: RED } })
    .png()
    .toBuffer()
  let image = sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: left, left: 0, top: 0 },
  ])
  image = format === 'jpeg' ? image.jpeg({ quality: 90 }) : format === 'png' ? image.png() : image.webp()
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Artist: 'Lucia Benitez', Copyright: 'Lucia Benitez' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '34/1 36/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '58/1 22/1 0/1',
      },
    })
  }
  return new Uint8Array(await image.toBuffer())
}

/** The colour of one pixel of an encoded image, after decoding it. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const offset = (y * info.width + x) * info.channels
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 }
}

export function isReddish(colour: { r: number; g: number; b: number }): boolean {
  return colour.r > 150 && colour.b < 100
}

export function isBluish(colour: { r: number; g: number; b: number }): boolean {
  return colour.b > 150 && colour.r < 100
}
