/**
 * The player card (decision 0046): the contracts shared by client and server, the DNI mask and the token's claims.
 * The token is a compact JWS (EdDSA, Ed25519) signed with the league's key; it names the league, the player and an
 * expiry, nothing private.
 */
import { z } from 'zod'
import { EligibilityReasonSchema } from '#domain/eligibility/eligibility.schema.ts'
import { DateTimeSchema } from '#domain/lists/list.schema.ts'

/** How long a card (its token and its printed copy) is valid from the day it is issued. */
export const CARD_VALIDITY_DAYS = 365

/** The claims of a card's token, besides `exp` and `iat`. */
export const CardClaimsSchema = z.object({
  /** the league (organization id) */
  org: z.string(),
  /** the player id */
  sub: z.string(),
  exp: z.number().int(),
})
export type CardClaims = z.infer<typeof CardClaimsSchema>

/**
 * The DNI with its middle digits hidden: `30.***.456` for an Argentine eight-digit DNI (two, three hidden, three), the
 * first two and last three characters kept whatever its length; seven or fewer characters keep only the last two
 * (`***45`), four or fewer show nothing but stars, so a short number is never readable.
 */
export function maskDni(dni: string | null): string | null {
  if (!dni) return null
  const plain = dni.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  if (plain.length <= 4) return '*'.repeat(Math.max(plain.length, 3))
  if (plain.length <= 7) return `***${plain.slice(-2)}`
  return `${plain.slice(0, 2)}.***.${plain.slice(-3)}`
}

export const CardTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the tournaments (categories) the team plays, by name */
  tournaments: z.array(z.string()),
})

/** `GET /me/players/{id}/card`. */
export const PlayerCardSchema = z.object({
  playerId: z.string(),
  organizationId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  photoUrl: z.string().nullable(),
  number: z.number().int().nullable(),
  dniMasked: z.string().nullable(),
  teams: z.array(CardTeamSchema),
  league: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  /** the last day the card is valid (ISO date, UTC) */
  validUntil: z.string(),
  /** the compact JWS the QR holds */
  token: z.string(),
  /** the QR as an SVG document */
  qrSvg: z.string(),
})
export type PlayerCard = z.infer<typeof PlayerCardSchema>

/** The league's public keys (a JWK set): what an offline checker verifies cards with. */
export const CardKeySetSchema = z.object({
  keys: z.array(
    z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() }),
  ),
})
export type CardKeySet = z.infer<typeof CardKeySetSchema>

export const VerifyCardInputSchema = z.object({
  token: z.string().min(1).max(2000),
  gameId: z.string().uuid().optional(),
  /** when an offline check was made (it is recorded at that time); now when left out */
  checkedAt: DateTimeSchema.optional(),
})
export type VerifyCardInput = z.infer<typeof VerifyCardInputSchema>

export const CardCheckSchema = z.object({
  player: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    number: z.number().int().nullable(),
    photoUrl: z.string().nullable(),
    teams: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  validUntil: z.string(),
  /** with a game: whether the player may play it, and why not */
  game: z
    .object({
      gameId: z.string(),
      teamId: z.string().nullable(),
      eligible: z.boolean(),
      reasons: z.array(EligibilityReasonSchema),
    })
    .optional(),
})
export type CardCheck = z.infer<typeof CardCheckSchema>
