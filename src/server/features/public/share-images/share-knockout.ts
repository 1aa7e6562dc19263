/**
 * A knockout game on a share image: its cup and round ("Copa de Oro · Semifinal", "· Vuelta" on a second leg) and, on
 * the tie's last leg once decided, the aggregate and who went through. Brackets count confirmed legs only, and a
 * confirmed game is published, so nothing here is a result the public does not see.
 */
import { knockoutPlaces, scoreForGame } from '#domain/brackets/knockout-place.ts'
import type { Game } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { findBracketsByIds } from '#server/features/brackets/brackets.api.ts'
import { fill } from '#server/i18n/server-messages.ts'
import { SHARE_TEXT, type ShareWords } from './share-text.ts'

export type ShareKnockout = { cup: string; outcome: string | null }

/** Each knockout game of `games`, by id, with what its image says about its cup, round and tie. */
export async function knockoutOfShareGames(
  db: Db,
  organizationId: string,
  games: Game[],
  lang: ShareWords,
): Promise<Map<string, ShareKnockout>> {
  const bracketIds = games.flatMap((g) => (g.bracketId ? [g.bracketId] : []))
  const result = new Map<string, ShareKnockout>()
  if (bracketIds.length === 0) return result
  const text = SHARE_TEXT[lang]
  const brackets = await findBracketsByIds({ db, organizationId, bracketIds })
  const places = knockoutPlaces(brackets)
  const names = new Map(brackets.flatMap((b) => b.teams.map((t) => [t.id, t.name] as const)))
  for (const g of games) {
    const place = places.get(g.id)
    if (!place) continue
    const leg = place.legs > 1 ? ` · ${place.leg === 1 ? text.leg1 : text.leg2}` : ''
    const cup = `${place.bracket.name} · ${text[`ko_${place.round}`]}${leg}`
    const { tie } = place
    const decided = place.isLastLeg && g.state === 'confirmed' && tie.winnerTeamId !== null
    const aggregate = decided && place.legs > 1 && tie.aggregate ? scoreForGame(tie.aggregate, tie, g.homeTeamId) : null
    const winner = decided && place.round !== 'thirdPlace' ? names.get(tie.winnerTeamId as string) : undefined
    const parts = [
      aggregate ? `${text.aggregate} ${aggregate.home}–${aggregate.away}` : null,
      winner ? fill(place.round === 'final' ? text.cupChampion : text.goesThrough, { team: winner }) : null,
    ].filter((x): x is string => x !== null)
    result.set(g.id, { cup, outcome: parts.length > 0 ? parts.join(' · ') : null })
  }
  return result
}
