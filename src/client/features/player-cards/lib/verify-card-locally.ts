/**
 * A card checked on the phone, without the server (decision 0046): the token's EdDSA signature against the league's
 * public keys kept in the offline cache, its league and expiry; then the player's eligibility from the game's answer
 * kept there too (decision 0038: the server decided it, the phone only looks it up). jose is loaded on first use, so it
 * is not in the main bundle.
 */
import type { EligibilityReason, GameEligibility } from '#domain/eligibility/eligibility.schema.ts'
import { CardClaimsSchema, type CardKeySet } from '#domain/player-cards/card.schema.ts'

export type LocalCheck =
  | { ok: true; playerId: string; exp: number }
  | { ok: false; code: 'CARD_INVALID' | 'CARD_EXPIRED' | 'CARD_OTHER_LEAGUE' }

export async function verifyCardLocally(
  token: string,
  organizationId: string,
  keySet: CardKeySet,
  now = new Date(),
): Promise<LocalCheck> {
  const { compactVerify, decodeJwt, decodeProtectedHeader, importJWK } = await import('jose')
  let kid: string | undefined
  let claimed: unknown
  try {
    kid = decodeProtectedHeader(token).kid
    claimed = decodeJwt(token)
  } catch {
    return { ok: false, code: 'CARD_INVALID' }
  }
  const claims = CardClaimsSchema.safeParse(claimed)
  if (!claims.success) return { ok: false, code: 'CARD_INVALID' }
  if (claims.data.org !== organizationId) return { ok: false, code: 'CARD_OTHER_LEAGUE' }
  const jwk = keySet.keys.find((k) => k.kid === kid)
  if (!jwk) return { ok: false, code: 'CARD_INVALID' }
  try {
    await compactVerify(token, await importJWK(jwk, 'EdDSA'), { algorithms: ['EdDSA'] })
  } catch {
    return { ok: false, code: 'CARD_INVALID' }
  }
  if (claims.data.exp * 1000 < now.getTime() - 60_000) return { ok: false, code: 'CARD_EXPIRED' }
  return { ok: true, playerId: claims.data.sub, exp: claims.data.exp }
}

/** The player's line in the game's eligibility, or NOT_ON_LIST when neither side lists them. */
export function eligibilityOf(
  eligibility: GameEligibility,
  playerId: string,
): { name: string | null; number: number | null; eligible: boolean; reasons: EligibilityReason[] } {
  for (const side of [eligibility.home, eligibility.away]) {
    const found = side.players.find((p) => p.playerId === playerId)
    if (found) return { name: found.name, number: found.number, eligible: found.eligible, reasons: found.reasons }
  }
  return { name: null, number: null, eligible: false, reasons: [{ code: 'NOT_ON_LIST' }] }
}
