/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), with DATA_DIR/uploads as a local copy: every
 * file is PUT to the bucket (signed with AWS Signature V4 by aws4fetch) and written to disk; a GET is answered from
 * disk, or fetched from the bucket once and kept. Keys are random and never rewritten, so a kept copy never goes
 * stale, and every instance behind a load balancer serves every picture. Why: docs/decisions/0008.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { Logger } from 'pino'
import { AppError } from '#server/lib/app-error.ts'
import {
  isStorageKey,
  mimeOfKey,
  newStorageKey,
  readStoredFile,
  removeStoredFiles,
  type Storage,
  storageKeysOf,
  writeFileAtomically,
} from './storage.ts'

export type S3Config = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string
  bucket: string
  /** `us-east-1`, `eu-west-1`, … or `auto` (R2) */
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `https://host/bucket/key` (MinIO and most others) rather than `https://bucket.host/key` (AWS's default) */
  forcePathStyle: boolean
}

/** One bucket request may take this long before the upload or picture is answered 502. */
const REQUEST_TIMEOUT_MS = 15_000
/** aws4fetch retries 5xx and 429 answers with exponential backoff (50 ms, 100 ms, …); two retries are enough. */
const RETRIES = 2

/** The object's address: `uploads/<key>` in the bucket, as in DATA_DIR, so a copy of one restores the other. */
export function objectUrlOf(config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): string {
  const endpoint = new URL(config.endpoint)
  const base = endpoint.pathname.replace(/\/+$/, '')
  // Bucket names and keys hold only [a-z0-9.-/] (checked by env.ts and isStorageKey): nothing to encode.
  return config.forcePathStyle
    ? `${endpoint.origin}${base}/${config.bucket}/uploads/${key}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}/uploads/${key}`
}

/** What the log says about a failed bucket request: never the credentials, the signature or the request's headers. */
export class BucketError extends Error {
  readonly operation: 'put' | 'get' | 'delete'
  readonly key: string
  readonly bucket: string
  readonly endpoint: string
  readonly status?: number
  readonly s3Code?: string

  constructor(
    fields: {
      operation: 'put' | 'get' | 'delete'
      key: string
      bucket: string
      endpoint: string
      status?: number
      s3Code?: string
    },
    cause?: unknown,
  ) {
    const outcome = fields.status ? `answered ${fields.status} ${fields.s3Code ?? ''}`.trim() : 'could not be reached'
    super(`The bucket ${fields.bucket} at ${fields.endpoint} ${outcome} (${fields.operation} ${fields.key})`, { cause })
    this.name = 'BucketError'
    this.operation = fields.operation
    this.key = fields.key
    this.bucket = fields.bucket
    this.endpoint = fields.endpoint
    this.status = fields.status
    this.s3Code = fields.s3Code
  }
}

/** S3's error documents say what went wrong in `<Code>`: SignatureDoesNotMatch, NoSuchBucket, AccessDenied, … */
async function s3CodeOf(response: Response): Promise<string | undefined> {
  try {
    const text = (await response.text()).slice(0, 4096)
    return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1]
  } catch {
    return undefined
  }
}

function unavailable(cause: BucketError): AppError {
  return new AppError('STORAGE_UNAVAILABLE', {
    detail: 'The file store did not answer as expected. Try again in a moment.',
    cause,
  })
}

export function createS3Storage(options: S3Config & { uploadsDir: string; logger: Logger }): Storage {
  const { uploadsDir, logger, ...config } = options
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: RETRIES,
  })
  const where = { bucket: config.bucket, endpoint: new URL(config.endpoint).origin }

  async function request(operation: 'put' | 'get' | 'delete', key: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(objectUrlOf(config, key), { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    } catch (error) {
      throw unavailable(new BucketError({ operation, key, ...where }, error))
    }
  }

  /** Keeps a local copy; the bucket has the file, so a disk that refuses is worth a warning, not a failed request. */
  async function keepLocally(key: string, bytes: Uint8Array): Promise<void> {
    try {
      await writeFileAtomically(path.join(uploadsDir, key), bytes)
    } catch (error) {
      logger.warn({ err: error, key }, 'could not keep a local copy of an upload')
    }
  }

  /** The bucket's refusal, with its status and S3 error code, as the log should tell it. */
  async function refused(operation: BucketError['operation'], key: string, response: Response): Promise<BucketError> {
    return new BucketError({ operation, key, ...where, status: response.status, s3Code: await s3CodeOf(response) })
  }

  return {
    async put(prefix, bytes, type) {
      const key = newStorageKey(prefix, type)
      const response = await request('put', key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': type.mime,
          // The payload's hash is signed too, so a body changed on its way is refused by the store.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      })
      if (!response.ok) throw unavailable(await refused('put', key, response))
      await response.body?.cancel()
      await keepLocally(key, bytes)
      return key
    },
    async get(key) {
      if (!isStorageKey(key)) return null
      const local = await readStoredFile(uploadsDir, key)
      if (local) return { bytes: local, mime: mimeOfKey(key) }
      const response = await request('get', key, { method: 'GET' })
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw unavailable(await refused('get', key, response))
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(await response.arrayBuffer())
      } catch (error) {
        throw unavailable(new BucketError({ operation: 'get', key, ...where }, error))
      }
      await keepLocally(key, bytes)
      return { bytes, mime: mimeOfKey(key) }
    },
    async remove(keys) {
      const ours = storageKeysOf(keys)
      await Promise.all(
        ours.map(async (key) => {
          try {
            const response = await request('delete', key, { method: 'DELETE' })
            // S3 answers 204 whether or not the object existed
            if (!response.ok && response.status !== 404) throw await refused('delete', key, response)
            await response.body?.cancel()
          } catch (error) {
            logger.warn(
              { err: error instanceof AppError ? error.cause : error, key },
              'could not delete a replaced upload',
            )
          }
        }),
      )
      // this instance's copies; another instance's copy of a key no row refers to is never asked for
      await removeStoredFiles(uploadsDir, ours, logger)
    },
  }
}
