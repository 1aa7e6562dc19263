/**
 * Draws a share image: the view (share-views.ts) becomes a tree of boxes for satori (flexbox layout, text shaped with
 * Inter regular and bold read from @fontsource/inter), whose SVG resvg rasterizes into a PNG. Pure apart from reading
 * the two font files once.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { signedNumber } from '#domain/numbers/signed-number.ts'
import { gameCard, gameRow } from './draw-share-game.ts'
import { ACCENT, BACKGROUND, box, fitted, INK, line, MUTED, PANEL, type ShareNode } from './share-boxes.ts'
import { SHARE_TEXT, type ShareText } from './share-text.ts'
import {
  SHARE_SIZES,
  type ShareHeader,
  type ShareImageView,
  type ShareStandingLine,
  type ShareZone,
} from './share-views.ts'

export type { ShareNode } from './share-boxes.ts'

/** The league's crest and name, and the subtitle, in a row `width` wide. */
function header(h: ShareHeader, subtitle: string | null, scale: number, width: number): ShareNode {
  const logoSize = Math.round(88 * scale)
  const textWidth = width - (h.logo ? logoSize + 24 * scale : 0)
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
      fitted(h.leagueName, { width: textWidth, maxSize: 44 * scale, lines: 1 }, { fontWeight: 700, color: INK }),
      subtitle ? fitted(subtitle, { width: textWidth, maxSize: 30 * scale, lines: 1 }, { color: MUTED }) : null,
    ),
  )
}

/**
 * The table's first rows in a panel `width` wide: a team's name shrinks, then wraps on two lines, to fit its cell.
 * `title` heads the team column (a zone's name; else "Standings"); a `compact` table (zones side by side) keeps only
 * the points.
 */
function standingsTable(
  rows: ShareStandingLine[],
  text: ShareText,
  {
    max,
    width,
    title = null,
    compact = false,
  }: { max: number; width: number; title?: string | null; compact?: boolean },
): ShareNode {
  const head = { fontSize: 24, color: MUTED, fontWeight: 700 }
  const cell = { width: 90, justifyContent: 'flex-end' }
  const teamWidth = width - 2 * 28 - 60 - (compact ? 1 : 3) * 90
  return box(
    { flexDirection: 'column', width, gap: 6, background: PANEL, borderRadius: 20, padding: '18px 28px' },
    box(
      { ...head, paddingBottom: 4 },
      box({ width: 60 }, '#'),
      title
        ? fitted(title, { width: teamWidth, maxSize: 24, lines: 1 }, head)
        : box({ width: teamWidth }, text.standings),
      compact ? null : box(cell, text.played),
      compact ? null : box(cell, text.goalDifference),
      box(cell, text.points),
    ),
    ...rows
      .slice(0, max)
      .map((row) =>
        box(
          { fontSize: 34, color: INK, alignItems: 'center', height: 52 },
          box({ width: 60, color: ACCENT, fontWeight: 700 }, String(row.position)),
          fitted(row.team, { width: teamWidth, maxSize: 34, height: 52 }, { fontWeight: 700 }),
          compact ? null : box(cell, String(row.played)),
          compact ? null : box(cell, signedNumber(row.goalDifference)),
          box({ ...cell, fontWeight: 700, color: ACCENT }, String(row.points)),
        ),
      ),
  )
}

/** The most zones a tournament card draws: three columns of two rows of panels. */
export const MAX_CARD_ZONES = 6

/**
 * Every zone of a tournament in `width`: one zone as the full table (five lines); two side by side (five lines each,
 * points only); up to four in two rows of two, up to six in two rows of three (the leaders of each).
 */
function zonesPanel(zones: ShareZone[], text: ShareText, width: number): ShareNode {
  const shown = zones.slice(0, MAX_CARD_ZONES)
  const only = shown[0]
  if (shown.length <= 1) {
    return only && only.standings.length > 0
      ? standingsTable(only.standings, text, { max: 5, width, title: only.name })
      : emptyNote(text.noStandings)
  }
  const gap = 20
  const columns = shown.length <= 4 ? 2 : 3
  const rows = Math.ceil(shown.length / columns)
  const panelWidth = Math.floor((width - gap * (columns - 1)) / columns)
  const max = rows === 1 ? 5 : 2
  return box(
    { flexWrap: 'wrap', gap, width },
    ...shown.map((zone) =>
      standingsTable(zone.standings, text, { max, width: panelWidth, title: zone.name, compact: true }),
    ),
  )
}

function emptyNote(message: string): ShareNode {
  return box(
    { flexGrow: 1, alignItems: 'center', justifyContent: 'center', fontSize: 36, color: MUTED, background: PANEL },
    message,
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
  /** the width inside a frame's padding */
  const inside = (padding: number) => size.width - 2 * padding
  switch (view.kind) {
    case 'og-league':
      return frame(
        48,
        header(view.header, view.tournamentName, 1, inside(48)),
        view.standings.length > 0
          ? standingsTable(view.standings, text, { max: 5, width: inside(48) })
          : emptyNote(text.noStandings),
      )
    case 'og-tournament':
      return frame(
        48,
        header(view.header, view.tournamentName, 1, inside(48)),
        zonesPanel(view.zones, text, inside(48)),
      )
    case 'og-game':
      return frame(
        48,
        header(view.header, [view.tournamentName, view.roundLabel].filter(Boolean).join(' · '), 1, inside(48)),
        gameCard(view.game, text, { scale: 1, width: inside(48), label: view.game.score ? text.final : null }),
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
        header(view.header, view.tournamentName, 1.2, inside(72)),
        box(
          { flexDirection: 'column' },
          fitted(
            `${view.isResults ? text.results : text.fixtures} · ${view.roundLabel}`,
            { width: inside(72), maxSize: 54, lines: 1 },
            { fontWeight: 700, color: ACCENT },
          ),
          view.dayLabel ? line(view.dayLabel, { fontSize: 34, color: MUTED }) : null,
        ),
        shown.length > 0
          ? box(
              { flexDirection: 'column', width: '100%', gap: 16 },
              ...shown.map((g) => gameRow(g, text, { width: inside(72), height: rowHeight })),
            )
          : emptyNote(text.noGames),
        view.games.length > shown.length
          ? line(`+${view.games.length - shown.length}`, { fontSize: 32, color: MUTED, justifyContent: 'center' })
          : box({}),
      )
    }
    case 'portrait-game': {
      const scorerWidth = Math.floor((inside(72) - 2 * 36 - 40) / 2)
      const scorers = (names: string[], align: 'left' | 'right') =>
        box(
          { flexDirection: 'column', width: scorerWidth, gap: 8 },
          ...names
            .slice(0, 8)
            .map((n) => fitted(n, { width: scorerWidth, maxSize: 32, lines: 1 }, { color: INK, textAlign: align })),
        )
      const hasScorers = view.scorers.home.length + view.scorers.away.length > 0
      return frame(
        72,
        header(view.header, [view.tournamentName, view.roundLabel].filter(Boolean).join(' · '), 1.2, inside(72)),
        gameCard(view.game, text, { scale: 1.1, width: inside(72), label: view.game.score ? text.final : null }),
        hasScorers
          ? box(
              { width: '100%', gap: 40, background: PANEL, borderRadius: 24, padding: '28px 36px' },
              scorers(view.scorers.home, 'right'),
              scorers(view.scorers.away, 'left'),
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

/**
 * The view drawn as SVG (satori). With `embedFont: false` the text stays `<text>` elements with their positions and
 * widths (the fitting tests read them), instead of glyph outlines.
 */
export async function drawShareSvg(view: ShareImageView, options: { embedFont?: boolean } = {}): Promise<string> {
  const { width, height } = SHARE_SIZES[view.kind]
  // satori's types want a ReactNode; our tree is the same plain object React would build
  return satori(shareImageTree(view) as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await loadFonts(),
    embedFont: options.embedFont ?? true,
  })
}

/** The view drawn as a PNG of its exact size. */
export async function drawSharePng(view: ShareImageView): Promise<Uint8Array> {
  const svg = await drawShareSvg(view)
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
}
