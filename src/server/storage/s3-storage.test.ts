/**
 * The bucket storage against a real S3-compatible server (@20minutes/s3rver on 127.0.0.1, which checks AWS Signature
 * V4 as S3 does): objects land in the bucket, a second instance with an empty disk serves them and keeps a copy, and
 * a bucket that refuses or cannot be reached is a 502 whose cause says why, never the secret.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '#server/lib/app-error.ts'
import { startTestS3, type TestS3 } from '#test/s3.ts'
import { BucketError, createS3Storage, objectUrlOf, type S3Config } from './s3-storage.ts'
import { IMAGE_TYPES } from './storage.ts'

let s3: TestS3
const dirs: string[] = []
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

function tempUploadsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-s3-cache-'))
  dirs.push(dir)
  return dir
}

function configOf(overrides: Partial<S3Config> = {}): S3Config {
  return {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ...overrides,
  }
}

function storageOf(overrides: Partial<S3Config> = {}, uploadsDir = tempUploadsDir()) {
  return {
    storage: createS3Storage({ ...configOf(overrides), uploadsDir, logger: pino({ level: 'silent' }) }),
    uploadsDir,
  }
}

/** Runs `promise`, expecting the 502 a failing bucket answers; returns its cause. */
async function expectUnavailable(promise: Promise<unknown>): Promise<BucketError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ code: 'STORAGE_UNAVAILABLE', status: 502 })
  const cause = (error as AppError).cause
  expect(cause).toBeInstanceOf(BucketError)
  return cause as BucketError
}

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5])

describe('S3 storage', () => {
  it('puts the file in the bucket under uploads/ and keeps a local copy', async () => {
    const { storage, uploadsDir } = storageOf()
    const key = await storage.put('teams', BYTES, IMAGE_TYPES.png)
    expect(key).toMatch(/^teams\/[0-9a-f-]{36}\.png$/)
    const object = await s3.getObject(`uploads/${key}`)
    expect(object?.bytes).toEqual(BYTES)
    expect(object?.contentType).toBe('image/png')
    expect(new Uint8Array(fs.readFileSync(path.join(uploadsDir, key)))).toEqual(BYTES)
    expect(await storage.get(key)).toEqual({ bytes: BYTES, mime: 'image/png' })
  })

  it('serves from another instance with an empty disk, fetching from the bucket once and keeping it', async () => {
    const first = storageOf()
    const key = await first.storage.put('players-thumbs', BYTES, IMAGE_TYPES.webp)
    const second = storageOf()
    expect(fs.existsSync(path.join(second.uploadsDir, key))).toBe(false)
    expect(await second.storage.get(key)).toEqual({ bytes: BYTES, mime: 'image/webp' })
    expect(new Uint8Array(fs.readFileSync(path.join(second.uploadsDir, key)))).toEqual(BYTES)
    // The kept copy answers even when the bucket would not: this instance no longer asks it.
    const offline = storageOf({ endpoint: await closedPortEndpoint() }, second.uploadsDir)
    expect(await offline.storage.get(key)).toEqual({ bytes: BYTES, mime: 'image/webp' })
  })

  it('answers null for a key the bucket does not have, and never asks it about keys that are not ours', async () => {
    const { storage } = storageOf()
    expect(await storage.get('teams/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.jpg')).toBeNull()
    const offline = storageOf({ endpoint: await closedPortEndpoint() })
    expect(await offline.storage.get('../../etc/passwd')).toBeNull()
    expect(await offline.storage.get('teams/x.jpg')).toBeNull()
  })

  it('refuses to store with a wrong secret (the bucket checks the signature): 502, nothing kept, no secret told', async () => {
    const { storage, uploadsDir } = storageOf({ secretAccessKey: 'not-the-secret-0123456789' })
    const cause = await expectUnavailable(storage.put('teams', BYTES, IMAGE_TYPES.png))
    expect(cause).toMatchObject({ operation: 'put', status: 403, s3Code: 'SignatureDoesNotMatch', bucket: s3.bucket })
    expect(cause.message).toContain('403 SignatureDoesNotMatch')
    expect(JSON.stringify({ ...cause, message: cause.message })).not.toContain('not-the-secret')
    expect(fs.readdirSync(uploadsDir)).toEqual([])
  })

  it('answers 502 for a picture it has no copy of when the bucket refuses the reading', async () => {
    const key = await storageOf().storage.put('logos', BYTES, IMAGE_TYPES.png)
    const { storage } = storageOf({ accessKeyId: 'UNKNOWN-KEY' })
    const cause = await expectUnavailable(storage.get(key))
    expect(cause).toMatchObject({ operation: 'get', status: 403, s3Code: 'InvalidAccessKeyId', key })
  })

  it('answers 502 when the bucket does not exist or the store cannot be reached', async () => {
    const missing = await expectUnavailable(
      storageOf({ bucket: 'no-such-bucket' }).storage.put('teams', BYTES, IMAGE_TYPES.png),
    )
    expect(missing).toMatchObject({ status: 404, s3Code: 'NoSuchBucket' })
    const endpoint = await closedPortEndpoint()
    const { storage, uploadsDir } = storageOf({ endpoint })
    const unreachable = await expectUnavailable(storage.put('teams', BYTES, IMAGE_TYPES.png))
    expect(unreachable.status).toBeUndefined()
    expect(unreachable.message).toContain('could not be reached')
    expect(fs.readdirSync(uploadsDir)).toEqual([])
    const reading = await expectUnavailable(storage.get('teams/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.jpg'))
    expect(reading.operation).toBe('get')
  })
})

describe('objectUrlOf', () => {
  const key = 'teams/0b8e5d4e-3f2a-4c8e-9a51-2f0e1c7d9b10.jpg'

  it('puts the bucket in the path (MinIO, R2, most stores) or in the host name (AWS virtual-hosted)', () => {
    const aws = { endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'league-pictures' }
    expect(objectUrlOf({ ...aws, forcePathStyle: true }, key)).toBe(
      `https://s3.eu-west-1.amazonaws.com/league-pictures/uploads/${key}`,
    )
    expect(objectUrlOf({ ...aws, forcePathStyle: false }, key)).toBe(
      `https://league-pictures.s3.eu-west-1.amazonaws.com/uploads/${key}`,
    )
    expect(objectUrlOf({ endpoint: 'http://127.0.0.1:9000/', bucket: 'b12', forcePathStyle: true }, key)).toBe(
      `http://127.0.0.1:9000/b12/uploads/${key}`,
    )
    expect(objectUrlOf({ endpoint: 'https://proxy.example.com/s3/', bucket: 'b12', forcePathStyle: true }, key)).toBe(
      `https://proxy.example.com/s3/b12/uploads/${key}`,
    )
  })
})

/** An address on this machine where nothing listens (a port just freed). */
async function closedPortEndpoint(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
