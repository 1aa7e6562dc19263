/**
 * Draws the app's icons (public/icons/*.png) from one SVG with sharp: 192 and 512 for the manifest and the home
 * screen, a maskable 512 (full-bleed background, the mark inside the 80% safe zone) and a 180 apple-touch-icon.
 * The PNGs are committed; run `node scripts/draw-icons.ts` after changing the drawing.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons')
const GREEN = '#169b54'
const DARK = '#0a110e'

/** The mark of the favicon (a ball's pentagon on a green disc), `scale` of the canvas wide. */
function mark(scale: number, background: string | null): string {
  const r = 50 * scale
  const s = (100 * scale) / 24
  const o = 50 - 12 * s
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  ${background ? `<rect width="100" height="100" fill="${background}"/>` : ''}
  <circle cx="50" cy="50" r="${r}" fill="${GREEN}"/>
  <g transform="translate(${o} ${o}) scale(${s})"><path fill="#fff" d="m12 6.2 3.6 2.6-1.4 4.2H9.8L8.4 8.8z"/>
  <path fill="none" stroke="#fff" stroke-width="0.7" stroke-linecap="round" d="M12 6.2V3.4M15.6 8.8l2.7-.9M14.2 13l1.7 2.3M9.8 13l-1.7 2.3M8.4 8.8l-2.7-.9"/></g>
</svg>`
}

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: mark(0.92, null) },
  { file: 'icon-512.png', size: 512, svg: mark(0.92, null) },
  // maskable: the platform crops to a circle or a squircle; everything that matters stays in the central 80%
  { file: 'icon-maskable-512.png', size: 512, svg: mark(0.72, DARK) },
  { file: 'apple-touch-icon.png', size: 180, svg: mark(0.8, DARK) },
]

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 100 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, icon.file))
  process.stdout.write(`${icon.file}\n`)
}
