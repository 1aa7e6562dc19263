/**
 * Share images: the published data each one shows, read through the competition services (games, standings) and
 * mapped field by field into the whitelisted views of share-views.ts, then drawn once per content and kept.
 *
 * Only published games (published, confirmed or suspended after publication; never a draft or a deleted one) are
 * read, for the public and for the admin app alike: the image is made to be shared. A round, tournament or game with
 * nothing published is NOT_FOUND, as is any id of another organization.
 *
 * Cache: the ETag is a hash of the view (every name, score, date and the logo's key drawn) and of the drawing's
 * version, so it changes exactly when the picture would and is the same on every instance. A matching
 * `If-None-Match` answers 304 without drawing; the PNGs live in a bounded in-memory LRU keyed by that hash.
 */
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import type { Game } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameGoal, league, organization, player, round, tournament } from '#server/db/schema.ts'
import { findGames } from '#server/features/games/games.api.ts'
import { timeZoneOf } from '#server/features/organizations/organizations.api.ts'
import { getStandings } from '#server/features/standings/standings.api.ts'
import { serverLangOf } from '#server/i18n/server-messages.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getGameView, getTournamentWithSettings } from '#server/lib/competition/game-view.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { Storage } from '#server/storage/storage.ts'
import { publicPlayerName } from '../public-player-names.ts'
import { drawSharePng } from './draw-share-image.ts'
import { knockoutOfShareGames, type ShareKnockout } from './share-knockout.ts'
import {
  formatRoundDay,
  formatShareDate,
  langOfCountry,
  SHARE_TEXT,
  type ShareLang,
  type ShareWords,
} from './share-text.ts'
import type { ShareGame, ShareHeader, ShareImageView, ShareStandingLine, ShareZone } from './share-views.ts'

/** Bump when the drawing changes, so every ETag changes with it. */
const DRAWING_VERSION = 2

export type ShareTarget =
  | { kind: 'og-league' }
  | { kind: 'og-tournament'; tournamentId: string }
  | { kind: 'og-game' | 'portrait-game'; gameId: string }
  | { kind: 'portrait-round'; roundId: string }

type OrgContext = {
  header: ShareHeader
  logoKey: string | null
  /** the asked or league's language; es-AR in an Argentine league (decision 0055) */
  lang: ShareWords
  timeZone: string
  /** the tournament the admin picked for the league card (decision 0049) */
  shareTournamentId: string | null
}

async function readOrgContext(db: Db, organizationId: string, lang: ShareLang | undefined): Promise<OrgContext> {
  const [row] = await db
    .select({
      name: organization.name,
      logoPath: organization.logoPath,
      timeZone: organization.timeZone,
      shareTournamentId: organization.shareTournamentId,
      // the outer row named as such: drizzle leaves columns unqualified in a query on one table
      country: sql<string | null>`(select l.country from ${league} l where l.organization_id = organization.id
        order by l.position asc, l.created_at asc limit 1)`,
    })
    .from(organization)
    .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  const country = row.country ?? undefined
  return {
    header: { leagueName: row.name, logo: null },
    logoKey: row.logoPath,
    lang: serverLangOf(lang ?? langOfCountry(country), country),
    timeZone: timeZoneOf(row, country ? [{ country }] : []),
    shareTournamentId: row.shareTournamentId,
  }
}

const isPublished = (g: Game) => g.publishedAt !== null && g.deletedAt === null

function roundLabelOf(g: Pick<Game, 'round'>, lang: ShareWords): string | null {
  if (!g.round) return null
  return g.round.name || `${SHARE_TEXT[lang].round} ${g.round.number}`
}

function toShareGame(g: Game, ctx: OrgContext, knockout?: ShareKnockout): ShareGame {
  const confirmed = g.state === 'confirmed'
  return {
    home: g.homeTeam.name,
    away: g.awayTeam.name,
    score: g.state === 'confirmed' ? { home: g.homeGoals, away: g.awayGoals } : null,
    isWalkover: g.state === 'confirmed' && g.walkover !== null,
    when: g.playAt
      ? formatShareDate(g.playAt, { lang: ctx.lang, timeZone: ctx.timeZone, isTimeHidden: g.isPlayAtTimeHidden })
      : null,
    isSuspended: g.state === 'suspended',
    venue: [g.location?.name, g.field?.name].filter(Boolean).join(' · ') || null,
    penalties: confirmed && g.penalties ? { home: g.penalties.home, away: g.penalties.away } : null,
    cup: knockout?.cup ?? null,
    outcome: confirmed ? (knockout?.outcome ?? null) : null,
  }
}

function toStandingLines(
  rows: { position: number; teamName: string; played: number; goalDifference: number; points: number }[],
): ShareStandingLine[] {
  return rows.map((r) => ({
    position: r.position,
    team: r.teamName,
    played: r.played,
    goalDifference: r.goalDifference,
    points: r.points,
  }))
}

/** A tournament of the organization, not deleted, with at least one published game; else NOT_FOUND. */
async function getSharedTournament(db: Db, organizationId: string, tournamentId: string) {
  assertUuid(tournamentId)
  const { row } = await getTournamentWithSettings(db, organizationId, tournamentId, { active: true })
  const [published] = await db
    .select({ id: game.id })
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        eq(game.tournamentId, tournamentId),
        isNull(game.deletedAt),
        isNotNull(game.publishedAt),
      ),
    )
    .limit(1)
  if (!published) throw new AppError('NOT_FOUND')
  return row
}

/** Every zone's table (one zone named null when the tournament has none), the first lines of each. */
async function tournamentZones(db: Db, organizationId: string, tournamentId: string): Promise<ShareZone[]> {
  const standings = await getStandings({ db, organizationId, tournamentId })
  const hasZones = standings.groups.length > 1
  return standings.groups.map((g) => ({
    name: hasZones ? g.name : null,
    standings: g.rows.some((r) => r.played > 0) ? toStandingLines(g.rows) : [],
  }))
}

/** The league card's table: the first zone with a game played (else the first zone), empty before any result. */
async function leagueCardStandings(db: Db, organizationId: string, tournamentId: string) {
  const zones = await tournamentZones(db, organizationId, tournamentId)
  return (zones.find((z) => z.standings.length > 0) ?? zones[0])?.standings ?? []
}

/**
 * The league card's tournament: the one the admin picked when it still has a published game, else the one with the
 * latest published game (dated first), else none (decision 0049).
 */
async function currentTournament(db: Db, organizationId: string, picked: string | null) {
  const [row] = await db
    .select({ id: tournament.id, name: tournament.name })
    .from(tournament)
    .innerJoin(game, and(eq(game.tournamentId, tournament.id), isNull(game.deletedAt), isNotNull(game.publishedAt)))
    .where(and(eq(tournament.organizationId, organizationId), isNull(tournament.deletedAt)))
    .groupBy(tournament.id, tournament.name)
    .orderBy(
      ...(picked ? [sql`(${tournament.id} = ${picked}::uuid) desc`] : []),
      sql`max(${game.playAt}) desc nulls last`,
      desc(tournament.createdAt),
      asc(tournament.id),
    )
    .limit(1)
  return row ?? null
}

async function scorersOf(db: Db, organizationId: string, g: Game, timeZone: string) {
  const rows = await db
    .select({
      teamId: gameGoal.teamId,
      goals: gameGoal.goals,
      firstname: player.firstname,
      lastname: player.lastname,
      birthDate: player.birthDate,
      publicName: player.publicName,
    })
    .from(gameGoal)
    .innerJoin(player, eq(player.id, gameGoal.playerId))
    .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.gameId, g.id)))
    .orderBy(desc(gameGoal.goals), asc(player.lastname), asc(player.firstname))
  // the one public-name rule (decision 0045): a minor by initials unless chosen otherwise
  const name = (r: (typeof rows)[number]) =>
    `${publicPlayerName(r, timeZone).name}${r.goals > 1 ? ` (${r.goals})` : ''}`
  return {
    home: rows.filter((r) => r.teamId === g.homeTeamId).map(name),
    away: rows.filter((r) => r.teamId === g.awayTeamId).map(name),
  }
}

async function getPublishedGame(db: Db, organizationId: string, gameId: string): Promise<Game> {
  const g = await getGameView(db, organizationId, gameId)
  if (!isPublished(g)) throw new AppError('NOT_FOUND')
  return g
}

/** What the image of `target` shows, from published data only; NOT_FOUND when there is nothing public to show. */
export async function getShareView({
  db,
  organizationId,
  target,
  lang,
}: {
  db: Db
  organizationId: string
  target: ShareTarget
  lang?: ShareLang
}): Promise<{ view: ShareImageView; logoKey: string | null }> {
  const ctx = await readOrgContext(db, organizationId, lang)
  const base = { lang: ctx.lang, header: ctx.header }
  switch (target.kind) {
    case 'og-league': {
      const current = await currentTournament(db, organizationId, ctx.shareTournamentId)
      const standings = current ? await leagueCardStandings(db, organizationId, current.id) : []
      return {
        view: { kind: 'og-league', ...base, tournamentName: current?.name ?? null, standings },
        logoKey: ctx.logoKey,
      }
    }
    case 'og-tournament': {
      const row = await getSharedTournament(db, organizationId, target.tournamentId)
      return {
        view: {
          kind: 'og-tournament',
          ...base,
          tournamentName: row.name,
          zones: await tournamentZones(db, organizationId, row.id),
        },
        logoKey: ctx.logoKey,
      }
    }
    case 'og-game':
    case 'portrait-game': {
      const g = await getPublishedGame(db, organizationId, target.gameId)
      const knockout = (await knockoutOfShareGames(db, organizationId, [g], ctx.lang)).get(g.id)
      const common = {
        ...base,
        tournamentName: g.tournament.name,
        roundLabel: knockout?.cup ?? roundLabelOf(g, ctx.lang),
        game: toShareGame(g, ctx, knockout),
      }
      if (target.kind === 'og-game') return { view: { kind: 'og-game', ...common }, logoKey: ctx.logoKey }
      const scorers =
        g.state === 'confirmed' ? await scorersOf(db, organizationId, g, ctx.timeZone) : { home: [], away: [] }
      return { view: { kind: 'portrait-game', ...common, scorers }, logoKey: ctx.logoKey }
    }
    case 'portrait-round': {
      assertUuid(target.roundId)
      const [r] = await db
        .select({
          id: round.id,
          number: round.number,
          name: round.name,
          date: round.date,
          tournamentId: round.tournamentId,
        })
        .from(round)
        .where(and(eq(round.organizationId, organizationId), eq(round.id, target.roundId)))
      if (!r) throw new AppError('NOT_FOUND')
      const { row: t } = await getTournamentWithSettings(db, organizationId, r.tournamentId, { active: true })
      const page = await findGames({
        db,
        organizationId,
        query: { tournamentId: t.id, roundId: r.id, limit: 200, offset: 0 },
      })
      const games = page.items.filter(isPublished)
      if (games.length === 0) throw new AppError('NOT_FOUND')
      const playable = games.filter((g) => g.state !== 'suspended')
      const knockouts = await knockoutOfShareGames(db, organizationId, games, ctx.lang)
      return {
        view: {
          kind: 'portrait-round',
          ...base,
          tournamentName: t.name,
          roundLabel: r.name || `${SHARE_TEXT[ctx.lang].round} ${r.number}`,
          dayLabel: r.date ? formatRoundDay(r.date, ctx.lang) : null,
          isResults: playable.length > 0 && playable.every((g) => g.state === 'confirmed'),
          games: games.map((g) => toShareGame(g, ctx, knockouts.get(g.id))),
        },
        logoKey: ctx.logoKey,
      }
    }
  }
}

/** The ETag of an image: its view and logo, and the drawing's version. */
export function shareEtagOf(view: ShareImageView, logoKey: string | null): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, view, logoKey]))
    .digest('base64url')
  return `"share-${hash.slice(0, 27)}"`
}

const CACHE_MAX_BYTES = 32 * 1024 * 1024

type DrawContext = {
  storage: Storage
  view: ShareImageView
  logoKey: string | null
  /** draws the PNG (the routes give the render pool's worker threads); in this thread when not given */
  draw?: (view: ShareImageView) => Promise<Uint8Array>
}

/**
 * The drawn PNGs by ETag, least recently used dropped past CACHE_MAX_BYTES (lru-cache, decision 0031); concurrent
 * requests for one ETag share one drawing, a failed drawing is not kept, and one dropped while it draws still answers.
 */
const pngs = new LRUCache<string, Uint8Array, DrawContext>({
  maxSize: CACHE_MAX_BYTES,
  sizeCalculation: (png) => Math.max(1, png.byteLength),
  ignoreFetchAbort: true,
  fetchMethod: async (_etag, _stale, { context: { storage, view, logoKey, draw = drawSharePng } }) =>
    draw({
      ...view,
      header: { ...view.header, logo: await logoDataUrl(storage, logoKey) },
    } as ShareImageView),
})

async function logoDataUrl(storage: Storage, key: string | null): Promise<string | null> {
  if (!key) return null
  const stored = await storage.get(key).catch(() => null)
  if (!stored) return null
  // satori draws PNG and JPEG only; logos may be WebP: one small PNG for every kind
  const png = await sharp(stored.bytes).resize(256, 256, { fit: 'cover' }).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/** The PNG of a view, drawn once per ETag and kept (LRU bounded by bytes). */
export async function getSharePng({
  storage,
  view,
  logoKey,
  etag,
  draw,
}: {
  storage: Storage
  view: ShareImageView
  logoKey: string | null
  etag: string
  draw?: (view: ShareImageView) => Promise<Uint8Array>
}): Promise<Uint8Array> {
  return (await pngs.fetch(etag, { context: { storage, view, logoKey, ...(draw ? { draw } : {}) } })) as Uint8Array
}
