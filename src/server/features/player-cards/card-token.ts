/**
 * The card's token (decision 0046): a compact JWS, EdDSA over Ed25519, header `{ alg, kid, typ: 'card' }`, claims
 * `{ org, sub, iat, exp }`: the league, the player and the expiry, nothing private. Verifying tells apart a card of
 * another league (CARD_OTHER_LEAGUE), one past its date (CARD_EXPIRED) and anything else that is not a card signed by
 * one of this league's keys (CARD_INVALID: tampered, forged, unknown or dropped key, not a JWS at all).
 */
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose'
import { CARD_VALIDITY_DAYS, type CardClaims, CardClaimsSchema } from '#domain/player-cards/card.schema.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { CARD_ALG, findCardKeySet, publicKeyOf, type SigningKey } from './card-keys.ts'

/** The expiry of a card issued at `now`: CARD_VALIDITY_DAYS later, at the end of that UTC day. */
export function cardExpiryOf(now: Date): number {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + CARD_VALIDITY_DAYS, 23, 59, 59)
  return Math.floor(end / 1000)
}

export async function signCardToken(
  signing: SigningKey,
  organizationId: string,
  playerId: string,
  now = new Date(),
  exp = cardExpiryOf(now),
): Promise<string> {
  return new SignJWT({ org: organizationId })
    .setProtectedHeader({ alg: CARD_ALG, kid: signing.kid, typ: 'card' })
    .setSubject(playerId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(signing.key)
}

const invalid = (detail: string) => new AppError('CARD_INVALID', { detail })

/** The claims of a card of `organizationId`, or the 422 that says why it is not one. */
export async function verifyCardToken(
  db: Db,
  organizationId: string,
  token: string,
  now = new Date(),
): Promise<CardClaims> {
  let kid: string | undefined
  let claimed: unknown
  try {
    kid = decodeProtectedHeader(token).kid
    claimed = decodeJwt(token)
  } catch {
    throw invalid('This is not a player card.')
  }
  const claims = CardClaimsSchema.safeParse(claimed)
  if (!kid || !claims.success) throw invalid('This is not a player card.')
  const keys = await findCardKeySet(db, organizationId, now)
  const jwk = keys.keys.find((k) => k.kid === kid)
  if (!jwk) {
    // the claim is unverified here, but it only chooses which refusal to give: nothing is accepted on its word
    if (claims.data.org !== organizationId) {
      throw new AppError('CARD_OTHER_LEAGUE', { detail: 'This card was issued by another league.' })
    }
    throw invalid('The card is signed with a key this league does not have.')
  }
  try {
    const { payload } = await jwtVerify(token, await publicKeyOf(jwk), {
      algorithms: [CARD_ALG],
      currentDate: now,
      clockTolerance: 60,
    })
    const verified = CardClaimsSchema.parse(payload)
    if (verified.org !== organizationId) {
      throw new AppError('CARD_OTHER_LEAGUE', { detail: 'This card was issued by another league.' })
    }
    return verified
  } catch (error) {
    if (error instanceof AppError) throw error
    if (error instanceof errors.JWTExpired) {
      throw new AppError('CARD_EXPIRED', { detail: 'The card has expired: the player must show a new one.' })
    }
    throw invalid('The card’s signature does not match: it was changed or forged.')
  }
}
