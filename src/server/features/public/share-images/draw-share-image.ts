/**
 * Draws a share image: the view (share-views.ts) becomes a tree of boxes for satori (flexbox layout, text shaped with
 * Inter regular and bold read from @fontsource/inter), whose SVG resvg rasterizes into a PNG. Pure apart from reading
 * the two font files once.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { WALKOVER_LABEL } from '#domain/games/walkover.ts'
import { signedNumber } from '#domain/numbers/signed-number.ts'
import { SHARE_TEXT, type ShareText } from './share-text.ts'
import {
  SHARE_SIZES,
  type ShareGame,
  type ShareHeader,
  type ShareImageView,
  type ShareStandingLine,
} from './share-views.ts'

/** A satori node: what React.createElement would make, without React. */
export type ShareNode = {
  type: string
  props: { style?: Record<string, unknown>; src?: string; children?: ShareChild }
}
type ShareChild = ShareNode | string | (ShareNode | string)[] | undefined

function box(
  style: Record<string, unknown>,
  ...children: (ShareNode | string | false | null | undefined)[]
): ShareNode {
  const kept = children.filter((c): c is ShareNode | string => c !== false && c !== null && c !== undefined)
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: kept } }
}

/** One line of text cut with an ellipsis when it does not fit. */
function line(text: string, style: Record<string, unknown>): ShareNode {
  return box({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', ...style }, text)
}

const INK = '#ffffff'
const MUTED = '#b7d3c6'
const ACCENT = '#7ee2a8'
const BACKGROUND = 'linear-gradient(160deg, #0b3d2e 0%, #0f5a43 55%, #12694e 100%)'
const PANEL = 'rgba(255,255,255,0.08)'

function header(h: ShareHeader, subtitle: string | null, scale: number): ShareNode {
  const logoSize = Math.round(88 * scale)
  return box(
    { alignItems: 'center', gap: 24 * scale },
    h.logo
      ? {
          type: 'img',
          props: {
            src: h.logo,
            style: {
              width: logoSize,
              height: logoSize,
              borderRadius: 16 * scale,
              objectFit: 'cover',
              background: '#fff',
            },
          },
        }
      : null,
    box(
      { flexDirection: 'column', flexGrow: 1, minWidth: 0 },
      line(h.leagueName, { fontSize: 44 * scale, fontWeight: 700, color: INK }),
      subtitle ? line(subtitle, { fontSize: 30 * scale, color: MUTED }) : null,
    ),
  )
}

function standingsTable(rows: ShareStandingLine[], text: ShareText, max: number): ShareNode {
  const head = { fontSize: 24, color: MUTED, fontWeight: 700 }
  const cell = { width: 90, justifyContent: 'flex-end' }
  return box(
    { flexDirection: 'column', width: '100%', gap: 6, background: PANEL, borderRadius: 20, padding: '18px 28px' },
    box(
      { ...head, paddingBottom: 4 },
      box({ width: 60 }, '#'),
      box({ flexGrow: 1 }, text.standings),
      box(cell, text.played),
      box(cell, text.goalDifference),
      box(cell, text.points),
    ),
    ...rows
      .slice(0, max)
      .map((row) =>
        box(
          { fontSize: 34, color: INK, alignItems: 'center', height: 52 },
          box({ width: 60, color: ACCENT, fontWeight: 700 }, String(row.position)),
          line(row.team, { flexGrow: 1, flexBasis: 0, minWidth: 0, fontWeight: 700 }),
          box(cell, String(row.played)),
          box(cell, signedNumber(row.goalDifference)),
          box({ ...cell, fontWeight: 700, color: ACCENT }, String(row.points)),
        ),
      ),
  )
}

function emptyNote(message: string): ShareNode {
  return box(
    { flexGrow: 1, alignItems: 'center', justifyContent: 'center', fontSize: 36, color: MUTED, background: PANEL },
    message,
  )
}

function middle(game: ShareGame, text: ShareText, size: number): ShareNode {
  if (game.isSuspended) return line(text.suspended, { fontSize: size * 0.45, color: '#ffb4a8', fontWeight: 700 })
  if (game.score)
    return line(
      game.isWalkover
        ? `${game.score.home} – ${game.score.away} ${WALKOVER_LABEL}`
        : `${game.score.home} – ${game.score.away}`,
      { fontSize: game.isWalkover ? size * 0.7 : size, fontWeight: 700, color: ACCENT },
    )
  return line('vs', { fontSize: size * 0.6, fontWeight: 700, color: MUTED })
}

/** A game as one row of a round: home, score or "vs", away, and below the time and venue. */
function gameRow(game: ShareGame, text: ShareText, height: number): ShareNode {
  const nameSize = Math.min(40, Math.round(height * 0.3))
  const details = [game.when ?? text.dateToBeConfirmed, game.venue].filter(Boolean).join(' · ')
  return box(
    {
      flexDirection: 'column',
      justifyContent: 'center',
      width: '100%',
      height,
      background: PANEL,
      borderRadius: 18,
      padding: '0 28px',
      gap: 6,
    },
    box(
      { alignItems: 'center', gap: 18 },
      line(game.home, {
        flexGrow: 1,
        flexBasis: 0,
        minWidth: 0,
        justifyContent: 'flex-end',
        fontSize: nameSize,
        fontWeight: 700,
      }),
      box({ width: 170, justifyContent: 'center' }, middle(game, text, nameSize * 1.15)),
      line(game.away, { flexGrow: 1, flexBasis: 0, minWidth: 0, fontSize: nameSize, fontWeight: 700 }),
    ),
    game.isSuspended
      ? null
      : line(details, { justifyContent: 'center', fontSize: Math.round(nameSize * 0.66), color: MUTED }),
  )
}

/** A team's name on at most two lines, cut with an ellipsis after. */
function wrapped(text: string, style: Record<string, unknown>): ShareNode {
  return box(
    {
      display: 'block',
      overflow: 'hidden',
      flexGrow: 1,
      flexBasis: 0,
      minWidth: 0,
      fontWeight: 700,
      lineHeight: 1.15,
      lineClamp: 2,
      ...style,
    },
    text,
  )
}

/** A game large: both names stacked around the score, then its day, time and venue. */
function gameCard(game: ShareGame, text: ShareText, scale: number, label: string | null): ShareNode {
  const nameSize = Math.round(60 * scale)
  return box(
    {
      flexDirection: 'column',
      flexGrow: 1,
      width: '100%',
      justifyContent: 'center',
      alignItems: 'center',
      gap: 24 * scale,
      background: PANEL,
      borderRadius: 28,
      padding: `${32 * scale}px ${40 * scale}px`,
    },
    label ? line(label, { fontSize: 30 * scale, color: ACCENT, fontWeight: 700 }) : null,
    box(
      { alignItems: 'center', width: '100%', gap: 28 * scale },
      wrapped(game.home, { textAlign: 'right', justifyContent: 'flex-end', fontSize: nameSize }),
      box({ minWidth: 220 * scale, justifyContent: 'center' }, middle(game, text, nameSize * 1.4)),
      wrapped(game.away, { textAlign: 'left', fontSize: nameSize }),
    ),
    line(game.when ?? text.dateToBeConfirmed, { fontSize: 36 * scale, color: INK }),
    game.venue ? line(game.venue, { fontSize: 32 * scale, color: MUTED }) : null,
  )
}

function frame(padding: number, ...children: ShareNode[]): ShareNode {
  return box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding,
      gap: 28,
      backgroundImage: BACKGROUND,
      color: INK,
      fontFamily: 'Inter',
    },
    ...children,
  )
}

const MAX_ROUND_GAMES = 10

/** The tree satori lays out for a view. Exported so tests read the text drawn. */
export function shareImageTree(view: ShareImageView): ShareNode {
  const text = SHARE_TEXT[view.lang]
  const size = SHARE_SIZES[view.kind]
  switch (view.kind) {
    case 'og-league':
      return frame(
        48,
        header(view.header, view.tournamentName, 1),
        view.standings.length > 0 ? standingsTable(view.standings, text, 5) : emptyNote(text.noStandings),
      )
    case 'og-tournament':
      return frame(
        48,
        header(view.header, [view.tournamentName, view.groupName].filter(Boolean).join(' · '), 1),
        view.standings.length > 0 ? standingsTable(view.standings, text, 5) : emptyNote(text.noStandings),
      )
    case 'og-game':
      return frame(
        48,
        header(view.header, [view.tournamentName, view.roundLabel].filter(Boolean).join(' · '), 1),
        gameCard(view.game, text, 1, view.game.score ? text.final : null),
      )
    case 'portrait-round': {
      const shown = view.games.slice(0, MAX_ROUND_GAMES)
      const available = size.height - 72 * 2 - 260
      const rowHeight = Math.min(
        150,
        Math.floor((available - 16 * Math.max(shown.length - 1, 0)) / Math.max(shown.length, 1)),
      )
      return frame(
        72,
        header(view.header, view.tournamentName, 1.2),
        box(
          { flexDirection: 'column' },
          line(`${view.isResults ? text.results : text.fixtures} · ${view.roundLabel}`, {
            fontSize: 54,
            fontWeight: 700,
            color: ACCENT,
          }),
          view.dayLabel ? line(view.dayLabel, { fontSize: 34, color: MUTED }) : null,
        ),
        shown.length > 0
          ? box({ flexDirection: 'column', width: '100%', gap: 16 }, ...shown.map((g) => gameRow(g, text, rowHeight)))
          : emptyNote(text.noGames),
        view.games.length > shown.length
          ? line(`+${view.games.length - shown.length}`, { fontSize: 32, color: MUTED, justifyContent: 'center' })
          : box({}),
      )
    }
    case 'portrait-game': {
      const scorers = (names: string[], align: 'flex-start' | 'flex-end') =>
        box(
          { flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, alignItems: align, gap: 8 },
          ...names.slice(0, 8).map((n) => line(n, { fontSize: 32, color: INK })),
        )
      const hasScorers = view.scorers.home.length + view.scorers.away.length > 0
      return frame(
        72,
        header(view.header, [view.tournamentName, view.roundLabel].filter(Boolean).join(' · '), 1.2),
        gameCard(view.game, text, 1.1, view.game.score ? text.final : null),
        hasScorers
          ? box(
              { width: '100%', gap: 40, background: PANEL, borderRadius: 24, padding: '28px 36px' },
              scorers(view.scorers.home, 'flex-end'),
              scorers(view.scorers.away, 'flex-start'),
            )
          : box({}),
      )
    }
  }
}

/** Every string drawn in a tree, in order (tests, and the image's alt text). */
export function textOfTree(node: ShareNode | string): string[] {
  if (typeof node === 'string') return [node]
  const children = node.props.children
  if (children === undefined) return []
  return (Array.isArray(children) ? children : [children]).flatMap((c) => textOfTree(c))
}

const require = createRequire(import.meta.url)
let fonts: Promise<Font[]> | undefined

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  )
  return fonts
}

/** The view drawn as SVG (satori). */
export async function drawShareSvg(view: ShareImageView): Promise<string> {
  const { width, height } = SHARE_SIZES[view.kind]
  // satori's types want a ReactNode; our tree is the same plain object React would build
  return satori(shareImageTree(view) as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await loadFonts(),
  })
}

/** The view drawn as a PNG of its exact size. */
export async function drawSharePng(view: ShareImageView): Promise<Uint8Array> {
  const svg = await drawShareSvg(view)
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
}
