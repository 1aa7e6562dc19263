/** The part of @20minutes/s3rver (a fake S3 server that checks AWS Signature V4) the tests use; it ships no types. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  type S3rverOptions = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    resetOnClose?: boolean
    allowMismatchedSignatures?: boolean
    vhostBuckets?: boolean
    configureBuckets?: { name: string; configs?: string[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
