/**
 * A game on a share image (draw-share-image.ts): a row of a round, or a large card. Names are fitted to their boxes
 * (shrunk, then wrapped on two lines: share-fit.ts); the score carries a walkover's mark or a shoot-out below it, and
 * a knockout game its cup and round, and on its tie's last leg the aggregate and who went through.
 */
import { WALKOVER_LABEL } from '#domain/games/walkover.ts'
import { ACCENT, box, fitted, INK, MUTED, PANEL, type ShareNode } from './share-boxes.ts'
import type { ShareText } from './share-text.ts'
import type { ShareGame } from './share-views.ts'

/** The score (or "vs", or "Suspended") in a box `width` wide, with a shoot-out or a walkover's mark below. */
function middle(game: ShareGame, text: ShareText, size: number, width: number): ShareNode {
  const center = { textAlign: 'center' }
  if (game.isSuspended)
    return fitted(
      text.suspended,
      { width, maxSize: size * 0.45, lines: 1 },
      { ...center, color: '#ffb4a8', fontWeight: 700 },
    )
  if (!game.score)
    return fitted('vs', { width, maxSize: size * 0.6, lines: 1 }, { ...center, color: MUTED, fontWeight: 700 })
  const below = game.isWalkover
    ? WALKOVER_LABEL
    : game.penalties
      ? `(${game.penalties.home}–${game.penalties.away} ${text.penalties})`
      : null
  return box(
    { flexDirection: 'column', alignItems: 'center', width, flexShrink: 0 },
    fitted(
      `${game.score.home} – ${game.score.away}`,
      { width, maxSize: size, lines: 1 },
      {
        ...center,
        fontWeight: 700,
        color: ACCENT,
      },
    ),
    below
      ? fitted(below, { width, maxSize: size * 0.42, lines: 1 }, { ...center, fontWeight: 700, color: ACCENT })
      : null,
  )
}

const ROW_PADDING = 28
const ROW_GAP = 18
const ROW_MIDDLE = 170

/** A game as one row of a round `width` wide: home, score or "vs", away, and below the time, venue and cup. */
export function gameRow(
  game: ShareGame,
  text: ShareText,
  { width, height }: { width: number; height: number },
): ShareNode {
  const nameSize = Math.min(40, Math.round(height * 0.3))
  const detailSize = Math.round(nameSize * 0.62)
  const details = [game.when ?? text.dateToBeConfirmed, game.venue, game.cup, game.outcome].filter(Boolean).join(' · ')
  const inner = width - 2 * ROW_PADDING
  const nameWidth = Math.floor((inner - ROW_MIDDLE - 2 * ROW_GAP) / 2)
  const nameHeight = height - (game.isSuspended ? 0 : detailSize * 1.2 + 6) - 8
  const name = (value: string, align: 'right' | 'left') =>
    fitted(value, { width: nameWidth, maxSize: nameSize, height: nameHeight }, { textAlign: align, fontWeight: 700 })
  return box(
    {
      flexDirection: 'column',
      justifyContent: 'center',
      width,
      height,
      background: PANEL,
      borderRadius: 18,
      padding: `0 ${ROW_PADDING}px`,
      gap: 6,
    },
    box(
      { alignItems: 'center', gap: ROW_GAP },
      name(game.home, 'right'),
      middle(game, text, nameSize * 1.15, ROW_MIDDLE),
      name(game.away, 'left'),
    ),
    game.isSuspended
      ? null
      : fitted(details, { width: inner, maxSize: detailSize, lines: 1 }, { textAlign: 'center', color: MUTED }),
  )
}

/** A game large, in a card `width` wide: both names around the score, its cup or "Full time", then day, time, venue. */
export function gameCard(
  game: ShareGame,
  text: ShareText,
  { scale, width, label }: { scale: number; width: number; label: string | null },
): ShareNode {
  const nameSize = Math.round(60 * scale)
  const padding = 40 * scale
  const gap = 28 * scale
  const middleWidth = Math.round(240 * scale)
  const inner = width - 2 * padding
  const nameWidth = Math.floor((inner - middleWidth - 2 * gap) / 2)
  const small = (value: string, size: number, style: Record<string, unknown>) =>
    fitted(value, { width: inner, maxSize: size, lines: 1 }, { textAlign: 'center', ...style })
  return box(
    {
      flexDirection: 'column',
      flexGrow: 1,
      width,
      justifyContent: 'center',
      alignItems: 'center',
      gap: 22 * scale,
      background: PANEL,
      borderRadius: 28,
      padding: `${32 * scale}px ${padding}px`,
    },
    label ? small(label, 30 * scale, { color: ACCENT, fontWeight: 700 }) : null,
    box(
      { alignItems: 'center', width: inner, gap },
      fitted(game.home, { width: nameWidth, maxSize: nameSize }, { textAlign: 'right', fontWeight: 700 }),
      middle(game, text, nameSize * 1.4, middleWidth),
      fitted(game.away, { width: nameWidth, maxSize: nameSize }, { textAlign: 'left', fontWeight: 700 }),
    ),
    game.outcome ? small(game.outcome, 32 * scale, { color: ACCENT, fontWeight: 700 }) : null,
    small(game.when ?? text.dateToBeConfirmed, 36 * scale, { color: INK }),
    game.venue ? small(game.venue, 32 * scale, { color: MUTED }) : null,
  )
}
