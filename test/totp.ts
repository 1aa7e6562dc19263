/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) from an otpauth:// URI, computed the way an authenticator app does. */
import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(text: string): Buffer {
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The secret (base32) of an otpauth:// URI. */
export function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? ''
}

/** The code for `secret` (base32) at `at` (ms), RFC 4226 dynamic truncation over the 30-second step counter. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (mac.at(-1) ?? 0) & 0x0f
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return binary.toString().padStart(6, '0')
}
