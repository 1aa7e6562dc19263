/**
 * The player card (decision 0046): the card of a player linked to the signed-in user, the check of a scanned card by
 * the league's staff, a delegate of the game's teams or (later) its referee, and the team's printable cards.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { PlayerEligibility } from '#domain/eligibility/eligibility.schema.ts'
import { hasRole, type OrgRole } from '#domain/organizations/roles.ts'
import { type CardCheck, maskDni, type PlayerCard, type VerifyCardInput } from '#domain/player-cards/card.schema.ts'
import type { Db } from '#server/db/client.ts'
import { cardCheck, organization, player, team, teamPlayer } from '#server/db/schema.ts'
import { getGameEligibility } from '#server/features/eligibility/eligibility.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findAppointmentsOf } from '#server/lib/competition/game-officials.ts'
import { getGameRow } from '#server/lib/competition/game-view.ts'
import {
  findPlayerTeams,
  findPlayerTeamsAndTournaments,
  findTeamTournaments,
} from '#server/lib/competition/player-teams.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'
import { getSigningKey } from './card-keys.ts'
import { cardExpiryOf, signCardToken, verifyCardToken } from './card-token.ts'

/** Who asks to verify: the user and their membership of the league (`org` of the request). */
export type CardActor = { userId: string; role: OrgRole; teamIds: string[]; officialId?: string | null }

/**
 * Whether `actor` may check cards for `game`: the league's staff (admin, manager, scorer), a delegate of one of the
 * game's teams (decision 0039), and an official appointed to it who has not declined (decision 0050).
 */
export function mayVerifyForGame(
  actor: CardActor,
  row: { homeTeamId: string; awayTeamId: string } | null,
  /** the officials appointed to the game who have not declined */
  appointedOfficialIds: readonly string[] = [],
): boolean {
  if (hasRole(actor.role, 'scorer')) return true
  if (actor.role === 'delegate' && row) {
    return actor.teamIds.includes(row.homeTeamId) || actor.teamIds.includes(row.awayTeamId)
  }
  if (actor.role === 'referee' && row && actor.officialId) return appointedOfficialIds.includes(actor.officialId)
  return false
}

async function getLeague(db: Db, organizationId: string) {
  const [row] = await db
    .select({ name: organization.name, logoPath: organization.logoPath })
    .from(organization)
    .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

function isoDay(exp: number): string {
  return new Date(exp * 1000).toISOString().slice(0, 10)
}

/** `GET /me/players/{id}/card`: only for the user linked to the player (anyone else: 404). */
export async function getPlayerCard({
  db,
  encryptionKey,
  userId,
  playerId,
  now = new Date(),
}: {
  db: Db
  encryptionKey: Buffer
  userId: string
  playerId: string
  now?: Date
}): Promise<PlayerCard> {
  assertUuid(playerId)
  const [row] = await db
    .select()
    .from(player)
    .where(and(eq(player.id, playerId), eq(player.userId, userId), isNull(player.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  const [league, { teams, byTeam }, signing] = await Promise.all([
    getLeague(db, row.organizationId),
    findPlayerTeamsAndTournaments(db, row.organizationId, row.id),
    getSigningKey(db, row.organizationId, encryptionKey),
  ])
  const exp = cardExpiryOf(now)
  const token = await signCardToken(signing, row.organizationId, row.id, now, exp)
  return {
    playerId: row.id,
    organizationId: row.organizationId,
    firstname: row.firstname,
    lastname: row.lastname,
    photoUrl: uploadUrlOf(row.photoPath),
    number: row.jerseyNumber,
    dniMasked: maskDni(row.dni),
    teams: teams.map((t) => ({ ...t, tournaments: (byTeam.get(t.id) ?? []).map((tournament) => tournament.name) })),
    league: { name: league.name, logoUrl: league.logoPath ? `/api/uploads/${league.logoPath}` : null },
    validUntil: isoDay(exp),
    token,
    qrSvg: await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  }
}

function eligibilityAt(
  eligibility: Awaited<ReturnType<typeof getGameEligibility>>,
  playerId: string,
): { teamId: string | null; found: PlayerEligibility | null } {
  for (const side of [eligibility.home, eligibility.away]) {
    const found = side.players.find((p) => p.playerId === playerId)
    if (found) return { teamId: side.teamId, found }
  }
  return { teamId: null, found: null }
}

/**
 * `POST cards/verify`: the card's player and, with a game, whether they may play it (the eligibility service's
 * answer, decision 0038; a player on neither list is NOT_ON_LIST). A check at a game is recorded (`card_check`).
 */
export async function verifyCard({
  db,
  actor,
  organizationId,
  input,
  now = new Date(),
}: {
  db: Db
  actor: CardActor
  organizationId: string
  input: VerifyCardInput
  now?: Date
}): Promise<CardCheck> {
  const gameRow = input.gameId ? await getGameRow(db, organizationId, input.gameId, { active: true }) : null
  const appointed =
    actor.role === 'referee' && gameRow
      ? ((await findAppointmentsOf(db, organizationId, [gameRow.id])).get(gameRow.id) ?? [])
          .filter((appointment) => appointment.status !== 'declined')
          .map((appointment) => appointment.officialId)
      : []
  if (!mayVerifyForGame(actor, gameRow, appointed)) throw new AppError('FORBIDDEN')
  // an offline check is verified at the time it was made (not later than now)
  const at = input.checkedAt ? new Date(Math.min(new Date(input.checkedAt).getTime(), now.getTime())) : now
  const claims = await verifyCardToken(db, organizationId, input.token, at)
  const [row] = await db
    .select()
    .from(player)
    .where(and(eq(player.organizationId, organizationId), eq(player.id, claims.sub), isNull(player.deletedAt)))
  if (!row) throw new AppError('CARD_INVALID', { detail: 'The card’s player is no longer in the league.' })
  const teams = await findPlayerTeams(db, organizationId, row.id)
  const answer: CardCheck = {
    player: {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      number: row.jerseyNumber,
      photoUrl: uploadUrlOf(row.photoThumbPath ?? row.photoPath),
      teams,
    },
    validUntil: isoDay(claims.exp),
  }
  if (!gameRow) return answer
  const { teamId, found } = eligibilityAt(await getGameEligibility({ db, organizationId, id: gameRow.id }), row.id)
  const reasons = found ? found.reasons : [{ code: 'NOT_ON_LIST' as const }]
  answer.game = { gameId: gameRow.id, teamId, eligible: found?.eligible ?? false, reasons }
  await db.insert(cardCheck).values({
    organizationId,
    gameId: gameRow.id,
    playerId: row.id,
    checkedBy: actor.userId,
    checkedAt: at,
    eligible: answer.game.eligible ? 'yes' : 'no',
    reasons,
  })
  return answer
}

/** One printable card: what the PDF draws (plain data, it crosses to a worker thread). */
export type PrintableCard = {
  name: string
  number: number | null
  dniMasked: string | null
  tournaments: string[]
  token: string
  photo: Uint8Array | null
}

export type TeamCards = { league: string; team: string; validUntil: string; cards: PrintableCard[] }

/** The team's approved list as cards, each with its signed token (signed here: the key never leaves this thread). */
export async function findTeamCards({
  db,
  encryptionKey,
  organizationId,
  teamId,
  photoOf,
  now = new Date(),
}: {
  db: Db
  encryptionKey: Buffer
  organizationId: string
  teamId: string
  photoOf: (path: string) => Promise<Uint8Array | null>
  now?: Date
}): Promise<TeamCards> {
  assertUuid(teamId)
  const [teamRow] = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), eq(team.id, teamId), isNull(team.deletedAt)))
  if (!teamRow) throw new AppError('NOT_FOUND')
  const [league, signing, players] = await Promise.all([
    getLeague(db, organizationId),
    getSigningKey(db, organizationId, encryptionKey),
    db
      .select({
        id: player.id,
        firstname: player.firstname,
        lastname: player.lastname,
        number: player.jerseyNumber,
        dni: player.dni,
        photo: player.photoThumbPath,
      })
      .from(teamPlayer)
      .innerJoin(player, eq(player.id, teamPlayer.playerId))
      .where(
        and(
          eq(teamPlayer.organizationId, organizationId),
          eq(teamPlayer.teamId, teamId),
          eq(teamPlayer.status, 'approved'),
          isNull(player.deletedAt),
        ),
      )
      .orderBy(asc(player.lastname), asc(player.firstname)),
  ])
  const tournaments = ((await findTeamTournaments(db, organizationId, [teamId])).get(teamId) ?? []).map((t) => t.name)
  const exp = cardExpiryOf(now)
  const cards = await Promise.all(
    players.map(async (p) => ({
      name: `${p.firstname} ${p.lastname}`,
      number: p.number,
      dniMasked: maskDni(p.dni),
      tournaments,
      token: await signCardToken(signing, organizationId, p.id, now, exp),
      photo: p.photo ? await photoOf(p.photo) : null,
    })),
  )
  return { league: league.name, team: teamRow.name, validUntil: isoDay(exp), cards }
}
