/**
 * Each league's card signing keys (decision 0046): Ed25519 key pairs made on first use, the private half encrypted at
 * rest (lib/sealed-secrets.ts: AES-256-GCM under a key derived with HKDF from the installation's auth secret), rotated by an admin. A retired key's public half stays in the league's JWK set
 * until every card it signed has expired (CARD_VALIDITY_DAYS after its retirement).
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm'
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose'
import { CARD_VALIDITY_DAYS, type CardKeySet } from '#domain/player-cards/card.schema.ts'
import type { Db } from '#server/db/client.ts'
import { cardKey } from '#server/db/schema.ts'
import { openSecret, sealingKey, sealSecret } from '#server/lib/sealed-secrets.ts'

export const CARD_ALG = 'EdDSA'
const DAY_MS = 86_400_000

/** The 32-byte key that encrypts the leagues' private keys, derived from the auth secret (never stored). */
export function cardKeyEncryptionKey(secret: string): Buffer {
  return sealingKey(secret, 'player-card-signing-keys')
}

export const sealPrivateKey = sealSecret
export const openPrivateKey = openSecret

async function newKeyRow(organizationId: string, encryptionKey: Buffer) {
  const { publicKey, privateKey } = await generateKeyPair(CARD_ALG, { crv: 'Ed25519', extractable: true })
  const jwk = await exportJWK(publicKey)
  return {
    organizationId,
    kid: randomBytes(9).toString('base64url'),
    publicJwk: { kty: jwk.kty ?? 'OKP', crv: jwk.crv ?? 'Ed25519', x: jwk.x ?? '' },
    privateKey: sealPrivateKey(await exportPKCS8(privateKey), encryptionKey),
  }
}

export type SigningKey = { kid: string; key: CryptoKey }

/** The league's signing key, made on first use (two first uses at once: one insert wins, both read it). */
export async function getSigningKey(db: Db, organizationId: string, encryptionKey: Buffer): Promise<SigningKey> {
  const active = () =>
    db
      .select()
      .from(cardKey)
      .where(and(eq(cardKey.organizationId, organizationId), isNull(cardKey.retiredAt)))
  let [row] = await active()
  if (!row) {
    await db
      .insert(cardKey)
      .values(await newKeyRow(organizationId, encryptionKey))
      .onConflictDoNothing()
    ;[row] = await active()
  }
  if (!row) throw new Error('Could not make the card key')
  let pkcs8: string
  try {
    pkcs8 = openPrivateKey(row.privateKey, encryptionKey)
  } catch {
    // sealed under another auth secret (it was changed): a new key signs from now on, the old cards no longer verify
    await rotateCardKey(db, organizationId, encryptionKey)
    return getSigningKey(db, organizationId, encryptionKey)
  }
  return { kid: row.kid, key: await importPKCS8(pkcs8, CARD_ALG) }
}

/** Retires the signing key and makes a new one, in one transaction. */
export async function rotateCardKey(db: Db, organizationId: string, encryptionKey: Buffer): Promise<{ kid: string }> {
  const values = await newKeyRow(organizationId, encryptionKey)
  await db.transaction(async (tx) => {
    await tx
      .update(cardKey)
      .set({ retiredAt: new Date() })
      .where(and(eq(cardKey.organizationId, organizationId), isNull(cardKey.retiredAt)))
    await tx.insert(cardKey).values(values)
  })
  return { kid: values.kid }
}

/** The public keys that may have signed a card still valid: the signing one and those retired less than a card's life ago. */
export async function findCardKeySet(db: Db, organizationId: string, now = new Date()): Promise<CardKeySet> {
  const rows = await db
    .select({ kid: cardKey.kid, publicJwk: cardKey.publicJwk })
    .from(cardKey)
    .where(
      and(
        eq(cardKey.organizationId, organizationId),
        or(
          isNull(cardKey.retiredAt),
          gt(cardKey.retiredAt, new Date(now.getTime() - (CARD_VALIDITY_DAYS + 1) * DAY_MS)),
        ),
      ),
    )
    .orderBy(desc(cardKey.createdAt))
  return {
    keys: rows.map((r) => ({
      kty: r.publicJwk.kty ?? 'OKP',
      crv: r.publicJwk.crv ?? 'Ed25519',
      x: r.publicJwk.x ?? '',
      kid: r.kid,
      alg: CARD_ALG,
      use: 'sig',
    })),
  }
}

export async function publicKeyOf(jwk: CardKeySet['keys'][number]): Promise<CryptoKey> {
  return (await importJWK(jwk as JWK, CARD_ALG)) as CryptoKey
}
