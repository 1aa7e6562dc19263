/**
 * Fitting a name into its box on a share image: the largest font size (up to the box's own) at which the name fits
 * on at most two lines, so a long name shrinks or wraps instead of being cut. Satori lays text out but cannot be asked
 * how wide a text is, so widths are estimated from Inter Bold's advance widths by kind of character, on the generous
 * side (a tested bound: share-fit.test.ts lays names of 10 to 80 characters out with satori and checks each stays in
 * its box).
 */

/** Inter Bold's advance widths in ems, rounded up, by kind of character. */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.27
  if ("iIjl.,:;|!'’`".includes(ch)) return 0.33
  if ('()[]{}-–/frt'.includes(ch)) return 0.45
  if ('mwMWÑ@%'.includes(ch) || ch === 'Æ' || ch === 'Œ') return 0.98
  if (/[0-9]/.test(ch)) return 0.66
  if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) return 0.72
  return 0.6
}

/** A text's width in ems at font size 1. */
export function textEms(text: string): number {
  let total = 0
  for (const ch of text) total += charWidth(ch)
  return total
}

/**
 * The font size (an integer, at most `maxSize`) at which `text` fits in a box `width` wide on at most `lines` lines of
 * `lineHeight`, and within `height` when given. Wrapping at spaces wastes part of each line, so more than one line
 * counts only 90% of each; a word longer than the box breaks (the box sets `wordBreak: 'break-word'`).
 */
export function fitFontSize(
  text: string,
  {
    width,
    maxSize,
    lines = 2,
    height,
    lineHeight = 1.15,
  }: {
    width: number
    maxSize: number
    lines?: number
    height?: number
    lineHeight?: number
  },
): number {
  const ems = textEms(text)
  if (ems * maxSize <= width) return Math.floor(maxSize)
  const longestWord = Math.max(...text.split(/\s+/).map(textEms), 0)
  const usable = lines > 1 ? 0.9 : 1
  let size = Math.min(maxSize, (width * lines * usable) / ems, width / Math.max(longestWord, 0.001))
  if (height !== undefined) size = Math.min(size, height / (lines * lineHeight))
  return Math.max(6, Math.floor(size))
}
