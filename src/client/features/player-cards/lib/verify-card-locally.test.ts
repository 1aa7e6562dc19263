import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { GameEligibility } from '#domain/eligibility/eligibility.schema.ts'
import { eligibilityOf, verifyCardLocally } from './verify-card-locally.ts'

const ORG = '11111111-1111-4111-8111-111111111111'
const PLAYER = '22222222-2222-4222-8222-222222222222'

async function aLeagueKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
  const jwk = await exportJWK(publicKey)
  const sign = (claims: { org?: string; exp?: number } = {}) =>
    new SignJWT({ org: claims.org ?? ORG })
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'card' })
      .setSubject(PLAYER)
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(privateKey)
  const entry = { kty: 'OKP', crv: 'Ed25519', x: jwk.x ?? '', kid, alg: 'EdDSA', use: 'sig' }
  return { sign, entry }
}

describe('verifyCardLocally', () => {
  it('accepts a card of the league’s keys and refuses expired, other-league, tampered and unknown-key cards', async () => {
    const league = await aLeagueKey('k1')
    const stranger = await aLeagueKey('k2')
    const keySet = { keys: [league.entry] }
    expect(await verifyCardLocally(await league.sign(), ORG, keySet)).toMatchObject({ ok: true, playerId: PLAYER })
    const expired = await league.sign({ exp: Math.floor(Date.now() / 1000) - 3600 })
    expect(await verifyCardLocally(expired, ORG, keySet)).toEqual({ ok: false, code: 'CARD_EXPIRED' })
    const other = await league.sign({ org: '33333333-3333-4333-8333-333333333333' })
    expect(await verifyCardLocally(other, ORG, keySet)).toEqual({ ok: false, code: 'CARD_OTHER_LEAGUE' })
    const [header, payload, signature] = (await league.sign()).split('.')
    const tampered = `${header}.${payload}x.${signature}`
    expect(await verifyCardLocally(tampered, ORG, keySet)).toEqual({ ok: false, code: 'CARD_INVALID' })
    expect(await verifyCardLocally(await stranger.sign(), ORG, keySet)).toEqual({ ok: false, code: 'CARD_INVALID' })
    expect(await verifyCardLocally('hello', ORG, keySet)).toEqual({ ok: false, code: 'CARD_INVALID' })
  })
})

describe('eligibilityOf', () => {
  const game: GameEligibility = {
    gameId: 'g',
    home: {
      teamId: 'h',
      players: [
        {
          playerId: PLAYER,
          name: 'Ana Pérez',
          number: 9,
          eligible: false,
          reasons: [{ code: 'SUSPENDED', suspensionId: 's', gamesLeft: 2 }],
        },
      ],
    },
    away: { teamId: 'a', players: [] },
  }
  it('finds the player on a side, or answers NOT_ON_LIST', () => {
    expect(eligibilityOf(game, PLAYER)).toMatchObject({ name: 'Ana Pérez', eligible: false })
    expect(eligibilityOf(game, 'nobody')).toEqual({
      name: null,
      number: null,
      eligible: false,
      reasons: [{ code: 'NOT_ON_LIST' }],
    })
  })
})
