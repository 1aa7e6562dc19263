/**
 * The seed's 23 player positions (§3), grouped in its five categories. Labels are translated on the client under
 * `players.positions.<position>` and `players.position_categories.<category>`.
 */
export const POSITION_CATEGORIES = {
  goalkeeper: ['gk'],
  defenders: ['cb', 'sw', 'rb', 'lb', 'rwb', 'lwb'],
  midfielders: ['cdm', 'cm', 'cam', 'rm', 'lm'],
  forwards: ['st', 'cf', 'rw', 'lw', 'ss'],
  modern: ['b2b', 'dlp', 'inv_w', 'trequartista', 'target_man', 'false_9'],
} as const

export type PositionCategory = keyof typeof POSITION_CATEGORIES
export type Position = (typeof POSITION_CATEGORIES)[PositionCategory][number]

export const CATEGORIES = Object.keys(POSITION_CATEGORIES) as PositionCategory[]

/** All 23 positions, in the seed's order. */
export const POSITIONS = [
  'gk',
  'cb',
  'sw',
  'rb',
  'lb',
  'rwb',
  'lwb',
  'cdm',
  'cm',
  'cam',
  'rm',
  'lm',
  'b2b',
  'dlp',
  'st',
  'cf',
  'rw',
  'lw',
  'ss',
  'inv_w',
  'trequartista',
  'target_man',
  'false_9',
] as const satisfies readonly Position[]

export function categoryOf(position: Position): PositionCategory {
  for (const category of CATEGORIES) {
    if ((POSITION_CATEGORIES[category] as readonly string[]).includes(position)) return category
  }
  throw new Error(`unknown position ${position}`)
}
