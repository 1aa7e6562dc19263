/** The building blocks of a share image's tree (draw-share-image.ts): boxes, lines, fitted names and the colours. */
import { fitFontSize } from './share-fit.ts'

/** A satori node: what React.createElement would make, without React. */
export type ShareNode = {
  type: string
  props: { style?: Record<string, unknown>; src?: string; children?: ShareChild }
}
type ShareChild = ShareNode | string | (ShareNode | string)[] | undefined

export function box(
  style: Record<string, unknown>,
  ...children: (ShareNode | string | false | null | undefined)[]
): ShareNode {
  const kept = children.filter((c): c is ShareNode | string => c !== false && c !== null && c !== undefined)
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: kept } }
}

/** One line of text cut with an ellipsis when it does not fit (labels only: names are `fitted`). */
export function line(text: string, style: Record<string, unknown>): ShareNode {
  return box({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', ...style }, text)
}

/**
 * A name in a box `width` wide: at `maxSize` when it fits, else smaller and on up to `lines` lines (share-fit.ts),
 * never cut. The box clips at its edges, so a name could only ever be hidden, never drawn over its neighbours; the
 * fitting keeps it inside.
 */
export function fitted(
  text: string,
  fit: { width: number; maxSize: number; lines?: number; height?: number },
  style: Record<string, unknown> = {},
): ShareNode {
  const lineHeight = 1.15
  const fontSize = fitFontSize(text, { ...fit, lineHeight })
  return box(
    {
      display: 'block',
      width: fit.width,
      flexShrink: 0,
      overflow: 'hidden',
      wordBreak: 'break-word',
      lineHeight,
      fontSize,
      ...style,
    },
    text,
  )
}

export const INK = '#ffffff'
export const MUTED = '#b7d3c6'
export const ACCENT = '#7ee2a8'
export const BACKGROUND = 'linear-gradient(160deg, #0b3d2e 0%, #0f5a43 55%, #12694e 100%)'
export const PANEL = 'rgba(255,255,255,0.08)'
