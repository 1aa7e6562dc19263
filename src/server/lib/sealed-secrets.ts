/**
 * Secrets kept in the database encrypted at rest: AES-256-GCM under a 32-byte key derived with HKDF from the
 * installation's auth secret (bootstrap.ts reads it from AUTH_SECRET or keeps it in `app_setting`), one key per
 * purpose, never stored. The player cards' private keys (decision 0046) and the leagues' payment credentials
 * (decision 0053) are sealed this way: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** The key that seals the secrets of one `purpose` (e.g. `player-card-signing-keys`), derived from the auth secret. */
export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'league-portal', purpose, 32))
}

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The secret `sealSecret` sealed; throws when it was sealed under another key (the auth secret changed) or altered. */
export function openSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, sealed] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown sealed secret format')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
}
