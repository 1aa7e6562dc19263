/**
 * No name is ever cut on a share image: names of 10, 30 and 80 characters (the longest a name may be), with accents
 * and ñ, are laid out by satori in every image (round, game, final, table, league card) and each word drawn must lie
 * inside the box that clips it, with no ellipsis, and every character of the name drawn.
 */
import { describe, expect, it } from 'vitest'
import { drawShareSvg, shareImageTree, textOfTree } from './draw-share-image.ts'
import { fitFontSize } from './share-fit.ts'
import type { ShareGame, ShareImageView } from './share-views.ts'

const NAMES = {
  10: 'Ñandú FC A',
  30: 'Club Atlético Pingüinos Añejos',
  80: 'Asociación Deportiva Cultural y Social de los Compañeros Ñandúes del Río Paraná',
  801: 'Sociedad de Fomento y Biblioteca Popular Juventud Unida de Villa Güemes Señorial',
}

type Text = { x: number; y: number; width: number; height: number; clip: string | null; content: string }
type Rect = { x: number; y: number; width: number; height: number }

const num = (tag: string, name: string) => Number(tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1] ?? Number.NaN)

function parse(svg: string): { texts: Text[]; clips: Map<string, Rect> } {
  const clips = new Map<string, Rect>()
  for (const m of svg.matchAll(/<clipPath id="([^"]+)"><rect ([^>]+)\/?>/g)) {
    const tag = ` ${m[2]}`
    clips.set(m[1] as string, {
      x: num(tag, 'x'),
      y: num(tag, 'y'),
      width: num(tag, 'width'),
      height: num(tag, 'height'),
    })
  }
  const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const tag = ` ${m[1]}`
    return {
      x: num(tag, 'x'),
      y: num(tag, 'y'),
      width: num(tag, 'width'),
      height: num(tag, 'height'),
      clip: tag.match(/clip-path="url\(#([^)]+)\)"/)?.[1] ?? null,
      content: (m[2] as string).replaceAll('&amp;', '&'),
    }
  })
  return { texts, clips }
}

function game(home: string, away: string): ShareGame {
  return {
    home,
    away,
    score: { home: 1, away: 1 },
    isWalkover: false,
    when: 'sáb 7 mar · 18:30',
    isSuspended: false,
    venue: 'Complejo Sur · Cancha 2',
    penalties: { home: 4, away: 3 },
    cup: 'Copa de Oro · Semifinal',
    outcome: 'pasa Ñandú',
  }
}

function views(home: string, away: string): ShareImageView[] {
  const header = { leagueName: 'Liga Ñandú', logo: null }
  const lines = [home, away, 'Toros'].map((team, i) => ({
    position: i + 1,
    team,
    played: 3,
    goalDifference: 2 - i,
    points: 9 - i,
  }))
  return [
    {
      kind: 'portrait-round',
      lang: 'es',
      header,
      tournamentName: 'Apertura',
      roundLabel: 'Fecha 3',
      dayLabel: null,
      isResults: true,
      games: Array.from({ length: 10 }, () => game(home, away)),
    },
    {
      kind: 'portrait-round',
      lang: 'es',
      header,
      tournamentName: 'Apertura',
      roundLabel: 'Fecha 3',
      dayLabel: null,
      isResults: true,
      games: [game(home, away)],
    },
    {
      kind: 'og-game',
      lang: 'es',
      header,
      tournamentName: 'Apertura',
      roundLabel: 'Copa de Oro · Final',
      game: game(home, away),
    },
    {
      kind: 'portrait-game',
      lang: 'es',
      header,
      tournamentName: 'Apertura',
      roundLabel: 'Copa de Oro · Final',
      game: game(home, away),
      scorers: { home: ['Ñoño Güemes (2)'], away: [] },
    },
    {
      kind: 'og-tournament',
      lang: 'es',
      header,
      tournamentName: 'Apertura',
      zones: [{ name: null, standings: lines }],
    },
    {
      kind: 'og-tournament',
      lang: 'es',
      header,
      tournamentName: 'Apertura',
      zones: ['Zona A', 'Zona B', 'Zona C'].map((name) => ({ name, standings: lines })),
    },
    { kind: 'og-league', lang: 'es', header, tournamentName: 'Apertura', standings: lines },
  ]
}

describe('share images fit every name', () => {
  it('draws every zone of a tournament, each under its name, points only', () => {
    const header = { leagueName: 'Liga Ñandú', logo: null }
    // every zone of the tournament, each under its name, points only
    const zones = textOfTree(
      shareImageTree({
        kind: 'og-tournament',
        lang: 'en',
        header,
        tournamentName: 'Apertura',
        zones: [
          {
            name: 'Group A',
            standings: [{ position: 1, team: 'Pingüinos FC', played: 4, goalDifference: 6, points: 10 }],
          },
          { name: 'Group B', standings: [{ position: 1, team: 'Leones', played: 4, goalDifference: 2, points: 9 }] },
        ],
      }),
    )
    expect(zones).toEqual(expect.arrayContaining(['Group A', 'Pingüinos FC', '10', 'Group B', 'Leones', '9']))
    expect(zones).not.toContain('GD')
  })

  it('shrinks a name only when it does not fit, never below what two lines need', () => {
    expect(fitFontSize(NAMES[10], { width: 400, maxSize: 40 })).toBe(40)
    expect(fitFontSize(NAMES[80], { width: 337, maxSize: 40 })).toBeLessThan(40)
    expect(fitFontSize(NAMES[80], { width: 337, maxSize: 40 })).toBeGreaterThan(10)
  })

  for (const [homeLength, awayLength] of [
    [10, 10],
    [30, 10],
    [80, 30],
    [80, 80_1],
  ] as const) {
    it(`keeps names of ${homeLength} and ${awayLength === 80_1 ? 80 : awayLength} characters inside their boxes in every image`, async () => {
      const home = NAMES[homeLength]
      const away = NAMES[awayLength]
      for (const view of views(home, away)) {
        const { texts, clips } = parse(await drawShareSvg(view, { embedFont: false }))
        expect(texts.length, view.kind).toBeGreaterThan(0)
        for (const t of texts) {
          expect(t.content, `${view.kind}: an ellipsis`).not.toContain('…')
          // labels of fixed length ("#", "PJ") need no box; every name is drawn in one that clips it
          if (t.content.trim() === '' || t.clip === null) continue
          const box = clips.get(t.clip as string) as Rect
          const where = `${view.kind}: "${t.content}" at ${t.x}+${t.width} in ${box.x}+${box.width}`
          expect(t.x, where).toBeGreaterThanOrEqual(box.x - 0.5)
          expect(t.x + t.width, where).toBeLessThanOrEqual(box.x + box.width + 0.5)
          // the line's top and bottom (y is the baseline; the text's height is its line box)
          expect(t.y - t.height * 0.8, where).toBeGreaterThanOrEqual(box.y - 1)
          expect(t.y, where).toBeLessThanOrEqual(box.y + box.height + 1)
        }
        // two lines at most in any box
        const linesOf = new Map<string, Set<number>>()
        for (const t of texts) if (t.clip) linesOf.set(t.clip, (linesOf.get(t.clip) ?? new Set()).add(Math.round(t.y)))
        for (const [clip, ys] of linesOf) expect(ys.size, `${view.kind}: lines in ${clip}`).toBeLessThanOrEqual(2)
        const drawn = texts
          .map((t) => t.content)
          .join('')
          .replace(/\s+/g, '')
        for (const name of [home, away]) expect(drawn, `${view.kind} draws ${name}`).toContain(name.replace(/\s+/g, ''))
      }
    }, 60_000)
  }
})
