/**
 * Knockout games as the public sees them: each published game of a bracket carries its cup, round and leg and, on
 * the tie's last leg, the aggregate and who went through. Read through the public bracket (public-view.ts), so an
 * aggregate or a winner shows only when every result it adds up is public.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type {
  PublicBracket,
  PublicGame,
  PublicKnockout,
  PublicLeague,
  PublicTournamentSummary,
} from '#domain/public/public.schema.ts'
import type { Db } from '#server/db/client.ts'
import { bracket, game } from '#server/db/schema.ts'
import { findBracketsByIds } from '#server/features/brackets/brackets.api.ts'
import type { PublicOrganization } from './public.service.ts'
import { toPublicBracket } from './public-view.ts'

/** Each public game of the brackets, by id, with its place in its bracket. */
export function knockoutOfPublicBrackets(
  brackets: PublicBracket[],
  games: Map<string, PublicGame>,
): Map<string, PublicKnockout> {
  const places = new Map<string, PublicKnockout>()
  for (const b of brackets) {
    const ties = [
      ...b.rounds.flatMap((r) => r.ties.map((tie) => ({ round: r.name as PublicKnockout['round'], tie }))),
      ...(b.thirdPlaceTie ? [{ round: 'thirdPlace' as const, tie: b.thirdPlaceTie }] : []),
    ]
    for (const { round, tie } of ties) {
      for (const leg of tie.legs) {
        const g = leg.gameId ? games.get(leg.gameId) : undefined
        if (!g) continue
        const isLast = leg.leg === tie.legs.length
        const sameSides = tie.homeTeam?.id === g.homeTeam.id
        const aggregate =
          isLast && tie.legs.length > 1 && leg.score && tie.aggregate
            ? sameSides
              ? tie.aggregate
              : { home: tie.aggregate.away, away: tie.aggregate.home }
            : null
        places.set(g.id, {
          bracket: { id: b.id, name: b.name },
          round,
          leg: leg.leg,
          legs: tie.legs.length,
          aggregate,
          winner: isLast ? tie.winner : null,
        })
      }
    }
  }
  return places
}

/**
 * The public brackets `bracketIds` name, read with their own public games (`readGames` reads published games without
 * their knockout places, so this does not recurse).
 */
export async function readPublicBrackets(
  db: Db,
  org: PublicOrganization,
  bracketIds: string[],
  readGames: (where: ReturnType<typeof inArray>) => Promise<PublicGame[]>,
): Promise<{ brackets: PublicBracket[]; games: Map<string, PublicGame> }> {
  if (bracketIds.length === 0) return { brackets: [], games: new Map() }
  const [brackets, games] = await Promise.all([
    findBracketsByIds({ db, organizationId: org.id, bracketIds }),
    readGames(inArray(game.bracketId, [...new Set(bracketIds)])),
  ])
  const byId = new Map(games.map((g) => [g.id, g]))
  return { brackets: brackets.map((b) => toPublicBracket(b, byId)), games: byId }
}

/** The champion (and runner-up) of every decided cup of the public tournaments, in the tournaments' order. */
export async function findPublicChampions(
  db: Db,
  org: PublicOrganization,
  tournaments: PublicTournamentSummary[],
  readGames: (where: ReturnType<typeof inArray>) => Promise<PublicGame[]>,
): Promise<PublicLeague['champions']> {
  if (tournaments.length === 0) return []
  const rows = await db
    .select({ id: bracket.id, tournamentId: bracket.tournamentId })
    .from(bracket)
    .where(
      and(
        eq(bracket.organizationId, org.id),
        inArray(
          bracket.tournamentId,
          tournaments.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(bracket.createdAt), asc(bracket.id))
  const { brackets } = await readPublicBrackets(
    db,
    org,
    rows.map((r) => r.id),
    readGames,
  )
  const tournamentOf = new Map(rows.map((r) => [r.id, r.tournamentId]))
  return tournaments.flatMap((t) =>
    brackets.flatMap((b) =>
      tournamentOf.get(b.id) === t.id && b.champion
        ? [
            {
              tournament: { id: t.id, name: t.name },
              cup: { id: b.id, name: b.name },
              champion: b.champion,
              runnerUp: b.runnerUp,
            },
          ]
        : [],
    ),
  )
}
