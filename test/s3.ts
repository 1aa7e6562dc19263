/**
 * A real S3-compatible server for tests: @20minutes/s3rver on 127.0.0.1 and a free port, over a temporary directory.
 * It checks AWS Signature V4 like S3 does (access key S3RVER, secret S3RVER), so a wrong secret is refused as it
 * would be by a real bucket. Nothing outside the repository is needed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import { AwsClient } from 'aws4fetch'

export type TestS3 = {
  /** the S3_* variables that point the portal at this server's bucket */
  env: Record<string, string>
  endpoint: string
  bucket: string
  /** An object of the bucket (e.g. `uploads/<key>`) through a signed GET, as any S3 client reads it; null if absent. */
  getObject(objectKey: string): Promise<{ bytes: Uint8Array; contentType: string | null } | null>
  close(): Promise<void>
}

export async function startTestS3(bucket = 'league-pictures'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    endpoint,
    bucket,
    async getObject(objectKey) {
      const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', retries: 0 })
      const response = await client.fetch(`${endpoint}/${bucket}/${objectKey}`, { aws: { region: 'us-east-1' } })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`GET ${objectKey}: ${response.status} ${await response.text()}`)
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') }
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
