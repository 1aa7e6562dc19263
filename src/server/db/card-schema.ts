/**
 * The player card (decision 0046): each league's signing keys, and the checks made at the field.
 *
 * `card_key` keeps one Ed25519 key pair per row: the public key as a JWK (served as the league's JWK set) and the
 * private key encrypted at rest with a key derived from the installation's auth secret. One key per league signs
 * (`retired_at` null); a rotated key is retired, its public half still listed until the cards it signed expire.
 */
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth-schema.ts'
import { player } from './league-schema.ts'
import { organization } from './schema.ts'

export const cardKey = pgTable(
  'card_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    /** the JWS `kid` header: random, unique across leagues */
    kid: text('kid').notNull(),
    /** the public key (kty OKP, crv Ed25519, x) */
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    /** the PKCS#8 private key, AES-256-GCM encrypted: `v1.<iv>.<tag>.<ciphertext>` (base64url) */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    /** when a rotation replaced it; its cards stay valid until they expire */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_key_kid_key').on(t.kid),
    // one signing key per league: a second concurrent first use conflicts and reads the winner's
    uniqueIndex('card_key_active_key').on(t.organizationId).where(sql`${t.retiredAt} is null`),
  ],
)

/** A card checked at a game (online, or queued offline and sent later): who, whom, when, and the answer. */
export const cardCheck = pgTable(
  'card_check',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').notNull(),
    playerId: uuid('player_id').references((): AnyPgColumn => player.id, { onDelete: 'cascade' }),
    checkedBy: text('checked_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /** when the card was scanned (an offline check keeps its own time) */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    eligible: text('eligible').notNull(),
    reasons: jsonb('reasons').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('card_check_game_idx').on(t.organizationId, t.gameId)],
)
