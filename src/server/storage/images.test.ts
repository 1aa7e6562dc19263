import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '#server/lib/app-error.ts'
import { isBluish, isReddish, makeImage, pixelAt, type TestImageFormat } from '#test/images.ts'
import { MAX_INPUT_PIXELS, MAX_STORED_SIDE, putImage, putLogo, sniffImage, THUMBNAIL_SIDE } from './images.ts'
import { createDiskStorage, type Storage } from './storage.ts'

let uploadsDir: string
let storage: Storage
beforeEach(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-images-'))
  storage = createDiskStorage(uploadsDir, pino({ level: 'silent' }))
})
afterEach(() => fs.rmSync(uploadsDir, { recursive: true, force: true }))

/** Every file under uploadsDir, as `prefix/name`. */
function storedFiles(): string[] {
  return fs
    .readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort()
}

async function upload(bytes: Uint8Array) {
  const type = sniffImage(bytes)
  if (!type) throw new Error('not an image by its first bytes')
  return { bytes, type }
}

async function read(key: string) {
  const found = await storage.get(key)
  if (!found) throw new Error(`nothing stored under ${key}`)
  return { ...found, metadata: await sharp(found.bytes).metadata() }
}

/** Expects `promise` to fail as a 400 on the field `file` with `reason`, and nothing to be stored. */
async function expectRefused(promise: Promise<unknown>, reason: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, invalidParams: [{ name: 'file', reason }] })
  expect(storedFiles()).toEqual([])
}

describe('putImage', () => {
  it.each<[TestImageFormat, string]>([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
  ])('stores a %s as it came (format, size) and a 160 px WebP thumbnail beside it', async (format, extension) => {
    const stored = await putImage(storage, 'teams', await upload(await makeImage({ format, width: 300, height: 200 })))
    expect(stored.path).toMatch(new RegExp(`^teams/[0-9a-f-]{36}\\.${extension}$`))
    expect(stored.thumbPath).toMatch(/^teams-thumbs\/[0-9a-f-]{36}\.webp$/)
    expect(storedFiles()).toEqual([stored.path, stored.thumbPath].sort())

    const picture = await read(stored.path)
    expect(picture.metadata).toMatchObject({ format, width: 300, height: 200 })
    const thumbnail = await read(stored.thumbPath)
    expect(thumbnail.mime).toBe('image/webp')
    expect(thumbnail.metadata).toMatchObject({ format: 'webp', width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE })
    expect(thumbnail.bytes.length).toBeLessThan(10_000)
    // A centred square crop of a picture whose left half is red: red on the left, blue on the right.
    expect(isReddish(await pixelAt(thumbnail.bytes, 10, 80))).toBe(true)
    expect(isBluish(await pixelAt(thumbnail.bytes, 150, 80))).toBe(true)
  })

  it('scales a large picture down to 2048 px a side, and a thumbnail of a narrow one is still a full square', async () => {
    const stored = await putImage(
      storage,
      'players',
      await upload(await makeImage({ format: 'jpeg', width: 3000, height: 600 })),
    )
    expect((await read(stored.path)).metadata).toMatchObject({ width: MAX_STORED_SIDE, height: 410 })
    expect((await read(stored.thumbPath)).metadata).toMatchObject({ width: 160, height: 160 })
    expect(stored.thumbPath).toMatch(/^players-thumbs\//)
  })

  it('turns a phone photo upright by its EXIF orientation, in the picture and the thumbnail', async () => {
    // Stored 400 × 200 (red left, blue right) with Orientation 6: shown turned 90° clockwise, 200 × 400, red on top.
    const photo = await makeImage({ format: 'jpeg', width: 400, height: 200, orientation: 6 })
    expect(await sharp(photo).metadata()).toMatchObject({ width: 400, height: 200, orientation: 6 })
    const stored = await putImage(storage, 'players', await upload(photo))

    const picture = await read(stored.path)
    expect(picture.metadata).toMatchObject({ width: 200, height: 400 })
    expect(picture.metadata.orientation).toBeUndefined()
    expect(isReddish(await pixelAt(picture.bytes, 100, 40))).toBe(true)
    expect(isBluish(await pixelAt(picture.bytes, 100, 360))).toBe(true)

    const thumbnail = await read(stored.thumbPath)
    expect(thumbnail.metadata).toMatchObject({ width: 160, height: 160 })
    expect(thumbnail.metadata.orientation).toBeUndefined()
    // Upright, the square's top right is red; unturned it would be blue.
    expect(isReddish(await pixelAt(thumbnail.bytes, 150, 10))).toBe(true)
    expect(isBluish(await pixelAt(thumbnail.bytes, 10, 150))).toBe(true)
  })

  it.each<TestImageFormat>(['jpeg', 'png', 'webp'])(
    'drops the metadata of a %s (EXIF GPS position, owner) from the picture and the thumbnail',
    async (format) => {
      const photo = await makeImage({ format, width: 120, height: 90, withGps: true })
      const before = await sharp(photo).metadata()
      expect(before.exif?.length).toBeGreaterThan(100)
      expect(Buffer.from(before.exif ?? []).includes('Lucia Benitez')).toBe(true)
      const stored = await putImage(storage, 'players', await upload(photo))
      for (const key of [stored.path, stored.thumbPath]) {
        const { bytes, metadata } = await read(key)
        expect(metadata.exif, key).toBeUndefined()
        expect(metadata.xmp, key).toBeUndefined()
        expect(metadata.iptc, key).toBeUndefined()
        expect(Buffer.from(bytes).includes('Lucia Benitez'), key).toBe(false)
      }
    },
  )

  it.each<TestImageFormat>(['jpeg', 'png', 'webp'])('refuses a truncated %s and stores nothing', async (format) => {
    const whole = await makeImage({ format, width: 400, height: 300 })
    const half = whole.subarray(0, Math.floor(whole.length / 2))
    await expectRefused(putImage(storage, 'teams', await upload(half)), 'validation.image_unreadable')
  })

  it('refuses a file with an image’s first bytes and nothing after them', async () => {
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
    await expectRefused(putImage(storage, 'teams', await upload(header)), 'validation.image_unreadable')
    const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])
    await expectRefused(putImage(storage, 'teams', await upload(jpegStart)), 'validation.image_unreadable')
  })

  it('refuses a decompression bomb (a small file of too many pixels) before decoding it', async () => {
    // 8,000 × 7,000 of one colour: 56 megapixels in a PNG of a few hundred kilobytes.
    const bomb = new Uint8Array(
      await sharp({ create: { width: 8000, height: 7000, channels: 3, background: 'white' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    )
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(8000 * 7000).toBeGreaterThan(MAX_INPUT_PIXELS)
    await expectRefused(putImage(storage, 'teams', await upload(bomb)), 'validation.image_dimensions')
  })
})

describe('putLogo', () => {
  it('stores the logo cleaned (no metadata) and no thumbnail', async () => {
    const key = await putLogo(
      storage,
      await upload(await makeImage({ format: 'png', width: 120, height: 60, withGps: true })),
    )
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.png$/)
    expect(storedFiles()).toEqual([key])
    const { metadata } = await read(key)
    expect(metadata).toMatchObject({ format: 'png', width: 120, height: 60 })
    expect(metadata.exif).toBeUndefined()
  })

  it('refuses a truncated logo and stores nothing', async () => {
    const whole = await makeImage({ format: 'webp', width: 300, height: 300 })
    await expectRefused(
      putLogo(storage, await upload(whole.subarray(0, whole.length - 40))),
      'validation.image_unreadable',
    )
  })
})

describe('disk storage', () => {
  it('answers null for a key that is not one of its own, and for one that holds nothing', async () => {
    fs.writeFileSync(path.join(uploadsDir, 'secret.txt'), 'not for the web')
    for (const key of [
      '../secret.txt',
      'secret.txt',
      'teams/../../secret.txt',
      'other/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.jpg',
      'teams/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.gif',
      'teams/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.jpg',
    ]) {
      expect(await storage.get(key), key).toBeNull()
    }
  })

  it('leaves no temporary file behind', async () => {
    const key = await storage.put('logos', new Uint8Array([1, 2, 3]), { mime: 'image/png', extension: 'png' })
    expect(storedFiles()).toEqual([key])
  })
})
