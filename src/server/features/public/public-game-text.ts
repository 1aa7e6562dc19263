/**
 * How a game's result reads on the public site and in its feeds, in one place so the page, the lists, `og:title` and
 * the calendar say the same: the score with a walkover's mark and a shoot-out ("1 – 1 (4–3 pen.)"), a knockout
 * game's cup and round ("Copa de Oro · Semifinal"), and on a tie's last leg the aggregate and who went through.
 * Each takes the league's words (`textsOf(lang, country)`), so an Argentine league's feed reads es-AR as its pages do.
 */
import { scoreText } from '#domain/games/walkover.ts'
import type { PublicGame } from '#domain/public/public.schema.ts'
import type { PublicTexts } from './public-texts.ts'

/** "1 – 1 (4–3 pen.)", "3 – 0 (W.O.)", "2 – 1"; null before the game is played. */
export function publicScoreText(g: PublicGame, t: PublicTexts, separator = ' – '): string | null {
  if (g.status !== 'played') return null
  const score = scoreText(g, separator)
  return g.penalties ? `${score} ${t('penalties_short', g.penalties)}` : score
}

/** "Copa de Oro · Semifinal" (with "· Vuelta" on a two-legged tie); null for a game of no bracket. */
export function knockoutLabel(g: PublicGame, t: PublicTexts): string | null {
  if (!g.knockout) return null
  const k = g.knockout
  const leg = k.legs > 1 ? ` · ${t(k.leg === 1 ? 'leg_1' : 'leg_2')}` : ''
  return `${k.bracket.name} · ${t(`ko_${k.round}`)}${leg}`
}

/** "global 3–2 · pasa Pumas" on a tie's last leg once decided ("Pumas, campeón" for the final); else null. */
export function tieOutcomeText(g: PublicGame, t: PublicTexts): string | null {
  const k = g.knockout
  if (!k || g.status !== 'played') return null
  const parts = [
    k.aggregate ? t('aggregate_short', k.aggregate) : null,
    k.winner && k.round !== 'thirdPlace'
      ? t(k.round === 'final' ? 'cup_champion' : 'goes_through', { team: k.winner.name })
      : null,
  ].filter((x): x is string => x !== null)
  return parts.length > 0 ? parts.join(' · ') : null
}
